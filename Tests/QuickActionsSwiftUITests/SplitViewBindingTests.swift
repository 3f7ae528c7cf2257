import QuickActions
import QuickActionsSwiftUI
import Testing

/// A `NavigationSplitView` bound to the model: the sidebar's selection and the detail path, in
/// `Screen`s and in the app's own values, expanded and collapsed.
@MainActor
@Suite struct SplitViewBindingTests {
  enum Box: String, ScreenValue {
    case inbox, flagged
    var screen: Screen { Screen(rawValue) }
    init?(screen: Screen) { self.init(rawValue: screen.id) }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  static var root: String { NavigationModel.rootID }
  static let message = Screen("message", parameters: ["messageID": "7"])

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  static func model(secondary: [Screen] = []) -> NavigationModel {
    NavigationModel(
      NavigationState(root: .split(.init(primary: [Screen("mailboxes")], secondary: secondary))))
  }

  @Test("the selection is the secondary column's first screen; the path is what is over it")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func reads() {
    let model = Self.model(secondary: [Screen("inbox"), Self.message])
    #expect(model[sidebar: Self.root] == Screen("inbox"))
    #expect(model[detailPath: Self.root] == [Self.message])
    #expect(model[sidebar: Self.root, as: ScreenValues(Box.self)] == .inbox)
    #expect(Self.model()[sidebar: Self.root] == nil)
    #expect(Self.model()[detailPath: Self.root] == [])
  }

  @Test("selecting another row drops the path; the same row keeps it; the path keeps the selection")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func writes() {
    let model = Self.model(secondary: [Screen("inbox"), Self.message])
    model[sidebar: Self.root, as: ScreenValues(Box.self)] = .inbox
    #expect(model.splits[Self.root]?.secondary == [Screen("inbox"), Self.message])
    model[sidebar: Self.root] = Screen("flagged")
    #expect(model.splits[Self.root]?.secondary == [Screen("flagged")])
    model[detailPath: Self.root] = [Self.message]
    #expect(model.splits[Self.root]?.secondary == [Screen("flagged"), Self.message])
    model[detailPath: Self.root] = []  // the user went back
    #expect(model.splits[Self.root]?.secondary == [Screen("flagged")])
    model[sidebar: Self.root] = nil
    #expect(model.splits[Self.root]?.secondary == [])
    #expect(model.splits[Self.root]?.primary == [Screen("mailboxes")])
  }

  @Test("without a selection, a path set is ignored; a tab without a split view ignores both")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func nothingToPushOn() {
    let model = Self.model()
    model[detailPath: Self.root] = [Self.message]
    #expect(model.splits[Self.root]?.secondary == [])
    let tabs = NavigationModel(tabs: ["inbox"])
    tabs[sidebar: "inbox"] = Screen("flagged")
    tabs[detailPath: "inbox"] = [Self.message]
    #expect(tabs[sidebar: "inbox"] == nil)
    #expect(tabs.stacks["inbox"] == [Screen("inbox")])
  }

  @Test("collapsed, the bindings read and write the detail folded onto the primary stack")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func collapsed() {
    let model = Self.model(secondary: [Screen("inbox"), Self.message])
    model.setCompact(true)
    #expect(
      model.splits[Self.root]?.primary == [Screen("mailboxes"), Screen("inbox"), Self.message])
    #expect(model[sidebar: Self.root] == Screen("inbox"))
    #expect(model[detailPath: Self.root] == [Self.message])
    model[sidebar: Self.root] = Screen("flagged")
    #expect(model.splits[Self.root]?.primary == [Screen("mailboxes"), Screen("flagged")])
    model[detailPath: Self.root] = [Self.message]
    model.setCompact(false)
    #expect(model.splits[Self.root]?.primary == [Screen("mailboxes")])
    #expect(model.splits[Self.root]?.secondary == [Screen("flagged"), Self.message])
  }

  @Test("a route's detail sets the selection and the path over it, in either width")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func routed() async {
    let routes = RouteTable {
      Route(
        "com.example.letters.message",
        .detail(tab: nil, primary: [], detail: ["flagged", "message(messageID)"]))
    }
    let item = ShortcutItem(
      type: "com.example.letters.message", title: "Message",
      userInfo: ["messageID": .init(.string("7"))])
    for compact in [false, true] {
      let model = Self.model(secondary: [Screen("inbox")])
      model.setCompact(compact)
      let outcome = await QuickActionRouter(routes: routes, navigator: model)
        .route(.shortcut(item))
      #expect(outcome.succeeded, "\(outcome)")
      #expect(model[sidebar: Self.root, as: ScreenValues(Box.self)] == .flagged)
      #expect(model[detailPath: Self.root] == [Self.message])
    }
  }
}
