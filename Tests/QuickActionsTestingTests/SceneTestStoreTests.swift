import Foundation
import QuickActions
import QuickActionsTesting
import Testing

/// The test kit with several windows: the scene an entry reaches has its steps and state
/// asserted, every other scene must stay as it was, and a test that leaves a change out fails.
@Suite struct SceneTestStoreTests {
  static let routes = RouteTable {
    Route(
      "question", .push(["question(questionID)"], inTab: "questions"),
      contentIdentifiers: ["questions/:questionID"])
    Route("mypage", .push([], inTab: "profile"))
  }
  static let browse = NavigationState(
    root: .tabs(
      [
        .init("questions", .stack([Screen("questions")])),
        .init("profile", .stack([Screen("mypage")])),
      ], selected: 1))
  static let reading = NavigationState(
    root: .tabs(
      [
        .init(
          "questions",
          .stack([Screen("questions"), Screen("question", parameters: ["questionID": "42"])])),
        .init("profile", .stack([Screen("mypage")])),
      ], selected: 1))
  static let item = ShortcutItem(
    type: "question", title: "Q", userInfo: ["questionID": "42"],
    targetContentIdentifier: "questions/42")

  @Test(
    "the window that prefers the item's content is navigated, asserted in its scene; the first is untouched"
  )
  func twoWindows() async {
    let store = QuickActionTestStore(
      routes: Self.routes,
      scenes: [
        .init("browse", state: Self.browse, isForeground: true),
        .init("reading", state: Self.reading, isForeground: true),
      ])
    await store.send(.launch(.warm, Self.item)) {
      $0.completions = [.init("question", true)]
      var reading = Self.reading
      reading.root = .tabs(
        [
          .init(
            "questions",
            .stack([Screen("questions"), Screen("question", parameters: ["questionID": "42"])])),
          .init("profile", .stack([Screen("mypage")])),
        ], selected: 0)
      $0.scenes["reading"] = .init(steps: [.selectTab("questions")], state: reading)
    }
    await store.finish()
  }

  @Test("a change in another scene that the test did not assert fails it")
  func unassertedScene() async {
    let failures = TestStoreTests.Failures()
    let store = QuickActionTestStore(
      routes: Self.routes,
      scenes: [
        .init("browse", state: Self.browse, isForeground: true),
        .init("reading", state: Self.reading, isForeground: true),
      ], onFailure: failures.add)
    await store.send(.launch(.warm, Self.item)) { $0.completions = [.init("question", true)] }
    #expect(
      failures.all.first
        == "steps of launch(warm, question) in scene 'reading': expected nothing, performed [select tab 'questions']"
    )
    #expect(
      failures.all.count == 2
        && failures.all[1].hasPrefix(
          "state of scene 'reading' after launch(warm, question) differs:")
    )
  }
}
