import Foundation
import TestSupport
import Testing

/// `quickaction simulate` end to end: launches as iOS brings an app forward, discard questions
/// left open or answered, iPad's Dock, and unanswered items exiting 1.
@Suite(.serialized) struct SimulateTests {
  static let goldens: [CLITests.Case] = [
    .init(
      name: "simulate-app-lost",
      arguments: ["simulate", "--app", CLI.fixture("WiringLost")], status: 1),
    .init(
      name: "simulate-app-lost-json",
      arguments: ["simulate", "--app", CLI.fixture("WiringLost"), "--format", "json"], status: 1),
    .init(
      name: "simulate-app-fixed",
      arguments: ["simulate", "--app", CLI.fixture("WiringFixed")], status: 0),
    .init(
      name: "simulate-script-question-open",
      arguments: ["simulate", "--script", CLI.fixture("script-question-open.json")], status: 1),
    .init(
      name: "simulate-script-question-open-json",
      arguments: [
        "simulate", "--script", CLI.fixture("script-question-open.json"), "--format", "json",
      ], status: 1),
    .init(
      name: "simulate-script-question-answered",
      arguments: ["simulate", "--script", CLI.fixture("script-question-answered.json")], status: 0),
    .init(
      name: "simulate-script-ipad-dock",
      arguments: ["simulate", "--script", CLI.fixture("script-ipad-dock.json")], status: 0),
    .init(
      name: "simulate-url-cold-scene",
      arguments: [
        "simulate", "--url", "qa://questions/42", "--manifest", CLI.fixture("doors.plist"),
      ],
      status: 0),
    .init(
      name: "simulate-url-demo-app-delegate",
      arguments: ["simulate", "--url", "qa://questions/42", "--lifecycle", "app-delegate"],
      status: 0),
    .init(
      name: "simulate-notification-demo-warm",
      arguments: [
        "simulate", "--notification", "NEW_ANSWER", "--user-info", "questionID=7", "--launch",
        "warm",
      ], status: 0),
    .init(
      name: "simulate-url-cold-app-delegate",
      arguments: [
        "simulate", "--url", "qa://questions/42", "--lifecycle", "app-delegate", "--manifest",
        CLI.fixture("doors.plist"),
      ],
      status: 0),
    .init(
      name: "simulate-url-unrouted-app-delegate-json",
      arguments: [
        "simulate", "--url", "qa://nowhere", "--launch", "warm", "--lifecycle", "app-delegate",
        "--manifest", CLI.fixture("doors.plist"), "--format", "json",
      ], status: 1),
    .init(
      name: "simulate-activity-warm",
      arguments: [
        "simulate", "--activity", "com.example.qa.viewing-question", "--user-info", "questionID=7",
        "--launch", "warm",
        "--manifest", CLI.fixture("doors.plist"),
      ], status: 0),
    .init(
      name: "simulate-notification-cold-scene",
      arguments: [
        "simulate", "--notification", "NEW_ANSWER", "--user-info", "questionID=7", "--manifest",
        CLI.fixture("doors.plist"),
      ],
      status: 0),
    .init(
      name: "simulate-notification-warm-app-delegate-gate",
      arguments: [
        "simulate", "--notification", "NEW_FOLLOWER/SHOW_PROFILE", "--launch", "warm",
        "--lifecycle", "app-delegate",
        "--state", CLI.fixture("login-gate.json"), "--open-gate", "--manifest",
        CLI.fixture("doors.plist"),
      ], status: 0),
    .init(
      name: "simulate-script-doors",
      arguments: [
        "simulate", "--script", CLI.fixture("script-doors.json"), "--manifest",
        CLI.fixture("doors.plist"),
      ], status: 0),
    .init(
      name: "simulate-script-doors-json",
      arguments: [
        "simulate", "--script", CLI.fixture("script-doors.json"), "--manifest",
        CLI.fixture("doors.plist"),
        "--format", "json",
      ], status: 0),
    // Issue 24: a universal link arrives as a browsing-web activity, never through openURLContexts.
    .init(
      name: "simulate-universal-link-cold-scene",
      arguments: [
        "simulate", "--url", "https://qa.example.com/questions/42", "--manifest",
        CLI.fixture("doors.plist"),
      ], status: 0),
    .init(
      name: "simulate-universal-link-warm-app-delegate",
      arguments: [
        "simulate", "--url", "https://qa.example.com/questions/42", "--launch", "warm",
        "--lifecycle", "app-delegate",
        "--manifest", CLI.fixture("doors.plist"),
      ], status: 0),
    // Issue 24: a response held behind a gate that never opens is not exactly once, as a URL is not.
    .init(
      name: "simulate-script-notification-held",
      arguments: [
        "simulate", "--script", CLI.fixture("script-notification-held.json"), "--manifest",
        CLI.fixture("doors.plist"),
      ],
      status: 1),
    .init(
      name: "simulate-script-notification-held-json",
      arguments: [
        "simulate", "--script", CLI.fixture("script-notification-held.json"), "--manifest",
        CLI.fixture("doors.plist"),
        "--format", "json",
      ], status: 1),
    .init(
      name: "simulate-gate-waits-json",
      arguments: [
        "simulate", "com.example.qa.mypage", "--launch", "warm", "--state",
        CLI.fixture("login-gate.json"), "--format", "json",
      ],
      status: 1),
  ]

