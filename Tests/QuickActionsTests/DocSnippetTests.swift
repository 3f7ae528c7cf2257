import QuickActions
import Testing

/// The code of the DocC article "Testing launches", compiled and run (DocSnippetCheck checks the
/// article's text against it).
@Suite struct DocSnippetTests {
  @Test("a cold launch delivers the item once")
  func coldLaunch() async {
    let post = ShortcutItem(type: "com.example.qa.post", title: "Post a Spot")
    let launchState = NavigationState(root: .stack([Screen("home")]))
    let routes = RouteTable { Route("com.example.qa.post", .present(.sheet, ["compose"]), policy: .keepUnsaved) }
    let timeline = await LaunchSimulator.run(
      LaunchScenario(launch: .cold, lifecycle: .scene, item: post, state: launchState), routes: routes)
    #expect(timeline.deliveries == 1)
    #expect(timeline.finalState.presentations == [.init(.sheet, [Screen("compose")])])
  }
}
