import AndroidProject
import PropertyList
import QuickActionTooling
import QuickActions

/// One site's `assetlinks.json`: the file, the hosts it serves, and what reading it gave.
public struct AssetLinksSite: Sendable {
  /// The file's path.
  public var file: String
  /// The hosts whose `/.well-known/assetlinks.json` it is (lower case).
  public var hosts: [String]
  /// The file as read.
  public var reading: AssetLinksReading
  /// Its text, for excerpts.
  public var source: [UInt8]

  /// The file at `file` with `bytes`, serving `hosts`.
  public init(file: String, bytes: [UInt8], hosts: [String]) {
    self.file = file
    self.hosts = hosts.map { $0.lowercased() }
    reading = AssetLinksReader.read(bytes)
    source = PropertyList.sourceText(bytes)
  }

  /// The hosts a file serves, from its path: each folder name of the path that reads as a host
  /// (`example.com/.well-known/assetlinks.json`), nil when none does.
  public static func hosts(fromPath path: String) -> [String] {
    path.split(separator: "/").dropLast().map(String.init).filter {
      $0.contains(".") && !$0.hasPrefix(".") && !$0.contains("__")
    }
    .map { $0.lowercased() }
  }
}

/// The iOS quick actions the Android shortcuts are held against: the static items of an
/// Info.plist (or `Shortcuts.plist`) in its development language and in each translation.
public struct IOSQuickActions: Sendable {
  /// The file the items are in.
  public var file: String
  /// The items as written (development language).
  public var items: [ShortcutItem]
  /// The items with their titles translated, by language (`fr`, `pt-BR`).
  public var translations: [String: [ShortcutItem]]
  /// The development language (`en` unless the Info.plist says otherwise).
  public var developmentLanguage: String

  /// The items as a device in the development language shows them: that language's
  /// translation when the app has one (a key-style title shows its text), else as written.
  public var developmentItems: [ShortcutItem] {
    translations.first { $0.key.lowercased() == developmentLanguage.lowercased() }?.value ?? items
  }

  /// The quick actions of the property list `root` read from `file`, translated by `strings`.
  public init(
    file: String, root: PlistValue, strings: LocalizedStrings? = nil,
    settings: BuildSettings = BuildSettings()
  ) {
    self.file = file
    items = StaticShortcuts.decode(root, settings: settings)
    developmentLanguage = TitleLocalization.developmentRegion(root, settings: settings) ?? "en"
    var translations: [String: [ShortcutItem]] = [:]
    // A key a language's table lacks shows the development language's text, as on iOS
    // (TitleLocalization.strings: the language's table, then the development region's).
    for table in strings?.tables ?? [] where table.language.lowercased() != "base" {
      let development = developmentLanguage
      let chain = strings.flatMap {
        TitleLocalization.strings(
          languages: [table.language], developmentRegion: development, in: $0)
      }
      translations[table.language] = StaticShortcuts.decode(
        root, settings: settings, strings: chain ?? table.strings)
    }
    self.translations = translations
  }
}

/// Lints an Android app against the Android rules, the routes and the iOS quick actions.
///
/// ```swift
/// let app = AndroidApp(folder: "android")
/// let reports = AndroidLinter(configuration: configuration).lint(app)
/// print(XcodeReporter().render(reports))
/// ```
public struct AndroidLinter: Sendable {
  /// The rules to run, their severities, and the route table.
  public var configuration: LintConfiguration

  /// A linter with this configuration.
  public init(configuration: LintConfiguration = LintConfiguration()) {
    self.configuration = configuration
  }

  /// One report per file with findings (the app's files, the association files, the iOS file).
  public func lint(
    _ app: AndroidApp, assetLinks: [AssetLinksSite] = [], ios: IOSQuickActions? = nil
  ) -> [LintReport] {
    let context = AndroidLintContext(
      app: app, configuration: configuration, assetLinks: assetLinks, ios: ios)
    // Bounded output whatever a rule quotes: a 10 MB label is not a 10 MB line.
    let findings = RuleRun.findings(AndroidRuleRegistry.all, context, configuration: configuration)
      .map {
        var finding = $0
        finding.message = MessageText.clip(finding.message, limit: 1000)
        return finding
      }
    var order: [String] = []
    var byFile: [String: [Finding]] = [:]
    for finding in findings {
      if byFile[finding.file] == nil { order.append(finding.file) }
      byFile[finding.file, default: []].append(finding)
    }
    return order.sorted().map { file in
      let sorted = (byFile[file] ?? []).sorted {
        ($0.location.offset, $0.rule, $0.message) < ($1.location.offset, $1.rule, $1.message)
      }
      let source =
        app.sources[file] ?? app.unreadable.first { $0.path == file }?.source
        ?? assetLinks.first { $0.file == file }?.source ?? AndroidLinter.read(file)
      return LintReport(file: file, source: source, findings: sorted)
    }
  }

  static func read(_ path: String) -> [UInt8] {
    ProjectFileBytes.read(path).map(PropertyList.sourceText) ?? []
  }
}
