import PropertyList
import QuickActionTooling
import QuickActions

/// Everything a lint run knows besides the file itself.
public struct LintConfiguration: Sendable {
  /// The app's bundle identifier, for `shortcut-type-prefix`.
  public var bundleIdentifier: String?
  /// Build settings for `$(VAR)` references.
  public var buildSettings: BuildSettings
  /// Each language's InfoPlist.strings, for `localization-missing`.
  public var localizedStrings: LocalizedStrings?
  /// The image names found under the asset folder, for `icon-file-missing`.
  public var assets: AssetIndex?
  /// The route table and navigation map, for the route rules (`--routes`, or found in the file).
  public var routes: RouteTable?
  /// Where `routes` came from, when not the linted file.
  public var routesFile: String?
  /// Dynamic items the app registers, for `shortcut-duplicate-type` and `route-orphan`.
  public var dynamicItems: [ShortcutItem]
  /// The dynamic items `routesFile` declares (`QuickActionDynamicItems`), counted with every
  /// other file's own: a route only a declared dynamic item takes is no orphan.
  public var routesDynamicItems: [ShortcutItem] = []
  /// Rule ids not to run.
  public var disabledRules: Set<String>
  /// Opt-in rule ids to run (`shortcut-type-prefix`).
  public var enabledRules: Set<String> = []
  /// How many items the Home Screen shows.
  public var visibleLimit: Int
  /// Severities that replace a rule's own (from a configuration file), by rule id.
  public var severities: [String: Finding.Severity] = [:]
  /// The app's identifier, entitlements and domains' apple-app-site-association files, for the
  /// universal-link rules (`aasa-app-missing`, `universal-link-blocked`, …).
  public var universalLinks: UniversalLinkSetup? = nil
  /// The `apple-app-site-association` files given (`lint --aasa`, the settings file's `"aasa"`)
  /// or found in the project's folder: linted by `aasa-format`, and, linting a project, the
  /// sites of each app's `applinks:` domains (see `AssociationFile`).
  public var associationFiles: [AssociationFile] = []
  /// Build settings a project defines but that cannot be resolved, by name, each with why (the
  /// chain of settings to the variable defined nowhere), for `shortcut-unresolved-variable`.
  public var unresolvedSettings: [String: String] = [:]

  /// A configuration; every part is optional, and the defaults check the file on its own.
  public init(
    bundleIdentifier: String? = nil, buildSettings: BuildSettings = BuildSettings(),
    localizedStrings: LocalizedStrings? = nil, assets: AssetIndex? = nil, routes: RouteTable? = nil,
    routesFile: String? = nil, dynamicItems: [ShortcutItem] = [], disabledRules: Set<String> = [],
    visibleLimit: Int = HomeScreenMenu.defaultVisibleLimit
  ) {
    self.bundleIdentifier = bundleIdentifier
    self.buildSettings = buildSettings
    self.localizedStrings = localizedStrings
    self.assets = assets
    self.routes = routes
    self.routesFile = routesFile
    self.dynamicItems = dynamicItems
    self.disabledRules = disabledRules
    self.visibleLimit = visibleLimit
  }
}
