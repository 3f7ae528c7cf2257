import Foundation
import PropertyList
import Testing

@testable import QuickActions

/// Route tables, navigation maps and states read from plists: values and positioned errors.
@Suite struct DecodingTests {
  func plist(_ body: String) throws -> PlistValue {
    try PropertyList.parse(Array("<plist><dict>\n\(body)\n</dict></plist>".utf8))
  }

  @Test("the demo manifest's routes and navigation map")
  func demo() throws {
    let bytes = try #require(
      FileManager.default.contents(atPath: "Shortcuts.plist").map { [UInt8]($0) })
    let table = try #require(try RouteTable(plist: PropertyList.parse(bytes)))
    #expect(
      table.routes.map(\.type) == [
        "com.example.qa.post", "com.example.qa.participated", "com.example.qa.mypage",
        "com.example.qa.question",
        "spot", "settings",
      ])
    #expect(
      table.routes.map(\.shortcutType) == [
        "com.example.qa.post", "com.example.qa.participated", "com.example.qa.mypage",
        "com.example.qa.question",
        nil, nil,
      ])
    #expect(table.routes.map(\.triggers.count) == [1, 0, 0, 5, 2, 1])
    #expect(table.route(for: "com.example.qa.post")?.destination == .present(.sheet, ["compose"]))
    #expect(table.route(for: "com.example.qa.post")?.policy == .keepUnsaved)
    #expect(
      table.route(for: "com.example.qa.question")?.destination
        == .detail(
          tab: "questions", primary: [],
          detail: [ScreenTemplate("question", parameters: ["questionID"])]))
    #expect(table.map?.tabs.map(\.id) == ["questions", "spots", "profile"])
    #expect(table.map?.launchState.selectedTab == "questions")
  }

  @Test("a state round-trips through its plist encoding")
  func stateRoundTrip() throws {
    let state = NavigationState(
      root: .tabs(
        [
          .init("a", .stack([Screen("a"), Screen("b", parameters: ["id": "1"])])),
          .init("s", .split(.init(primary: [Screen("s"), Screen("d")], isCollapsed: true))),
          .init("x", .split(.init(primary: [Screen("x")], secondary: [Screen("d")]))),
        ], selected: 1),
      presentations: [
        .init(.popover, [Screen("p")], hasUnsavedChanges: true, isModalInPresentation: true)
      ], gate: .terms)
    #expect(try NavigationState(plist: state.plistValue) == state)
  }

  @Test(
    "route errors name the value and suggest",
    arguments: [
      (
        "<key>QuickActionRoutes</key><dict><key>t</key><dict><key>tabb</key><string>x</string></dict></dict>",
        "unknown key 'tabb' in route 't'; did you mean 'tab'?", "2:53"
      ),
      (
        "<key>QuickActionRoutes</key><dict><key>t</key><dict><key>present</key><string>sheat</string></dict></dict>",
        "unknown presentation style 'sheat'; did you mean 'sheet'?", "2:71"
      ),
      (
        "<key>QuickActionRoutes</key><dict><key>t</key><dict><key>tab</key><string>x</string><key>policy</key><string>presentOver</string></dict></dict>",
        "policy 'presentOver' needs a modal destination ('present'); route 't' navigates under the presentations",
        "2:102"
      ),
      (
        "<key>QuickActionRoutes</key><dict><key>t</key><dict><key>action</key><string>a</string><key>present</key><string>sheet</string></dict></dict>",
        "route 't' presents a sheet with no screen; 'path' needs at least one", "2:106"
      ),
      (
        "<key>QuickActionRoutes</key><dict><key>t</key><dict><key>path</key><array><string>q(</string></array></dict></dict>",
        "screen 'q(' has '(' without a closing ')'", "2:75"
      ),
      (
        "<key>QuickActionRoutes</key><array/>",
        "'QuickActionRoutes' must be a dictionary, not an array", "2:29"
      ),
      (
        "<key>QuickActionRoutes</key><dict><key>t</key><dict><key>present</key><string>sheet</string></dict></dict>",
        "route 't' presents a sheet with no screen; 'path' needs at least one", "2:71"
      ),
      (
        "<key>QuickActionRoutes</key><dict><key>t</key><dict><key>present</key><string>sheet</string><key>path</key><array/></dict></dict>",
        "route 't' presents a sheet with no screen; 'path' needs at least one", "2:108"
      ),
      (
        "<key>QuickActionRoutes</key><dict><key>t</key><dict><key>action</key><string> </string></dict></dict>",
        "the action name of route 't' is empty", "2:70"
      ),
      (
        "<key>QuickActionRoutes</key><dict><key>t</key><dict><key>tab</key><string>q</string><key>detail</key><array/></dict></dict>",
        "'detail' of route 't' is empty; it needs at least one screen", "2:102"
      ),
    ])
  func routeErrors(body: String, message: String, location: String) throws {
    let root = try plist(body)
    do {
      _ = try RouteTable(plist: root)
      Issue.record("expected an error")
    } catch {
      #expect(error.message == message)
      #expect(error.location.description == location)
    }
  }

  @Test(
    "state errors",
    arguments: [
      ("{\"root\": {\"tabs\": []}}", "'tabs' is empty", "1:19"),
      (
        "{\"root\": {\"stack\": [\"a\"]}, \"gate\": \"logn\"}",
        "unknown gate 'logn'; did you mean 'login'?", "1:36"
      ),
      ("{\"root\": {}}", "'root' needs 'stack', 'tabs' or 'split'", "1:10"),
      ("{\"presentations\": []}", "a navigation state needs a 'root'", "1:1"),
      (
        "{\"root\": {\"stack\": [\"a(id)\"]}}", "screen parameter 'id' must be written key=value",
        "1:21"
      ),
      ("{\"root\": {\"stack\": [1]}}", "a screen must be a string, not an integer", "1:21"),
      (
        "{\"root\": {\"split\": {\"primary\": [\"q\"], \"secondary\": [\"d\"], \"collapsed\": true}}}",
        "a collapsed split view shows no secondary column: UIKit folds it onto the primary stack, so list those screens at the end of 'primary'",
        "1:52"
      ),
    ])
  func stateErrors(text: String, message: String, location: String) throws {
    try Self.expectStateError(text, message: message, location: location)
  }

  @Test("a state naming a screen the navigation map lacks")
  func unknownScreen() throws {
    let value = try PropertyList.read(
      Array("{\"root\": {\"stack\": [\"home\", \"questoin\"]}}".utf8), format: .json
    ).root
    #expect(
      throws: ManifestError(
        "screen 'questoin' is not among the navigation map's screens; did you mean 'question'?",
        at: SourceLocation(offset: 28, line: 1, column: 29))
    ) {
      try NavigationState(plist: value, knownScreens: ["home", "question"])
    }
  }

  @Test(
    "routes checked against the navigation map: unknown tab, unknown screen, a detail in a tab without a split view",
    arguments: [
      (
        Route("a", .push(["list"], inTab: "feed")),
        "route 'a' names tab 'feed', which the navigation map lacks; did you mean 'feeds'?"
      ),
      (
        Route("b", .push(["lsit"], inTab: "feeds")),
        "route 'b' names screen 'lsit', which the navigation map lacks; did you mean 'list'?"
      ),
      (
        Route("c", .detail(tab: "feeds", primary: [], detail: ["list"])),
        "route 'c' shows a detail in tab 'feeds', which holds no split view"
      ),
    ])
  func mapChecks(_ route: Route, _ message: String) {
    let map = NavigationMap(
      tabs: [.init("feeds", root: "list"), .init("inbox", isSplit: true, root: "list")],
      screens: ["list"],
      launchState: NavigationState(root: .stack([])))
    #expect(throws: ManifestError(message, at: .unknown)) {
      try RouteTable([route], map: map).checkAgainstMap()
    }
    #expect(
      RouteTable([Route("ok", .detail(tab: "inbox", primary: [], detail: ["list"]))], map: map).map?
        .problem(
          with:
            Route("ok", .detail(tab: "inbox", primary: [], detail: ["list"]))) == nil)
  }

  static func expectStateError(_ text: String, message: String, location: String) throws {
    let value = try PropertyList.read(Array(text.utf8), format: .json).root
    do {
      _ = try NavigationState(plist: value)
      Issue.record("expected an error")
    } catch {
      #expect(error.message == message)
      #expect(error.location.description == location)
    }
  }
}

