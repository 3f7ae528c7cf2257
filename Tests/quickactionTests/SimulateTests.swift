import Foundation
import Testing
import TestSupport

/// `quickaction simulate` end to end: launches as iOS brings an app forward, discard questions
/// left open or answered, iPad's Dock, and unanswered items exiting 1.
@Suite(.serialized) struct SimulateTests {
  static let goldens: [CLITests.Case] = [
    .init(name: "simulate-script-question-open", arguments: ["simulate", "--script", CLI.fixture("script-question-open.json")], status: 1),
    .init(name: "simulate-script-question-open-json",
          arguments: ["simulate", "--script", CLI.fixture("script-question-open.json"), "--format", "json"], status: 1),
    .init(name: "simulate-script-question-answered", arguments: ["simulate", "--script", CLI.fixture("script-question-answered.json")], status: 0),
    .init(name: "simulate-script-ipad-dock", arguments: ["simulate", "--script", CLI.fixture("script-ipad-dock.json")], status: 0),
    .init(name: "simulate-gate-waits-json",
          arguments: ["simulate", "com.example.qa.mypage", "--launch", "warm", "--state", CLI.fixture("login-gate.json"), "--format", "json"],
          status: 1),
  ]

  @Test("golden output and exit status", arguments: goldens)
  func golden(_ c: CLITests.Case) throws {
    let run = try CLI.run(c.arguments)
    #expect(run.status == c.status, "stderr: \(run.stderr)")
    assertSnapshot(run.stdout + (run.stderr.isEmpty ? "" : "--- stderr\n" + run.stderr), named: c.name + ".txt")
  }

  @Test("an unknown device in a script is refused with its position and a suggestion")
  func unknownDevice() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("simulate-device-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("script.json")
    try Data(#"{"device": "ipod", "events": [{"launch": "cold", "item": "com.example.qa.post"}]}"#.utf8).write(to: script)
    let run = try CLI.run(["simulate", "--script", script.path])
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("\(script.path):1:12: error: unknown device 'ipod'; did you mean 'ipad'?"), "\(run.stderr)")
  }
}

/// The README's `quickaction simulate` examples print what the README shows.
@Suite(.serialized) struct SimulateReadmeTests {
  /// Each `$ swift run quickaction simulate …` block of the README's simulate section: its
  /// arguments and the output shown under it.
  static func examples() throws -> [(arguments: [String], output: String)] {
    let readme = try String(contentsOf: CLI.root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "## `quickaction simulate`"))
    let end = try #require(readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex))
    var examples: [(arguments: [String], output: String)] = []
    for block in readme[start.upperBound..<end.lowerBound].components(separatedBy: "```\n$ swift run quickaction ").dropFirst() {
      let text = try #require(block.components(separatedBy: "\n```").first)
      let command = try #require(text.split(separator: "\n", maxSplits: 1).first)
      examples.append((command.split(separator: " ").map(String.init), String(text.dropFirst(command.count + 1)) + "\n"))
    }
    return examples
  }

  @Test("every simulate example in the README prints what the README shows")
  func readmeExamples() throws {
    let examples = try Self.examples()
    #expect(examples.count == 3)
    for example in examples {
      let run = try CLI.run(example.arguments)
      #expect(run.stdout == example.output, "README: quickaction \(example.arguments.joined(separator: " "))")
    }
  }
}
