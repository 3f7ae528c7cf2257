import Foundation
import Testing

/// `quickaction lint` in an app's folder reads the app's own wiring beside its project.
@Suite struct LintWiringTests {
  @Test("a project folder whose scene delegate forgets the launch: the wiring findings and a note")
  func projectWithWiring() throws {
    let root = try CLI.scratchFolder("wiring-root")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.copyItem(
      at: CLI.root.appendingPathComponent(CLI.fixture("Project")),
      to: root.appendingPathComponent("ios"))
    try FileManager.default.copyItem(
      at: CLI.root.appendingPathComponent(CLI.fixture("WiringLost/App")),
      to: root.appendingPathComponent("ios/App"))
    let run = try CLI.run(["lint"], in: root.appendingPathComponent("ios"))
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      run.stdout.contains(
        "App/SceneDelegate.swift:7:8: error: scene(_:willConnectTo:options:) never reads connectionOptions.shortcutItem: a quick action that launches the app is lost (UIKit does not call windowScene(_:performActionFor:completionHandler:) for it) [wiring-cold-launch-unread]\n"
      ), "\(run.stdout)")
    #expect(
      run.stderr.contains(
        "note: read the wiring in ./: 2 of 2 source files; UIKit with scenes; app delegate AppDelegate; scene delegate SceneDelegate\n"
      ), "\(run.stderr)")
    // Disabled, the rule says nothing.
    let quiet = try CLI.run(
      ["lint", "--disable", "wiring-cold-launch-unread"], in: root.appendingPathComponent("ios"))
    #expect(!quiet.stdout.contains("wiring-cold-launch-unread"))
  }
}
