#if UIKIT_DOUBLE
  import Foundation
  import QuickActions
  import Testing
  @testable import UIKitDouble

  extension OnTheDouble {
    /// The double behaves as Apple's documentation says (each behaviour's page is named in the
    /// double's source), so the adapter's tests against it mean something.
    @MainActor
    @Suite(.serialized) struct UIKitDoubleTests {
      init() { UIKitDouble.reset() }

      @Test(
        "push and pop change the stack at once; an animated one runs a transition, and its coordinator's completion comes after it"
      )
      func pushAndPop() async throws {
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        let navigation = UINavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: true)
        #expect(
          navigation.viewControllers.map(ObjectIdentifier.init)
            == [a, b].map(ObjectIdentifier.init))
        #expect(b.navigationController === navigation)
        var ended = false
        let coordinator = try #require(navigation.transitionCoordinator)
        coordinator.animate(alongsideTransition: nil) { _ in ended = true }
        #expect(!ended)
        // A second push during the transition is refused, as the adapter must wait.
        navigation.pushViewController(c, animated: true)
        #expect(navigation.viewControllers.count == 2)
        #expect(
          UIKitDouble.log == [
            "<UINavigationController>: cannot push <UIViewController> while a transition is in progress"
          ])
        await UIKitDouble.settle()
        #expect(ended)
        #expect(navigation.transitionCoordinator == nil)
        navigation.pushViewController(c, animated: false)
        #expect(navigation.popToViewController(a, animated: false)?.count == 2)
        #expect(navigation.viewControllers.count == 1 && b.parent == nil)
        #expect(navigation.popViewController(animated: false) == nil)  // the root stays
      }

      @Test("pushing an instance already in the stack is refused")
      func pushTwice() {
        let a = UIViewController()
        let navigation = UINavigationController(rootViewController: a)
        navigation.pushViewController(a, animated: false)
        #expect(navigation.viewControllers.count == 1)
        #expect(
          UIKitDouble.log == [
            "Pushing the same view controller instance (<UIViewController>) more than once is not supported"
          ])
      }

      @Test("a tab bar selects by index; an index outside its tabs is ignored")
      func tabSelection() {
        let tabs = UITabBarController()
        let first = UINavigationController(rootViewController: UIViewController())
        let second = UINavigationController(rootViewController: UIViewController())
        tabs.viewControllers = [first, second]
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === first)
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === second)
        tabs.selectedIndex = 5
        #expect(tabs.selectedIndex == 1)
        #expect(first.viewControllers[0].tabBarController === tabs)
      }

      @Test(
        "a split view wraps columns in navigation controllers, folds the secondary stack onto the primary when it collapses, and separates it when it expands"
      )
      func splitCollapse() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController()
        let detail = UIViewController()
        let more = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(UINavigationController(rootViewController: detail), for: .secondary)
        #expect(split.viewController(for: .primary) === list)
        let primary = try #require(list.navigationController)
        #expect(primary.parent === split && list.splitViewController === split)
        let secondary = split.viewController(for: .secondary) as? UINavigationController
        secondary?.pushViewController(more, animated: false)
        split.collapse()
        #expect(split.isCollapsed)
        #expect(
          primary.viewControllers.map(ObjectIdentifier.init)
            == [list, detail, more].map(ObjectIdentifier.init))
        #expect(secondary?.viewControllers.isEmpty == true)
        split.expand()
        #expect(primary.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(list)])
        #expect(
          secondary?.viewControllers.map(ObjectIdentifier.init)
            == [detail, more].map(ObjectIdentifier.init))
      }

      @Test(
        "showDetailViewController replaces the secondary column when expanded and pushes on the primary when collapsed"
      )
      func showDetail() async {
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController()
        split.setViewController(list, for: .primary)
        let first = UIViewController()
        let second = UIViewController()
        split.showDetailViewController(first, sender: nil)
        #expect(split.viewController(for: .secondary) === first)
        split.collapse()
        split.showDetailViewController(second, sender: nil)
        await UIKitDouble.settle()
        #expect(list.navigationController?.viewControllers.last === second)
      }

      @Test("presenting on a view controller that already presents is refused, with no completion")
      func presentTwice() async {
        let root = UIViewController()
        let sheet = UIViewController()
        let other = UIViewController()
        let window = Self.shown(root)
        var completions = 0
        root.present(sheet, animated: true) { completions += 1 }
        #expect(completions == 0)  // called after the transition, not during the call
        await UIKitDouble.settle()
        #expect(completions == 1)
        root.present(other, animated: true) { completions += 1 }
        await UIKitDouble.settle()
        #expect(completions == 1)
        #expect(root.presentedViewController === sheet && other.presentingViewController == nil)
        #expect(
          UIKitDouble.log == [
            "Attempt to present <UIViewController> on <UIViewController> which is already presenting <UIViewController>"
          ])
        withExtendedLifetime(window) {}
      }

      /// `vc` as the root of a shown window (nothing can be presented in a hidden one).
      static func shown(_ vc: UIViewController) -> UIWindow {
        let window = UIWindow()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        return window
      }

      @Test("a child presents through the root of its containment tree")
      func presentationContext() async {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let window = Self.shown(navigation)
        let sheet = UIViewController()
        content.present(sheet, animated: false)
        await UIKitDouble.settle()
        #expect(
          navigation.presentedViewController === sheet
            && sheet.presentingViewController === navigation)
        withExtendedLifetime(window) {}
      }

      @Test(
        "dismissing from a presenter dismisses everything above it; on the top one, its presenter dismisses it"
      )
      func dismissChain() async {
        let root = UIViewController()
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        let window = Self.shown(root)
        defer { withExtendedLifetime(window) {} }
        for (presenter, presented) in [(root, a), (a, b), (b, c)] {
          presenter.present(presented, animated: false)
          await UIKitDouble.settle()
        }
        var done = false
        c.dismiss(animated: true) { done = true }  // asks b
        await UIKitDouble.settle()
        #expect(done && b.presentedViewController == nil && a.presentedViewController === b)
        a.dismiss(animated: true)  // a presents b: b goes
        await UIKitDouble.settle()
        #expect(a.presentedViewController == nil && root.presentedViewController === a)
        b.present(c, animated: false)  // b is no longer on screen: it is not presented
        a.present(b, animated: false)
        await UIKitDouble.settle()
        root.dismiss(animated: false)
        await UIKitDouble.settle()
        #expect(
          root.presentedViewController == nil && a.presentedViewController == nil
            && b.presentingViewController == nil)
      }

      @Test(
        "a userInfo that is not plist-encodable is reported, as UIKit raises; a plist one is not")
      func userInfoNotPlist() throws {
        _ = UIApplicationShortcutItem(
          type: "ok", localizedTitle: "T", localizedSubtitle: nil, icon: nil,
          userInfo: ["n": NSNumber(value: 1), "list": NSArray(array: [NSString(string: "a")])])
        #expect(UIKitDouble.log.isEmpty)
        let url = try #require(NSURL(string: "https://example.com"))
        _ = UIApplicationShortcutItem(
          type: "bad", localizedTitle: "T", localizedSubtitle: nil, icon: nil, userInfo: ["u": url])
        #expect(UIKitDouble.log == ["userInfo of 'bad' is not plist-encodable"])
      }
    }
  }
#endif
