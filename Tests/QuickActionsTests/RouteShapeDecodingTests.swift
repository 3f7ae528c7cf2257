import PropertyList
import Testing

@testable import QuickActions

/// The route shapes beyond one destination, read from a manifest: a tab with a presentation over
/// it, a navigation followed by actions, a push on the current stack, a check; and their misuse,
/// each an error at its place.
@Suite struct RouteShapeDecodingTests {
  func manifest(_ routes: String) throws -> PlistValue {
    try PropertyList.parse(
      Array(
        "<plist><dict>\n<key>QuickActionRoutes</key><dict>\(routes)</dict>\n</dict></plist>".utf8))
  }

  func table(_ routes: String) throws -> RouteTable? {
    try RouteTable(plist: manifest(routes))
  }

  func route(_ body: String) throws -> Route {
    try #require(try table("<key>t</key><dict>\(body)</dict>")?.routes.first)
  }

  @Test("'tab' with 'present': the tab as the user left it, then the presentation over it")
  func tabThenPresent() throws {
    let route = try route(
      "<key>tab</key><string>tasks</string><key>present</key><string>sheet</string><key>path</key><array><string>newTask</string></array>"
    )
    #expect(route.destination == .onTop(tab: "tasks", path: []))
    #expect(route.followUps == [.present(.sheet, ["newTask"])])
  }

  @Test("a navigation with 'action': the navigation, then the action")
  func navigationThenAction() throws {
    let route = try route(
      "<key>tab</key><string>search</string><key>onTop</key><true/><key>action</key><string>focusSearch</string>"
    )
    #expect(route.destination == .onTop(tab: "search", path: []))
    #expect(route.followUps == [.action("focusSearch")])
    let pushed = try self.route(
      "<key>tab</key><string>accounts</string><key>path</key><array><string>account(id)</string></array><key>action</key><string>showNotifications</string>"
    )
    #expect(pushed.destination == .stack(tab: "accounts", path: ["account(id)"]))
    #expect(pushed.followUps == [.action("showNotifications")])
  }

