import LaunchSimulator
import QuickActions
import Testing

/// The code of the DocC article "Testing launches", compiled and run (DocSnippetCheck checks the
/// article's text against it).
@Suite struct DocSnippetTests {
  // Laid out as the article's block it is, line for line (DocArticleTests): not reformatted.
  // swift-format-ignore
  @Test("a cold launch delivers the item once")
  func coldLaunch() async {
    let post = ShortcutItem(type: "com.example.qa.post", title: "Post a Spot")
    let launchState = NavigationState(root: .stack([Screen("home")]))
    let routes = RouteTable { Route("com.example.qa.post", .present(.sheet, ["compose"]), policy: .keepUnsaved) }
    let timeline = await ScriptRunner.run(
      SingleLaunch(launch: .cold, lifecycle: .scene, item: post, state: launchState), routes: routes)
    #expect(timeline.deliveries == 1)
    #expect(timeline.finalState.presentations == [.init(.sheet, [Screen("compose")])])
  }

  // Laid out as the article's block it is, line for line (DocArticleTests): not reformatted.
  // swift-format-ignore
  @Test("the DocC article 'Every window': an entry given to one window navigates that window alone")
  func everyWindow() async {
    let routes = RouteTable {
      Route("com.example.qa.question", .push(["question(questionID)"]), contentIdentifiers: ["questions/:questionID"])
    }
    let browse = InMemoryNavigator(NavigationState(root: .stack([Screen("questions")])))
    let reading = InMemoryNavigator(NavigationState(root: .stack([Screen("questions")])))
    let coordinator = LaunchCoordinator(router: QuickActionRouter(routes: routes, navigator: browse))
    coordinator.addScene("reading", navigator: reading)
    let question = ShortcutItem(type: "com.example.qa.question", title: "Question 42", userInfo: ["questionID": "42"])
    let handled = await coordinator.perform(question, in: "reading")
    #expect(handled)
    let (left, right) = (await browse.state, await reading.state)
    #expect(left.visibleStack == [Screen("questions")])
    #expect(right.visibleStack == [Screen("questions"), Screen("question", parameters: ["questionID": "42"])])
    #expect(await coordinator.activationConditions(for: "reading") == SceneActivationConditions(prefersToActivate: .anyOf(["questions/42"])))
  }
}
