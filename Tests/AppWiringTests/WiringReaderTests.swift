import Testing

@testable import AppWiring

@Suite("Wiring reader")
struct WiringReaderTests {
  typealias F = WiringFixtures

  func sceneApp() -> AppWiring {
    WiringReader.read(
      sources: [
        ("App/AppDelegate.swift", F.bytes(F.sceneAppDelegate)),
        ("App/SceneDelegate.swift", F.bytes(F.sceneDelegateWarmOnly)),
      ],
      infoPlists: [
        (
          "App/Info.plist",
          F.bytes(F.infoPlist(sceneDelegate: "$(PRODUCT_MODULE_NAME).SceneDelegate"))
        )
      ])
  }

  @Test("a UIKit scene app: the delegates, their callbacks and places")
  func uikitScene() throws {
    let wiring = sceneApp()
    #expect(wiring.lifecycle == .scene)
    #expect(wiring.appDelegateName?.name == "AppDelegate")
    #expect(wiring.appDelegateName?.place.description == "App/AppDelegate.swift:3:1")
    #expect(wiring.sceneDelegates.map(\.name) == ["SceneDelegate"])
    #expect(wiring.sceneDelegates.first?.source == .infoPlist)
    let app = try #require(wiring.appDelegate)
    let launch = try #require(app.callback(.didFinishLaunching))
    #expect(launch.place.description == "App/AppDelegate.swift:5:8")
    #expect(launch.coldReads.map(\.door) == [.shortcut])
    #expect(launch.coldReads.first?.fromLaunchOptions == true)
    #expect(launch.coldReads.first?.place.description == "App/AppDelegate.swift:9:35")
    #expect(launch.returns.map(\.value) == [.yes])
    #expect(app.callback(.applicationPerformAction)?.completion == .handled)
    let scene = try #require(wiring.sceneDelegateTypes.first)
    #expect(wiring.isKnownInFull(scene))
    let connect = try #require(scene.callback(.sceneWillConnect))
    #expect(connect.place.description == "App/SceneDelegate.swift:6:8")
    #expect(connect.coldReads.isEmpty)
    #expect(connect.optionsEscape == nil)
    let warm = try #require(scene.callback(.scenePerformAction))
    #expect(warm.place.description == "App/SceneDelegate.swift:17:8")
    #expect(warm.completion == .neverCalled(parameter: "completionHandler"))
    #expect(scene.callback(.sceneOpenURLContexts)?.place.line == 26)
  }

