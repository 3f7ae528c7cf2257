import QuickActions

/// Deterministic, seeded samples of realistic navigation states and routes: five tabs (some with
/// split views), stacks up to six deep, up to two presentations, some with unsaved changes.
///
/// The planner's property tests and the planning benchmark use it; an app can use it to check
/// its own `Navigator` against the in-memory one over thousands of states. The same seed always
/// gives the same sequence, so a failure names its seed and case.
public struct NavigationSampler: Sendable {
  var random: SeededGenerator

  /// A sampler whose sequence is fixed by `seed`.
  public init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  mutating func below(_ n: Int) -> Int { random.below(n) }
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  static let names = ["list", "detail", "settings", "compose", "profile", "item"]
  static let tabIDs = ["home", "search", "spots", "profile", "more"]

  /// A screen with a name from a small set, sometimes with a parameter.
  public mutating func screen() -> Screen {
    let name = pick(Self.names)
    return chance(30) ? Screen(name, parameters: ["id": "\(below(3))"]) : Screen(name)
  }

  mutating func stack(root: String, maxDepth: Int = 6) -> [Screen] {
    [Screen(root)] + (0..<below(maxDepth)).map { _ in screen() }
  }

  /// A split view as UIKit has it: collapsed, the secondary stack is folded onto the primary
  /// one, so a collapsed split view lists no secondary column.
  mutating func split(root: String) -> NavigationState.SplitView {
    let primary = stack(root: root, maxDepth: 3)
    let secondary = chance(70) ? (0..<(1 + below(3))).map { _ in screen() } : []
    if chance(50) {
      return NavigationState.SplitView(
        primary: primary + secondary, secondary: [], isCollapsed: true)
    }
    return NavigationState.SplitView(primary: primary, secondary: secondary, isCollapsed: false)
  }

  /// A state: a root stack, a root split view, or (most often) five tabs.
  public mutating func navigationState() -> NavigationState {
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
      let style = pick(NavigationState.Presentation.Style.allCases)
      // An alert is one view controller; the other styles hold a navigation stack.
      return NavigationState.Presentation(
        style, (0..<(style == .alert ? 1 : 1 + below(3))).map { _ in screen() },
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

  /// A route to somewhere in `state`'s app: a stack, a detail or a presentation, with a policy.
  public mutating func route(for state: NavigationState) -> Route {
    var tab: String? = nil
    if case .tabs(let tabs, _) = state.root, chance(80) { tab = pick(tabs).id }
    let destination: Destination
    switch below(3) {
    case 0: destination = .stack(tab: tab, path: path(below(4)))
    case 1: destination = .detail(tab: tab, primary: path(below(2)), detail: path(1 + below(3)))
    default:
      let style = pick(NavigationState.Presentation.Style.allCases)
      destination = .modal(style: style, path: path(style == .alert ? 1 : 1 + below(3)))
    }
    var policies: [ModalPolicy] = [.automatic, .dismiss, .keepUnsaved, .confirmDiscard]
    if destination.isModal { policies.append(.presentOver) }
    return Route("t", destination, policy: pick(policies))
  }

  /// A route of the shapes beyond one destination: screens pushed on the current stack
  /// (`onTop`), a tab or navigation with a presentation over it, constant and optional
  /// parameters, a repeated screen (`folder(name: path)...`, one per segment of the item's
  /// `path`, which ``userInfo(for:)`` supplies), and actions after any of them.
  public mutating func shapedRoute(for state: NavigationState) -> Route {
    var tab: String? = nil
    if case .tabs(let tabs, _) = state.root, chance(70) { tab = pick(tabs).id }
    var policies: [ModalPolicy] = [.automatic, .dismiss, .keepUnsaved, .confirmDiscard]
    var route: Route
    switch below(4) {
    case 0:
      if tab == nil { policies.append(.presentOver) }
      route = Route("t", .onTop(tab: tab, path: path(below(3))), policy: pick(policies))
    case 1:
      let destination: Destination =
        chance(50)
        ? .onTop(tab: tab, path: path(below(2))) : .stack(tab: tab, path: path(below(3)))
      let style = pick(NavigationState.Presentation.Style.allCases)
      route = Route("t", destination, policy: pick(policies))
        .then(.present(style, path(style == .alert ? 1 : 1 + below(2))))
    case 2:
      // Variable depth: the folders of the item's path, under a fixed path or on the current
      // stack.
      let folders: ScreenTemplate = "folder(name: path)..."
      let destination: Destination =
        chance(50)
        ? .stack(tab: tab, path: path(below(2)) + [folders]) : .onTop(tab: tab, path: [folders])
      if tab == nil, case .onTop = destination { policies.append(.presentOver) }
      route = Route("t", destination, policy: pick(policies))
    default:
      // Screens with a constant and an optional parameter among the ones userInfo fills.
      var screens = path(below(3))
      if let last = path(1).last {
        screens.append(
          ScreenTemplate(last.id, parameters: [.constant("type", "todo"), .optional("q"), "id"]))
      }
      route = Route("t", .stack(tab: tab, path: screens), policy: pick(policies))
    }
    for _ in 0..<below(3) { route = route.then(.action(chance(50) ? "focus" : "search")) }
    return route
  }

  /// userInfo for the parameters routes use.
  public mutating func userInfo() -> [String: String] { ["id": "\(below(3))"] }

  /// userInfo for `route`: ``userInfo()``, and, when one of its screens repeats, a `path` of one
  /// to three folder names (`a/b/c`), the variable depth a folder browser's link carries.
  public mutating func userInfo(for route: Route) -> [String: String] {
    var info = userInfo()
    let screens =
      route.destination.screens
      + route.followUps.flatMap { followUp -> [ScreenTemplate] in
        if case .present(_, let path) = followUp { return path }
        return []
      }
    if screens.contains(where: \.repeats) {
      info["path"] = (0..<(1 + below(3))).map { _ in pick(["a", "b", "c"]) }.joined(
        separator: "/")
    }
    return info
  }
}