@Suite struct SuggestionTests {
  @Test("near misses get a suggestion; names out of reach by length alone do not")
  func nearMisses() {
    #expect(
      Suggestion.nearest(
        to: "UIApplicationShortcutItemSubTitle", in: ShortcutItemKey.allCases.map(\.rawValue))
        == "UIApplicationShortcutItemSubtitle")
    #expect(Suggestion.nearest(to: "sheet", in: ["sheet", "fullScreen"]) == "sheet")
    #expect(Suggestion.nearest(to: "ab", in: ["abcdefgh"]) == nil)
  }

  @Test("very long names get no suggestion (the distance would cost the product of the lengths)")
  func longNames() {
    let long = String(repeating: "x", count: 8_192)
    #expect(Suggestion.nearest(to: long, in: [long + "y"]) == nil)
    #expect(
      Suggestion.nearest(to: "tabs", in: [String(repeating: "t", count: 8_192), "tab"]) == "tab")
    #expect(
      Suggestion.nearest(
        to: String(repeating: "a", count: 128), in: [String(repeating: "a", count: 127) + "b"])
        == String(repeating: "a", count: 127) + "b")
  }
}

@Suite struct SuggestionPrefixTests {
  @Test(
    "names that share a prefix are compared by what follows it",
    arguments: [
      ("com.x.deals", ["com.x.search"], nil),
      ("com.x.serch", ["com.x.search", "com.x.deals"], "com.x.search"),
      ("com.y.search", ["com.x.search"], "com.x.search"),
      ("shortcut-too-mny", ["shortcut-too-many", "shortcut-title-length"], "shortcut-too-many"),
      ("shortcut-title-lenght", ["shortcut-title-length"], "shortcut-title-length"),
      ("com.x.ab", ["com.x.cd"], nil),
    ] as [(String, [String], String?)])
  func sharedPrefix(_ name: String, _ candidates: [String], _ expected: String?) {
    #expect(Suggestion.nearest(to: name, in: candidates) == expected)
  }
}

@Suite struct MessageTextTests {
  @Test("a long value is clipped with an ellipsis and its full length; a short one is kept whole")
  func clip() {
    #expect(MessageText.clip("Post a Spot") == "Post a Spot")
    #expect(
      MessageText.clip(String(repeating: "a", count: 80)) == String(repeating: "a", count: 80))
    #expect(
      MessageText.clip(String(repeating: "a", count: 200_000)) == String(repeating: "a", count: 80)
        + "… (200000 characters)")
    #expect(
      MessageText.clip(String(repeating: "é", count: 81)) == String(repeating: "é", count: 80)
        + "… (81 characters)")
  }
}
