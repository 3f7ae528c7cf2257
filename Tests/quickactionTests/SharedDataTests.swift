import Foundation
import TestSupport
import Testing

/// The rule every test that reads ../shared follows (`.needsShared`): run when the data is
/// there, skip with one line when it is not, fail in CI.
@Suite struct SharedDataTests {
  @Test(
    "CI is CI when CI is set to anything but false, 0, no or nothing",
    arguments: [
      (["CI": "true"], true), (["CI": "1"], true), (["CI": "yes"], true), (["CI": "TRUE"], true),
      (["CI": "false"], false), (["CI": "0"], false), (["CI": ""], false), (["CI": "no"], false),
      ([:], false),
    ])
  func ci(_ environment: [String: String], _ expected: Bool) {
    #expect(SharedData.isCI(environment) == expected)
  }

  @Test("data that is there runs the test, in CI or not")
  func present() throws {
    #expect(
      try SharedData.available(
        "corpus/projects", for: "the real Xcode projects", environment: [:], exists: { _ in true }))
    #expect(
      try SharedData.available(
        "corpus/projects", for: "the real Xcode projects", environment: ["CI": "true"],
        exists: { _ in true }))
  }

  @Test("absent data skips the test outside CI, with the line that says what and where")
  func skipped() throws {
    var asked: [String] = []
    #expect(
      try !SharedData.available(
        "corpus/android", for: "real Android apps", environment: [:],
        exists: {
          asked.append($0)
          return false
        }))
    let expected = SharedData.root.appendingPathComponent("corpus/android").path
    #expect(asked == [expected])
    #expect(
      SharedData.missing("corpus/android", for: "real Android apps")
        == "needs ../shared/corpus/android (real Android apps), which is not at \(expected)")
  }

  @Test("absent data fails the test in CI, with the same words")
  func failedInCI() {
    let error = #expect(throws: SharedData.Absent.self) {
      try SharedData.available(
        "apple-sdk", for: "the iPhoneOS SDK", environment: ["CI": "true"], exists: { _ in false })
    }
    #expect(
      error?.description
        == "CI is set, and the test needs ../shared/apple-sdk (the iPhoneOS SDK), which is not at \(SharedData.root.appendingPathComponent("apple-sdk").path)"
    )
  }

  @Test("../shared is beside the package's root")
  func root() {
    #expect(
      SharedData.root.standardizedFileURL
        == CLI.root.deletingLastPathComponent().appendingPathComponent("shared").standardizedFileURL
    )
  }
}
