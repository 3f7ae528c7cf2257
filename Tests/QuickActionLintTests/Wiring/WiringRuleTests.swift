import AppWiring
import Testing

@testable import QuickActionLint

/// The wiring rules, each at its exact file, line and column, in Swift and in Objective-C, and
/// silent on code the reader cannot follow.
@Suite("Wiring rules")
struct WiringRuleTests {
  typealias F = WiringRuleFixtures

  /// The rules these tests show failing, each on the mistake it exists for.
  static let rules: Set<String> = [
    "wiring-callback-never-called", "wiring-cold-launch-unread",
    "wiring-launch-options-in-scene-app", "wiring-swiftui-quick-actions-unreceived",
    "wiring-completion-not-called", "wiring-launch-item-twice",
  ]

  static func findings(
    _ sources: [(String, String)], plist: String?, rules: Set<String>? = nil
  ) -> [String] {
    let wiring = WiringReader.read(
      sources: sources.map { ($0.0, Array($0.1.utf8)) },
      infoPlists: plist.map { [("App/Info.plist", Array($0.utf8))] } ?? [])
    return WiringRuleRegistry.reports(wiring, configuration: LintConfiguration()) { _ in [] }
      .flatMap(\.findings)
      .filter { rules?.contains($0.rule) ?? true }
      .map { "\($0.file):\($0.location.line):\($0.location.column) \($0.rule): \($0.message)" }
  }

  static let swiftScene = [
    ("App/AppDelegate.swift", F.swiftSceneAppDelegate),
    ("App/SceneDelegate.swift", F.swiftSceneDelegate),
  ]
  static let objcScene = [
    ("App/AppDelegate.h", F.objcAppDelegateHeader), ("App/AppDelegate.m", F.objcSceneAppDelegate),
    ("App/SceneDelegate.h", F.objcSceneDelegateHeader),
    ("App/SceneDelegate.m", F.objcSceneDelegate),
  ]

