import Foundation
import QuickActions
import Testing

// The app's own navigation types, named as two of the ported apps name theirs. Inside this
// module they hide the package's `Route`, `Screen` and gate under the same names.

/// Where the app's own router goes.
enum Route: Equatable {
  case inbox
  case folder([String])
}

/// The app's own screens.
enum Screen: Equatable {
  case inbox
  case compose
}

/// The app's own gates.
enum Gate: Equatable {
  case loading
}

/// A module that declares its own `Route`, `Screen` and `Gate` still builds a route table: the
/// package's types are spelled with the module's name (`QuickActions.Route`), as the article
/// "Routing with modals and gates" shows, and nothing else in a table needs the short names.
@Suite struct NameClashTests {
  // DocC: begin
  let routes = RouteTable {
    QuickActions.Route("com.example.mail.compose", .present(.sheet, ["compose"]))
    QuickActions.Route("com.example.mail.inbox", .push([], inTab: "inbox"))
      .aliased("com.example.mail.mailbox")
  }
  // DocC: end

  @Test("the qualified spelling builds the table, beside the app's own Route, Screen and Gate")
  func qualified() async {
    #expect(routes.routes.map(\.type) == ["com.example.mail.compose", "com.example.mail.inbox"])
    #expect(routes.route(for: "com.example.mail.mailbox")?.type == "com.example.mail.inbox")
    // The app's own types are untouched, and the package's stand beside them.
    let own: [Route] = [.inbox, .folder(["a", "b"])]
    #expect(own.count == 2 && Screen.compose != .inbox && Gate.loading == .loading)
    let state = NavigationState(
      root: .tabs(
        [
          .init("home", .stack([QuickActions.Screen("home")])),
          .init("inbox", .stack([QuickActions.Screen("inbox")])),
        ], selected: 0),
      gate: NavigationState.Gate("loading"))
    let router = QuickActionRouter(routes: routes, navigator: InMemoryNavigator(state))
    let outcome = await router.route(ShortcutItem(type: "com.example.mail.inbox", title: "Inbox"))
    #expect(outcome == .deferred("loading"))
  }

  @Test("the article shows the spelling this file compiles, word for word")
  func articleBlock() throws {
    let file = try String(contentsOfFile: #filePath, encoding: .utf8)
    let begin = try #require(file.range(of: "  // DocC: begin\n"))
    let end = try #require(file.range(of: "  // DocC: end"))
    let block = file[begin.upperBound..<end.lowerBound]
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : String($0) }.joined(separator: "\n")
    let article = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(
          "Sources/QuickActions/QuickActions.docc/RoutingWithModalsAndGates.md"),
      encoding: .utf8)
    #expect(article.contains("```swift\n" + block + "```"), "\(block)")
  }
}
