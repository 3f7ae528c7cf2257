import PropertyList
import QuickActionTooling
import QuickActions

/// What stops the generator's files from building or from showing what iOS shows, found before
/// anything is written.
extension AndroidShortcutsGenerator {
  /// One problem, at its place in the iOS file (or a strings file).
  public struct Problem: Sendable, Hashable, CustomStringConvertible {
    /// An error means the files are not written.
    public var severity: Finding.Severity
    /// What is wrong, and what to do.
    public var message: String
    /// The file it is in.
    public var file: String
    /// Where.
    public var location: SourceLocation

    /// `file:line:col: severity: message`.
    public var description: String {
      "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
  }

  /// The problems, in file order:
  /// - errors: a type starting with `@` or `?` (aapt2 reads such an attribute value as a
  ///   resource reference or a theme attribute, not as text: "Accessing resources",
  ///   https://developer.android.com/guide/topics/resources/providing-resources#ResourcesFromXml,
  ///   and `android-shortcut-id`); a `$(VAR)` or `${VAR}` no definition expands, in a type (it
  ///   would be written as the shortcut id and intent action, which Android takes as written) or
  ///   in a shown title
  ///   (a label Android shows as written);
  /// - warnings: a type given twice (the later item is left out: a shortcut id is unique), and a
  ///   title that is a key of some language's `InfoPlist.strings` but that the development
  ///   language does not translate, so the `values/` label is the key as written.
  public func problems() -> [Problem] {
    var out: [Problem] = []
    var seen: [String: Int] = [:]
    let file = quickActions.file
    for item in quickActions.items {
      let occurrence = seen[item.type, default: 0]
      seen[item.type] = occurrence + 1
      let typeAt =
        rawValue(of: item.type, key: .type, occurrence: occurrence)?.location ?? item.location
      if occurrence > 0 {
        out.append(
          Problem(
            severity: .warning,
            message:
              "the type '\(item.type)' is given again: this item is left out"
              + " (a shortcut id is unique)",
            file: file, location: typeAt))
        continue
      }
      if let first = item.type.first, first == "@" || first == "?" {
        out.append(
          Problem(
            severity: .error,
            message: "the type '\(item.type)' starts with '\(first)', which Android reads as a"
              + " \(first == "@" ? "resource reference" : "theme attribute"): it cannot be a shortcut id;"
              + " give the item a type such as com.example.app.post",
            file: file, location: typeAt))
      }
      if let name = BuildSettings.references(in: item.type).first?.name {
        out.append(
          Problem(
            severity: .error, message: Self.undefined(name, in: "the type '\(item.type)'"),
            file: file, location: typeAt))
      }
      let titleAt = rawValue(of: item.type, key: .title)
      var titles = [
        (
          quickActions.developmentLanguage,
          quickActions.developmentItems.first { $0.type == item.type }?.title
        )
      ]
      for language in quickActions.translations.keys.sorted()
      where translates(item.type, in: language) {
        titles.append(
          (language, quickActions.translations[language]?.first { $0.type == item.type }?.title))
      }
      for (language, title) in titles {
        guard let title, let name = BuildSettings.references(in: title).first?.name else {
          continue
        }
        out.append(
          Problem(
            severity: .error, message: Self.undefined(name, in: "the \(language) title '\(title)'"),
            file: file, location: titleAt?.location ?? item.location))
        break
      }
      if let key = titleAt, let problem = untranslated(key.text, type: item.type) {
        out.append(
          Problem(severity: .warning, message: problem, file: file, location: key.location))
      }
    }
    return out
  }

  static func undefined(_ name: String, in what: String) -> String {
    "$(\(name)) in \(what) is not defined, and Android takes resource files as written:"
      + " give --define \(name)=VALUE, or run where the Xcode project that builds this file is"
  }

  /// Why the title key `key` shows as written on Android in the development language, or nil.
  func untranslated(_ key: String, type: String) -> String? {
    guard let strings, let translated = strings.tables.first(where: { $0.strings[key] != nil })
    else { return nil }
    let development = quickActions.developmentLanguage
    if let table = TitleLocalization.table(for: development, in: strings), table.strings[key] != nil
    {
      return nil
    }
    return
      "the title '\(key)' is a key of \(translated.path), but the development language (\(development)) does not"
      + " translate it: the values/ label of '\(type)' is the key as written"
  }

  /// The value of `key` in the item of `type` (the first, or the one after `occurrence` others
  /// of that type), as written, with its location.
  func rawValue(of type: String, key: ShortcutItemKey, occurrence: Int = 0) -> (
    text: String, location: SourceLocation
  )? {
    guard let root else { return nil }
    var skipped = 0
    for entry in root[ShortcutItemKey.items]?.arrayValue ?? [] {
      guard let typeText = entry[ShortcutItemKey.type.rawValue]?.stringValue,
        settings.expand(typeText) == type
      else { continue }
      guard skipped == occurrence else {
        skipped += 1
        continue
      }
      return entry[key.rawValue].flatMap { value in value.stringValue.map { ($0, value.location) } }
    }
    return nil
  }
}
