#if UIKIT_DOUBLE
  import Foundation
  import QuickActions
  import QuickActionsUIKit
  import Testing
  import TestSupport
  @testable import UIKitDouble

  extension OnTheDouble {
    /// The Getting Started path: the README's app loads its bundled manifest, the file the tools
    /// read; the Swift table the article shows as the alternative declares the same routes.
    @MainActor
    @Suite(.serialized) struct GettingStartedTests {
      static let article =
        "Sources/QuickActionsUIKit/QuickActionsUIKit.docc/GettingStartedWithUIKit.md"

      @Test("the README's app runs the routes of the Getting Started manifest, loaded in one call")
      func loadsTheManifest() throws {
        let manifest = try #require(Readme.gettingStartedResource("Shortcuts", "plist"))
        #expect(routes == (try RouteTable(contentsOf: manifest)))
        #expect(
          routes.routes.map(\.type) == [
            "com.example.qa.post", "com.example.qa.participated", "com.example.qa.mypage",
            "question",
          ])
        #expect(Readme.gettingStartedResource("Missing", "plist") == nil)
      }

      @Test("the article's routes in Swift are the manifest's, route for route")
      func swiftAlternative() throws {
        let block = try Readme.block(after: "### The routes in Swift", in: Self.article)
        #expect(
          block
            == (try Readme.region(of: "Tests/QuickActionsUIKitTests/GettingStartedSwiftTable.swift"))
        )
        let swift = RouteTable(GettingStartedSwiftTable.routes().routes).xmlPropertyList()
        let manifest = RouteTable(routes.routes).xmlPropertyList()
        #expect(swift == manifest)
        // The comparison sees a difference: a policy changed in the Swift table.
        var changed = GettingStartedSwiftTable.routes().routes
        changed[0].policy = .dismiss
        #expect(RouteTable(changed).xmlPropertyList() != manifest)
      }

      @Test("a route added to the bundled manifest, and nowhere else, takes the app's quick action")
      func routeAddedInOnePlace() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
          "getting-started-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spots = UIApplicationShortcutItem(type: "com.example.qa.spots", localizedTitle: "Spots")
        for routed in [false, true] {
          UIKitDouble.reset()
          let file = try Readme.gettingStartedManifest(routed: routed, in: folder)
          let app = QuickActionHooks(routes: try RouteTable(contentsOf: file), screens: Screens())
          let session = UISceneSession()
          let scene = UIWindowScene(session: session)
          let window = UIWindow(windowScene: scene)
          window.rootViewController = makeRootViewController()
          app.scene(
            scene, willConnectTo: session, options: UIScene.ConnectionOptions(), window: window)
          app.sceneDidBecomeActive(scene)
          await app.settle()
          var answers: [Bool] = []
          app.windowScene(scene, performActionFor: spots) { answers.append($0) }
          await app.settle()
          let outline = try app.navigator.readState().outline
          if routed {
            #expect(answers == [true])
            #expect(outline.first == "tabs: questions | [spots] | profile")
          } else {
            // Not routed: answered false, and nothing moved.
            #expect(answers == [false])
            #expect(outline.first == "tabs: [questions] | spots | profile")
          }
        }
      }
    }
  }
#endif
