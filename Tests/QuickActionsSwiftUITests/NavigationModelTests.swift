import LaunchSimulator
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
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
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
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func performedPlans() async throws {
    var sampler = NavigationSampler(seed: Self.seed)
    var planned = 0
    for n in 0..<5_000 {
      let state = sampler.navigationState()
      let route = sampler.route(for: state)
      let userInfo = sampler.userInfo()
      guard case .plan(let plan) = Planner.plan(route, userInfo: userInfo, from: state) else {
        continue
      }
      let model = NavigationModel(state)
      model.confirmDiscard = { _ in true }
      for step in plan.steps { try await model.perform(step) }
      #expect(model.state == plan.resultingState, "case \(n)")
      planned += 1
    }
    #expect(planned > 2_500)
  }

  @Test("what SwiftUI binds to: the tab selection, a path per tab, split columns, presented sheets")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func bindings() async throws {
    let model = NavigationModel(
      NavigationState(
        root: .tabs(
          [
            .init("questions", .split(.init(primary: [Screen("questions")]))),
            .init("spots", .stack([Screen("spots")])),
          ], selected: 0)))
    #expect(model.tabs == ["questions", "spots"] && model.selectedTab == "questions")
    model.selectedTab = "spots"
    model.stacks["spots", default: []].append(Screen("spot", parameters: ["id": "3"]))
    #expect(
      model.state.selectedTab == "spots"
        && model.state.visibleStack.last == Screen("spot", parameters: ["id": "3"]))
    try await model.perform(.present(.sheet, [Screen("compose")]))
    let sheet = try #require(model.presented.first)
    try await model.perform(.push(Screen("tags"), in: .presentation(0)))
    #expect(model.presented.first?.id == sheet.id)  // the same sheet: SwiftUI keeps it up
    model.dismissTop()
    try await model.perform(.present(.sheet, [Screen("compose")]))
    #expect(model.presented.first?.id != sheet.id)  // a new one
  }

  @Test("views observing the model see a quick action's change")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func observed() async throws {
    let model = NavigationModel(NavigationState(root: .stack([Screen("home")])))
    final class Flag: @unchecked Sendable { var changed = false }
    let flag = Flag()
    withObservationTracking {
      _ = model.stacks
    } onChange: {
      flag.changed = true
    }
    try await model.perform(.push(Screen("detail"), in: .root))
    #expect(flag.changed)
  }

  @Test("a compact width collapses split views and a regular one separates them again")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func sizeClass() {
    let state = NavigationState(
      root: .split(.init(primary: [Screen("inbox")], secondary: [Screen("mail")])))
    let model = NavigationModel(state)
    model.setCompact(true)
    #expect(
      model.splits[NavigationModel.rootID]
        == .init(primary: [Screen("inbox"), Screen("mail")], isCollapsed: true))
    model.setCompact(false)
    #expect(model.state == state)
  }

  @Test("a launch delivered through the coordinator to the model, once; a declined discard blocks")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func throughTheCoordinator() async {
    let model = NavigationModel(
      NavigationState(
        root: .tabs(
          [
            .init("spots", .stack([Screen("spots")])), .init("profile", .stack([Screen("mypage")])),
          ], selected: 0),
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

/// The bindings the views use: a stack's path without its root, and presentations by level
/// and style, whose dismissal drops everything above them.
@MainActor
@Suite struct NavigationModelBindingTests {
  static let presented = NavigationState(
    root: .stack([Screen("home"), Screen("list")]),
    presentations: [
      .init(.sheet, [Screen("compose")]), .init(.fullScreen, [Screen("camera")]),
      .init(.popover, [Screen("tip")]),
    ])

  @Test("a path is the stack above its root; writing a shorter one (Back) keeps the root")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func paths() {
    let model = NavigationModel(Self.presented)
    #expect(model[path: NavigationModel.rootID] == [Screen("list")])
    model[path: NavigationModel.rootID] = []
    #expect(model.state.root == .stack([Screen("home")]))
    model[path: NavigationModel.rootID] = [Screen("a"), Screen("b")]
    #expect(model.state.root == .stack([Screen("home"), Screen("a"), Screen("b")]))
    #expect(model[path: "no such tab"] == [])
  }

  @Test("each level is read by the binding of its own style only")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func levels() {
    let model = NavigationModel(Self.presented)
    #expect(model[sheet: 0]?.presentation.stack == [Screen("compose")])
    #expect(model[fullScreenCover: 0] == nil)
    #expect(model[fullScreenCover: 1]?.presentation.stack == [Screen("camera")])
    #expect(model[popover: 2]?.presentation.stack == [Screen("tip")])
    #expect(model[sheet: 3] == nil)
  }

  @Test(
    "dismissing a level drops it and everything above it; a binding of another style changes nothing"
  )
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func dismissals() {
    let model = NavigationModel(Self.presented)
    model[sheet: 1] = nil  // level 1 is a full-screen cover: not the sheet binding's to dismiss
    #expect(model.presented.count == 3)
    model[fullScreenCover: 1] = nil
    #expect(model.state.presentations == [.init(.sheet, [Screen("compose")])])
    model[sheet: 0] = nil
    #expect(model.state.presentations.isEmpty)
  }

  @Test("a tabbed model starts on its first tab, each tab a stack of its own root")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func tabs() {
    let model = NavigationModel(tabs: ["spots", "mypage"])
    #expect(
      model.state
        == NavigationState(
          root: .tabs(
            [
              .init("spots", .stack([Screen("spots")])),
              .init("mypage", .stack([Screen("mypage")])),
            ], selected: 0)))
  }
}