  @Test("golden output and exit status", arguments: goldens)
  func golden(_ c: CLITests.Case) throws {
    let run = try CLI.run(c.arguments)
    #expect(run.status == c.status, "stderr: \(run.stderr)")
    assertSnapshot(
      run.stdout + (run.stderr.isEmpty ? "" : "--- stderr\n" + run.stderr), named: c.name + ".txt")
  }

  static let failures: [CLITests.Failure] = [
    .init(
      name: "two entries", arguments: ["simulate", "com.example.qa.post", "--url", "qa://compose"],
      status: 64,
      stderr:
        "quickaction simulate: TYPE and --url are two entries; simulate one at a time (a script can send several)"
    ),
    .init(
      name: "a URL without a scheme", arguments: ["simulate", "--url", "compose"], status: 64,
      stderr:
        "quickaction simulate: --url takes a URL with a scheme (such as qa://compose), not 'compose'"
    ),
    .init(
      name: "userInfo with a URL",
      arguments: ["simulate", "--url", "qa://compose", "--user-info", "a=b"], status: 64,
      stderr:
        "quickaction simulate: --user-info does not go with --url: a URL carries its values in itself"
    ),
    .init(
      name: "an empty notification action",
      arguments: ["simulate", "--notification", "NEW_ANSWER/"], status: 64,
      stderr:
        "quickaction simulate: --notification takes CATEGORY or CATEGORY/ACTION, not 'NEW_ANSWER/'"),
    .init(
      name: "did-finish-returns-true with a URL",
      arguments: [
        "simulate", "--url", "qa://compose", "--lifecycle", "app-delegate",
        "--did-finish-returns-true",
      ], status: 64,
      stderr:
        "quickaction simulate: --did-finish-returns-true is for quick actions: for a URL or an activity didFinishLaunching returns whether a route matches"
    ),
    .init(
      name: "a door beside --script",
      arguments: [
        "simulate", "--script", CLI.fixture("script-doors.json"), "--url", "qa://compose",
      ],
      status: 64,
      stderr: "quickaction simulate: --url does not go with --script: the script says what happens"),
    .init(
      name: "a launch through two doors",
      arguments: ["simulate", "--script", CLI.fixture("script-bad-doors.json")], status: 1,
      stderr:
        "Tests/quickactionTests/Fixtures/script-bad-doors.json:2:4: error: a launch has both 'item' and 'url'; a launch comes through one door"
    ),
  ]

  @Test(
    "bad command lines and scripts for the doors: the exact message and status", arguments: failures
  )
  func failure(_ f: CLITests.Failure) throws {
    let run = try CLI.run(f.arguments)
    #expect(run.status == f.status)
    #expect(run.stderr.hasPrefix(f.stderr), "stderr was: \(run.stderr)")
  }

  @Test("an unknown device in a script is refused with its position and a suggestion")
  func unknownDevice() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "simulate-device-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("script.json")
    try Data(
      #"{"device": "ipod", "events": [{"launch": "cold", "item": "com.example.qa.post"}]}"#.utf8
    ).write(to: script)
    let run = try CLI.run(["simulate", "--script", script.path])
    #expect(run.status == 1)
    #expect(
      run.stderr.hasPrefix(
        "\(script.path):1:12: error: unknown device 'ipod'; did you mean 'ipad'?"), "\(run.stderr)")
  }
}

/// The `quickaction simulate` examples of the README and of the article "Simulating launches"
/// print what they show.
@Suite(.serialized) struct SimulateReadmeTests {
  static let documents = [
    "README.md", "Sources/LaunchSimulator/LaunchSimulator.docc/SimulatingLaunches.md",
  ]

  /// Each `$ swift run quickaction simulate …` block of a document: its arguments and the output
  /// shown under it.
  static func examples(in document: String) throws -> [(arguments: [String], output: String)] {
    let text = try String(contentsOf: CLI.root.appendingPathComponent(document), encoding: .utf8)
    var examples: [(arguments: [String], output: String)] = []
    for block in text.components(separatedBy: "```\n$ swift run quickaction ").dropFirst() {
      let body = try #require(block.components(separatedBy: "\n```").first)
      let command = try #require(body.split(separator: "\n", maxSplits: 1).first)
      guard command == "simulate" || command.hasPrefix("simulate ") else { continue }
      examples.append(
        (
          command.split(separator: " ").map(String.init),
          String(body.dropFirst(command.count + 1)) + "\n"
        ))
    }
    return examples
  }

  @Test("every simulate example of the README and the article prints what it shows")
  func readmeExamples() throws {
    var count = 0
    for document in Self.documents {
      for example in try Self.examples(in: document) {
        count += 1
        // As the terminal shows it: standard error's notes too, in their place.
        let run = try CLI.runTogether(example.arguments)
        #expect(
          run.output == example.output,
          "\(document): quickaction \(example.arguments.joined(separator: " "))")
      }
    }
    // The README's two (a cold launch, two windows), and the article's six (the README's cold
    // launch among them; the app's own gate; the discard question of a route naming no policy).
    #expect(count == 8)
  }
}
