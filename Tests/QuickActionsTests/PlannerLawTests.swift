import LaunchSimulator
import Testing

@testable import QuickActions

/// The planner's laws (ARCHITECTURE.md), each checked over thousands of generated states and routes.
/// A failure names the seed and case, which reproduce it.
@Suite struct PlannerLawTests {
  static let seed: UInt64 = 20_261_129
  static let cases = 5_000

  /// Every generated (state, route, plan) that planned, with its case number.
  static func planned(_ body: (Int, NavigationState, Route, NavigationPlan) -> Void) -> Int {
    plannedWithUserInfo { n, state, route, _, plan in body(n, state, route, plan) }
  }

  /// The same, with the userInfo each case was planned with.
  static func plannedWithUserInfo(
    _ body: (Int, NavigationState, Route, [String: String], NavigationPlan) -> Void
  ) -> Int {
    var g = NavigationSampler(seed: seed)
    var count = 0
    for n in 0..<cases {
      let state = g.navigationState()
      // Every case plans a route of one destination and a route of the other shapes (a push on
      // the current stack, a presentation over a navigation, constant, optional and repeated
      // screens, actions after it).
      let routes = [g.route(for: state), g.shapedRoute(for: state)]
      let userInfo = g.userInfo(for: routes[1])
      for route in routes {
        if case .plan(let plan) = Planner.plan(route, userInfo: userInfo, from: state) {
          body(n, state, route, userInfo, plan)
          count += 1
        }
      }
    }
    return count
  }

  @Test("most generated cases plan (the laws are not vacuous)")
  func coverage() {
    #expect(Self.planned { _, _, _, _ in } > Self.cases)
  }

