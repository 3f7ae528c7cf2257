import PropertyList
import Testing

@testable import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The coordinator with several window scenes, as the hooks drive it: one navigator per scene,
/// and every call in the scene UIKit gave it.
@Suite struct SceneCoordinatorTests {
  static let routes = SceneScriptTests.routes
  static let home = SceneScriptTests.home

  @Test(
    "each scene's entries are planned against and carried out by its own navigator; a scene-less call is the main scene"
  )
  func perScene() async {
    let main = InMemoryNavigator(Self.home)
    let second = InMemoryNavigator(Self.home)
    let coordinator = LaunchCoordinator(
      router: QuickActionRouter(routes: Self.routes, navigator: main))
    coordinator.addScene("second", navigator: second)
    #expect(coordinator.scenes == [.main, "second"])
    #expect(await coordinator.perform(ShortcutItem(type: "mypage", title: "M"), in: "second"))
    var (a, b) = (await main.state, await second.state)
    #expect(a == Self.home && b.selectedTab == "profile")
    _ = await coordinator.openURLContexts([URL(string: "qa://questions/4")!])
    (a, b) = (await main.state, await second.state)
    #expect(a.selectedTab == "questions" && b.selectedTab == "profile")
  }

  @Test(
    "a scene connected with an entry routes it when that scene is active, not when another one is; a restored scene's willConnectTo keeps it as a new one's does"
  )
  func keptPerScene() async {
    let main = InMemoryNavigator(Self.home)
    let second = InMemoryNavigator(Self.home)
    let coordinator = LaunchCoordinator(
      router: QuickActionRouter(routes: Self.routes, navigator: main))
    coordinator.addScene("second", navigator: second)
    coordinator.willConnect(
      with: SceneConnectionOptions(shortcutItem: ShortcutItem(type: "post", title: "P")),
      in: "second")
    #expect(await coordinator.didBecomeActive() == .nothingPending)
    #expect(coordinator.pendingEntries(in: "second").count == 1)
    guard case .routed(_, let outcome) = await coordinator.didBecomeActive(in: "second") else {
      Issue.record("not routed in its scene")
      return
    }
    let (a, b) = (await main.state, await second.state)
    #expect(outcome.name == "handled" && b.presentations.count == 1 && a.presentations.isEmpty)
  }

  @Test(
    "adding a scene again with the navigator it has keeps its router (one queue); another navigator replaces it"
  )
  func addedAgain() {
    let main = InMemoryNavigator(Self.home)
    let coordinator = LaunchCoordinator(
      router: QuickActionRouter(routes: Self.routes, navigator: main))
    coordinator.addScene(.main, navigator: main)
    #expect(coordinator.router(for: .main) === coordinator.router)
    let b = InMemoryNavigator(Self.home)
    coordinator.addScene("b", navigator: b)
    let first = coordinator.router(for: "b")
    coordinator.addScene("b", navigator: b)
    #expect(first != nil && coordinator.router(for: "b") === first)
    coordinator.addScene("b", navigator: InMemoryNavigator(Self.home))
    #expect(coordinator.router(for: "b") !== first)
    #expect(coordinator.scenes == [.main, "b"])
  }

  @Test(
    "a disconnected scene keeps its kept entries until it connects again; a scene with no navigator fails the entry instead of navigating another window"
  )
  func disconnected() async {
    let main = InMemoryNavigator(Self.home)
    let coordinator = LaunchCoordinator(
      router: QuickActionRouter(routes: Self.routes, navigator: main))
    coordinator.addScene("b", navigator: InMemoryNavigator(Self.home))
    coordinator.willConnect(
      with: SceneConnectionOptions(shortcutItem: ShortcutItem(type: "post", title: "P")), in: "b")
    coordinator.didDisconnect("b")
    #expect(await coordinator.didBecomeActive(in: "b") == .nothingPending)
    let again = InMemoryNavigator(Self.home)
    coordinator.addScene("b", navigator: again)
    guard case .routed(_, let outcome) = await coordinator.didBecomeActive(in: "b") else {
      Issue.record("the kept entry was lost")
      return
    }
    let restored = await again.state
    #expect(outcome.name == "handled" && restored.presentations.count == 1)
    guard
      case .routed(_, let failed) = await coordinator.performAction(
        ShortcutItem(type: "post", title: "P"), in: "nowhere")
    else {
      Issue.record("not answered")
      return
    }
    #expect(failed == .navigatorFailed("scene 'nowhere' has no navigator: it is not connected"))
    #expect(await main.state == Self.home)
  }

  @Test(
    "the notification center's delegate is the app's: a response lands in its targetScene, else the scene iOS's rules choose for its content"
  )
  func notificationScene() async {
    let main = InMemoryNavigator(Self.home)
    let reading = InMemoryNavigator(SceneScriptTests.showing("8"))
    let coordinator = LaunchCoordinator(
      router: QuickActionRouter(routes: Self.routes, navigator: main))
    coordinator.addScene("reading", navigator: reading)
    let response = NotificationResponse(
      categoryIdentifier: "NEW_ANSWER", targetContentIdentifier: "questions/8",
      userInfo: ["questionID": PlistValue(.string("8"))])
    #expect(await coordinator.chooseScene(for: .notification(response)).scene == "reading")
    _ = await coordinator.didReceive(response) {}
    var (a, b) = (await main.state, await reading.state)
    #expect(a == Self.home && b.selectedTab == "questions")
    _ = await coordinator.didReceive(response, targetScene: .main) {}
    a = await main.state
    #expect(a.selectedTab == "questions")
    #expect(
      await coordinator.activationConditions(for: "reading")
        == SceneActivationConditions(prefersToActivate: .anyOf(["questions/8"])))
  }
}
