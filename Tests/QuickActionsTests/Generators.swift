@testable import QuickActions

/// A seeded generator of navigation states and routes for the planner's property tests.
struct StateGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  static let names = ["list", "detail", "settings", "compose", "profile", "item"]
  static let tabIDs = ["home", "search", "spots", "profile", "more"]

  mutating func screen() -> Screen {
    let name = pick(Self.names)
    return chance(30) ? Screen(name, parameters: ["id": "\(below(3))"]) : Screen(name)
  }

  mutating func stack(root: String, maxDepth: Int = 6) -> [Screen] {
    [Screen(root)] + (0..<below(maxDepth)).map { _ in screen() }
  }

  mutating func split(root: String) -> NavigationState.SplitView {
    NavigationState.SplitView(primary: stack(root: root, maxDepth: 3),
                              secondary: chance(70) ? (0..<(1 + below(3))).map { _ in screen() } : [],
                              isCollapsed: chance(50))
  }

  mutating func navigationState() -> NavigationState {
    let root: NavigationState.Root
    switch below(6) {
    case 0: root = .stack(stack(root: "root"))
    case 1: root = .split(split(root: "root"))
    default:
      let tabs = Self.tabIDs.map { id -> NavigationState.Tab in
        chance(30) ? .init(id, .split(split(root: id))) : .init(id, .stack(stack(root: id)))
      }
      root = .tabs(tabs, selected: below(tabs.count))
    }
    let presentations = (0..<below(3)).map { _ in
      NavigationState.Presentation(pick(NavigationState.Presentation.Style.allCases),
                                   (0..<(1 + below(3))).map { _ in screen() },
                                   hasUnsavedChanges: chance(35), isModalInPresentation: chance(10))
    }
    return NavigationState(root: root, presentations: presentations, gate: nil)
  }

  mutating func path(_ count: Int) -> [ScreenTemplate] {
    (0..<count).map { _ in
      let name = pick(Self.names)
      return chance(30) ? ScreenTemplate(name, parameters: ["id"]) : ScreenTemplate(name)
    }
  }

  mutating func route(for state: NavigationState) -> Route {
    var tab: String? = nil
    if case .tabs(let tabs, _) = state.root, chance(80) { tab = pick(tabs).id }
    let destination: Destination
    switch below(3) {
    case 0: destination = .stack(tab: tab, path: path(below(4)))
    case 1: destination = .detail(tab: tab, primary: path(below(2)), detail: path(1 + below(3)))
    default: destination = .modal(style: pick(NavigationState.Presentation.Style.allCases), path: path(1 + below(3)))
    }
    var policies: [ModalPolicy] = [.dismiss, .keepUnsaved, .confirmDiscard]
    if destination.isModal { policies.append(.presentOver) }
    return Route("t", destination, policy: pick(policies))
  }

  mutating func userInfo() -> [String: String] { ["id": "\(below(3))"] }
}
