import PropertyList
import PropertyListOpenStep

/// A property list a build setting names (`INFOPLIST_FILE`, `CODE_SIGN_ENTITLEMENTS`), read,
/// with the setting that names it.
public struct SettingFile: Sendable {
  /// The setting, with where it is written.
  public var setting: ResolvedSetting
  /// The file's path.
  public var path: String
  /// The file's bytes.
  public var bytes: [UInt8]
  /// The file, parsed (duplicate keys allowed, and listed, so that a linter can report them).
  public var document: PlistDocument

  /// Reads the file `setting` names, relative to the target's project folder.
  static func read(_ setting: ResolvedSetting, in target: ConfiguredTarget) -> Result<
    SettingFile, SettingFileError
  > {
    guard setting.value != nil else {
      return .failure(
        SettingFileError(
          setting: setting,
          kind: .unresolved(
            setting.unresolved
              ?? UnresolvedSetting(variable: setting.name, reason: .undefined, chain: []))))
    }
    guard let path = target.path(of: setting) else {
      return .failure(SettingFileError(setting: setting, kind: .empty))
    }
    guard let bytes = ProjectFiles.read(path) else {
      return .failure(SettingFileError(setting: setting, kind: .missing(path)))
    }
    do {
      let document = try PropertyList.read(
        bytes, format: PropertyList.format(of: bytes, path: path),
        options: .init(allowsDuplicateKeys: true))
      return .success(SettingFile(setting: setting, path: path, bytes: bytes, document: document))
    } catch {
      return .failure(SettingFileError(setting: setting, kind: .invalid(path: path, error: error)))
    }
  }
}

/// Why the file a setting names could not be read.
public struct SettingFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Sendable, Hashable {
    /// The setting's value needs a variable defined nowhere.
    case unresolved(UnresolvedSetting)
    /// The setting is empty.
    case empty
    /// No file is at the path.
    case missing(String)
    /// The file is not a property list.
    case invalid(path: String, error: PlistError)
  }

  /// The setting that names the file.
  public var setting: ResolvedSetting
  /// What went wrong.
  public var kind: Kind

  /// A failure to read the file `setting` names.
  public init(setting: ResolvedSetting, kind: Kind) {
    self.setting = setting
    self.kind = kind
  }

  /// Where to point: the file's error for one that does not parse, otherwise the setting.
  public var location: ProjectLocation? {
    if case .invalid(let path, let error) = kind {
      return ProjectLocation(file: path, location: error.location)
    }
    return setting.location
  }

  /// One sentence.
  public var message: String {
    switch kind {
    case .unresolved(let unresolved): return "\(setting.name) cannot be resolved: \(unresolved)"
    case .empty: return "\(setting.name) is empty"
    case .missing(let path): return "\(setting.name) names '\(path)', which is not there"
    case .invalid(_, let error): return error.message
    }
  }

  public var description: String { location.map { "\($0): \(message)" } ?? message }
}
