import Foundation
import Testing

/// The README's code blocks, for the tests that compile them and check they are the same text.
public enum Readme {
  /// The package's root folder.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The first Swift block after `heading` in the README.
  public static func block(after heading: String) throws -> String {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "\n" + heading + "\n"))
    let rest = readme[section.upperBound...]
    let open = try #require(rest.range(of: "```swift\n"))
    let close = try #require(rest[open.upperBound...].range(of: "\n```"))
    return String(rest[open.upperBound..<close.lowerBound])
  }

  /// The first Swift block after `heading`, less the `import` lines it starts with (and the blank
  /// line after them): the code a test file holds between its README markers, its imports being
  /// at the top of that file.
  public static func body(after heading: String) throws -> String {
    let lines = try block(after: heading).split(separator: "\n", omittingEmptySubsequences: false)
    return lines.drop { $0.hasPrefix("import ") || $0.isEmpty }.joined(separator: "\n")
  }

  /// The code between the `// README: begin` and `// README: end` lines of a file (a path from
  /// the package's root).
  public static func region(of path: String) throws -> String {
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    let begin = try #require(text.range(of: "// README: begin\n"))
    let end = try #require(text.range(of: "\n// README: end"))
    return String(text[begin.upperBound..<end.lowerBound])
  }
}
