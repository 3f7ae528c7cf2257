import Foundation
import TestSupport
import Testing

/// `simulate --script` with several windows and App Intents, and `route --scenes`: golden output
/// and exit status, and every bad command line or file with its message.
@Suite(.serialized) struct SceneCommandTests {
  static let goldens: [GoldenCase] = [
    .init(
      name: "simulate-script-ipad-windows",
      arguments: ["simulate", "--script", "Examples/Tour/ipad-windows.json"], status: 0),
    .init(
      name: "simulate-script-ipad-windows-json",
      arguments: ["simulate", "--script", "Examples/Tour/ipad-windows.json", "--format", "json"],
      status: 0),
    .init(
      name: "simulate-script-intent-cold",
      arguments: [
        "simulate", "--script", CLI.fixture("script-intent-cold.json"), "--manifest",
        CLI.fixture("doors.plist"),
      ], status: 0),
    .init(
      name: "simulate-script-intent-cold-json",
      arguments: [
        "simulate", "--script", CLI.fixture("script-intent-cold.json"), "--manifest",
        CLI.fixture("doors.plist"),
        "--format", "json",
      ], status: 0),
    .init(
      name: "route-scenes-prefers",
      arguments: [
        "route", "com.example.qa.question", "--scenes", CLI.fixture("scenes-ipad.json"),
        "--target-content-identifier", "questions/42",
      ], status: 0),
    .init(
      name: "route-scenes-named-json",
      arguments: [
        "route", "qa://questions/7", "--scenes", CLI.fixture("scenes-ipad.json"), "--scene",
        "reading", "--format", "json",
      ],
      status: 0),
  ]

  @Test("golden output and exit status", arguments: goldens)
  func golden(_ c: GoldenCase) throws { try CLI.checkGolden(c) }

  static let failures: [FailureCase] = [
    .init(
      name: "--scene without --scenes",
      arguments: ["route", "com.example.qa.post", "--scene", "a"], status: 64,
      stderr: "quickaction route: --scene needs --scenes FILE: the app's scenes"),
    .init(
      name: "--state beside --scenes",
      arguments: [
        "route", "com.example.qa.post", "--scenes", CLI.fixture("scenes-ipad.json"), "--state",
        "Examples/Tour/ipad.plist",
      ],
      status: 64,
      stderr: "quickaction route: --state does not go with --scenes: each scene has its own state"),
    .init(
      name: "an unknown scene",
      arguments: [
        "route", "com.example.qa.post", "--scenes", CLI.fixture("scenes-ipad.json"), "--scene", "x",
      ],
      status: 64,
      stderr:
        "quickaction route: --scene 'x' is not one of the scenes of Tests/quickactionTests/Fixtures/scenes-ipad.json: 'browse', 'reading'"
    ),
    .init(
      name: "a URL's target content identifier",
      arguments: ["route", "qa://compose", "--target-content-identifier", "x"], status: 64,
      stderr:
        "quickaction route: --target-content-identifier is for a shortcut; a URL's is its text"),
    .init(
      name: "a scenes file with two scenes of one name",
      arguments: [
        "route", "com.example.qa.post", "--scenes", CLI.fixture("scenes-duplicate.json"),
      ], status: 1,
      stderr:
        "Tests/quickactionTests/Fixtures/scenes-duplicate.json:2:26: error: two scenes are called 'a'; each scene has its own 'id'"
    ),
    .init(
      name: "a scenes file without scenes",
      arguments: ["route", "com.example.qa.post", "--scenes", CLI.fixture("draft-sheet.json")],
      status: 1,
      stderr:
        "Tests/quickactionTests/Fixtures/draft-sheet.json:2:3: error: unknown key 'root' in a scenes file"
    ),
  ]

  @Test("bad command lines and scene files: the exact message and status", arguments: failures)
  func failure(_ f: FailureCase) throws {
    let run = try CLI.run(f.arguments)
    #expect(run.status == f.status)
    #expect(run.stderr.hasPrefix(f.stderr), "stderr was: \(run.stderr)")
  }
}
