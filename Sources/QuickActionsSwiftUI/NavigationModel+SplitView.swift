import QuickActions

/// A `NavigationSplitView` bound to the model: the sidebar's `List(selection:)` and the detail
/// column's `NavigationStack(path:)`.
///
/// ```swift
/// NavigationSplitView {
///   List(selection: $model[sidebar: NavigationModel.rootID]) { … Text("Inbox").tag(Screen("mailbox", parameters: ["name": "inbox"])) }
/// } detail: {
///   NavigationStack(path: $model[detailPath: NavigationModel.rootID]) { … }
/// }
/// ```
///
/// The split view is `splits[tab]` (`NavigationModel.rootID` without tabs): its primary column
/// is the sidebar, one screen (the list); the secondary column is the sidebar's selection, then
/// the screens the detail stack pushed over it. A route's `detail` (`.detail(tab:primary:detail:)`,
/// or `detail = …` in a manifest) sets both: its first screen is the selection, the rest the
/// path. Collapsed (``NavigationModel/setCompact(_:)``, a compact width), the secondary column is
/// folded onto the primary stack, and the bindings read and write it there, so they show the
/// same selection and path in either width.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationModel {
  /// The sidebar's selection in the split view of `tab`: the `selection` of its `List`, and the
  /// screen the detail column shows at its root. Selecting another row drops the path the detail
  /// stack had pushed over the previous one, as SwiftUI replaces the detail column; selecting
  /// the same row again keeps it. A tab that holds no split view has no selection, and ignores
  /// one set.
  public subscript(sidebar tab: String) -> Screen? {
    get { splits[tab].flatMap { Self.detail(of: $0).first } }
    set {
      guard let split = splits[tab], newValue != Self.detail(of: split).first else { return }
      splits[tab] = Self.split(split, detail: newValue.map { [$0] } ?? [])
    }
  }

  /// The screens the detail column's `NavigationStack` pushed over the sidebar's selection: its
  /// `path`. Setting it (a link pushed, the user went back) keeps the selection. Without a
  /// selection the detail column shows no stack to push on: the path is empty, and one set is
  /// ignored.
  public subscript(detailPath tab: String) -> [Screen] {
    get { splits[tab].map { Array(Self.detail(of: $0).dropFirst()) } ?? [] }
    set {
      guard let split = splits[tab], let selection = Self.detail(of: split).first else { return }
      splits[tab] = Self.split(split, detail: [selection] + newValue)
    }
  }

  /// The sidebar's selection as the app's own value, for a `List` whose rows are tagged with
  /// `Value`s; nil when the selected screen is not one.
  public subscript<Value: ScreenValue>(sidebar tab: String, as type: ScreenValues<Value>) -> Value?
  {
    get { self[sidebar: tab].flatMap { Value(screen: $0) } }
    set { self[sidebar: tab] = newValue?.screen }
  }

  /// The detail path as the app's own values: the screens up to the first that is not a `Value`.
  public subscript<Value: ScreenValue>(detailPath tab: String, as type: ScreenValues<Value>)
    -> [Value]
  {
    get {
      var values: [Value] = []
      for screen in self[detailPath: tab] {
        guard let value = Value(screen: screen) else { break }
        values.append(value)
      }
      return values
    }
    set { self[detailPath: tab] = newValue.map(\.screen) }
  }

  /// The selection and the path over it: the secondary column, or, collapsed, what follows the
  /// sidebar on the primary stack.
  private static func detail(of split: NavigationState.SplitView) -> [Screen] {
    split.isCollapsed ? Array(split.primary.dropFirst()) : split.secondary
  }

  private static func split(_ split: NavigationState.SplitView, detail: [Screen])
    -> NavigationState.SplitView
  {
    var next = split
    if split.isCollapsed {
      next.primary = Array(split.primary.prefix(1)) + detail
    } else {
      next.secondary = detail
    }
    return next
  }
}
