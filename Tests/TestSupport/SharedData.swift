import Foundation
import Testing

/// The test inputs that sit beside the clone in `../shared` (real Info.plists and projects, the
/// Android corpus, other implementations' conformance suites, part of Apple's SDK), read in
/// place and never copied into the package.
///
/// A fresh clone has no `../shared`, and `swift test` must pass there: a test or suite that
/// needs it carries the trait `.needsShared(path, what)`, and is skipped when `../shared/path` is
/// absent, with one line that names what was skipped and where the data would be:
///
/// ```
/// ➜ Test corpus() skipped: "needs ../shared/corpus/projects (the real Xcode projects), which is not at /tmp/shared/corpus/projects"
/// ```
///
/// In CI (`CI` set in the environment, as GitHub Actions and most CI services set it, to anything
/// but `false` or `0`) nothing may be skipped this way: the same trait fails the test instead,
/// with the same words.
public enum SharedData {
  /// `../shared`, beside the package's root folder.
  public static let root = Readme.root.deletingLastPathComponent().appendingPathComponent("shared")

  /// A path under `../shared` (`"corpus/projects"`), as a URL.
  public static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  /// Whether this run is CI's, where a test may not be skipped for want of `../shared`.
  public static var isCI: Bool { isCI(ProcessInfo.processInfo.environment) }

  /// Whether `environment` is CI's: `CI` set, and not to `false`, `0` or nothing.
  public static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"]?.trimmingCharacters(in: .whitespaces).lowercased() else {
      return false
    }
    return !["", "0", "false", "no"].contains(value)
  }

  /// The line a skipped test prints, and the message of the failure in CI.
  public static func missing(_ path: String, for what: String) -> String {
    "needs ../shared/\(path) (\(what)), which is not at \(url(path).path)"
  }

  /// Absent data in CI: the error a `.needsShared` trait throws, which fails the test.
  public struct Absent: Error, CustomStringConvertible {
    /// What the test needs and where it would be.
    public var description: String
  }

  /// Whether a test that needs `../shared/path` runs: `true` when it is there; `false` (the test
  /// is skipped) when it is not; in CI, when it is not, throws ``Absent`` (the test fails).
  public static func available(
    _ path: String, for what: String,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
  ) throws -> Bool {
    if exists(url(path).path) { return true }
    if isCI(environment) {
      throw Absent(description: "CI is set, and the test " + missing(path, for: what))
    }
    return false
  }
}

extension Trait where Self == ConditionTrait {
  /// The test or suite reads `../shared/path` (`what` says what it holds): skipped, with one line
  /// naming it and where it would be, when it is absent; failed instead in CI (see ``SharedData``).
  public static func needsShared(
    _ path: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Self {
    .enabled(
      if: try SharedData.available(path, for: what),
      Comment(rawValue: SharedData.missing(path, for: what)),
      sourceLocation: sourceLocation)
  }
}