  @Test("an Objective-C app-delegate app: main.m, the header's superclass, selectors")
  func objectiveC() throws {
    let wiring = WiringReader.read(
      sources: [
        ("App/main.m", F.bytes(F.objectiveCMain)),
        ("App/AppDelegate.h", F.bytes(F.objectiveCHeader)),
        ("App/AppDelegate.m", F.bytes(F.objectiveCDelegate)),
      ],
      infoPlists: [("App/Info.plist", F.bytes(F.infoPlist(sceneDelegate: nil)))])
    #expect(wiring.lifecycle == .appDelegate)
    #expect(wiring.appDelegateName?.place.description == "App/main.m:6:70")
    let app = try #require(wiring.appDelegate)
    #expect(app.inherits == ["UIResponder", "UIApplicationDelegate"])
    #expect(wiring.isKnownInFull(app))
    let launch = try #require(app.callback(.didFinishLaunching))
    #expect(launch.name == "application:didFinishLaunchingWithOptions:")
    #expect(launch.place.description == "App/AppDelegate.m:5:9")
    #expect(launch.coldReads.first?.place.description == "App/AppDelegate.m:6:53")
    #expect(launch.returns.map(\.value) == [.yes])
    let warm = try #require(app.callback(.applicationPerformAction))
    #expect(warm.place.description == "App/AppDelegate.m:13:9")
    let returned = try #require(
      warm.completion.flatMap { fact -> SourcePlace? in
        if case .notCalledBeforeReturn(_, let place) = fact { return place }
        return nil
      })
    #expect(returned.description == "App/AppDelegate.m:15:9")
  }

  @Test("a SwiftUI app: the adaptor is the app delegate, onOpenURL is seen")
  func swiftUI() throws {
    let wiring = WiringReader.read(
      sources: [
        ("App/ExampleApp.swift", F.bytes(F.swiftUIApp)),
        ("App/AppDelegate.swift", F.bytes(F.swiftUIAdaptor)),
      ],
      infoPlists: [("App/Info.plist", F.bytes(F.infoPlist(sceneDelegate: nil)))])
    #expect(wiring.lifecycle == .swiftUI)
    #expect(wiring.swiftUIApp?.name == "ExampleApp")
    #expect(wiring.appDelegateName?.description == "AppDelegate")
    #expect(wiring.appDelegateName?.place.description == "App/ExampleApp.swift:5:33")
    #expect(wiring.uses("onOpenURL")?.place.description == "App/ExampleApp.swift:10:10")
    #expect(wiring.sceneDelegates.isEmpty)
  }

  @Test("a file that does not scan is listed with its place, and says nothing")
  func unreadable() {
    let source = "class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n  let s = \"open\n}\n"
    let wiring = WiringReader.read(
      sources: [("App/SceneDelegate.swift", F.bytes(source))], infoPlists: [])
    #expect(wiring.types.isEmpty)
    #expect(
      wiring.unreadable == [
        .init(
          file: "App/SceneDelegate.swift", message: "a string literal is not closed on its line",
          line: 2, column: 11)
      ])
  }

  @Test("braces that balance only branch by branch: the first #if branch, facts unknown")
  func conditionalBraces() throws {
    let source = """
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
      #if DEBUG
          if debug {
      #else
          if release {
      #endif
            print(shortcutItem)
          }
        }
      }

      """
    let wiring = WiringReader.read(sources: [("S.swift", F.bytes(source))], infoPlists: [])
    let warm = try #require(wiring.type(named: "SceneDelegate")?.callback(.scenePerformAction))
    #expect(warm.completion == .unknown)
  }

  @Test("options handed on: what is read is unknown")
  func optionsEscape() throws {
    let source = """
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
          coordinator.start(with: connectionOptions)
        }
      }

      """
    let wiring = WiringReader.read(sources: [("S.swift", F.bytes(source))], infoPlists: [])
    let connect = try #require(wiring.type(named: "SceneDelegate")?.callback(.sceneWillConnect))
    #expect(connect.optionsEscape?.description == "S.swift:3:29")
    #expect(connect.coldReads.isEmpty)
  }

  @Test("`return completionHandler(false)` calls the handler on that path")
  func returnCallsHandler() throws {
    let source = """
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
          guard let route = routes[shortcutItem.type] else { return completionHandler(false) }
          guard route.isEnabled else {
            return
          }
          completionHandler(open(route))
        }
      }

      """
    let wiring = WiringReader.read(sources: [("S.swift", F.bytes(source))], infoPlists: [])
    let warm = try #require(wiring.type(named: "SceneDelegate")?.callback(.scenePerformAction))
    guard case .notCalledBeforeReturn(let parameter, let place) = warm.completion else {
      Issue.record(
        "expected a return without the handler, got \(String(describing: warm.completion))")
      return
    }
    #expect(parameter == "completionHandler")
    #expect(place.description == "S.swift:5:7")
  }

  @Test("the prefilter passes over files that cannot declare the wiring")
  func prefilter() {
    #expect(
      !WiringReader.mayDeclareWiring(
        F.bytes("struct ContentView: View { var body: some View { Text(\"x\") } }")))
    #expect(WiringReader.mayDeclareWiring(F.bytes(F.sceneDelegateWarmOnly)))
    #expect(WiringReader.mayDeclareWiring(F.bytes(F.objectiveCDelegate)))
  }
}

extension NamedPlace: CustomStringConvertible {
  public var description: String { name }
}
