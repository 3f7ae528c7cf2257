/// A build configuration of a project or a target (`XCBuildConfiguration`): its name, its
/// `buildSettings`, and the configuration file it is based on.
public struct BuildConfiguration: Sendable, Hashable {
  /// The configuration's name (`Debug`, `Release`).
  public var name: String
  /// The `buildSettings`, in the pbxproj's order, each with where its value is written.
  public var settings: [SettingAssignment]
  /// The `.xcconfig` file (`baseConfigurationReference`) read with its includes; nil when none.
  public var baseConfiguration: XCConfigFile?
  /// Where the configuration names its configuration file in the pbxproj.
  public var baseConfigurationLocation: ProjectLocation?
  /// Where the configuration is defined in the pbxproj.
  public var location: ProjectLocation

  /// A configuration named `name`.
  public init(
    name: String, settings: [SettingAssignment], baseConfiguration: XCConfigFile?,
    baseConfigurationLocation: ProjectLocation? = nil,
    location: ProjectLocation
  ) {
    self.name = name
    self.settings = settings
    self.baseConfiguration = baseConfiguration
    self.baseConfigurationLocation = baseConfigurationLocation
    self.location = location
  }

  /// What did not read in the configuration file and its includes; a configuration file that
  /// is not there is reported where the pbxproj names it.
  public var problems: [ProjectError] {
    guard let file = baseConfiguration else { return [] }
    return file.problems.map { problem in
      guard !problem.location.location.hasLineAndColumn, let named = baseConfigurationLocation
      else { return problem }
      return ProjectError(
        "the configuration file '\(file.path)' is not there", at: named, kind: problem.kind)
    }
  }
}

/// A file a target builds into its bundle: a file, or a variant group (the per-language
/// copies of one file, such as `InfoPlist.strings`).
public struct ProjectFile: Sendable, Hashable {
  /// The file's (or group's) name, as Xcode shows it.
  public var name: String
  /// Its path on disk, from the project's folder structure; nil for a product or a file in the
  /// SDK.
  public var path: String?
  /// `lastKnownFileType` or `explicitFileType` (`folder.assetcatalog`, `text.plist.strings`).
  public var fileType: String?
  /// For a variant group, each language's copy: the region (`en`, `Base`) and its path.
  public var variants: [Variant]

  /// One language's copy of a variant group.
  public struct Variant: Sendable, Hashable {
    /// The region, as the file reference names it (`en`, `pt-BR`, `Base`).
    public var region: String
    /// The file's path on disk.
    public var path: String

    /// The copy for `region` at `path`.
    public init(region: String, path: String) {
      self.region = region
      self.path = path
    }
  }

  /// A file or variant group.
  public init(name: String, path: String?, fileType: String?, variants: [Variant] = []) {
    self.name = name
    self.path = path
    self.fileType = fileType
    self.variants = variants
  }
}

/// An Xcode 16 synchronized folder (`PBXFileSystemSynchronizedRootGroup`): every file in it
/// belongs to the target, but the paths its exception sets list for that target.
public struct SynchronizedFolder: Sendable, Hashable {
  /// The folder's path on disk.
  public var path: String
  /// Paths relative to the folder that are not members of the target
  /// (`PBXFileSystemSynchronizedBuildFileExceptionSet.membershipExceptions`).
  public var excluded: Set<String>

  /// A folder whose files, but `excluded`, belong to the target.
  public init(path: String, excluded: Set<String>) {
    self.path = path
    self.excluded = excluded
  }

  /// The member files, relative to the folder, that `keep` accepts, in sorted order; a folder
  /// such as an asset catalog counts as one file and is not entered.
  public func members(where keep: (String) -> Bool) -> [String] {
    var found: [String] = []
    var pending: [(String, Int)] = [("", 0)]
    while let (relative, depth) = pending.popLast() {
      for name in ProjectFiles.list(relative.isEmpty ? path : path + "/" + relative) {
        let child = relative.isEmpty ? name : relative + "/" + name
        guard !excluded.contains(child) else { continue }
        if keep(child) {
          found.append(child)
        } else if depth < 32, !name.hasPrefix("."), ProjectFiles.isDirectory(path + "/" + child) {
          pending.append((child, depth + 1))
        }
      }
    }
    return found.sorted()
  }
}
