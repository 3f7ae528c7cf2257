#if UIKIT_DOUBLE
  import LaunchSimulator
  import QuickActions
  import QuickActionsUIKit
  import Testing
  import TestSupport
  @testable import UIKitDouble

  /// An app's own view controllers, with no conformance to the package's protocols.
  final class InboxViewController: UIViewController {}
  final class MessageViewController: UIViewController {
    let messageID: String
    init(messageID: String) {
      self.messageID = messageID
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
  }
  final class WebViewController: UIViewController {}

  extension OnTheDouble {
    /// `ScreenCatalog`: one registration per screen makes it, and recognizes the app's own
    /// view controllers by class or restoration identifier, never by a guess that could be two
    /// screens.
    @MainActor
    @Suite(.serialized) struct ScreenCatalogTests {
      init() { UIKitDouble.reset() }

      static func catalog() -> ScreenCatalog {
        let screens = ScreenCatalog()
        screens.register("inbox") { _ in InboxViewController() }
        screens.register("message") {
          MessageViewController(messageID: $0.parameters["messageID"] ?? "")
        }
        screens.register("help") { _ in WebViewController() }
        screens.register("terms") { _ in WebViewController() }
        screens.register("settings", storyboardID: "SettingsScene") { _ in UIViewController() }
        return screens
      }

      @Test("the app's own view controllers read as their class's or restoration id's screen")
      func recognizes() async throws {
        let inbox = UINavigationController(rootViewController: InboxViewController())
        let settings = UIViewController()
        settings.restorationIdentifier = "SettingsScene"
        let web = WebViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [
          inbox, UINavigationController(rootViewController: settings),
          UINavigationController(rootViewController: web),
        ]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let navigator = UIKitNavigator(window: window, screens: Self.catalog())
        // WebViewController is made for two screens: it is neither, never a guess.
        #expect(
          try navigator.readState().outline == [
            "tabs: [inbox] | settings | <WebViewController>", "  inbox: inbox",
            "  settings: settings", "  <WebViewController>: <WebViewController>",
          ])
        // One the navigator made keeps its parameters.
        try await navigator.perform(
          .push(Screen("message", parameters: ["messageID": "7"]), in: .tab("inbox")))
        #expect(try navigator.readState().outline[1] == "  inbox: inbox > message(messageID: 7)")
        #expect(
          (inbox.viewControllers.last as? MessageViewController)?.messageID == "7")
      }

      @Test("the UIKit article's catalog is the compiled file, and recognizes the app's tabs")
      func article() async throws {
        let block = try Readme.body(
          after: "### Registering each screen once",
          in: "Sources/QuickActionsUIKit/QuickActionsUIKit.docc/GettingStartedWithUIKit.md")
        #expect(
          block == (try Readme.region(of: "Tests/QuickActionsUIKitTests/ReadmeScreenCatalog.swift"))
        )
        let settings = UIViewController()
        settings.restorationIdentifier = "Settings"
        let spots = UINavigationController(rootViewController: SpotsViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [spots, UINavigationController(rootViewController: settings)]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let navigator = UIKitNavigator(window: window, screens: makeScreens())
        try await navigator.perform(
          .push(Screen("spot", parameters: ["spotID": "7"]), in: .tab("spots")))
        #expect(
          try navigator.readState().outline == [
            "tabs: [spots] | settings", "  spots: spots > spot(spotID: 7)", "  settings: settings",
          ])
        #expect((spots.topViewController as? SpotViewController)?.spotID == "7")
      }

      @Test("a screen no registration makes is a blank view controller that still reads as it")
      func fallback() async throws {
        let screens = Self.catalog()
        #expect(screens.registeredScreens == ["help", "inbox", "message", "settings", "terms"])
        let blank = screens.makeViewController(for: Screen("missing"))
        #expect(blank.restorationIdentifier == "missing")
        // "settings" makes a plain UIViewController: UIKit's class is nobody's screen.
        #expect(screens.recognized(UIViewController()) == nil)
        #expect(screens.recognized(InboxViewController()) == Screen("inbox"))
        // Registering an identifier again replaces it, and its class is no longer claimed.
        screens.register("inbox") { _ in UIViewController() }
        #expect(screens.recognized(InboxViewController()) == nil)
      }
    }
  }
#endif
