import PropertyList
import QuickActions
import Testing

@testable import LaunchSimulator

/// The simulator's door registry (`LaunchScript.doors`): a script event through every door, each
/// read by its own door, with the fields that belong to it.
@Suite struct ScriptDoorRegistryTests {
  @Test("every door has a script key, and `launch` names each of them")
  func everyDoor() {
    #expect(DoorKind.registryProblems(LaunchScript.doors.map(\.kind)).isEmpty)
    #expect(LaunchScript.entryKeys == ["item", "url", "activity", "notification", "intent"])
    #expect(Set(LaunchScript.entryKeys).isSubset(of: Set(LaunchScript.eventKeys)))
  }

  @Test(
    "an event of each door is read as an entry of that door",
    arguments: [
      ("item", "com.example.qa.post", DoorKind.shortcut), ("url", "qa://compose", .url),
      ("activity", "com.example.qa.viewing", .activity),
      ("notification", "NEW_ANSWER/REPLY", .notification),
      ("intent", "OpenQuestionIntent", .intent),
    ])
  func entry(key: String, text: String, door: DoorKind) throws {
    let event: PlistValue = PlistValue(.dictionary([key: PlistValue(.string(text))]))
    let dict = try #require(event.dictionaryValue)
    let entry = try LaunchScript.entry(key, dict, at: event) { type, userInfo in
      ShortcutItem(type: type, title: type, userInfo: userInfo)
    }
    #expect(entry.door == door)
    #expect(entry.label == text)
  }

  @Test("the fields beside an event belong to the doors that list them")
  func fieldOwners() {
    #expect(
      LaunchScript.fieldOwners["userInfo"]?.owners == "an 'item', an 'activity' or a 'notification'"
    )
    #expect(LaunchScript.fieldOwners["webpageURL"]?.doors == ["activity"])
    #expect(LaunchScript.fieldOwners["parameters"]?.owners == "an 'intent'")
    #expect(Set(LaunchScript.fieldOwners.keys) == Set(LaunchScript.itemKeys).subtracting(["scene"]))
  }
}
