import LaunchSimulator
import Testing

@testable import QuickActions

/// Split views collapsing and expanding with the size class, and the planner's laws across it.
@Suite struct SizeClassTests {
  static let q = Screen("questions"), d = Screen("question", parameters: ["questionID": "7"]),
    c = Screen("comments")

  @Test("collapsing folds the secondary stack onto the primary; expanding separates it again")
  func foldAndSeparate() {
    let state = NavigationState(
      root: .tabs(
        [
          .init("questions", .split(.init(primary: [Self.q], secondary: [Self.d, Self.c]))),
          .init("spots", .stack([Screen("spots")])),
        ], selected: 0))
    var folds = NavigationState.SplitFolds()
    let compact = state.collapsingSplitViews(&folds)
    #expect(
      compact.root
        == .tabs(
          [
            .init(
              "questions", .split(.init(primary: [Self.q, Self.d, Self.c], isCollapsed: true))),
            .init("spots", .stack([Screen("spots")])),
          ], selected: 0))
    #expect(compact.expandingSplitViews(&folds) == state)
  }

  @Test("a detail pushed while collapsed goes to the secondary column when the split view expands")
  func pushedWhileCollapsed() throws {
    var folds = NavigationState.SplitFolds()
    let start = NavigationState(root: .split(.init(primary: [Self.q], secondary: [Self.d])))
    var compact = start.collapsingSplitViews(&folds)
    try compact.apply(.showDetail(Self.c, tab: nil))
    #expect(compact.root == .split(.init(primary: [Self.q, Self.d, Self.c], isCollapsed: true)))
    #expect(
      compact.expandingSplitViews(&folds).root
        == .split(.init(primary: [Self.q], secondary: [Self.d, Self.c])))
  }

  @Test(
    "a split view collapsed from the start keeps its root screen in the primary column when it expands"
  )
  func unknownDepth() {
    var folds = NavigationState.SplitFolds()
    let state = NavigationState(root: .split(.init(primary: [Self.q, Self.d], isCollapsed: true)))
    #expect(
      state.expandingSplitViews(&folds).root
        == .split(.init(primary: [Self.q], secondary: [Self.d])))
  }

  @Test(
    "the planner's laws hold on the states a size-class change leads to: the plan reaches its destination, planning again gives nothing, details are pushed when collapsed"
  )
  func lawsAcrossChange() {
    var g = NavigationSampler(seed: PlannerLawTests.seed ^ 0x51CE)
    var checked = 0
    for n in 0..<3_000 {
      let original = g.navigationState()
      let route = g.route(for: original)
      let userInfo = g.userInfo()
      if case .action = route.destination { continue }
      var folds = NavigationState.SplitFolds()
      // Rotate to compact and, every other case, back to regular.
      var state = original.collapsingSplitViews(&folds)
      if n % 2 == 1 { state = state.expandingSplitViews(&folds) }
      guard case .plan(let plan) = Planner.plan(route, userInfo: userInfo, from: state) else {
        continue
      }
      var applied = state
      for step in plan.steps {
        do { try applied.apply(step) } catch { Issue.record("case \(n): \(step) failed: \(error)") }
      }
      #expect(applied == plan.resultingState, "case \(n)")
      #expect(
        PlannerLawTests.isAt(route, applied),
        "case \(n): \(route.destination) not reached")
      if case .plan(let again) = Planner.plan(route, userInfo: userInfo, from: applied) {
        #expect(again.steps.isEmpty, "case \(n): \(again.steps)")
      } else {
        Issue.record("case \(n): replanning failed")
      }
      if n % 2 == 0 {
        #expect(
          !plan.steps.contains { if case .showDetail = $0 { return true } else { return false } },
          "case \(n): a collapsed split view shows details by pushing")
      }
      checked += 1
    }
    #expect(checked > 1_500)
  }
}
