import LaunchSimulator
import QuickActions
import QuickActionsUIKit
import Testing

/// Reading a hierarchy, in plain Swift: every shape the navigation model knows, and the ones it
/// refuses, with their messages.
@Suite struct ControllerTreeTests {
  static let q = Screen("questions"), d = Screen("question", parameters: ["questionID": "7"]),
    s = Screen("spots")

  @Test("tabs with stacks, a collapsed and an expanded split view, and a presented chain")
  func tabs() throws {
    let tree = ControllerTree(
      root: .tabs(
        [
          .init(
            "questions",
            .split(primary: [Self.q, Self.d], secondary: [Screen("ignored")], isCollapsed: true)),
          .init("ipad", .split(primary: [Self.q], secondary: [Self.d], isCollapsed: false)),
          .init("spots", .navigation([Self.s, Screen("spot")])),
          .init("profile", .screen(Screen("mypage"))),
        ], selected: 2),
      presented: [
        .init(kind: .formSheet, stack: [Screen("settings")], hasUnsavedChanges: true),
        .init(kind: nil, stack: [Screen("confirm")]),
      ])
    let state = try tree.state(gate: .login)
    #expect(
      state.outline == [
        "gate: login (quick actions wait)",
        "tabs: questions | ipad | [spots] | profile",
        "  questions: split view (collapsed): questions > question(questionID: 7)",
        "  ipad: split view: questions | secondary: question(questionID: 7)",
        "  spots: spots > spot",
        "  profile: mypage",
        "presented 0: sheet settings (unsaved)",
        "presented 1: alert confirm",
      ])
  }

  @Test("a root split view, a root navigation controller, a root content view controller")
  func roots() throws {
    #expect(
      try ControllerTree(root: .split(primary: [Self.q], secondary: [Self.d], isCollapsed: false))
        .state().root
        == .split(.init(primary: [Self.q], secondary: [Self.d], isCollapsed: false)))
    #expect(
      try ControllerTree(root: .navigation([Self.q, Self.d])).state().root
        == .stack([Self.q, Self.d]))
    #expect(try ControllerTree(root: .screen(Self.q)).state().root == .stack([Self.q]))
  }

  @Test("presentation styles, one to three deep", arguments: ModalKind.allCases)
  func chains(_ kind: ModalKind) throws {
    for depth in 1...3 {
      let presented = (0..<depth).map {
        ControllerTree.Presented(
          kind: kind, stack: [Screen("p\($0)")], isModalInPresentation: $0 == 0)
      }
      let state = try ControllerTree(root: .navigation([Self.q]), presented: presented).state()
      #expect(state.presentations.map(\.style) == Array(repeating: kind.style, count: depth))
      #expect(state.presentations.map(\.isModalInPresentation) == (0..<depth).map { $0 == 0 })
    }
  }

  @Test(
    "hierarchies the model cannot describe are refused with a reason",
    arguments: [
      (
        ControllerTree.Node.tabs([.init("a", .tabs([], selected: 0))], selected: 0),
        "tab 'a' holds another tab bar controller"
      ),
      (
        .tabs([.init("a", .screen(Screen("x"))), .init("a", .screen(Screen("y")))], selected: 0),
        "two tabs have the identifier 'a'"
      ),
      (.tabs([.init("a", .screen(Screen("x")))], selected: 3), "the tab bar selects tab 3 of 1"),
    ])
  func unsupported(_ root: ControllerTree.Node, _ message: String) {
    #expect(throws: ControllerTree.Unsupported(message)) { try ControllerTree(root: root).state() }
  }
}
