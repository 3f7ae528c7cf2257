import PropertyList

/// An Xcode project (`.xcodeproj`), read from its `project.pbxproj` with no Xcode: its
/// targets, build configurations, regions and the configuration files they are based on.
///
/// ```swift
/// let project = try XcodeProject(path: "App.xcodeproj")
/// for target in project.targets where target.productType.isApplication {
///   let app = ConfiguredTarget(project: project, target: target, configuration: "Debug")
///   print(target.name, app.bundleIdentifier?.value ?? "?")
/// }
/// ```
public struct XcodeProject: Sendable {
  /// The `.xcodeproj` folder's path.
  public var path: String
  /// The `project.pbxproj` file's path.
  public var projectFile: String
  /// The project's name (the `.xcodeproj` folder's name without its extension).
  public var name: String
  /// The project's folder, `SRCROOT` (the folder holding the `.xcodeproj`, with `projectDirPath`).
  public var directory: String
  /// The project-level build configurations.
  public var configurations: [BuildConfiguration]
  /// The configuration a command-line build uses (`defaultConfigurationName`).
  public var defaultConfigurationName: String?
  /// The native targets, in the project's order.
  public var targets: [Target]
  /// `knownRegions`: the languages the project is localized in.
  public var knownRegions: [String]
  /// `developmentRegion`: the language of the development files (`DEVELOPMENT_LANGUAGE`).
  public var developmentRegion: String?
  /// The pbxproj's text, for excerpts of findings that point into it.
  public var source: [UInt8]
  /// Problems that do not stop the reading: a missing configuration file or include, an object
  /// the project refers to that is not there.
  public var problems: [ProjectError]
  /// The pbxproj's `objects` as parsed, kept with the project (rules that need more of the
  /// object graph read it here, and a short-lived tool need not free it before it exits).
  var objects: PlistDictionary = PlistDictionary()

  /// Reads the project at `path` (the `.xcodeproj` folder). Throws when its `project.pbxproj`
  /// is not there or is not a property list of a project.
  public init(path: String) throws(ProjectError) {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    let file = trimmed + "/project.pbxproj"
    guard let bytes = ProjectFiles.read(file) else {
      throw ProjectError(
        "the project has no project.pbxproj", at: ProjectLocation(file: trimmed, location: .unknown)
      )
    }
    try self.init(path: trimmed, bytes: bytes)
  }

  /// Reads a project whose `project.pbxproj` holds `bytes`; `path` is the `.xcodeproj` folder
  /// that file paths are relative to.
  public init(path: String, bytes: [UInt8]) throws(ProjectError) {
    var reader = ProjectReader(path: path, bytes: bytes)
    self = try reader.read()
  }

  init(
    path: String, projectFile: String, name: String, directory: String,
    configurations: [BuildConfiguration],
    defaultConfigurationName: String?, targets: [Target], knownRegions: [String],
    developmentRegion: String?,
    source: [UInt8], problems: [ProjectError]
  ) {
    self.path = path
    self.projectFile = projectFile
    self.name = name
    self.directory = directory
    self.configurations = configurations
    self.defaultConfigurationName = defaultConfigurationName
    self.targets = targets
    self.knownRegions = knownRegions
    self.developmentRegion = developmentRegion
    self.source = source
    self.problems = problems
  }

  /// The target named `name`.
  public func target(named name: String) -> Target? { targets.first { $0.name == name } }

  /// The names of the configurations (the project's).
  public var configurationNames: [String] { configurations.map(\.name) }
}
