import Testing

@testable import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// iOS's choice of scene, one case per rule, each citing the page it comes from.
@Suite struct SceneSelectionTests {
  typealias Candidate = SceneSelection.Candidate

  static func scene(
    _ id: String, prefers: ContentPredicate = .never, can: ContentPredicate = .always,
    foreground: Bool = false, lastActive: Int = 0
  ) -> Candidate {
    Candidate(
      id: SceneID(id),
      conditions: SceneActivationConditions(canActivate: can, prefersToActivate: prefers),
      isForeground: foreground, lastActive: lastActive)
  }

  @Test(
    "UNNotificationResponse+UIKitAdditions.h: targetScene is 'used to identify which UIScene UI to reflect the user's response to a notification on': a named scene wins over every predicate"
  )
  func namedScene() {
    let choice = SceneSelection.choose(
      identifier: "questions/42", named: "b",
      among: [Self.scene("a", prefers: .anyOf(["questions/42"])), Self.scene("b", can: .never)],
      multipleScenes: true)
    #expect(choice.scene == "b" && choice.rule == .named)
    #expect(choice.description == "the door names scene 'b'")
  }

  @Test(
    "UIApplicationSupportsMultipleScenes: 'If you set the value to false, UIKit never creates more than one scene for your app' (and iPhone shows one): the one scene takes every door"
  )
  func oneScene() {
    let choice = SceneSelection.choose(
      identifier: "questions/42", among: [Self.scene("only", can: .never)], multipleScenes: false)
    #expect(choice.scene == "only" && choice.rule == .onlyScene)
  }

  @Test(
    "prefersToActivateForTargetContentIdentifierPredicate: 'The set of conditions for which UIKit chooses to activate this scene over others', before a scene that only can"
  )
  func prefersBeforeCan() {
    let scenes = [
      Self.scene("browse", foreground: true, lastActive: 9),
      Self.scene("reading", prefers: .anyOf(["questions/42"])),
    ]
    let choice = SceneSelection.choose(
      identifier: "questions/42", among: scenes, multipleScenes: true)
    #expect(choice.scene == "reading" && choice.rule == .prefers)
    #expect(choice.description == "scene 'reading' prefers 'questions/42'")
  }

  @Test(
    "canActivateForTargetContentIdentifierPredicate: 'Conditions for which UIKit can activate the scene if a better alternative doesn't exist'; a scene whose can predicate fails is never chosen"
  )
  func canWhenNonePrefers() {
    let scenes = [
      Self.scene("a", can: .never, foreground: true), Self.scene("b", can: .anyOf(["compose"])),
    ]
    let choice = SceneSelection.choose(identifier: "compose", among: scenes, multipleScenes: true)
    #expect(choice.scene == "b" && choice.rule == .can)
    #expect(choice.description == "no scene prefers 'compose'; scene 'b' can show it")
  }

  @Test(
    "UISceneActivationConditions.h: the defaults are can = predicateWithValue:YES, prefers = predicateWithValue:NO"
  )
  func defaults() {
    #expect(SceneActivationConditions.uikitDefault.canActivate == .always)
    #expect(SceneActivationConditions.uikitDefault.prefersToActivate == .never)
    let choice = SceneSelection.choose(
      identifier: "anything", among: [Self.scene("a")], multipleScenes: true)
    #expect(choice.rule == .can)
  }

  @Test(
    "UISceneActivationConditions: 'Every event must match at least one scene'; Apple is silent on what iOS does when none does: a new scene, never a window that cannot show the content"
  )
  func noneMatches() {
    let choice = SceneSelection.choose(
      identifier: "questions/42",
      among: [Self.scene("a", can: .never), Self.scene("b", can: .anyOf(["compose"]))],
      multipleScenes: true)
    #expect(choice.scene == nil && choice.rule == .newScene)
    #expect(
      choice.description == "no scene can show 'questions/42': iOS connects a new scene for it")
  }

  @Test(
    "Apple is silent on a tie: the scene in the foreground, then the one active last, then the first listed"
  )
  func ties() {
    let prefers = ContentPredicate.anyOf(["questions/42"])
    #expect(
      SceneSelection.choose(
        identifier: "questions/42",
        among: [
          Self.scene("a", prefers: prefers, lastActive: 5),
          Self.scene("b", prefers: prefers, foreground: true),
        ],
        multipleScenes: true
      ).scene == "b")
    #expect(
      SceneSelection.choose(
        identifier: "x", among: [Self.scene("a", lastActive: 1), Self.scene("b", lastActive: 2)],
        multipleScenes: true
      ).scene == "b")
    let first = SceneSelection.choose(
      identifier: "x", among: [Self.scene("a"), Self.scene("b")], multipleScenes: true)
    #expect(first.scene == "a" && first.alsoMatched == ["b"])
  }

  @Test(
    "an NSPredicate 'self == x' evaluated against nil is false, TRUEPREDICATE true: a door with no target content identifier goes to a scene that can show anything"
  )
  func noIdentifier() {
    #expect(!ContentPredicate.anyOf(["a"]).evaluate(nil))
    #expect(ContentPredicate.always.evaluate(nil))
    let choice = SceneSelection.choose(
      identifier: nil, among: [Self.scene("a", can: .anyOf(["a"])), Self.scene("b")],
      multipleScenes: true)
    #expect(
      choice.scene == "b"
        && choice.description
          == "no scene prefers no target content identifier; scene 'b' can show it"
    )
  }

  @Test(
    "each door's target content identifier: an item's, an activity's, a notification's, a URL's text (UISceneActivationConditions.h: 'NSString text of URL links'), an intent's type name by default ('Directing app intents to your app's scenes')"
  )
  func identifiers() {
    #expect(
      Entry.shortcut(ShortcutItem(type: "t", title: "T", targetContentIdentifier: "questions/1"))
        .targetContentIdentifier == "questions/1")
    #expect(
      Entry.url(URL(string: "qa://questions/2")!).targetContentIdentifier == "qa://questions/2")
    #expect(
      Entry.activity(.universalLink(URL(string: "https://qa.example.com/q/3")!))
        .targetContentIdentifier == "https://qa.example.com/q/3")
    #expect(
      Entry.activity(UserActivity(activityType: "x", targetContentIdentifier: "questions/4"))
        .targetContentIdentifier == "questions/4")
    #expect(Entry.activity(UserActivity(activityType: "x")).targetContentIdentifier == nil)
    #expect(
      Entry.notification(
        NotificationResponse(categoryIdentifier: "C", targetContentIdentifier: "questions/5")
      ).targetContentIdentifier
        == "questions/5")
    #expect(
      Entry.intent(AppIntentInvocation(typeName: "OpenQuestionIntent")).targetContentIdentifier
        == "OpenQuestionIntent")
    #expect(
      Entry.intent(
        AppIntentInvocation(typeName: "OpenQuestionIntent", contentIdentifier: "ShowQ:6")
      ).targetContentIdentifier == "ShowQ:6")
  }

  @Test(
    "UISceneActivationConditions.h allows only 'self' predicates without MATCHES: the formats an adapter passes to NSPredicate(format:)"
  )
  func formats() {
    #expect(ContentPredicate.always.predicateFormat == "TRUEPREDICATE")
    #expect(ContentPredicate.never.predicateFormat == "FALSEPREDICATE")
    #expect(ContentPredicate.anyOf([]).predicateFormat == "FALSEPREDICATE")
    #expect(
      ContentPredicate.anyOf(["questions/42", #"say "hi"\"#]).predicateFormat
        == #"self == "questions/42" OR self == "say \"hi\"\\""#)
  }
}
