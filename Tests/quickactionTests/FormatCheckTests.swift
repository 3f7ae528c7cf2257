import Foundation
import Testing

/// `.ci/format-check` runs `swift format lint --strict` on the repository's configuration
/// (`.ci/run` runs it on the tree). These tests run it on a scratch root holding the
/// repository's `.swift-format`, a package manifest and one planted Swift file: a file the
/// formatter would change fails the check, at its line, and passes once formatted; a finding the
/// formatter cannot fix fails it too.
@Suite struct FormatCheckTests {
  /// A scratch root with the folders the check reads, the repository's `.swift-format`, a
  /// formatted manifest and `Sources/Demo/Demo.swift` holding `source`.
  static func root(planting source: String) throws -> URL {
    let root = try CLI.scratchFolder("format-check")
    for folder in ["Sources/Demo", "Tests", "Benchmarks", "Plugins", "Fuzz"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try FileManager.default.copyItem(
      at: CLI.root.appendingPathComponent(".swift-format"),
      to: root.appendingPathComponent(".swift-format"))
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(name: "Demo", targets: [.target(name: "Demo")])

      """
    try manifest.write(
      to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try source.write(
      to: root.appendingPathComponent("Sources/Demo/Demo.swift"), atomically: true,
      encoding: .utf8)
    return root
  }

  /// Runs `command` (the check, or the formatter) in `root`: its exit status and output lines.
  static func run(_ command: [String], in root: URL) throws -> (status: Int32, lines: [String]) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    process.currentDirectoryURL = root
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    return (process.terminationStatus, text.split(separator: "\n").map(String.init))
  }

  static func check(_ root: URL) throws -> (status: Int32, lines: [String]) {
    try run(
      ["bash", CLI.root.appendingPathComponent(".ci/format-check").path, "--root", root.path],
      in: root)
  }

  @Test("a file indented by four spaces fails the check at its line; formatted, it passes")
  func misformatted() throws {
    let root = try Self.root(planting: "struct Demo {\n    let answer = 42\n}\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let failed = try Self.check(root)
    #expect(failed.status == 1)
    #expect(
      failed.lines.contains(
        "Sources/Demo/Demo.swift:2:1: error: [Indentation] unindent by 2 spaces"),
      "\(failed.lines)")
    let formatted = try Self.run(
      ["swift", "format", "format", "--parallel", "-i", "-r", "Sources", "Package.swift"], in: root)
    #expect(formatted.status == 0, "\(formatted.lines)")
    let passed = try Self.check(root)
    #expect(passed.status == 0, "\(passed.lines)")
    #expect(
      passed.lines.last
        == "format-check: Sources Tests Benchmarks Plugins Fuzz Package.swift are formatted as .swift-format says"
    )
  }

  @Test("a finding the formatter leaves (forEach for a loop) fails the check too")
  func lintOnly() throws {
    let root = try Self.root(planting: "func demo() {\n  [1, 2].forEach { print($0) }\n}\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let failed = try Self.check(root)
    #expect(failed.status == 1)
    #expect(
      failed.lines.contains {
        $0.hasPrefix("Sources/Demo/Demo.swift:2:")
          && $0.contains("error: [ReplaceForEachWithForLoop]")
      }, "\(failed.lines)")
  }
}
