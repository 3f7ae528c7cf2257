import PropertyList
import XcodeProject

/// What a project lint read: the project, the configuration, and for each target the files it
/// read and, when its Info.plist was not checked, why. A run that finds nothing says what it
/// looked at, so "0 errors in 0 files" is never the whole answer.
public struct LintedProject: Sendable, Hashable {
  /// The `.xcodeproj` folder.
  public var path: String
  /// The workspace that lists it, when the run went through one.
  public var workspace: String?
  /// The configuration the targets were linted with (the requested one, or the project's
  /// default when it has no configuration of that name).
  public var configuration: String
  /// The configuration asked for, when the project has none of that name (and
  /// `configuration` is its default instead); nil otherwise.
  public var requestedConfiguration: String?
  /// The targets linted, in the project's order.
  public var targets: [LintedTarget]
  /// The project's other targets, not linted: those that are not apps or app extensions
  /// (frameworks, tests), or that `--target` did not name. Their `files` are empty.
  public var otherTargets: [LintedTarget]

  /// The files the project names that are not there because a tool writes them (the flutter
  /// tool, `pod install`) or git ignores them: said not read, not reported missing.
  public var notRead: [NotRead] = []

  /// A file named where `file:location` says, not read: `message` says what and why.
  public struct NotRead: Sendable, Hashable {
    /// The file that names it (an `.xcconfig`, the pbxproj).
    public var file: String
    /// Where it is named.
    public var location: SourceLocation
    /// What was not read, and why it is not there.
    public var message: String

    /// A note of `message` at `file:location`.
    public init(file: String, location: SourceLocation, message: String) {
      self.file = file
      self.location = location
      self.message = message
    }
  }

  /// A project linted with `configuration`, its targets to come.
  public init(
    path: String, workspace: String? = nil, configuration: String, targets: [LintedTarget] = [],
    otherTargets: [LintedTarget] = []
  ) {
    self.path = path
    self.workspace = workspace
    self.configuration = configuration
    self.targets = targets
    self.otherTargets = otherTargets
  }

  /// As JSON, for `lint --format json`'s `linted` field: `{"project", "workspace" (when there is
  /// one), "configuration", "requestedConfiguration" (when the project lacks it), "targets":
  /// [LintedTarget], "otherTargets": [{"name", "productType"}]}`.
  public var json: JSONValue {
    var members: [(String, JSONValue)] = [("project", .string(path))]
    if let workspace { members.append(("workspace", .string(workspace))) }
    members.append(("configuration", .string(configuration)))
    if let requestedConfiguration {
      members.append(("requestedConfiguration", .string(requestedConfiguration)))
    }
    if !notRead.isEmpty {
      members.append(
        (
          "notRead",
          .array(
            notRead.map {
              .object([
                ("file", .string($0.file)), ("line", .number("\($0.location.line)")),
                ("column", .number("\($0.location.column)")), ("message", .string($0.message)),
              ])
            })
        ))
    }
    members += [
      ("targets", .array(targets.map(\.json))),
      (
        "otherTargets",
        .array(
          otherTargets.map {
            .object([("name", .string($0.name)), ("productType", .string($0.productType))])
          })
      ),
    ]
    return .object(members)
  }
}

/// One target of a project lint.
public struct LintedTarget: Sendable, Hashable {
  /// The target's name.
  public var name: String
  /// Its product type as the pbxproj names it, less `com.apple.product-type.` (`application`,
  /// `app-extension`).
  public var productType: String
  /// Every file read for it, in the order read: the Info.plist, its `InfoPlist.strings` and
  /// String Catalogs, the asset catalogs its icons were checked against, its entitlements, and
  /// the `.xcconfig` files its settings came from. A file another target read first is listed
  /// for both (and linted once).
  public var files: [String]
  /// Why its Info.plist was not checked (generated, missing, made during the build, the same
  /// file as another target's), or nil when it was.
  public var unchecked: String?

  /// A target with what was read for it.
  public init(name: String, productType: String, files: [String] = [], unchecked: String? = nil) {
    self.name = name
    self.productType = productType
    self.files = files
    self.unchecked = unchecked
  }

  /// As JSON: `{"name", "productType", "files", "unchecked"}` (`unchecked` null when checked).
  public var json: JSONValue {
    .object([
      ("name", .string(name)), ("productType", .string(productType)),
      ("files", .array(files.map(JSONValue.string))),
      ("unchecked", unchecked.map(JSONValue.string) ?? .null),
    ])
  }

  mutating func read(_ path: String) {
    if !files.contains(path) { files.append(path) }
  }
}

extension ProjectLinter {
  /// The Info.plist keys the door rules read.
  static let doorKeys = [
    "UIApplicationShortcutItems", "CFBundleURLTypes", "NSUserActivityTypes",
    "LSApplicationQueriesSchemes",
  ]

  /// Why a target with no `INFOPLIST_FILE` has nothing to check: Xcode generates its
  /// Info.plist from `INFOPLIST_KEY_*` settings, and no such setting holds a quick action, a URL
  /// type or a queried scheme (MergedInfoPlist); should one hold a door key after all, it says
  /// so rather than claim there is none. Associated domains live in the entitlements, read on
  /// their own: named here only when the target has none.
  static func generatedNote(_ info: MergedInfoPlist, _ target: ConfiguredTarget) -> String {
    guard info.generates else {
      return "no Info.plist: INFOPLIST_FILE is not set and GENERATE_INFOPLIST_FILE is not YES"
    }
    let generatedDoors = doorKeys.filter { key in info.generated.contains { $0.key == key } }
    if !generatedDoors.isEmpty {
      return
        "generated Info.plist: its \(generatedDoors.joined(separator: ", ")) from build settings is not linted"
    }
    if case .success(let entitlements) = target.entitlements(),
      entitlements.document.root["com.apple.developer.associated-domains"] != nil
    {
      return "generated Info.plist: no quick actions, URL types or activity types"
    }
    return "generated Info.plist: no quick actions, URL types, activity types or associated domains"
  }

  /// The `.xcconfig` files the target's settings for its configuration came from, with their
  /// includes: the project's, then the target's.
  static func configurationFiles(_ target: ConfiguredTarget) -> [String] {
    let projectLevel = target.project.configurations.first { $0.name == target.configuration }
    let targetLevel = target.target.configuration(named: target.configuration)
    return (projectLevel?.baseConfiguration?.files ?? [])
      + (targetLevel?.baseConfiguration?.files ?? [])
  }
}
