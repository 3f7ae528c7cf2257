import Observation
import QuickActions
import QuickActionsSwiftUI
import Testing

/// The SwiftUI navigation model: lossless against `NavigationState`, a `Navigator` whose
/// performed plans reach the planner's prediction, observable, and folding with the size class.
@MainActor
@Suite struct NavigationModelTests {
  static let seed: UInt64 = 20_261_129

  @Test("state -> model -> state is the identity on 5,000 generated states")
  func lossless() {
    var sampler = NavigationSampler(seed: Self.seed)
    for n in 0..<5_000 {
      var state = sampler.navigationState()
      if n % 7 == 0 { state.gate = .login }
      _ = sampler.route(for: state)
      _ = sampler.userInfo()
      #expect(NavigationModel(state).state == state, "case \(n)")
    }
  }

  @Test("performing each plan on the model leads to the planner's resultingState")
  func performedPlans() async throws {
    var sampler = NavigationSampler(seed: Self.seed)
    var planned = 0
    for n in 0..<5_000 {
      let state = sampler.navigationState()
      let route = sampler.route(for: state)
      let userInfo = sampler.userInfo()
      guard case .plan(let plan) = Planner.plan(route, userInfo: userInfo, from: state) else { continue }
      let model = NavigationModel(state)
      model.confirmDiscard = { _ in true }
      for step in plan.steps { try await model.perform(step) }
      #expect(model.state == plan.resultingState, "case \(n)")
      planned += 1
    }
    #expect(planned > 2_500)
  }

  @Test("what SwiftUI binds to: the tab selection, a path per tab, split columns, presented sheets")
  func bindings() async throws {
    let model = NavigationModel(NavigationState(root: .tabs([
      .init("questions", .split(.init(primary: [Screen("questions")]))), .init("spots", .stack([Screen("spots")])),
    ], selected: 0)))
    #expect(model.tabs == ["questions", "spots"] && model.selectedTab == "questions")
    model.selectedTab = "spots"
    model.stacks["spots", default: []].append(Screen("spot", parameters: ["id": "3"]))
    #expect(model.state.selectedTab == "spots" && model.state.visibleStack.last == Screen("spot", parameters: ["id": "3"]))
    try await model.perform(.present(.sheet, [Screen("compose")]))
    let sheet = try #require(model.presented.first)
    try await model.perform(.push(Screen("tags"), in: .presentation(0)))
    #expect(model.presented.first?.id == sheet.id)  // the same sheet: SwiftUI keeps it up
    model.dismissTop()
    try await model.perform(.present(.sheet, [Screen("compose")]))
    #expect(model.presented.first?.id != sheet.id)  // a new one
  }

  @Test("views observing the model see a quick action's change")
  func observed() async throws {
    let model = NavigationModel(NavigationState(root: .stack([Screen("home")])))
    final class Flag: @unchecked Sendable { var changed = false }
    let flag = Flag()
    withObservationTracking { _ = model.stacks } onChange: { flag.changed = true }
    try await model.perform(.push(Screen("detail"), in: .root))
    #expect(flag.changed)
  }

  @Test("a compact width collapses split views and a regular one separates them again")
  func sizeClass() {
    let state = NavigationState(root: .split(.init(primary: [Screen("inbox")], secondary: [Screen("mail")])))
    let model = NavigationModel(state)
    model.setCompact(true)
    #expect(model.splits[NavigationModel.rootID] == .init(primary: [Screen("inbox"), Screen("mail")], isCollapsed: true))
    model.setCompact(false)
    #expect(model.state == state)
  }

  @Test("a launch delivered through the coordinator to the model, once; a declined discard blocks")
  func throughTheCoordinator() async {
    let model = NavigationModel(NavigationState(root: .tabs([.init("spots", .stack([Screen("spots")])), .init("profile", .stack([Screen("mypage")]))], selected: 0),
                                                presentations: [.init(.sheet, [Screen("draft")], hasUnsavedChanges: true)]))
    let routes = RouteTable {
      Route("mypage", .push([], inTab: "profile"), policy: .confirmDiscard)
    }
    let coordinator = LaunchCoordinator(router: QuickActionRouter(routes: routes, navigator: model))
    #expect(await !coordinator.perform(ShortcutItem(type: "mypage", title: "My Page")))
    #expect(model.presented.count == 1)
    model.confirmDiscard = { _ in true }
    coordinator.willConnect(with: ShortcutItem(type: "mypage", title: "My Page"))
    _ = await coordinator.didBecomeActive()
    _ = await coordinator.didBecomeActive()
    #expect(model.selectedTab == "profile" && model.presented.isEmpty)
  }
}
