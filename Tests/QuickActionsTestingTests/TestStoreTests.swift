import Foundation
import LaunchSimulator
import QuickActions
import QuickActionsSwiftUI
import QuickActionsTesting
import Testing

/// The test kit as an app's tests use it: every effect asserted, and a test that leaves one out
/// fails.
@Suite struct TestStoreTests {
  static let routes = RouteTable {
    Route("com.example.qa.post", .present(.sheet, ["compose"]), policy: .confirmDiscard)
    Route("com.example.qa.mypage", .push([], inTab: "profile"))
  }
  static let loggedOut = NavigationState(
    root: .tabs(
      [.init("spots", .stack([Screen("spots")])), .init("profile", .stack([Screen("mypage")]))],
      selected: 0),
    gate: .login)
  static let post = ShortcutItem(type: "com.example.qa.post", title: "Post")
  static let mypage = ShortcutItem(type: "com.example.qa.mypage", title: "My Page")

  @Test("item A waits behind the gate, B arrives, the gate opens: every effect asserted")
  func exhaustive() async {
    let store = QuickActionTestStore(routes: Self.routes, state: Self.loggedOut)
    await store.send(.launch(.warm, Self.post))
    await store.send(.item(Self.mypage)) {
      $0.completions = [.init("com.example.qa.post", false)]
    }
    await store.send(.gateOpens) {
      $0.steps = [.selectTab("profile")]
      $0.completions = [.init("com.example.qa.mypage", true)]
      $0.state.gate = nil
      $0.state.root = .tabs(
        [.init("spots", .stack([Screen("spots")])), .init("profile", .stack([Screen("mypage")]))],
        selected: 1)
    }
    await store.finish()
  }

  /// Collects a store's failures instead of failing this test, to check them.
  final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    var all: [String] { lock.withLock { messages } }
    func add(_ message: String, _: SourceLocation) { lock.withLock { messages.append(message) } }
  }

  @Test("an effect the test does not assert fails it: a step, a completion, a state change")
  func unassertedEffectsFail() async {
    let failures = Failures()
    let store = QuickActionTestStore(
      routes: Self.routes, state: Self.loggedOut, onFailure: failures.add)
    await store.send(.gateOpens) { $0.state.gate = nil }
    #expect(failures.all.isEmpty)
    await store.send(.item(Self.mypage))
    #expect(
      failures.all == [
        "steps of item(com.example.qa.mypage): expected nothing, performed [select tab 'profile']",
        "completions of item(com.example.qa.mypage): expected nothing, called [com.example.qa.mypage: completionHandler(true)]",
        """
        state after item(com.example.qa.mypage) differs:
        expected:
        tabs: [spots] | profile
          spots: spots
          profile: mypage
        actual:
        tabs: spots | [profile]
          spots: spots
          profile: mypage
        """,
      ])
  }

  @Test("a quick action left waiting behind the gate fails finish()")
  func unansweredFails() async {
    let failures = Failures()
    let store = QuickActionTestStore(
      routes: Self.routes, state: Self.loggedOut, onFailure: failures.add)
    await store.send(.launch(.warm, Self.post))
    await store.finish()
    #expect(
      failures.all == [
        "quick action 1, com.example.qa.post, was never answered: it is still waiting behind the gate"
      ])
  }

  @Test("a discard question left open fails finish(); an answer with no question open fails send")
  func openQuestionFails() async {
    let failures = Failures()
    let draft = NavigationState.Presentation(.sheet, [Screen("settings")], hasUnsavedChanges: true)
    let start = NavigationState(
      root: .tabs(
        [.init("spots", .stack([Screen("spots")])), .init("profile", .stack([Screen("mypage")]))],
        selected: 0), presentations: [draft])
    let store = QuickActionTestStore(routes: Self.routes, state: start, onFailure: failures.add)
    await store.send(.discardAnswer(true))
    await store.send(.item(Self.post))  // asks; the draft stays while the question is open
    await store.send(.item(Self.mypage))  // queued behind the question
    await store.finish()
    #expect(
      failures.all == [
        "discardAnswer(true): no discard question is open, so the answer goes nowhere",
        "quick action 1, com.example.qa.post, was never answered: it is still waiting for the answer to its discard question: send .discardAnswer",
        "quick action 2, com.example.qa.mypage, was never answered: it is still queued behind another item's open discard question",
      ])
  }

  @Test(
    "the test kit drives every door: a launch URL, SwiftUI's onOpenURL, a notification, each answered as its callback asks",
    arguments: LaunchScript.Lifecycle.allCases)
  func doors(_ lifecycle: LaunchScript.Lifecycle) async throws {
    let routes = RouteTable {
      Route(
        "com.example.qa.mypage", .push([], inTab: "profile"),
        triggers: [.url("qa://me"), .notification(category: "NEW_FOLLOWER")])
    }
    let me = try #require(URL(string: "qa://me"))
    let follower = Entry.notification(NotificationResponse(categoryIdentifier: "NEW_FOLLOWER"))
    let store = QuickActionTestStore(routes: routes, state: Self.loggedOut, lifecycle: lifecycle)
    // App delegate: didFinishLaunching returns true for a URL a route takes, and iOS delivers it
    // again through application(_:open:options:), which answers true at once.
    await store.send(.launchEntry(.cold, .url(me))) {
      if lifecycle == .appDelegate {
        $0.completions = [.init("qa://me", true, answer: .returnValue)]
      }
    }
    await store.send(.onOpenURL(me))  // the same opening, seen by SwiftUI: nothing
    // Replaces the URL behind the gate; its handler is called at once.
    await store.send(.entry(follower)) {
      $0.completions = [.init("NEW_FOLLOWER", true, answer: .notificationHandler)]
    }
    await store.send(.gateOpens) {
      $0.steps = [.selectTab("profile")]
      $0.state.gate = nil
      $0.state.root = .tabs(
        [.init("spots", .stack([Screen("spots")])), .init("profile", .stack([Screen("mypage")]))],
        selected: 1)
    }
    await store.finish()
    #expect(await store.session.items.map(\.outcome?.name) == ["superseded", "handled"])
  }

  @Test(
    "against the app's own navigation model: the user declines, then accepts, to discard a draft")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @MainActor
  func ownModel() async {
    let draft = NavigationState.Presentation(.sheet, [Screen("settings")], hasUnsavedChanges: true)
    let start = NavigationState(
      root: .tabs([.init("spots", .stack([Screen("spots")]))], selected: 0))
    let model = NavigationModel(start)
    let store = QuickActionTestStore(routes: Self.routes, navigator: model)
    // No tab 'profile' in this app: unreachable, nothing happens.
    await store.send(.launch(.cold, Self.mypage))
    await store.send(.present(draft)) { $0.state.presentations = [draft] }
    // The question opens: nothing happens until the user answers.
    await store.send(.item(Self.post))
    await store.send(.discardAnswer(false)) {
      $0.completions = [.init("com.example.qa.post", false)]
    }
    await store.send(.item(Self.post))
    await store.send(.discardAnswer(true)) {
      $0.steps = [
        .confirmDiscard(presentation: 0), .dismiss(count: 1), .present(.sheet, [Screen("compose")]),
      ]
      $0.completions = [.init("com.example.qa.post", true)]
      $0.state.presentations = [.init(.sheet, [Screen("compose")])]
    }
    await store.finish()
    #expect(model.presented.map(\.presentation.stack) == [[Screen("compose")]])
  }
}
