import PropertyList

/// The app's quick-action routes and the map of its navigation, shared by the app (in Swift) and
/// the command-line tool (from the `QuickActionRoutes` and `QuickActionNavigation` keys).
///
/// ```swift
/// let table = RouteTable {
///   Route("com.example.qa.post", .present(.sheet, ["compose"]), policy: .keepUnsaved)
///   Route("com.example.qa.participated", .push(["participated"], inTab: "spots"))
///   Route("com.example.qa.mypage", .push([], inTab: "profile"))
/// }
/// ```
public struct RouteTable: Sendable, Hashable {
  /// The routes, in declaration order.
  public var routes: [Route] {
    didSet { index = TriggerIndex(routes) }
  }
  /// The app's tabs and screens, when known; the linter checks routes against it.
  public var map: NavigationMap?
  /// The routes' shortcut types and triggers, indexed for resolving entries.
  private(set) var index: TriggerIndex

  /// A table of these routes, checked against `map` when one is given.
  public init(_ routes: [Route] = [], map: NavigationMap? = nil) {
    self.routes = routes
    self.map = map
    self.index = TriggerIndex(routes)
  }

  public static func == (a: RouteTable, b: RouteTable) -> Bool {
    a.routes == b.routes && a.map == b.map
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(routes)
    hasher.combine(map)
  }

  /// A table built from a list of `Route`s.
  public init(map: NavigationMap? = nil, @RouteTableBuilder _ build: () -> [Route]) {
    self.init(build(), map: map)
  }

  /// The route for a shortcut type (the first, should a type be listed twice); routes that no
  /// shortcut takes are not among them.
  public func route(for type: String) -> Route? { index.shortcuts[type].map { routes[$0] } }
}

/// Lets a route table be written as a list of `Route` values.
@resultBuilder
public enum RouteTableBuilder {
  /// One route.
  public static func buildExpression(_ route: Route) -> [Route] { [route] }
  /// The routes of a block, in order.
  public static func buildBlock(_ parts: [Route]...) -> [Route] { parts.flatMap { $0 } }
  /// The routes of an `if` without `else`, when it holds.
  public static func buildOptional(_ part: [Route]?) -> [Route] { part ?? [] }
  /// The routes of the first branch of an `if`/`else`.
  public static func buildEither(first: [Route]) -> [Route] { first }
  /// The routes of the second branch of an `if`/`else`.
  public static func buildEither(second: [Route]) -> [Route] { second }
  /// The routes of a `for` loop.
  public static func buildArray(_ parts: [[Route]]) -> [Route] { parts.flatMap { $0 } }
}

/// The app's navigation as routes may use it: its tabs, its screens, and where it starts.
public struct NavigationMap: Sendable, Hashable {
  /// A tab: its identifier, whether it holds a split view, and its root screen.
  public struct TabSpec: Sendable, Hashable {
    public var id: String
    /// Whether the tab holds a split view rather than a stack.
    public var isSplit: Bool
    /// The screen at the root of the tab's stack or primary column.
    public var root: String?
    /// Where the tab was declared.
    public var location: SourceLocation

    /// A tab `id`, holding a split view or a stack with `root` at its root.
    public init(
      _ id: String, isSplit: Bool = false, root: String? = nil, location: SourceLocation = .unknown
    ) {
      self.id = id
      self.isSplit = isSplit
      self.root = root
      self.location = location
    }
  }

  /// The tabs in order; empty for an app without a tab bar.
  public var tabs: [TabSpec]
  /// Every screen identifier the app has.
  public var screens: Set<String>
  /// The state the app is in after launch.
  public var launchState: NavigationState

  /// A map of these tabs and screens, launching in `launchState`.
  public init(tabs: [TabSpec], screens: Set<String>, launchState: NavigationState) {
    self.tabs = tabs
    self.screens = screens
    self.launchState = launchState
  }

  /// The tab with this identifier.
  public func tab(_ id: String) -> TabSpec? { tabs.first { $0.id == id } }

  /// What is wrong with a route in this app, or nil: a tab or screen the map lacks, or a detail
  /// into a tab that holds no split view.
  public func problem(with route: Route) -> String? {
    if let id = route.destination.tab {
      guard let tab = tab(id) else {
        let hint =
          Suggestion.nearest(to: id, in: tabs.map(\.id)).map { "; did you mean '\($0)'?" } ?? ""
        return "route '\(route.type)' names tab '\(id)', which the navigation map lacks\(hint)"
      }
      if case .detail = route.destination, !tab.isSplit {
        return "route '\(route.type)' shows a detail in tab '\(id)', which holds no split view"
      }
    }
    if !screens.isEmpty {
      for screen in route.screens where !screens.contains(screen.id) {
        let hint =
          Suggestion.nearest(to: screen.id, in: screens).map { "; did you mean '\($0)'?" } ?? ""
        return
          "route '\(route.type)' names screen '\(screen.id)', which the navigation map lacks\(hint)"
      }
    }
    return nil
  }
}
