import Observation
import QuickActions

/// The navigation of a SwiftUI app as one observable model that its views bind to, and the
/// router's `Navigator`: quick actions change the model, and SwiftUI shows the change.
///
/// - `selectedTab` for `TabView(selection:)`;
/// - `stacks[tab]`, a path of `Screen`s per tab (or `NavigationModel.rootID` without tabs), for
///   `NavigationStack(path:)`;
/// - `splits[tab]`, the sidebar and detail paths of a `NavigationSplitView`, and whether the
///   width is compact (collapsed);
/// - `presented`, the sheets and full-screen covers, bottom to top, each `Identifiable` for
///   `.sheet(item:)` and `.fullScreenCover(item:)`.
///
/// It converts to and from `NavigationState` without loss (`state`, `init(_:)`), so the planner,
/// the simulator and the linter see exactly what the views show.
///
/// It needs iOS 17, macOS 14, tvOS 17 or watchOS 10, where Observation (`@Observable`) and
/// SwiftUI's `@Bindable` begin; the rest of the package runs from iOS 15.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
@Observable
public final class NavigationModel: Navigator {
  /// The key of the stack or split view of an app without tabs.
  public static let rootID = ""

  /// The tabs in order; empty when the app has no tab bar.
  public private(set) var tabs: [String]
  /// The selected tab's identifier (`NavigationModel.rootID` without tabs), for `TabView(selection:)`.
  public var selectedTab: String
  /// The navigation path of each tab that holds a stack.
  public var stacks: [String: [Screen]]
  /// The columns of each tab that holds a split view.
  public var splits: [String: NavigationState.SplitView]
  /// Sheets and full-screen covers, bottom to top.
  public var presented: [Presented]
  /// The gate in front of the app (onboarding, login, terms), if one is up.
  public var gate: NavigationState.Gate?

  /// Asks the user before unsaved work is thrown away; false keeps it. By default it is kept.
  /// Setting it makes routes that name no policy ask too (``asksToDiscard``).
  @ObservationIgnored public var confirmDiscard: @MainActor (Presented) async -> Bool = { _ in
    false
  }
  {
    didSet { asksToDiscard = true }
  }
  /// Whether a route that names no policy asks `confirmDiscard` before unsaved work goes (true
  /// once `confirmDiscard` is set); when false, such a route keeps the work and fails.
  @ObservationIgnored public var asksToDiscard = false
  /// Runs a route's `action` destination.
  @ObservationIgnored public var performAction: @MainActor (String) async throws -> Void = { _ in }
  /// Asks the user before a route closes a presentation the app owns (an app sheet, cover or
  /// `isPresented` destination, by its name); false fails the item and leaves it. By default
  /// the item fails: the model never closes what the app opened without being told it may.
  @ObservationIgnored public var confirmClosingAppPresentation: @MainActor (String) async -> Bool =
    { _ in false }
  /// The app's `navigationDestination(isPresented:)` screens that are shown, by name, in the
  /// order they were pushed (see `subscript(appDestination:)`).
  public internal(set) var appDestinations: [String] = []
  /// Runs a route's action with the entry that took the route (its door, type, parameters and
  /// userInfo) and answers its outcome, the entry's completion answer; when nil, actions go to
  /// `performAction` by name and answer handled.
  @ObservationIgnored public var handleAction:
    (@MainActor (ActionRequest) async throws -> ActionOutcome)? = nil
  /// The checks routes name (`check = folderExists`), by name: each is asked, on the main actor,
  /// before anything moves, and may refuse the entry with a reason. A route naming a check not
  /// here is refused.
  @ObservationIgnored public var checks:
    [String: @MainActor (ActionRequest) async -> CheckVerdict] =
      [:]
  @ObservationIgnored private var folds = NavigationState.SplitFolds()
  @ObservationIgnored var nextID = 0

  /// One presented screen stack, with an identity SwiftUI can follow.
  public struct Presented: Identifiable, Sendable, Hashable {
    public let id: Int
    /// Its style and screens.
    public var presentation: NavigationState.Presentation
    /// The name of the app's own presentation this is (`subscript(appSheet:)`), or nil for one
    /// a route presented.
    public internal(set) var appName: String? = nil
  }

  /// A model showing `state`.
  public init(_ state: NavigationState) {
    tabs = []
    selectedTab = Self.rootID
    stacks = [:]
    splits = [:]
    presented = []
    self.state = state
  }

  /// An app of tabs, each a stack whose root screen has the tab's identifier; the first is
  /// selected.
  public convenience init(tabs: [String]) {
    self.init(
      NavigationState(root: .tabs(tabs.map { .init($0, .stack([Screen($0)])) }, selected: 0)))
  }

