import Foundation
import PropertyList
import Testing

@testable import QuickActions

/// The core's door registry (`Trigger.doors`) lists every door a route declares beside its quick
/// action, and each door's reader and writer agree.
@Suite struct DoorRegistryTests {
  @Test("the registry check names a missing door, a door listed twice and one listed by mistake")
  func problems() {
    #expect(
      DoorKind.registryProblems([.shortcut, .url, .activity, .notification]) == [
        "'intent' is missing"
      ])
    #expect(DoorKind.registryProblems(DoorKind.allCases + [.url]) == ["'url' is listed twice"])
    #expect(
      DoorKind.registryProblems(DoorKind.allCases, except: [.shortcut]) == [
        "'shortcut' has no part here"
      ])
    #expect(DoorKind.registryProblems(DoorKind.allCases).isEmpty)
  }

  @Test("every door but the quick action (the route's own type) has a trigger reader and writer")
  func triggerDoors() {
    #expect(DoorKind.registryProblems(Trigger.doors.map(\.kind), except: [.shortcut]).isEmpty)
    #expect(Trigger.routeKeys == ["shortcut", "urls", "activities", "notifications", "intents"])
  }

  @Test("a trigger of each door is written and read back through its own door")
  func roundTrip() throws {
    let triggers: [Trigger] = [
      .url("qa://questions/:questionID as integer"),
      .activity("com.example.qa.viewing", reads: ["questionID"]),
      .spotlight("questions/:questionID as integer"),
      .notification(category: "NEW_ANSWER", action: "REPLY", reads: ["questionID"]),
      .notification(content: "question-1"),
      .intent("OpenQuestionIntent", supplies: ["questionID"]),
    ]
    #expect(Set(triggers.map(\.door)) == Set(DoorKind.allCases).subtracting([.shortcut]))
    let members = Trigger.encode(triggers)
    #expect(members.map(\.0) == ["urls", "activities", "notifications", "intents"])
    let dict = PlistDictionary(members.map { .init(key: $0.0, value: $0.1) })
    let read = try Trigger.decode(dict, in: "route 'question'")
    #expect(read.map(\.summary) == triggers.map(\.summary))
    #expect(read.map(\.door) == triggers.map(\.door))
    #expect(Trigger.encode(read).map(\.1) == members.map(\.1))
  }

  @Test("each entry names its door")
  func entryDoors() throws {
    let url = try #require(URL(string: "qa://compose"))
    let entries: [Entry] = [
      .shortcut(ShortcutItem(type: "com.example.qa.post", title: "Post")), .url(url),
      .activity(.searchableItem("questions/1")),
      .notification(NotificationResponse(categoryIdentifier: "NEW_ANSWER")),
      .intent(AppIntentInvocation(typeName: "OpenQuestionIntent")),
    ]
    #expect(entries.map(\.door) == DoorKind.allCases)
    #expect(
      entries.map(\.description) == [
        "shortcut 'com.example.qa.post'", "URL 'qa://compose'", "Spotlight item 'questions/1'",
        "notification 'NEW_ANSWER' (default action)", "App Intent 'OpenQuestionIntent'",
      ])
    #expect(
      entries.map(\.label) == [
        "com.example.qa.post", "qa://compose", "Spotlight questions/1", "NEW_ANSWER",
        "OpenQuestionIntent",
      ])
  }
}
