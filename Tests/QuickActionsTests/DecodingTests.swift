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
    let bytes = try #require(FileManager.default.contents(atPath: "Shortcuts.plist").map { [UInt8]($0) })
    let table = try #require(try RouteTable(plist: PropertyList.parse(bytes)))
    #expect(table.routes.map(\.type) == ["com.example.qa.post", "com.example.qa.participated", "com.example.qa.mypage", "com.example.qa.question"])
    #expect(table.route(for: "com.example.qa.post")?.destination == .present(.sheet, ["compose"]))
    #expect(table.route(for: "com.example.qa.post")?.policy == .keepUnsaved)
    #expect(table.route(for: "com.example.qa.question")?.destination ==
            .detail(tab: "questions", primary: [], detail: [ScreenTemplate("question", parameters: ["questionID"])]))
    #expect(table.map?.tabs.map(\.id) == ["questions", "spots", "profile"])
    #expect(table.map?.launchState.selectedTab == "questions")
  }

  @Test("a state round-trips through its plist encoding")
  func stateRoundTrip() throws {
    let state = NavigationState(
      root: .tabs([.init("a", .stack([Screen("a"), Screen("b", parameters: ["id": "1"])])),
                   .init("s", .split(.init(primary: [Screen("s")], secondary: [Screen("d")], isCollapsed: true)))], selected: 1),
      presentations: [.init(.popover, [Screen("p")], hasUnsavedChanges: true, isModalInPresentation: true)], gate: .terms)
    #expect(try NavigationState(plist: state.plistValue) == state)
  }

  @Test("route errors name the value and suggest", arguments: [
    ("<key>QuickActionRoutes</key><dict><key>t</key><dict><key>tabb</key><string>x</string></dict></dict>",
     "unknown key 'tabb' in route 't'; did you mean 'tab'?", "2:53"),
    ("<key>QuickActionRoutes</key><dict><key>t</key><dict><key>present</key><string>sheat</string></dict></dict>",
     "unknown presentation style 'sheat'; did you mean 'sheet'?", "2:71"),
    ("<key>QuickActionRoutes</key><dict><key>t</key><dict><key>tab</key><string>x</string><key>policy</key><string>presentOver</string></dict></dict>",
     "policy 'presentOver' needs a modal destination ('present'); route 't' navigates under the presentations", "2:102"),
    ("<key>QuickActionRoutes</key><dict><key>t</key><dict><key>action</key><string>a</string><key>present</key><string>sheet</string></dict></dict>",
     "route 't' has both 'present' and 'action'; a route goes to one place", "2:47"),
    ("<key>QuickActionRoutes</key><dict><key>t</key><dict><key>path</key><array><string>q(</string></array></dict></dict>",
     "screen 'q(' has '(' without a closing ')'", "2:75"),
    ("<key>QuickActionRoutes</key><array/>", "'QuickActionRoutes' must be a dictionary, not an array", "2:29"),
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

  @Test("state errors", arguments: [
    ("{\"root\": {\"tabs\": []}}", "'tabs' is empty", "1:19"),
    ("{\"root\": {\"stack\": [\"a\"]}, \"gate\": \"logn\"}", "unknown gate 'logn'; did you mean 'login'?", "1:36"),
    ("{\"root\": {}}", "'root' needs 'stack', 'tabs' or 'split'", "1:10"),
    ("{\"presentations\": []}", "a navigation state needs a 'root'", "1:1"),
    ("{\"root\": {\"stack\": [\"a(id)\"]}}", "screen parameter 'id' must be written key=value", "1:21"),
    ("{\"root\": {\"stack\": [1]}}", "a screen must be a string, not an integer", "1:21"),
  ])
  func stateErrors(text: String, message: String, location: String) throws {
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
    #expect(Suggestion.nearest(to: "UIApplicationShortcutItemSubTitle", in: ShortcutItemKey.allCases.map(\.rawValue))
      == "UIApplicationShortcutItemSubtitle")
    #expect(Suggestion.nearest(to: "sheet", in: ["sheet", "fullScreen"]) == "sheet")
    #expect(Suggestion.nearest(to: "ab", in: ["abcdefgh"]) == nil)
  }

  @Test("very long names get no suggestion (the distance would cost the product of the lengths)")
  func longNames() {
    let long = String(repeating: "x", count: 8_192)
    #expect(Suggestion.nearest(to: long, in: [long + "y"]) == nil)
    #expect(Suggestion.nearest(to: "tabs", in: [String(repeating: "t", count: 8_192), "tab"]) == "tab")
    #expect(Suggestion.nearest(to: String(repeating: "a", count: 128), in: [String(repeating: "a", count: 127) + "b"])
      == String(repeating: "a", count: 127) + "b")
  }
}