  @Test("an action's policy is honoured: one that dismisses dismisses before the action")
  func actionPolicy() throws {
    for policy in ["dismiss", "keepUnsaved", "confirmDiscard"] {
      let route = try route(
        "<key>action</key><string>refresh</string><key>policy</key><string>\(policy)</string>")
      #expect(route.destination == .onTop(tab: nil, path: []))
      #expect(route.followUps == [.action("refresh")])
      #expect(route.policy.rawValue == policy)
    }
    // With no policy, or presentOver, the action runs over what is on screen, as before.
    #expect(
      try route("<key>action</key><string>refresh</string>").destination == .action("refresh"))
    let over = try route(
      "<key>action</key><string>refresh</string><key>policy</key><string>presentOver</string>")
    #expect(over.destination == .action("refresh"))
    #expect(over.policy == .presentOver)
  }

  @Test("'then' lists the presentation and the actions; 'onTop' and 'check' read")
  func thenList() throws {
    let route = try route(
      """
      <key>tab</key><string>files</string><key>onTop</key><true/>\
      <key>path</key><array><string>folder(name)</string></array>\
      <key>check</key><string>folderExists</string>\
      <key>then</key><array>\
      <dict><key>present</key><string>sheet</string><key>path</key><array><string>share(name)</string></array></dict>\
      <dict><key>action</key><string>select</string></dict></array>
      """)
    #expect(route.destination == .onTop(tab: "files", path: ["folder(name)"]))
    #expect(route.followUps == [.present(.sheet, ["share(name)"]), .action("select")])
    #expect(route.check == "folderExists")
    #expect(route.screens.map(\.id) == ["folder", "share"])
  }

  @Test("each shape written by the encoder reads back as the same route")
  func roundTrip() throws {
    let table = RouteTable {
      Route("a", .selectTab("tasks")).then(.present(.sheet, ["newTask"]))
      Route("b", .pushOnTop(["profile(id)"]))
      Route("c", .onTop(tab: nil, path: []), policy: .keepUnsaved).then(.action("refresh"))
      Route("d", .push(["folder(name)"], inTab: "files")).checked(by: "folderExists")
        .then(.action("select")).then(.action("focus"))
      Route("e", .pushOnTop(["post(id)"]), policy: .presentOver)
    }
    #expect(try RouteTable(plist: table.plistValue) == table)
  }

  @Test(
    "misuse of a shape is an error at its place",
    arguments: [
      (
        "<key>detail</key><array><string>c</string></array><key>present</key><string>sheet</string>",
        "route 't' has both 'detail' and 'present'; a route goes to one place", "2:103"
      ),
      (
        "<key>onTop</key><true/><key>detail</key><array><string>c</string></array>",
        "route 't' has both 'onTop' and 'detail'; 'onTop' pushes on the current stack, a detail replaces a column",
        "2:76"
      ),
      (
        "<key>action</key><string>a</string><key>then</key><array/>",
        "route 't' has both 'action' and 'then'; write the action in 'then'", "2:88"
      ),
      (
        "<key>then</key><array><dict><key>action</key><string>a</string><key>present</key><string>sheet</string></dict></array>",
        "a step of 'then' of route 't' has both 'action' and 'present'; write two steps", "2:116"
      ),
      (
        "<key>then</key><array><dict><key>path</key><array/></dict></array>",
        "a step of 'then' of route 't' needs 'present' (with 'path') or 'action'", "2:75"
      ),
      (
        "<key>then</key><array><dict><key>presnt</key><string>sheet</string></dict></array>",
        "unknown key 'presnt' in a step of 'then'; did you mean 'present'?", "2:81"
      ),
      (
        "<key>present</key><string>sheet</string><key>path</key><array><string>c</string></array><key>then</key><array><dict><key>present</key><string>sheet</string><key>path</key><array><string>d</string></array></dict></array>",
        "route 't' presents over its own presentation; present one stack", "2:163"
      ),
      (
        "<key>tab</key><string>x</string><key>then</key><array><dict><key>action</key><string>a</string></dict><dict><key>present</key><string>sheet</string><key>path</key><array><string>d</string></array></dict></array>",
        "route 't' presents after an action; actions come last", "2:155"
      ),
      (
        "<key>tab</key><string>x</string><key>then</key><array><dict><key>present</key><string>sheet</string></dict></array>",
        "route 't' presents a sheet with no screen in 'then'", "2:107"
      ),
      (
        "<key>tab</key><string>x</string><key>then</key><array><dict><key>action</key><string> </string></dict></array>",
        "an action name of route 't' is empty", "2:107"
      ),
      (
        "<key>path</key><array/><key>check</key><string></string>",
        "the check name of route 't' is empty", "2:92"
      ),
      (
        "<key>onTop</key><true/><key>tab</key><string>x</string><key>policy</key><string>presentOver</string>",
        "policy 'presentOver' pushes on the top presentation, so route 't' can name no tab and present nothing after",
        "2:125"
      ),
    ])
  func errors(body: String, message: String, location: String) throws {
    let root = try manifest("<key>t</key><dict>\(body)</dict>")
    do {
      _ = try RouteTable(plist: root)
      Issue.record("expected an error")
    } catch {
      #expect(error.message == message)
      #expect(error.location.description == location)
    }
  }

  @Test(
    "a table built in Swift is checked for the same misuse, at the route",
    arguments: [
      (
        Route("t", .action("refresh"), policy: .keepUnsaved),
        "policy 'keepUnsaved' has no meaning for route 't': an action alone dismisses nothing; to dismiss first, go to .onTop(tab: nil, path: []) and follow it with the action"
      ),
      (
        Route("t", .action("a")).then(.present(.sheet, ["c"])),
        "route 't' presents after an action alone; a presentation follows a navigation"
      ),
      (
        Route("t", .selectTab("x")).then(.present(.sheet, ["c"])).then(.present(.sheet, ["d"])),
        "route 't' has two presentations in 'then'; it presents one"
      ),
      (
        Route("t", .push(["a"]), policy: .presentOver),
        "policy 'presentOver' needs a modal destination ('present'); route 't' navigates under the presentations"
      ),
    ])
  func swiftTable(route: Route, message: String) {
    let place = SourceLocation(offset: 0, line: 12, column: 7)
    var placed = route
    placed.location = place
    do {
      try RouteTable([placed]).check()
      Issue.record("expected an error")
    } catch {
      #expect(error.message == message)
      #expect(error.location == place)
    }
  }
}
