import PropertyList
import PropertyListOpenStep
import QuickActions

/// A project's lint settings, from `.quickaction.json` (or `.quickaction.plist`) found in the
/// linted file's folder or the nearest one above it:
///
/// ```json
/// {"disable": ["shortcut-title-length"], "enable": ["shortcut-type-prefix"], "routes": "Routes.plist",
///  "severity": {"shortcut-unknown-key": "error"}, "exclude": ["Vendor/**", "*Tests*/Info.plist"]}
/// ```
///
/// Every problem is an error with its position: an unknown key, an unknown rule (with the
/// nearest one), a severity other than `error` or `warning`.
public struct LintSettingsFile: Sendable, Hashable {
  /// The file's path.
  public var path: String
  /// Rules to skip.
  public var disabled: Set<String> = []
  /// Opt-in rules to run.
  public var enabled: Set<String> = []
  /// Severities that replace the rules' own.
  public var severities: [String: Finding.Severity] = [:]
  /// Glob patterns (`*` within a path component, `**` across them), relative to the file's
  /// folder, of property lists not to lint.
  public var excluded: [String] = []
  /// The route table's file (`"routes": "App/Routes.plist"`), relative to the settings file's
  /// folder, for linting a project with no arguments; nil when not given.
  public var routes: String?
  /// Where the `routes` value is written.
  public var routesLocation: SourceLocation?
  /// The domains' `apple-app-site-association` files (`"aasa": {"example.com":
  /// "web/.well-known/apple-app-site-association"}`), relative to the settings file's folder,
  /// in file order, each with where its path is written; see `AssociationFile`.
  public var associationFiles: [AssociationEntry] = []
  /// The Android app's folder (`"android": "mobile/android"`), relative to the settings file's
  /// folder, for `lint`; nil when not given.
  public var android: String?

  /// The names a settings file may have, looked for in this order.
  public static let names = [".quickaction.json", ".quickaction.plist"]

  /// Reads settings from a file's bytes.
  public init(path: String, bytes: [UInt8]) throws(ManifestError) {
    self.path = path
    let root: PlistValue
    do {
      root = try PropertyList.read(
        bytes, format: path.hasSuffix(".json") ? .json : PropertyList.format(of: bytes, path: path)
      ).root
    } catch {
      throw ManifestError(error.message, at: error.location)
    }
    let dict = try ManifestReader(root, "the lint settings").dictionary()
    try ManifestReader.checkKeys(
      dict, known: ["disable", "enable", "severity", "exclude", "routes", "aasa", "android"],
      in: "the lint settings")
    func rules(_ key: String) throws(ManifestError) -> Set<String> {
      guard let list = dict[key] else { return [] }
      var out = Set<String>()
      for value in try ManifestReader(list, "'\(key)'").array() {
        out.insert(
          try Self.rule(try ManifestReader(value, "a rule id").string(), at: value.location))
      }
      return out
    }
    disabled = try rules("disable")
    enabled = try rules("enable")
    if let severity = dict["severity"] {
      for entry in try ManifestReader(severity, "'severity'").dictionary() {
        let rule = try Self.rule(entry.key, at: entry.keyLocation)
        let text = try ManifestReader(entry.value, "a severity").string()
        guard let level = Finding.Severity(rawValue: text) else {
          throw ManifestError(
            "severity '\(text)' for \(rule) must be 'error' or 'warning'", at: entry.value.location)
        }
        severities[rule] = level
      }
    }
    if let value = dict["routes"] {
      routes = try ManifestReader(value, "'routes'").string()
      routesLocation = value.location
    }
    if let sites = dict["aasa"] {
      for entry in try ManifestReader(sites, "'aasa'").dictionary() {
        let domain = entry.key.lowercased()
        guard
          case .success(let parsed) = AssociatedDomain.parse(
            "applinks:" + domain, at: entry.keyLocation), !parsed.isWildcard,
          parsed.mode == nil, parsed.domain == domain
        else {
          throw ManifestError(
            "'\(entry.key)' in 'aasa' is not a domain such as example.com", at: entry.keyLocation)
        }
        associationFiles.append(
          AssociationEntry(
            domain: domain, path: try ManifestReader(entry.value, "a file path").string(),
            location: entry.value.location))
      }
    }
    if let value = dict["android"] { android = try ManifestReader(value, "'android'").string() }
    if let list = dict["exclude"] {
      for value in try ManifestReader(list, "'exclude'").array() {
        excluded.append(try ManifestReader(value, "a pattern").string())
      }
    }
  }

  static func rule(_ id: String, at location: SourceLocation) throws(ManifestError) -> String {
    guard Linter.isRule(id) else {
      let hint =
        Suggestion.nearest(to: id, in: Linter.rules.map(\.id)).map { "; did you mean '\($0)'?" }
        ?? ""
      throw ManifestError("no rule '\(id)'\(hint)", at: location)
    }
    return id
  }

  /// The configuration with these settings applied.
  public func applied(to configuration: LintConfiguration) -> LintConfiguration {
    var configuration = configuration
    configuration.disabledRules.formUnion(disabled)
    configuration.enabledRules.formUnion(enabled)
    configuration.severities.merge(severities) { _, new in new }
    return configuration
  }

  /// Whether `file` (a path as given on the command line) is excluded. Patterns are matched
  /// against the path relative to the settings file's folder.
  public func excludes(_ file: String, settingsFolder: String, currentFolder: String) -> Bool {
    exclusion(of: file, settingsFolder: settingsFolder, currentFolder: currentFolder) != nil
  }

  /// The `exclude` pattern that leaves `file` out, if one does, so the skip can be reported.
  public func exclusion(of file: String, settingsFolder: String, currentFolder: String) -> String? {
    let absolute = file.hasPrefix("/") ? file : currentFolder + "/" + file
    let folder = settingsFolder.hasSuffix("/") ? settingsFolder : settingsFolder + "/"
    guard absolute.hasPrefix(folder) else { return nil }
    let relative = String(absolute.dropFirst(folder.count))
    return excluded.first { Self.glob($0, matches: relative) }
  }

  /// `*` matches within a path component, `**` any number of components, `?` one character.
  static func glob(_ pattern: String, matches path: String) -> Bool {
    let p = Array(pattern)
    let s = Array(path)
    func match(_ i: Int, _ j: Int) -> Bool {
      if i == p.count { return j == s.count }
      if p[i] == "*" {
        let crossing = i + 1 < p.count && p[i + 1] == "*"
        let next = crossing ? (i + 2 < p.count && p[i + 2] == "/" ? i + 3 : i + 2) : i + 1
        var k = j
        while true {
          if match(next, k) { return true }
          guard k < s.count, crossing || s[k] != "/" else { return false }
          k += 1
        }
      }
      guard j < s.count, p[i] == "?" ? s[j] != "/" : p[i] == s[j] else { return false }
      return match(i + 1, j + 1)
    }
    return match(0, 0)
  }
}