  @Test("applying the plan step by step reaches the destination")
  func reaches() {
    _ = Self.plannedWithUserInfo { n, state, route, userInfo, plan in
      var applied = state
      for step in plan.steps {
        do { try applied.apply(step) } catch {
          Issue.record("seed \(Self.seed) case \(n): \(step) failed: \(error)")
        }
      }
      #expect(applied == plan.resultingState, "seed \(Self.seed) case \(n)")
      #expect(
        Self.isAt(route, applied, userInfo: userInfo),
        "seed \(Self.seed) case \(n): \(route.destination) not reached from \(state)")
    }
  }

  @Test("planning again from where the plan leads gives nothing to do")
  func idempotent() {
    _ = Self.plannedWithUserInfo { n, _, route, userInfo, plan in
      let again = Planner.plan(route, userInfo: userInfo, from: plan.resultingState)
      guard case .plan(let second) = again else {
        Issue.record("seed \(Self.seed) case \(n): replanning gave \(again)")
        return
      }
      // Actions run every time the route is taken; nothing else is planned again.
      #expect(
        second.steps == Self.actions(of: route), "seed \(Self.seed) case \(n): \(second.steps)")
    }
  }

  /// The action steps a route runs each time, in order.
  static func actions(of route: Route) -> [NavigationStep] {
    var out: [NavigationStep] = []
    if case .action(let name) = route.destination { out.append(.performAction(name)) }
    for case .action(let name) in route.followUps { out.append(.performAction(name)) }
    return out
  }

  @Test("actions come last, in the route's order, after every navigation step")
  func actionsLast() {
    var checked = 0
    _ = Self.planned { n, _, route, plan in
      let actions = Self.actions(of: route)
      guard !actions.isEmpty else { return }
      checked += 1
      #expect(
        Array(plan.steps.suffix(actions.count)) == actions,
        "seed \(Self.seed) case \(n): \(plan.steps)")
      #expect(
        plan.steps.dropLast(actions.count).allSatisfy {
          if case .performAction = $0 { return false } else { return true }
        }, "seed \(Self.seed) case \(n)")
    }
    #expect(checked > 500)
  }

  @Test("a push on the current stack pops nothing and keeps what the stack held")
  func onTopPopsNothing() {
    var checked = 0
    _ = Self.planned { n, state, route, plan in
      guard case .onTop = route.destination,
        route.followUps.allSatisfy({
          if case .present = $0 { return false } else { return true }
        })
      else { return }
      checked += 1
      #expect(
        !plan.steps.contains { if case .popToDepth = $0 { return true } else { return false } },
        "seed \(Self.seed) case \(n): \(plan.steps)")
      for case .push(_, let ref) in plan.steps {
        let before = Self.stack(ref, in: state)
        let after = Self.stack(ref, in: plan.resultingState)
        #expect(Array(after.prefix(before.count)) == before, "seed \(Self.seed) case \(n)")
      }
    }
    #expect(checked > 300)
  }

  @Test("a route's presentation already up over its destination is kept, not presented again")
  func keepsItsPresentation() {
    var checked = 0
    _ = Self.planned { n, _, route, plan in
      guard route.followUps.contains(where: { if case .present = $0 { true } else { false } })
      else { return }
      // From where the plan leads, the presentation is the one up; a second plan keeps it.
      guard case .plan(let again) = Planner.plan(route, from: plan.resultingState) else { return }
      checked += 1
      #expect(
        !again.steps.contains {
          switch $0 {
          case .dismiss, .present: return true
          default: return false
          }
        }, "seed \(Self.seed) case \(n): \(again.steps)")
    }
    #expect(checked > 300)
  }

  @Test("no step is undone by a later one")
  func noUndo() {
    _ = Self.planned { n, _, _, plan in
      let steps = plan.steps
      #expect(
        steps.filter { if case .selectTab = $0 { return true } else { return false } }.count <= 1,
        "case \(n)")
      #expect(
        steps.filter { if case .dismiss = $0 { return true } else { return false } }.count <= 1,
        "case \(n)")
      for (i, step) in steps.enumerated() {
        for later in steps[(i + 1)...] {
          switch (step, later) {
          case (.push(_, let a), .popToDepth(_, let b)) where a == b:
            Issue.record("seed \(Self.seed) case \(n): a push on \(a) is popped later")
          case (.present, .dismiss), (.showDetail, .showDetail),
            (.push(_, .secondary), .showDetail):
            Issue.record("seed \(Self.seed) case \(n): \(step) undone by \(later)")
          default: break
          }
        }
      }
    }
  }

  @Test("a stack is popped only to the prefix it shares with the destination")
  func keepsCommonPrefix() {
    _ = Self.planned { n, state, _, plan in
      var before = state
      for step in plan.steps {
        if case .popToDepth(let depth, let ref) = step {
          let original = Self.stack(ref, in: before)
          let final = Self.stack(ref, in: plan.resultingState)
          #expect(Array(original.prefix(depth)) == Array(final.prefix(depth)), "case \(n)")
          // The screen just above the kept prefix is not where the destination goes.
          #expect(
            final.count <= depth || original[depth] != final[depth],
            "seed \(Self.seed) case \(n): popped a screen the destination keeps")
        }
        try? before.apply(step)
      }
    }
  }

  @Test(
    "unsaved work is never discarded against the policy, nor unasked by a route naming none",
    arguments: [false, true])
  func unsavedWork(asksToDiscard: Bool) {
    var g = NavigationSampler(seed: Self.seed)
    var checked = 0
    for n in 0..<Self.cases {
      let state = g.navigationState()
      let routes = [g.route(for: state), g.shapedRoute(for: state)]
      let userInfo = g.userInfo(for: routes[1])
      for route in routes {
        let outcome = Planner.plan(
          route, userInfo: userInfo, from: state, asksToDiscard: asksToDiscard)
        if route.policy == .automatic, state.presentations.contains(where: \.isProtected) {
          checked += 1
        }
        guard case .plan(let plan) = outcome else { continue }
        var current = state
        for step in plan.steps {
          if case .dismiss(let count) = step {
            let dismissed = current.presentations.suffix(count)
            for (offset, p) in dismissed.enumerated() where p.isProtected {
              let index = current.presentations.count - count + offset
              switch route.policy {
              case .automatic where !asksToDiscard:
                Issue.record(
                  "seed \(Self.seed) case \(n): a route naming no policy dismissed unsaved changes unasked"
                )
              case .keepUnsaved, .presentOver:
                Issue.record(
                  "seed \(Self.seed) case \(n): \(route.policy) dismissed a presentation with unsaved changes"
                )
              case .confirmDiscard, .automatic:
                #expect(
                  plan.steps.contains(.confirmDiscard(presentation: index)),
                  "seed \(Self.seed) case \(n)")
              case .dismiss:
                break
              }
            }
          }
          try? current.apply(step)
        }
      }
    }
    // The law is not vacuous: routes naming no policy met unsaved work.
    #expect(checked > Self.cases / 20)
  }

  @Test("a route naming no policy dismisses a clean presentation as dismiss does")
  func automaticDismissesClean() {
    var g = NavigationSampler(seed: Self.seed)
    var compared = 0
    for _ in 0..<Self.cases {
      let state = g.navigationState()
      var route = g.route(for: state)
      let userInfo = g.userInfo()
      guard route.policy == .automatic, !state.presentations.contains(where: \.isProtected)
      else { continue }
      let automatic = Planner.plan(route, userInfo: userInfo, from: state)
      route.policy = .dismiss
      #expect(automatic == Planner.plan(route, userInfo: userInfo, from: state))
      compared += 1
    }
    #expect(compared > Self.cases / 20)
  }

  @Test("a repeated screen is pushed once per segment of the item's path, each with its segment")
  func repeatedScreens() {
    var checked = 0
    _ = Self.plannedWithUserInfo { n, _, route, userInfo, plan in
      guard route.destination.screens.last?.repeats == true, let path = userInfo["path"],
        let ref = plan.steps.reversed().lazy.compactMap({ step -> StackReference? in
          if case .push(_, let ref) = step { return ref } else { return nil }
        }).first
      else { return }
      checked += 1
      let segments = path.split(separator: "/").map(String.init)
      let folders = Self.stack(ref, in: plan.resultingState).suffix(segments.count)
      #expect(
        folders.map(\.id) == Array(repeating: "folder", count: segments.count)
          && folders.map { $0.parameters["name"] } == segments,
        "seed \(Self.seed) case \(n): \(path) gave \(folders)")
    }
    #expect(checked > 200)
  }

  @Test("split views: collapsed ones push the detail, expanded ones replace the secondary column")
  func splitViews() {
    var checked = 0
    _ = Self.planned { n, state, route, plan in
      guard case .detail(let tab, _, let detail) = route.destination,
        let split = Self.split(tab, in: state)
      else { return }
      checked += 1
      let showsDetail = plan.steps.contains {
        if case .showDetail = $0 { return true } else { return false }
      }
      if split.isCollapsed {
        #expect(!showsDetail, "seed \(Self.seed) case \(n)")
        #expect(
          !plan.steps.contains {
            if case .push(_, .secondary) = $0 { return true } else { return false }
          }, "case \(n)")
      } else if split.secondary.first?.id != detail.first?.id {
        #expect(showsDetail, "seed \(Self.seed) case \(n): expanded split view without showDetail")
      }
    }
    #expect(checked > 100)
  }

  // MARK: Independent checks of "being there"

  static func stack(_ ref: StackReference, in state: NavigationState) -> [Screen] {
    var copy = state
    var result: [Screen] = []
    try? copy.modifyStack(ref) { (s) throws(NavigationError) in result = s }
    return result
  }

  static func split(_ tab: String?, in state: NavigationState) -> NavigationState.SplitView? {
    switch state.root {
    case .split(let s) where tab == nil: return s
    case .tabs(let tabs, let selected):
      let t = tab.flatMap { id in tabs.first { $0.id == id } } ?? tabs[selected]
      if case .split(let s) = t.content { return s }
      return nil
    default: return nil
    }
  }

  /// Whether the route's destination, and the presentation that follows it, are on screen.
  static func isAt(_ route: Route, _ state: NavigationState, userInfo: [String: String] = [:])
    -> Bool
  {
    for case .present(let style, let path) in route.followUps {
      guard state.presentations.count == 1, let top = state.presentations.first,
        top.style == style, top.stack.map(\.id) == ids(path, userInfo)
      else { return false }
      var under = state
      under.presentations = []
      return isAt(route.destination, under, policy: route.policy, userInfo: userInfo)
    }
    return isAt(route.destination, state, policy: route.policy, userInfo: userInfo)
  }

  /// The screen identifiers `templates` come to with `userInfo`: a repeated screen once per
  /// segment of its parameter's value (none when the value is absent), any other once.
  static func ids(_ templates: [ScreenTemplate], _ userInfo: [String: String]) -> [String] {
    templates.flatMap { template -> [String] in
      guard template.repeats else { return [template.id] }
      guard case .success(let parameter) = template.repeatedParameter else { return [] }
      let segments = userInfo[parameter.key]?.split(separator: "/").count ?? 0
      return Array(repeating: template.id, count: segments)
    }
  }

  static func isAt(
    _ destination: Destination, _ state: NavigationState, policy: ModalPolicy,
    userInfo: [String: String] = [:]
  ) -> Bool {
    func ids(_ s: [Screen]) -> [String] { s.map(\.id) }
    func ids(_ templates: [ScreenTemplate]) -> [String] { Self.ids(templates, userInfo) }
    switch destination {
    case .action: return true
    case .onTop(let tab, let path):
      // On the top presentation's stack with presentOver, else on the tab's current stack.
      if policy == .presentOver, tab == nil, let top = state.presentations.last {
        return ids(top.stack).suffix(ids(path).count) == ArraySlice(ids(path))
      }
      guard state.presentations.isEmpty else { return false }
      if let tab, state.selectedTab != tab { return false }
      var stack = state.visibleStack
      if let split = split(tab, in: state) {
        stack = !split.isCollapsed && !split.secondary.isEmpty ? split.secondary : split.primary
      }
      return ids(stack).suffix(ids(path).count) == ArraySlice(ids(path))
    case .modal(let style, let path):
      guard let top = state.presentations.last else { return false }
      return top.style == style && ids(top.stack) == ids(path)
    case .stack(let tab, let path), .detail(let tab, let path, []):
      guard state.presentations.isEmpty else { return false }
      if let tab, state.selectedTab != tab { return false }
      // In a split view a stack destination is the primary column's.
      let stack = split(tab, in: state)?.primary ?? state.visibleStack
      return ids(stack).suffix(ids(path).count) == ArraySlice(ids(path))
    case .detail(let tab, let primary, let detail):
      guard state.presentations.isEmpty else { return false }
      if let tab, state.selectedTab != tab { return false }
      if let split = split(tab, in: state) {
        if split.isCollapsed {
          return ids(split.primary).suffix(ids(primary + detail).count)
            == ArraySlice(ids(primary + detail))
        }
        return ids(split.primary).suffix(ids(primary).count) == ArraySlice(ids(primary))
          && ids(split.secondary) == ids(detail)
      }
      return ids(state.visibleStack).suffix(ids(primary + detail).count)
        == ArraySlice(ids(primary + detail))
    }
  }
}
