import PropertyList
import QuickActions

/// The doors an Info.plist declares besides quick actions: the URL schemes of
/// `CFBundleURLTypes`, the schemes of `LSApplicationQueriesSchemes` and the
/// `NSUserActivityTypes`, each string with its place, build settings expanded.
struct DeclaredDoors {
  /// One declared string.
  struct Entry {
    /// The text as written.
    var raw: String
    /// The text with the configuration's build settings expanded.
    var value: String
    /// Where the string is.
    var location: SourceLocation
    /// The position of its `CFBundleURLTypes` entry (0 for the other keys).
    var typeIndex: Int

    /// Whether a `$(VAR)` or `${VAR}` is left after expansion: its value is not known.
    var isUnresolved: Bool { !BuildSettings.references(in: value).isEmpty }
  }

  /// `CFBundleURLTypes[].CFBundleURLSchemes[]`, strings only, in file order.
  var urlSchemes: [Entry] = []
  /// `LSApplicationQueriesSchemes[]`, strings only.
  var queriedSchemes: [Entry] = []
  /// The `LSApplicationQueriesSchemes` array's own value, when it is one.
  var queriedSchemesValue: PlistValue?
  /// `NSUserActivityTypes[]`, strings only.
  var activityTypes: [Entry] = []
  /// Values of these arrays that are not strings (reported once, by the syntax rules).
  var nonStrings: [(key: String, value: PlistValue)] = []

  init(root: PlistValue?, settings: BuildSettings) {
    guard let dict = root?.dictionaryValue else { return }
    func entry(_ value: PlistValue, key: String, typeIndex: Int = 0) -> Entry? {
      guard let s = value.stringValue else {
        nonStrings.append((key, value))
        return nil
      }
      return Entry(
        raw: s, value: settings.expand(s), location: value.location, typeIndex: typeIndex)
    }
    for (index, type) in (dict["CFBundleURLTypes"]?.arrayValue ?? []).enumerated() {
      for scheme in type["CFBundleURLSchemes"]?.arrayValue ?? [] {
        if let e = entry(scheme, key: "CFBundleURLSchemes", typeIndex: index) {
          urlSchemes.append(e)
        }
      }
    }
    queriedSchemesValue = dict["LSApplicationQueriesSchemes"].flatMap {
      $0.arrayValue == nil ? nil : $0
    }
    for scheme in queriedSchemesValue?.arrayValue ?? [] {
      if let e = entry(scheme, key: "LSApplicationQueriesSchemes") { queriedSchemes.append(e) }
    }
    for type in dict["NSUserActivityTypes"]?.arrayValue ?? [] {
      if let e = entry(type, key: "NSUserActivityTypes") { activityTypes.append(e) }
    }
  }

  /// Why `scheme` is not a URL scheme, or nil when it is one. RFC 3986, section 3.1:
  /// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
  static func schemeProblem(_ scheme: String) -> String? {
    guard let first = scheme.unicodeScalars.first else { return "is empty" }
    if scheme.hasSuffix("://") || scheme.hasSuffix(":") {
      return "ends with '\(scheme.hasSuffix("://") ? "://" : ":")', which is not part of the scheme"
    }
    if scheme != String(scheme.trimmingWhitespace) { return "has white space around it" }
    guard isAlpha(first) else {
      return "starts with '\(Character(first))'; a scheme starts with a letter"
    }
    if let bad = scheme.unicodeScalars.first(where: {
      !(isAlpha($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
    }) {
      return "has '\(Character(bad))'; a scheme holds only letters, digits, '+', '-' and '.'"
    }
    return nil
  }

  /// The repair of a scheme when it is certain: the same scheme without `://` or `:` after it,
  /// or without the white space around it, when that leaves a valid scheme.
  static func schemeRepair(_ scheme: String) -> String? {
    var fixed = String(scheme.trimmingWhitespace)
    if fixed.hasSuffix("://") {
      fixed.removeLast(3)
    } else if fixed.hasSuffix(":") {
      fixed.removeLast()
    }
    return fixed != scheme && !fixed.isEmpty && schemeProblem(fixed) == nil ? fixed : nil
  }

  static func isAlpha(_ s: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(s) || ("A"..."Z").contains(s)
  }
}

/// Whether a value still holds a build-setting reference after expansion.
enum BuildSettingsCheck {
  static func isResolved(_ value: String) -> Bool { BuildSettings.references(in: value).isEmpty }
}
