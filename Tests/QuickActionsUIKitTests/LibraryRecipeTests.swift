#if UIKIT_DOUBLE
  import Foundation
  import QuickActions
  import QuickActionsUIKit
  import Testing
  @testable import UIKitDouble

  extension OnTheDouble {
    /// The loading-screen recipe of "Porting an existing handler", after (LibraryAfter.swift), as
    /// UIKit calls it: its own `sceneDidBecomeActive` call, once the content is in place, is
    /// what routes the launch item; the loading screen never sees it.
    @MainActor
    @Suite(.serialized) struct LibraryRecipeTests {
      init() { UIKitDouble.reset() }

      static let recent = UIApplicationShortcutItem(
        type: "com.example.library.recent", localizedTitle: "Recent")

      // Each test's session has a name of its own: the SwiftUI suites reset the double's session
      // count beside these, and `libraryActions` (one for the app) knows sessions by name.

      /// Waits (turns of the main actor, no clock) until the recipe's `finishLoading` put the
      /// tab bar up.
      static func loaded(_ delegate: LibrarySceneDelegate) async -> LibraryTabBarController? {
        while !(delegate.window?.rootViewController is LibraryTabBarController) {
          await Task.yield()
        }
        await libraryActions.settle()
        return delegate.window?.rootViewController as? LibraryTabBarController
      }

      /// The quick actions the coordinator keeps for `session`'s scene until it is active (the
      /// hooks' first scene is the main one).
      static func pending(_ session: UISceneSession) -> [String] {
        [SceneID.main, SceneID(session.persistentIdentifier)].flatMap {
          libraryActions.coordinator.pendingEntries(in: $0)
        }.compactMap(\.shortcutItem?.type)
      }

      @Test(
        "cold: the launch item waits out the loading screen and is routed once, when the recipe says active"
      )
      func cold() async throws {
        LibraryStore.shared.holds = true
        let session = UISceneSession(persistentIdentifier: "library-\(UUID().uuidString)")
        let scene = UIWindowScene(session: session)
        let delegate = LibrarySceneDelegate()
        delegate.scene(
          scene, willConnectTo: session,
          options: UIScene.ConnectionOptions(shortcutItem: Self.recent))
        await libraryActions.settle()
        // Still loading: nothing routed onto the loading screen, nothing failed.
        #expect(delegate.window?.rootViewController is LoadingViewController)
        #expect(Self.pending(session) == ["com.example.library.recent"])
        LibraryStore.shared.finish()
        let tabs = try #require(await Self.loaded(delegate))
        #expect(tabs.selectedIndex == 1)  // "recent"
        #expect(Self.pending(session) == [])
        // The user goes back to the shelves; the scene becomes active again: not routed twice.
        tabs.selectedIndex = 0
        libraryActions.sceneDidBecomeActive(scene)
        await libraryActions.settle()
        #expect(tabs.selectedIndex == 0)
        #expect(UIKitDouble.log.isEmpty && UIKitDouble.exceptions.isEmpty)
      }

      @Test("warm: a quick action on the loaded content is forwarded as it comes and answered true")
      func warm() async throws {
        let session = UISceneSession(persistentIdentifier: "library-\(UUID().uuidString)")
        let scene = UIWindowScene(session: session)
        let delegate = LibrarySceneDelegate()
        delegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
        let tabs = try #require(await Self.loaded(delegate))
        #expect(tabs.selectedIndex == 0)
        var answers: [Bool] = []
        delegate.windowScene(scene, performActionFor: Self.recent) { answers.append($0) }
        await libraryActions.settle()
        #expect(answers == [true])
        #expect(tabs.selectedIndex == 1)
      }
    }
  }
#endif
