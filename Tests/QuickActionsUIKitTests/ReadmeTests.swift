#if UIKIT_DOUBLE
  import Foundation
  import QuickActions
  import QuickActionsUIKit
  import Testing
  @testable import UIKitDouble

  extension OnTheDouble {
    /// The README's "Wiring a UIKit app" is the code of ReadmeUIKitWiring.swift, compiled here in
    /// Swift 6 mode, and it works when UIKit calls it.
    @MainActor
    @Suite(.serialized, .timeLimit(.minutes(1))) struct ReadmeTests {
      static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

      /// The first Swift block after `heading` in the README.
      static func readmeBlock(after heading: String) throws -> String {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "\n" + heading + "\n"))
        let rest = readme[section.upperBound...]
        let open = try #require(rest.range(of: "```swift\n"))
        let close = try #require(rest[open.upperBound...].range(of: "\n```"))
        return String(rest[open.upperBound..<close.lowerBound])
      }

      /// The code between the README markers of a test file.
      static func region(of file: String) throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent("Tests/QuickActionsUIKitTests/\(file)"), encoding: .utf8)
        let begin = try #require(text.range(of: "// README: begin\n"))
        let end = try #require(text.range(of: "\n// README: end"))
        return String(text[begin.upperBound..<end.lowerBound])
      }

      @Test("the README's UIKit wiring is the compiled file, word for word (but for `import UIKit`)")
      func sameText() throws {
        let block = try Self.readmeBlock(after: "## Wiring a UIKit app")
        #expect(block.replacingOccurrences(of: "import UIKit\n", with: "") == (try Self.region(of: "ReadmeUIKitWiring.swift")))
      }

      @Test("the README's wiring delivers a cold-launch quick action once, and a warm one with its completion")
      func works() async throws {
        UIKitDouble.reset()
        let session = UISceneSession()
        let scene = UIWindowScene(session: session)
        let post = UIApplicationShortcutItem(type: "com.example.qa.post", localizedTitle: "Post a Spot")
        let options = UIScene.ConnectionOptions(shortcutItem: post)
        let configuration = AppDelegate().application(UIApplication.shared, configurationForConnecting: session, options: options)
        #expect(configuration.name == "Default Configuration")
        let delegate = SceneDelegate()
        delegate.scene(scene, willConnectTo: session, options: options)
        delegate.sceneDidBecomeActive(scene)
        await quickActions.settle()
        let root = try #require(delegate.window?.rootViewController)
        #expect(root.presentedViewController is UINavigationController)
        var answers: [Bool] = []
        delegate.windowScene(scene, performActionFor: UIApplicationShortcutItem(type: "com.example.qa.participated", localizedTitle: "Participated")) {
          answers.append($0)
        }
        await quickActions.settle()
        #expect(answers == [true])
        #expect(try quickActions.navigator.readState().outline == [
          "tabs: questions | [spots] | mypage", "  questions: questions", "  spots: spots > participated", "  mypage: mypage",
        ])
        #expect(UIKitDouble.log.isEmpty)
      }
    }
  }
#endif
