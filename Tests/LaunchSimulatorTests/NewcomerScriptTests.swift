import PropertyList
import Testing

@testable import LaunchSimulator
@testable import QuickActions

/// What someone writing scene scripts from the docs alone ran into (issue 34, item 5): the gate
/// written once, pattern-like identifiers warned about at their place, and timeline wording that
/// says what happened.
@Suite struct NewcomerScriptTests {
  static func decode(_ json: String) throws(ManifestError) -> LaunchScript {
    try SceneScriptDecodingTests.decode(json)
  }

  static let launch = #"{"launch": "warm", "item": "post"}"#

  @Test("a top-level gate is every scene's, once")
  func gateOnce() throws {
    let script = try Self.decode(
      #"{"device": "ipad", "gate": "login", "scenes": [{"id": "a"}, {"id": "b"}], "events": [\#(Self.launch)]}"#
    )
    #expect(script.scenes.map(\.state.gate) == [.login, .login])
    let single = try Self.decode(#"{"gate": "terms", "events": [\#(Self.launch)]}"#)
    #expect(single.state.gate == .terms)
    // A scene's state may repeat the same gate.
    let repeated = try Self.decode(
      #"{"device": "ipad", "gate": "login", "scenes": [{"id": "a", "state": {"root": {"stack": []}, "gate": "login"}}], "events": [\#(Self.launch)]}"#
    )
    #expect(repeated.scenes[0].state.gate == .login)
  }

  @Test("the top-level gate holds entries in every window until it opens")
  func gateOnceRuns() async throws {
    let script = try Self.decode(
      #"{"device": "ipad", "gate": "login", "scenes": [{"id": "a", "foreground": true}, {"id": "b"}], "events": [\#(Self.launch), {"gateOpens": true}]}"#
    )
    let timeline = await ScriptRunner.run(script, routes: LaunchTests.routes)
    #expect(timeline.events.contains { $0.text == "holds the item behind the login gate" })
    #expect(timeline.items.map(\.outcome?.succeeded) == [true])
    #expect(timeline.scenes.allSatisfy { $0.finalState.gate == nil })
  }

  static let badGates: [SceneScriptDecodingTests.Bad] = [
    .init(
      json:
        #"{"device": "ipad", "gate": "login", "scenes": [{"id": "a"}, {"id": "b", "state": {"root": {"stack": []}, "gate": "terms"}}], "events": [\#(launch)]}"#,
      message:
        "scene 'b' has the terms gate and the script's 'gate' is login; a gate is the app's, so write it once, at the top",
      position: "1:61"),
    .init(
      json:
        #"{"gate": "login", "state": {"root": {"stack": []}, "gate": "onboarding"}, "events": [\#(launch)]}"#,
      message:
        "the 'state' has the onboarding gate and the script's 'gate' is login; a gate is the app's, so write it once, at the top",
      position: "1:28"),
    .init(
      json: #"{"gate": "logon", "events": [\#(launch)]}"#,
      message: "unknown gate 'logon'; did you mean 'login'?", position: "1:10"),
  ]

  @Test(
    "a state naming another gate than the script's is refused at that state", arguments: badGates)
  func badGate(_ bad: SceneScriptDecodingTests.Bad) { SceneScriptDecodingTests.expectRefused(bad) }

  @Test(
    "an identifier of prefers or can written as a pattern is a warning at its place; literal ones are not"
  )
  func patternWarnings() throws {
    let script = try Self.decode(
      #"{"device": "ipad", "scenes": [{"id": "a", "prefers": ["questions/:questionID"]}, {"id": "b", "can": ["*", "questions/42"]}], "events": [\#(Self.launch)]}"#
    )
    #expect(
      script.warnings.map(\.message) == [
        "'questions/:questionID' in 'prefers' is compared as written, so ':questionID' is no parameter; write the identifier a door sends (such as 'questions/42')",
        "'*' in 'can' is compared as written, so '*' matches only a '*'; write true for every identifier, or the identifiers themselves",
      ])
    #expect(script.warnings.map(\.location.description) == ["1:55", "1:102"])
    // Still read as written: the script runs with the literal identifiers.
    #expect(script.scenes[0].conditions?.prefersToActivate == .anyOf(["questions/:questionID"]))
    let clean = try Self.decode(
      #"{"device": "ipad", "scenes": [{"id": "a", "prefers": ["questions/42", "a:b"]}], "events": [\#(Self.launch)]}"#
    )
    #expect(clean.warnings.isEmpty)
  }

  @Test(
    "an intent that reaches no scene connects it with options.appIntent = nil, not 'options.no appIntent'"
  )
  func noAppIntentWording() async throws {
    let routes = RouteTable {
      Route(
        "compose", .present(.sheet, ["compose"]), triggers: [.intent("ComposeIntent", supplies: [])]
      )
    }
    let script = try Self.decode(
      #"{"events": [{"launch": "cold", "intent": "ComposeIntent", "targetsScene": false}]}"#)
    let timeline = await ScriptRunner.run(script, routes: routes)
    let texts = timeline.events.map(\.text)
    #expect(texts.contains("scene(_:willConnectTo:options:) with options.appIntent = nil"))
    #expect(!texts.contains { $0.contains("no appIntent") })
  }

  @Test(
    "at a cold launch a tie among scenes says the first listed wins, not the one in the foreground")
  func coldTieWording() async throws {
    let script = try Self.decode(
      #"{"device": "ipad", "scenes": [{"id": "a", "can": true}, {"id": "b", "can": true}], "events": [{"launch": "cold", "item": "post"}]}"#
    )
    let timeline = await ScriptRunner.run(script, routes: LaunchTests.routes)
    let choice = try #require(timeline.events.first { $0.text.hasPrefix("chooses a scene") })
    #expect(
      choice.text
        == "chooses a scene for post: no scene prefers no target content identifier; scene 'a' can show it (also 'b': the first listed wins)"
    )
  }

  @Test("a warm tie names the scene in the foreground, or the one active last")
  func warmTieWording() {
    let conditions = SceneActivationConditions(canActivate: .always, prefersToActivate: .never)
    func choose(_ a: SceneSelection.Candidate, _ b: SceneSelection.Candidate) -> String {
      SceneSelection.choose(identifier: nil, among: [a, b], multipleScenes: true).description
    }
    #expect(
      choose(
        .init(id: "a", conditions: conditions),
        .init(id: "b", conditions: conditions, isForeground: true))
        == "no scene prefers no target content identifier; scene 'b' can show it (also 'a': the one in the foreground wins)"
    )
    #expect(
      choose(
        .init(id: "a", conditions: conditions, lastActive: 1),
        .init(id: "b", conditions: conditions, lastActive: 2))
        == "no scene prefers no target content identifier; scene 'b' can show it (also 'a': the one active last wins)"
    )
  }
}