  @Test(
    "a Swift scene app: dead app-delegate callback, cold launch unread, launch options, completion")
  func swiftSceneApp() {
    #expect(
      Self.findings(Self.swiftScene, plist: F.plist(sceneDelegate: "SceneDelegate")) == [
        "App/AppDelegate.swift:6:34 wiring-launch-options-in-scene-app: url is always nil in the launch options of an app with scenes: the URL arrives in scene(_:willConnectTo:options:)'s connectionOptions.urlContexts",
        "App/AppDelegate.swift:10:8 wiring-callback-never-called: iOS never calls application(_:performActionFor:completionHandler:) in an app with scenes: the quick action goes to SceneDelegate.windowScene(_:performActionFor:completionHandler:), which the app has",
        "App/SceneDelegate.swift:4:8 wiring-cold-launch-unread: scene(_:willConnectTo:options:) never reads connectionOptions.shortcutItem: a quick action that launches the app is lost (UIKit does not call windowScene(_:performActionFor:completionHandler:) for it)",
        "App/SceneDelegate.swift:9:74 wiring-completion-not-called: returns without calling completionHandler on this path of windowScene(_:performActionFor:completionHandler:)",
      ])
  }

  @Test("the fixed Swift scene app has no finding")
  func swiftSceneFixed() {
    let fixed = [
      ("App/AppDelegate.swift", F.swiftAppDelegateFixed),
      ("App/SceneDelegate.swift", F.swiftSceneDelegateFixed),
    ]
    #expect(Self.findings(fixed, plist: F.plist(sceneDelegate: "SceneDelegate")) == [])
  }

  @Test("an Objective-C scene app: the same mistakes, at their selectors")
  func objectiveCSceneApp() {
    #expect(
      Self.findings(Self.objcScene, plist: F.plist(sceneDelegate: "SceneDelegate")) == [
        "App/AppDelegate.m:6:32 wiring-launch-options-in-scene-app: UIApplicationLaunchOptionsURLKey is always nil in the launch options of an app with scenes: the URL arrives in scene(_:willConnectTo:options:)'s connectionOptions.urlContexts",
        "App/AppDelegate.m:10:9 wiring-callback-never-called: iOS never calls application:openURL:options: in an app with scenes: the URL goes to SceneDelegate.scene:openURLContexts:, which the app has",
        "App/SceneDelegate.m:5:9 wiring-cold-launch-unread: scene:willConnectToSession:options: never reads connectionOptions.shortcutItem: a quick action that launches the app is lost (UIKit does not call windowScene:performActionForShortcutItem:completionHandler: for it)",
        "App/SceneDelegate.m:5:9 wiring-cold-launch-unread: scene:willConnectToSession:options: never reads connectionOptions.urlContexts: a URL that launches the app is lost (UIKit does not call scene:openURLContexts: for it)",
        "App/SceneDelegate.m:13:9 wiring-completion-not-called: windowScene:performActionForShortcutItem:completionHandler: never calls completionHandler: iOS waits for it",
      ])
  }

  @Test("app-delegate apps that handle the launch item and return true, in both languages")
  func launchItemTwice() {
    let objc = [
      ("App/AppDelegate.h", F.objcAppDelegateHeader), ("App/AppDelegate.m", F.objcTwiceAppDelegate),
    ]
    #expect(
      Self.findings(objc, plist: F.plist(sceneDelegate: nil)) == [
        "App/AppDelegate.m:6:67 wiring-launch-item-twice: the quick action that launched the app is read here and application:didFinishLaunchingWithOptions: returns YES: iOS delivers it again to application:performActionForShortcutItem:completionHandler:, so it is handled twice",
        "App/Info.plist:5:2 scene-manifest-missing: quick actions without a UIApplicationSceneManifest: built with the iOS 27 SDK the app does not launch (TN3187); adopt the scene lifecycle and take items in scene(_:willConnectTo:options:) and windowScene(_:performActionFor:completionHandler:)",
      ])
    let swift = [("App/AppDelegate.swift", F.swiftTwiceAppDelegate)]
    #expect(
      Self.findings(swift, plist: F.plist(sceneDelegate: nil), rules: ["wiring-launch-item-twice"])
        == [
          "App/AppDelegate.swift:6:65 wiring-launch-item-twice: the quick action that launched the app is read here and application(_:didFinishLaunchingWithOptions:) returns true: iOS delivers it again to application(_:performActionFor:completionHandler:), so it is handled twice"
        ])
  }

  @Test("a SwiftUI app with quick actions and no scene delegate")
  func swiftUIQuickActions() {
    let app = [
      ("App/ExampleApp.swift", F.swiftUIApp), ("App/AppDelegate.swift", F.swiftUIAdaptor),
    ]
    #expect(
      Self.findings(app, plist: F.plist(sceneDelegate: nil, items: 2)) == [
        "App/AppDelegate.swift:4:8 wiring-callback-never-called: iOS never calls application(_:performActionFor:completionHandler:) in a SwiftUI app: the quick action goes to a scene delegate's windowScene(_:performActionFor:completionHandler:), which the app does not have",
        "App/Info.plist:5:2 wiring-swiftui-quick-actions-unreceived: 2 quick actions, and no scene delegate receives them: SwiftUI delivers quick actions only to a scene delegate installed in application(_:configurationForConnecting:options:)",
      ])
  }

  @Test("with several window configurations only the first is held to the launch")
  func secondConfiguration() {
    let plist = F.plist(sceneDelegate: "MainSceneDelegate").replacing(
      "\t\t\t</array>",
      with:
        "\t\t\t\t<dict>\n\t\t\t\t\t<key>UISceneDelegateClassName</key>\n\t\t\t\t\t<string>SceneDelegate</string>\n\t\t\t\t</dict>\n\t\t\t</array>"
    )
    let main = "class MainSceneDelegate: UIResponder, UIWindowSceneDelegate {}\n"
    let sources = [("App/Main.swift", main), ("App/SceneDelegate.swift", F.swiftSceneDelegate)]
    #expect(Self.findings(sources, plist: plist, rules: ["wiring-cold-launch-unread"]) == [])
    // The same scene delegate as the first configuration is held to it.
    let first = F.plist(sceneDelegate: "SceneDelegate")
    #expect(Self.findings(sources, plist: first, rules: ["wiring-cold-launch-unread"]).count == 1)
  }

  @Test("code the reader cannot follow gives no finding")
  func unfollowable() {
    // A superclass from elsewhere, options handed on, a handler kept, an unclosed string.
    let base = F.swiftSceneDelegate.replacing(
      "UIResponder, UIWindowSceneDelegate", with: "FrameworkSceneDelegate")
    let handedOn = F.swiftSceneDelegate.replacing(
      "guard scene is UIWindowScene else { return }", with: "coordinator.start(connectionOptions)")
    let kept = F.swiftSceneDelegate.replacing(
      "guard let route", with: "self.pendingHandler = completionHandler\n    guard let route")
    let unclosed =
      F.swiftSceneAppDelegate.replacing("print", with: "\"print")
      + "let s = \"open\n"
    let rules: Set<String> = ["wiring-cold-launch-unread", "wiring-completion-not-called"]
    for scene in [base, handedOn] {
      let found = Self.findings(
        [("App/SceneDelegate.swift", scene)], plist: F.plist(sceneDelegate: "SceneDelegate"),
        rules: ["wiring-cold-launch-unread"])
      #expect(found == [])
    }
    #expect(
      Self.findings(
        [("App/SceneDelegate.swift", kept)], plist: F.plist(sceneDelegate: "SceneDelegate"),
        rules: ["wiring-completion-not-called"]) == [])
    #expect(
      Self.findings(
        [("App/AppDelegate.swift", unclosed)], plist: F.plist(sceneDelegate: "SceneDelegate"),
        rules: rules.union(["wiring-callback-never-called", "wiring-launch-options-in-scene-app"]))
        == [])
  }
}
