import QuickActions

/// The names the generator gives Android resources and classes, and the checks of the names it
/// is given.
extension AndroidShortcutsGenerator {
  /// The string resource of each written item's title, by type: `shortcut_` and the type in
  /// lower case with every other character `_`. Types that differ only in letter case or
  /// punctuation (`NewTab`, `new_tab`, `new-tab`) would share a name, which aapt2 rejects as a
  /// duplicate resource; the first in file order keeps it, the next get `_2`, `_3`, … (skipping
  /// any name another type has as its own), so the names depend only on the file.
  func resourceNames() -> [String: String] {
    let items = writtenItems
    let natural = items.map { Self.stringName($0.type) }
    var taken = Set(natural)
    var used: Set<String> = []
    var out: [String: String] = [:]
    for (item, name) in zip(items, natural) {
      guard !used.contains(name) else {
        var n = 2
        while taken.contains("\(name)_\(n)") { n += 1 }
        let unique = "\(name)_\(n)"
        taken.insert(unique)
        used.insert(unique)
        out[item.type] = unique
        continue
      }
      used.insert(name)
      out[item.type] = name
    }
    return out
  }

  /// The string resource of an item's title, before names are made unique.
  static func stringName(_ type: String) -> String {
    let scalars = type.lowercased().unicodeScalars.map { s -> Character in
      ("a"..."z").contains(s) || ("0"..."9").contains(s) ? Character(s) : "_"
    }
    return "shortcut_" + String(scalars)
  }

  /// The drawable an icon is named as.
  static func drawable(_ icon: ShortcutIcon?) -> String? {
    guard let icon else { return nil }
    let base: String
    switch icon {
    case .system(let system): base = system.rawValue
    case .template(let name), .symbol(let name): base = name
    }
    var out = ""
    for s in base.unicodeScalars {
      if ("A"..."Z").contains(s) {
        if !out.isEmpty && !out.hasSuffix("_") { out += "_" }
        out += String(s).lowercased()
      } else if ("a"..."z").contains(s) || ("0"..."9").contains(s) {
        out.unicodeScalars.append(s)
      } else if !out.hasSuffix("_") {
        out += "_"
      }
    }
    var trimmed = Substring(out)
    while trimmed.hasPrefix("_") { trimmed = trimmed.dropFirst() }
    while trimmed.hasSuffix("_") { trimmed = trimmed.dropLast() }
    return "ic_shortcut_" + trimmed
  }

  /// Android's resource folder qualifier of a language tag: `fr`, `pt-BR` → `pt-rBR`,
  /// `zh-Hans` → `b+zh+Hans`.
  static func qualifier(_ language: String) -> String {
    let parts = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    if parts.count == 2, parts[1].count == 2 {
      return parts[0].lowercased() + "-r" + parts[1].uppercased()
    }
    if parts.count >= 2 { return "b+" + parts.joined(separator: "+") }
    return language.lowercased()
  }

  /// The text Android shows for a string resource whose characters are `text`: aapt2 turns each
  /// run of white space outside quotes into one space (`StringBuilder::AppendText` in AOSP
  /// `frameworks/base/tools/aapt2/ResourceUtils.cpp`) and the shown text starts and ends without
  /// it ("String resources": "Whitespace collapsing and Android escaping happens after your
  /// resource file gets parsed as XML",
  /// https://developer.android.com/guide/topics/resources/string-resource#escaping_quotes;
  /// `AndroidString.decode` reads labels the same way). The generator writes the title so, and
  /// the drift check compares titles so.
  public static func collapsingWhiteSpace(_ text: String) -> String {
    var out = ""
    var pendingSpace = false
    for s in text.unicodeScalars {
      if s == " " || s == "\t" || s == "\n" || s == "\r" || s == "\u{0B}" || s == "\u{0C}" {
        pendingSpace = !out.isEmpty
        continue
      }
      if pendingSpace { out += " " }
      pendingSpace = false
      out.unicodeScalars.append(s)
    }
    return out
  }

  /// The class `targetClass` names for `activity` in `package`: a name starting with `.` or with
  /// no `.` at all is completed with the package (as a manifest's `android:name` is, "<activity>",
  /// https://developer.android.com/guide/topics/manifest/activity-element#nm), since
  /// `targetClass` itself is taken as written (AOSP `Intent.parseIntent`); nil gives
  /// `PACKAGE.MainActivity`, Android Studio's default.
  public static func qualifiedClass(_ activity: String?, package: String) -> String {
    guard let activity else { return package + ".MainActivity" }
    if activity.hasPrefix(".") { return package + activity }
    if !activity.contains(".") { return package + "." + activity }
    return activity
  }

  /// Why `id` is not an Android application ID, or nil when it is: "Configure the app module",
  /// set the application ID
  /// (https://developer.android.com/build/configure-app-module#set-application-id):
  /// "It must have at least two segments (one or more dots). Each segment must start with a
  /// letter. All characters must be alphanumeric or an underscore [a-zA-Z0-9_]."
  public static func applicationIDProblem(_ id: String) -> String? {
    let segments = id.split(separator: ".", omittingEmptySubsequences: false)
    guard segments.count >= 2 else { return "it needs at least two segments separated by dots" }
    for (index, segment) in segments.enumerated() {
      guard let first = segment.unicodeScalars.first else { return "segment \(index + 1) is empty" }
      guard isLetter(first) else {
        return "segment \(index + 1) ('\(segment)') does not start with a letter"
      }
      if let bad = segment.unicodeScalars.first(where: {
        !isLetter($0) && !("0"..."9").contains($0) && $0 != "_"
      }) {
        return
          "segment \(index + 1) ('\(segment)') has '\(bad)': only a-z, A-Z, 0-9 and _ are allowed"
      }
    }
    return nil
  }

  /// Why `name` is not a class name relative to or within a package (`.ui.Home`, `Home`,
  /// `com.example.Home`), or nil when it is: dot-separated Java identifiers (ASCII letters,
  /// digits, `_` and `$`, not starting with a digit; JLS §3.8).
  public static func classNameProblem(_ name: String) -> String? {
    let body = name.hasPrefix(".") ? String(name.dropFirst()) : name
    for segment in body.split(separator: ".", omittingEmptySubsequences: false) {
      guard let first = segment.unicodeScalars.first else { return "it has an empty segment" }
      let ok = segment.unicodeScalars.allSatisfy {
        isLetter($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "$"
      }
      guard ok, !("0"..."9").contains(first) else { return "'\(segment)' is not a Java identifier" }
    }
    return nil
  }

  private static func isLetter(_ s: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(s) || ("A"..."Z").contains(s)
  }
}
