import PropertyList
import Testing

@testable import LaunchSimulator
@testable import QuickActions

/// Reading scripts with scenes and App Intents: every field decodes, and every mistake is
/// refused with its exact message and position.
@Suite struct SceneScriptDecodingTests {
  static func decode(_ json: String) throws(ManifestError) -> LaunchScript {
    guard let root = try? PropertyList.read(Array(json.utf8), format: .json).root else {
      throw ManifestError("not JSON", at: .unknown)
    }
    return try LaunchScript(plist: root, state: LaunchTests.launchState) { type, userInfo in
      ShortcutItem(type: type, title: type, userInfo: userInfo)
    }
  }

  @Test("scenes, scene-directed events, connect, disconnect, discardSession and intents decode")
  func decodes() throws {
    let script = try Self.decode(
      """
      {"device": "ipad", "supportsMultipleScenes": true,
       "scenes": [{"id": "left", "foreground": true}, {"id": "right", "connected": false, "prefers": ["questions/42"], "can": false}],
       "events": [
         {"launch": "warm", "item": "post", "targetContentIdentifier": "compose", "scene": "left"},
         {"intent": "OpenQuestionIntent", "parameters": {"questionID": "42"}, "contentIdentifier": "questions/42", "targetsScene": false},
         {"notification": "NEW_ANSWER", "targetContentIdentifier": "questions/42"},
         {"activity": "com.example.viewing", "targetContentIdentifier": "questions/7", "scene": "right"},
         {"connect": "third"}, {"background": true, "scene": "third"}, {"disconnect": "third"}, {"discard": true, "scene": "left"},
         {"discardSession": "third"}]}
      """)
    #expect(script.declaresScenes && script.scenes.map(\.id) == ["left", "right"])
    #expect(script.scenes[0].isForeground && script.scenes[0].conditions == nil)
    #expect(!script.scenes[1].isConnected)
    #expect(
      script.scenes[1].conditions
        == SceneActivationConditions(
          canActivate: .never, prefersToActivate: .anyOf(["questions/42"])))
    #expect(
      script.events.map(\.description) == [
        "launch(warm, post) in left", "entry(OpenQuestionIntent)", "entry(NEW_ANSWER)",
        "entry(com.example.viewing) in right",
        "connect(third)", "background in third", "disconnect(third)", "discardAnswer(true) in left",
        "discardSession(third)",
      ])
    guard case .inScene(_, .launch(_, let item)) = script.events[0],
      case .entry(.intent(let intent)) = script.events[1],
      case .entry(.notification(let response)) = script.events[2]
    else {
      Issue.record("unexpected events: \(script.events)")
      return
    }
    #expect(item.targetContentIdentifier == "compose")
    #expect(
      intent.parameters["questionID"]?.stringValue == "42"
        && intent.contentIdentifier == "questions/42" && !intent.targetsScene)
    #expect(response.targetContentIdentifier == "questions/42")
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    var json: String
    var message: String
    var position: String
    var testDescription: String { message }
  }

  static let launch = #"{"launch": "warm", "item": "post"}"#

  static let bad: [Bad] = [
    Bad(
      json: #"{"state": {"root": {"stack": []}}, "scenes": [{"id": "a"}], "events": [\#(launch)]}"#,
      message: "a script has 'scenes' or 'state', not both; each scene has its own 'state'",
      position: "1:2"),
    Bad(
      json: #"{"lifecycle": "app-delegate", "scenes": [{"id": "a"}], "events": [\#(launch)]}"#,
      message:
        "'scenes' needs the scene lifecycle; an app-delegate app has one window and no scenes",
      position: "1:31"),
    Bad(
      json: #"{"scenes": [], "events": [\#(launch)]}"#,
      message: "'scenes' is empty; an app has at least one scene", position: "1:12"),
    Bad(
      json: #"{"scenes": ["a"], "events": [\#(launch)]}"#,
      message: "a scene must be a dictionary, not a string", position: "1:13"),
    Bad(
      json: #"{"scenes": [{"state": {"root": {"stack": []}}}], "events": [\#(launch)]}"#,
      message: "a scene needs an 'id', the name events give it", position: "1:13"),
    Bad(
      json: #"{"scenes": [{"id": " "}], "events": [\#(launch)]}"#,
      message: "a scene's 'id' is empty", position: "1:20"),
    Bad(
      json: #"{"device": "ipad", "scenes": [{"id": "a"}, {"id": "a"}], "events": [\#(launch)]}"#,
      message: "two scenes are called 'a'; each scene has its own 'id'", position: "1:44"),
    Bad(
      json: #"{"scenes": [{"id": "a"}, {"id": "b"}], "events": [\#(launch)]}"#,
      message:
        "an iPhone shows one scene, and this is a second window scene; set \"device\": \"ipad\" for an app with several windows",
      position: "1:26"),
    Bad(
      json:
        #"{"device": "ipad", "supportsMultipleScenes": false, "scenes": [{"id": "a"}, {"id": "b"}], "events": [\#(launch)]}"#,
      message:
        "'supportsMultipleScenes' is false, and UIKit then never creates more than one scene; this is a second one",
      position: "1:77"),
    Bad(
      json:
        #"{"device": "ipad", "scenes": [{"id": "a"}, {"id": "b", "state": {"root": {"stack": []}, "gate": "login"}}], "events": [\#(launch)]}"#,
      message:
        "scene 'b' has the login gate and scene 'a' no gate; a gate is the app's, so every window shows the same one",
      position: "1:44"),
    Bad(
      json: #"{"scenes": [{"id": "a", "foregroud": true}], "events": [\#(launch)]}"#,
      message: "unknown key 'foregroud' in a scene; did you mean 'foreground'?", position: "1:25"),
    Bad(
      json:
        #"{"scenes": [{"id": "a", "foreground": true, "connected": false}], "events": [\#(launch)]}"#,
      message: "scene 'a' is in the foreground and not connected; a scene on screen is connected",
      position: "1:25"),
    Bad(
      json:
        #"{"scenes": [{"id": "a", "foreground": true}], "events": [{"launch": "cold", "item": "post"}]}"#,
      message:
        "a cold launch starts with the app not running, so no scene is in the foreground; 'foreground' is for a warm launch",
      position: "1:25"),
    Bad(
      json: #"{"scenes": [{"id": "a", "prefers": "questions/1"}], "events": [\#(launch)]}"#,
      message:
        "'prefers' must be true, false or a list of target content identifiers, not a string",
      position: "1:36"),
    Bad(
      json: #"{"scenes": [{"id": "a", "can": [""]}], "events": [\#(launch)]}"#,
      message: "a target content identifier of 'can' is empty", position: "1:33"),
    Bad(
      json:
        #"{"device": "ipad", "scenes": [{"id": "left"}, {"id": "right"}], "events": [{"launch": "warm", "item": "post", "scene": "rigth"}]}"#,
      message: "no scene is called 'rigth'; did you mean 'right'?", position: "1:120"),
    Bad(
      json: #"{"events": [\#(launch), {"gateOpens": true, "scene": "main"}]}"#,
      message:
        "'scene' does not go with 'gateOpens': the gate is the app's, and opens in every window",
      position: "1:69"),
    Bad(
      json: #"{"events": [\#(launch), {"connect": "main", "scene": "main"}]}"#,
      message: "'scene' does not go with 'connect', which names its scene itself", position: "1:69"),
    Bad(
      json: #"{"events": [\#(launch), {"connect": "second"}]}"#,
      message:
        "an iPhone shows one scene, so no scene 'second' connects beside 'main'; set \"device\": \"ipad\" for several windows",
      position: "1:61"),
    Bad(
      json:
        #"{"device": "ipad", "supportsMultipleScenes": false, "events": [\#(launch), {"connect": "second"}]}"#,
      message: "'supportsMultipleScenes' is false, so UIKit never connects a second scene 'second'",
      position: "1:112"),
    Bad(
      json: #"{"events": [\#(launch), {"disconnect": "other"}]}"#,
      message: "no scene is called 'other' (the scenes: main)", position: "1:64"),
    Bad(
      json: #"{"events": [{"launch": "cold", "intent": "Open Question"}]}"#,
      message:
        "'Open Question' is not a Swift type name; an intent trigger names the App Intent's type (such as OpenQuestionIntent)",
      position: "1:42"),
    Bad(
      json: #"{"events": [{"launch": "cold", "item": "post", "parameters": {}}]}"#,
      message: "'parameters' belongs to an 'intent' event", position: "1:48"),
    Bad(
      json: #"{"events": [{"launch": "cold", "url": "qa://x", "targetContentIdentifier": "x"}]}"#,
      message:
        "'targetContentIdentifier' belongs to an 'item', an 'activity' or a 'notification' event",
      position: "1:49"),
    Bad(
      json: #"{"events": [{"launch": "cold", "item": "post", "targetContentIdentifier": ""}]}"#,
      message: "'targetContentIdentifier' is empty; leave it out for none", position: "1:75"),
    Bad(
      json:
        #"{"events": [{"launch": "cold", "intent": "OpenQuestionIntent", "contentIdentifier": ""}]}"#,
      message: "'contentIdentifier' is empty; leave it out for none", position: "1:85"),
    Bad(
      json:
        #"{"events": [{"launch": "cold", "intent": "OpenQuestionIntent", "parameters": ["questionID"]}]}"#,
      message: "'parameters' must be a dictionary, not an array", position: "1:78"),
    Bad(
      json: #"{"scenes": [{"id": 7}], "events": [\#(launch)]}"#,
      message: "a scene's 'id' must be a string, not an integer", position: "1:20"),
    Bad(
      json: #"{"events": [\#(launch), {"disconnect": true}]}"#,
      message: "'disconnect' must be a string, not a boolean", position: "1:64"),
    Bad(
      json: #"{"events": [\#(launch), {"discardSession": "other"}]}"#,
      message: "no scene is called 'other' (the scenes: main)", position: "1:68"),
    Bad(
      json: #"{"events": [\#(launch), {"discardSession": true}]}"#,
      message: "'discardSession' must be a string, not a boolean", position: "1:68"),
    Bad(
      json: #"{"events": [\#(launch), {"discardSession": "main", "scene": "main"}]}"#,
      message: "'scene' does not go with 'discardSession', which names its scene itself",
      position: "1:76"),
    Bad(
      json:
        #"{"events": [{"launch": "cold", "intent": "OpenQuestionIntent", "targetsScene": "no"}]}"#,
      message: "'targetsScene' must be <true/> or <false/>, not a string", position: "1:80"),
  ]

  @Test(
    "a bad scene or intent field is refused with its exact message and position", arguments: bad)
  func refused(_ bad: Bad) { Self.expectRefused(bad) }

  /// Reading `bad.json` fails with exactly `bad.message` at `bad.position`.
  static func expectRefused(_ bad: Bad, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    do {
      _ = try decode(bad.json)
      Issue.record("expected: \(bad.message)", sourceLocation: sourceLocation)
    } catch {
      #expect(error.message == bad.message, sourceLocation: sourceLocation)
      #expect(error.location.description == bad.position, sourceLocation: sourceLocation)
    }
  }
}