  /// The model as a `NavigationState`, and the model set from one.
  public var state: NavigationState {
    get {
      let root: NavigationState.Root
      if tabs.isEmpty {
        if let split = splits[Self.rootID] {
          root = .split(split)
        } else {
          root = .stack(stacks[Self.rootID] ?? [])
        }
      } else {
        let content = tabs.map { id -> NavigationState.Tab in
          if let split = splits[id] { return NavigationState.Tab(id, .split(split)) }
          return NavigationState.Tab(id, .stack(stacks[id] ?? []))
        }
        root = .tabs(content, selected: tabs.firstIndex(of: selectedTab) ?? 0)
      }
      return NavigationState(root: root, presentations: presented.map(\.presentation), gate: gate)
    }
    set {
      var stacks: [String: [Screen]] = [:]
      var splits: [String: NavigationState.SplitView] = [:]
      switch newValue.root {
      case .stack(let stack):
        tabs = []
        selectedTab = Self.rootID
        stacks[Self.rootID] = stack
      case .split(let split):
        tabs = []
        selectedTab = Self.rootID
        splits[Self.rootID] = split
      case .tabs(let content, let selected):
        tabs = content.map(\.id)
        selectedTab =
          content.indices.contains(selected)
          ? content[selected].id : (content.first?.id ?? Self.rootID)
        for tab in content {
          switch tab.content {
          case .stack(let stack): stacks[tab.id] = stack
          case .split(let split): splits[tab.id] = split
          }
        }
      }
      self.stacks = stacks
      self.splits = splits
      // Presentations that stay keep their identity, so SwiftUI does not present them anew.
      presented = newValue.presentations.enumerated().map { index, presentation in
        if presented.indices.contains(index),
          presented[index].presentation.style == presentation.style,
          presented[index].presentation.stack.first == presentation.stack.first
        {
          return Presented(
            id: presented[index].id, presentation: presentation,
            appName: presented[index].appName)
        }
        nextID += 1
        return Presented(id: nextID, presentation: presentation)
      }
      gate = newValue.gate
    }
  }

  // MARK: Bindings for the views

  /// The screens pushed above the root of a tab's stack (`NavigationModel.rootID` without tabs):
  /// the `path` of its `NavigationStack`, which shows the root itself. Setting it (the user went
  /// back) keeps the root.
  public subscript(path tab: String) -> [Screen] {
    get { Array((stacks[tab] ?? []).dropFirst()) }
    set { stacks[tab] = Array((stacks[tab] ?? []).prefix(1)) + newValue }
  }

  /// The presentation at `level` (0 is the one over the app) when it is a sheet: the item of
  /// `.sheet(item:)`. SwiftUI sets it to `nil` when the user dismisses the sheet, which drops it
  /// and everything presented above it, as UIKit's dismissal does.
  public subscript(sheet level: Int) -> Presented? {
    get { presentation(at: level, .sheet) }
    set { setPresentation(newValue, at: level, .sheet) }
  }

  /// The presentation at `level` when it is full screen: the item of `.fullScreenCover(item:)`.
  public subscript(fullScreenCover level: Int) -> Presented? {
    get { presentation(at: level, .fullScreen) }
    set { setPresentation(newValue, at: level, .fullScreen) }
  }

  /// The presentation at `level` when it is a popover: the item of `.popover(item:)`.
  public subscript(popover level: Int) -> Presented? {
    get { presentation(at: level, .popover) }
    set { setPresentation(newValue, at: level, .popover) }
  }

  /// A presentation a route made at `level` in `style` (an app's own is bound by name instead).
  private func presentation(at level: Int, _ style: NavigationState.Presentation.Style)
    -> Presented?
  {
    presented.indices.contains(level) && presented[level].presentation.style == style
      && presented[level].appName == nil
      ? presented[level] : nil
  }

  private func setPresentation(
    _ new: Presented?, at level: Int, _ style: NavigationState.Presentation.Style
  ) {
    guard let new else {
      // A binding of another style at this level does not own it.
      if presentation(at: level, style) != nil { presented.removeSubrange(level...) }
      return
    }
    if presented.indices.contains(level) {
      presented[level] = new
    } else if level == presented.count {
      presented.append(new)
    }
  }

  // MARK: Navigator

  public func currentState() async -> NavigationState { state }

  /// Runs a route's action with its entry: `handleAction`, or else `performAction` by name.
  public func perform(_ action: ActionRequest) async throws -> ActionOutcome {
    if let handleAction { return try await handleAction(action) }
    try await performAction(action.name)
    return .handled
  }

  /// Asks the app's check the route names; a check the app does not supply refuses.
  public func check(_ request: ActionRequest) async -> CheckVerdict {
    guard let check = checks[request.name] else {
      return .refuse("the app supplies no check '\(request.name)'")
    }
    return await check(request)
  }

  public func perform(_ step: NavigationStep) async throws {
    try await mayNavigate(step)
    switch step {
    case .confirmDiscard(let index):
      guard presented.indices.contains(index) else {
        throw NavigationError("there is no presentation \(index) to confirm discarding")
      }
      guard await confirmDiscard(presented[index]) else { throw DiscardDeclined() }
    case .performAction(let name):
      try await performAction(name)
    default:
      var next = state
      try next.apply(step)
      state = next
    }
  }

  // MARK: The app

  /// The horizontal size class changed: split views collapse in a compact width and expand in
  /// a regular one, as `NavigationSplitView` does.
  public func setCompact(_ compact: Bool) {
    state = compact ? state.collapsingSplitViews(&folds) : state.expandingSplitViews(&folds)
  }

  /// The user dismissed the top presentation (swiped a sheet down).
  public func dismissTop() {
    if !presented.isEmpty { presented.removeLast() }
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationModel: ScriptableNavigator {
  public func openGate() { gate = nil }
  public func answerDiscard(_ discard: Bool) {
    // The answer to a question already asked: whether routes naming no policy ask is unchanged.
    let asks = asksToDiscard
    confirmDiscard = { _ in discard }
    asksToDiscard = asks
  }
  public func changeSizeClass(compact: Bool) { setCompact(compact) }
  public func present(_ presentation: NavigationState.Presentation) {
    var next = state
    next.presentations.append(presentation)
    state = next
  }
}
