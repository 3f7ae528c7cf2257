import Foundation
import LaunchSimulator
import PropertyList
import Testing

@testable import QuickActions

/// Screen parameters: renamed from another userInfo key, typed, and written so that a printed
/// state reads back as the same state.
@Suite struct RouteParameterTests {
  @Test(
    "the parameter syntax of routes",
    arguments: [
      ("spotID", ScreenTemplate.Parameter("spotID")),
      ("id: spotID", ScreenTemplate.Parameter("id", from: "spotID")),
      ("id: spotID as integer", ScreenTemplate.Parameter("id", from: "spotID", as: .integer)),
      ("flag as boolean", ScreenTemplate.Parameter("flag", as: .boolean)),
      ("token:  uuidKey  as uuid", ScreenTemplate.Parameter("token", from: "uuidKey", as: .uuid)),
    ])
  func syntax(_ text: String, _ parameter: ScreenTemplate.Parameter) throws {
    let parsed = try ScreenTemplate.Parameter(parsing: text, at: .unknown)
    #expect(parsed == parameter)
    #expect(try ScreenTemplate.Parameter(parsing: parsed.description, at: .unknown) == parameter)
  }

  @Test(
    "malformed parameters are refused with what to write",
    arguments: [
      ("id as int", "unknown parameter type 'int' (string, integer, boolean, uuid)"),
      ("id as bool", "unknown parameter type 'bool' (string, integer, boolean, uuid)"),
      (
        "id as integr",
        "unknown parameter type 'integr' (string, integer, boolean, uuid); did you mean 'integer'?"
      ),
      (
        "id: ",
        "screen parameter 'id: ' must be written name, name: userInfoKey, or either with '?' (optional) and 'as TYPE'; or name = value"
      ),
      // `id=3` is a constant; a constant's name is one word.
      ("id: key=3", "screen parameter 'id: key=3' must be written name = value for a constant"),
    ])
  func malformed(_ text: String, _ message: String) {
    #expect(throws: ManifestError(message, at: .unknown)) {
      try ScreenTemplate.Parameter(parsing: text, at: .unknown)
    }
  }

  enum Expected: Sendable {
    case text(String)
    case refused(String)
  }

  static let checks: [(ParameterType, PlistValue, Expected)] = [
    (.string, "7", .text("7")),
    (.string, 7, .text("7")),
    (
      .string, true,
      .refused("userInfo 'k' is a boolean; the parameter 'p' needs a string (or an integer)")
    ),
    (
      .string, ["a"],
      .refused("userInfo 'k' is an array; the parameter 'p' needs a string (or an integer)")
    ),
    (
      .string, ["a": 1],
      .refused("userInfo 'k' is a dictionary; the parameter 'p' needs a string (or an integer)")
    ),
    (.string, "  ", .refused("userInfo 'k' is empty; a screen parameter identifies something")),
    (.integer, 42, .text("42")),
    (.integer, "-3", .text("-3")),
    (.integer, "18446744073709551615", .text("18446744073709551615")),
    (.integer, "7a", .refused("userInfo 'k' is a string; the parameter 'p' needs an integer")),
    (
      .integer, PlistValue(.real(1.5)),
      .refused("userInfo 'k' is a real; the parameter 'p' needs an integer")
    ),
    (.boolean, true, .text("true")),
    (.boolean, "false", .text("false")),
    (.boolean, "yes", .refused("userInfo 'k' is a string; the parameter 'p' needs a boolean")),
    (.uuid, "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", .text("E621E1F8-C36C-495A-93FC-0C247A3E6E5F")),
    (.uuid, "not-a-uuid", .refused("userInfo 'k' is 'not-a-uuid', which is not a UUID")),
    (.uuid, 3, .refused("userInfo 'k' is an integer; the parameter 'p' needs a UUID string")),
  ]

  @Test("userInfo values checked against the parameter's type", arguments: checks)
  func typeChecks(_ type: ParameterType, _ value: PlistValue, _ expected: Expected) throws {
    let route = Route(
      "t", .push([ScreenTemplate("s", parameters: [.init("p", from: "k", as: type)])]))
    switch expected {
    case .text(let text):
      #expect(try route.parameterValues(from: ["k": value]) == ["k": text])
    case .refused(let reason):
      #expect(
        throws: ParameterProblem(
          outcome: .invalidParameter(screen: "s", parameter: "k", reason: reason))
      ) {
        try route.parameterValues(from: ["k": value])
      }
    }
  }

  @Test("a renamed parameter is filled from its userInfo key, through the router")
  func renamedThroughRouter() async {
    let navigator = InMemoryNavigator(
      NavigationState(root: .tabs([.init("spots", .stack([Screen("spots")]))], selected: 0)))
    let routes = RouteTable {
      Route(
        "spot",
        .push(
          [ScreenTemplate("spot", parameters: [.init("id", from: "spotID", as: .integer)])],
          inTab: "spots"))
    }
    let router = QuickActionRouter(routes: routes, navigator: navigator)
    let handled = await router.route(
      ShortcutItem(type: "spot", title: "Spot", userInfo: ["spotID": 7]))
    #expect(handled.succeeded)
    #expect(await navigator.state.visibleStack.last == Screen("spot", parameters: ["id": "7"]))
    let wrong = await router.route(
      ShortcutItem(type: "spot", title: "Spot", userInfo: ["spotID": true]))
    #expect(
      wrong
        == .invalidParameter(
          screen: "spot", parameter: "spotID",
          reason: "userInfo 'spotID' is a boolean; the parameter 'id' needs an integer"))
    #expect(!wrong.succeeded)
  }

  @Test("a state's text form escapes , = ( ) and \\ so it reads back as the same state")
  func textRoundTrip() throws {
    var random = SeededGenerator(seed: 42)
    let alphabet = Array("ab,=()\\ 7é")
    for round in 0..<500 {
      func word() -> String {
        String(
          (0..<(1 + Int(random.next() % 6))).map { _ in
            alphabet[Int(random.next() % UInt64(alphabet.count))]
          })
      }
      var parameters: [String: String] = [:]
      for _ in 0..<Int(random.next() % 3) {
        parameters[word().trimmingWhitespace.isEmpty ? "k" : String(word().trimmingWhitespace)] =
          String(word().trimmingWhitespace)
      }
      let id = String(word().trimmingWhitespace)
      let screen = Screen(id.isEmpty ? "s" : id, parameters: parameters.filter { !$0.key.isEmpty })
      let state = NavigationState(root: .stack([screen]))
      #expect(try NavigationState(plist: state.plistValue) == state, "round \(round): \(screen)")
    }
    let tricky = NavigationState(root: .stack([Screen("spot", parameters: ["spotID": "7, x=1"])]))
    #expect(try NavigationState(plist: tricky.plistValue) == tricky)
  }
}
