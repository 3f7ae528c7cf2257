import Testing

/// A script's gate may be the app's own; a slip of a built-in one is refused where it is written.
@Suite struct GateScriptTests {
  @Test("a gate one slip from login is refused with its position; the app's own gate runs")
  func gates() throws {
    let typo = try CLI.run(["simulate", "--script", CLI.fixture("script-gate-typo.json")])
    #expect(typo.status == 1)
    #expect(
      typo.stderr.hasPrefix(
        "Tests/quickactionTests/Fixtures/script-gate-typo.json:1:10: error: unknown gate 'logn'; did you mean 'login'?"
      ), "\(typo.stderr)")
    let own = try CLI.run(["simulate", "--script", CLI.fixture("script-account-switch.json")])
    #expect(own.status == 0)
    #expect(own.stdout.contains("  router holds the item behind the accountSwitch gate\n"))
    #expect(own.stdout.contains("  app    the accountSwitch gate opens\n"))
  }
}
