import Testing

@testable import QuickActions

/// `onTop` with `presentOver`: screens pushed on the top presentation's own stack, dismissing
/// nothing; an alert, which has no stack, is named rather than pushed on (the UIKit adapter's
/// law test found the planner pushing on one).
@Suite struct OnTopPresentOverTests {
  static let root = NavigationState.Root.tabs(
    [.init("tasks", .stack([Screen("tasks")])), .init("search", .stack([Screen("search")]))],
    selected: 0)
  static let route = Route("comment", .pushOnTop(["comment(id)"]), policy: .presentOver)

  @Test("the screens go on the top presentation's stack; nothing is dismissed; twice pushes once")
  func onTheTopPresentation() throws {
    let state = NavigationState(
      root: Self.root,
      presentations: [
        .init(.fullScreen, [Screen("reader")]),
        .init(.sheet, [Screen("thread")], hasUnsavedChanges: true),
      ])
    guard case .plan(let plan) = Planner.plan(Self.route, userInfo: ["id": "7"], from: state)
    else {
      Issue.record("not planned")
      return
    }
    #expect(plan.steps == [.push(Screen("comment", parameters: ["id": "7"]), in: .presentation(1))])
    #expect(
      plan.resultingState.presentations[1].stack == [
        Screen("thread"), Screen("comment", parameters: ["id": "7"]),
      ])
    #expect(plan.resultingState.presentations[1].hasUnsavedChanges)
    guard
      case .plan(let again) = Planner.plan(
        Self.route, userInfo: ["id": "7"], from: plan.resultingState)
    else {
      Issue.record("not planned again")
      return
    }
    #expect(again.steps == [])
  }

  @Test("over an alert: unreachable, naming the alert and the screens, and nothing moves")
  func overAnAlert() {
    let state = NavigationState(
      root: Self.root, presentations: [.init(.alert, [Screen("confirmDelete")])])
    #expect(
      Planner.plan(Self.route, userInfo: ["id": "7"], from: state)
        == .unreachable(
          "the top presentation is an alert, which has no stack to push comment(id: 7) on"))
    // With no presentation up, the screens go on the selected tab's stack as it is.
    guard
      case .plan(let plan) = Planner.plan(
        Self.route, userInfo: ["id": "7"], from: NavigationState(root: Self.root))
    else {
      Issue.record("not planned")
      return
    }
    #expect(plan.steps == [.push(Screen("comment", parameters: ["id": "7"]), in: .tab("tasks"))])
  }
}
