import PropertyList
import Testing

@testable import LaunchSimulator
@testable import QuickActions

/// A script's `state` (or a scene's) naming a state file, which the caller reads relative to the
/// script and hands over by name.
@Suite struct ScriptStateFileTests {
  static let reading = NavigationState(root: .stack([Screen("home"), Screen("inbox")]))

  static func decode(_ json: String, files: [String: NavigationState]) throws -> LaunchScript {
    let root = try PropertyList.read(Array(json.utf8), format: .json).root
    return try LaunchScript(plist: root, state: LaunchTests.launchState, stateFiles: files) {
      type, userInfo in ShortcutItem(type: type, title: type, userInfo: userInfo)
    }
  }

  @Test("the names a script gives, the script's and each scene's, with their places")
  func names() throws {
    let root = try PropertyList.read(
      Array(
        #"{"device": "ipad", "scenes": [{"id": "a", "state": "a.json"}, {"id": "b", "state": {"root": {"stack": ["home"]}}}, {"id": "c", "state": "c.plist"}], "events": []}"#
          .utf8), format: .json
    ).root
    #expect(
      LaunchScript.stateFileNames(in: root).map { "\($0.name) \($0.location)" } == [
        "a.json 1:52", "c.plist 1:137",
      ])
  }

  @Test("a named state is the file's; a scene's too")
  func read() throws {
    let script = try Self.decode(
      #"{"state": "reading.json", "events": [{"launch": "warm", "item": "post"}]}"#,
      files: ["reading.json": Self.reading])
    #expect(script.scenes.map(\.state) == [Self.reading])
    let scenes = try Self.decode(
      #"{"device": "ipad", "scenes": [{"id": "a", "state": "reading.json"}], "events": [{"launch": "warm", "item": "post"}]}"#,
      files: ["reading.json": Self.reading])
    #expect(scenes.scenes.map(\.state) == [Self.reading])
  }

  @Test("a name the caller did not read is refused at its place")
  func unread() {
    #expect(
      throws: ManifestError(
        "the state file 'reading.json' was not read; a 'state' is a navigation state, or the name of a file beside the script",
        at: SourceLocation(offset: 10, line: 1, column: 11))
    ) {
      try Self.decode(
        #"{"state": "reading.json", "events": [{"launch": "warm", "item": "post"}]}"#, files: [:])
    }
  }
}
