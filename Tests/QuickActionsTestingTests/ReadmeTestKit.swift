import Foundation
// README: begin
import QuickActions
import QuickActionsTesting
import Testing

let composeRoutes = RouteTable {
  Route("com.example.qa.post", .present(.sheet, ["compose"]), policy: .keepUnsaved)
}
let loggedOut = NavigationState(root: .stack([Screen("home")]), gate: .login)

@Test func postWaitsForLogin() async {
  let post = ShortcutItem(type: "com.example.qa.post", title: "Post a Spot")
  let store = QuickActionTestStore(routes: composeRoutes, state: loggedOut)
  await store.send(.launch(.warm, post))  // behind the login gate: nothing happens yet
  await store.send(.gateOpens) {
    $0.steps = [.present(.sheet, [Screen("compose")])]
    $0.completions = [.init("com.example.qa.post", true)]
    $0.state.gate = nil
    $0.state.presentations = [.init(.sheet, [Screen("compose")])]
  }
  await store.finish()  // every quick action answered exactly once
}
// README: end

@Suite struct ReadmeTestKitText {
  @Test(
    "the test-kit example of the article 'Testing launches' (once the README's) is this file's code, word for word"
  )
  func same() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/LaunchSimulator/LaunchSimulator.docc/TestingLaunches.md"), encoding: .utf8)
    let file = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let begin = try #require(file.range(of: "// README: begin\n"))
    let end = try #require(file.range(of: "\n// README: end"))
    let code = String(file[begin.upperBound..<end.lowerBound])
    #expect(readme.contains("```swift\n" + code + "\n```"))
  }
}
