import PropertyList

/// Where something is written: a file (a `project.pbxproj`, an `.xcconfig`, an Info.plist) and
/// the line and column in it, so a finding can point there.
public struct ProjectLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file's path, as the project reader was given it (relative paths stay relative).
  public var file: String
  /// The position in the file; `SourceLocation.unknown` when the file has no position for it.
  public var location: SourceLocation

  /// A position in `file`.
  public init(file: String, location: SourceLocation) {
    self.file = file
    self.location = location
  }

  public var description: String {
    location.hasLineAndColumn ? "\(file):\(location.line):\(location.column)" : file
  }
}

/// A problem found while reading a workspace, a project or a configuration file: a file that
/// does not read, a missing `#include`, a reference to an object that is not there.
public struct ProjectError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem it is, for a program to decide by (the message is for people).
  public enum Kind: Sendable, Hashable {
    /// A file the project names is not there: a configuration file, an `#include`d one. The
    /// path is the file looked for.
    case missingFile(path: String)
    /// Something that is there does not read as it should: a line, a cycle of includes, an
    /// object the project lists.
    case invalid
  }

  /// What is wrong, in one sentence.
  public var message: String
  /// Where it is written.
  public var location: ProjectLocation
  /// What kind of problem it is.
  public var kind: Kind

  /// A problem of `kind` at `location`.
  public init(_ message: String, at location: ProjectLocation, kind: Kind = .invalid) {
    self.message = message
    self.location = location
    self.kind = kind
  }

  /// The file looked for, when the problem is a missing file.
  public var missingPath: String? {
    guard case .missingFile(let path) = kind else { return nil }
    return path
  }

  public var description: String { "\(location): \(message)" }
}
