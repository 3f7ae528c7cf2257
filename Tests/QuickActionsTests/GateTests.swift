import Foundation
import PropertyList
import Testing

@testable import QuickActions

/// Gates the app names: `loading` and `accountSwitch` beside the built-in `login`, `onboarding`
/// and `terms`, in Swift, in a manifest's state and as `Codable`, held and opened as every gate.
@Suite struct GateTests {
  static func state(_ json: String) throws -> NavigationState {
    try NavigationState(
      plist: try PropertyList.read(Array(json.utf8), format: .json).root, knownScreens: nil)
  }

  @Test("an app's own gate reads, writes and compares as the built-in ones do")
  func ownGate() throws {
    let loading: NavigationState.Gate = "loading"
    #expect(loading == NavigationState.Gate("loading"))
    #expect(loading != .login)
    #expect(NavigationState.Gate.login.rawValue == "login")
    #expect(NavigationState.Gate.allCases == [.onboarding, .login, .terms])
    let state = try Self.state(#"{"root": {"stack": ["a"]}, "gate": "accountSwitch"}"#)
    #expect(state.gate == "accountSwitch")
    let written = try PropertyList.parse(Array(try XMLPlistWriter.write(state.plistValue).utf8))
    #expect(try NavigationState(plist: written, knownScreens: nil) == state)
    let json = try JSONEncoder().encode(state.gate)
    #expect(String(decoding: json, as: UTF8.self) == #""accountSwitch""#)
    #expect(try JSONDecoder().decode(NavigationState.Gate.self, from: json) == "accountSwitch")
  }

  @Test(
    "a gate that is no name, or one slip from a built-in one: an error at its position",
    arguments: [
      (
        #"{"root": {"stack": []}, "gate": "logn"}"#, "unknown gate 'logn'; did you mean 'login'?",
        "1:33"
      ),
      (
        #"{"root": {"stack": []}, "gate": "term"}"#, "unknown gate 'term'; did you mean 'terms'?",
        "1:33"
      ),
      (
        #"{"root": {"stack": []}, "gate": "account switch"}"#,
        "gate 'account switch' is not a name: write login, onboarding, terms, or the app's own in letters, digits, '.', '-' and '_'",
        "1:33"
      ),
      (
        #"{"root": {"stack": []}, "gate": ""}"#,
        "gate '' is not a name: write login, onboarding, terms, or the app's own in letters, digits, '.', '-' and '_'",
        "1:33"
      ),
      (#"{"root": {"stack": []}, "gate": 3}"#, "gate must be a string, not an integer", "1:33"),
    ])
  func badGate(json: String, message: String, location: String) throws {
    do {
      _ = try Self.state(json)
      Issue.record("expected an error: \(message)")
    } catch let error as ManifestError {
      #expect(error.message == message)
      #expect(error.location.description == location)
    }
  }

  @Test("an entry waits behind the app's own gate, and one call opens it for every window")
  func heldAndOpened() async throws {
    let routes = RouteTable {
      Route("inbox", .push([], inTab: "inbox"))
    }
    var state = NavigationState(
      root: .tabs([.init("home", .stack([])), .init("inbox", .stack([]))], selected: 0))
    state.gate = "accountSwitch"
    let navigator = InMemoryNavigator(state)
    let coordinator = LaunchCoordinator(
      router: QuickActionRouter(routes: routes, navigator: navigator))
    let outcome = await coordinator.router.route(.shortcut(ShortcutItem(type: "inbox", title: "")))
    #expect(outcome == .deferred("accountSwitch"))
    #expect(outcome.description == "deferred until the accountSwitch gate opens")
    await navigator.setGate(nil)
    let opened = await coordinator.gateDidOpen()
    #expect(opened?.succeeded == true)
    #expect(await navigator.state.selectedTab == "inbox")
  }
}
