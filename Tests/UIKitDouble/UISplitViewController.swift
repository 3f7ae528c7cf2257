// Declarations: UIKit/UISplitViewController.h (iOS 26 SDK): the classic API (iOS 3.2) and the
// column-style API of iOS 14.

/// UIKit/UISplitViewController.h: `@MainActor open class UISplitViewController : UIViewController` (iOS 3.2).
///
/// A column-style split view (https://developer.apple.com/documentation/uikit/uisplitviewcontroller):
/// - `setViewController(_:for:)` wraps a view controller that is not a navigation controller in
///   one, except in the `.compact` column ("If the vc is not a UINavigationController, one will
///   be created, except for UISplitViewControllerColumnCompact", UIKit/UISplitViewController.h),
///   and `viewController(for:)` returns the view controller that was set;
/// - collapsed (compact width) with no `.compact` column, the secondary column's stack is folded
///   onto the primary's navigation stack; expanding separates it again
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/collapsesecondaryviewcontroller(_:for:),
///   https://developer.apple.com/documentation/uikit/uiviewcontroller/separatesecondaryviewcontroller(for:));
/// - collapsed with a `.compact` column, that column is what shows ("If a view controller is
///   set for this column, that view controller is shown when isCollapsed is true",
///   https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact), and
///   nothing is folded;
/// - `showDetailViewController(_:sender:)` replaces the secondary column when expanded and
///   pushes onto the shown stack when collapsed
///   (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/showdetailviewcontroller(_:sender:)).
///
/// A classic split view (style `.unspecified`, made with `init()`) holds `viewControllers`,
/// primary then secondary, unwrapped. `viewController(for:)` and `setViewController(_:for:)`
/// do not apply to it ("This method doesn't apply to classic split view controllers",
/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontroller(for:)),
/// and UIKit raises when they are called on one: the double records the exception.
@available(iOS 3.2, *)
@MainActor
open class UISplitViewController: UIViewController {
  /// `UISplitViewControllerStyle`, `API_AVAILABLE(ios(14.0))`.
  @available(iOS 14.0, *)
  public enum Style: Int, Sendable {
    case unspecified = 0
    case doubleColumn = 1
    case tripleColumn = 2
  }

  /// `UISplitViewControllerColumn`, `API_AVAILABLE(ios(14.0))` (`.inspector`, iOS 26).
  @available(iOS 14.0, *)
  public enum Column: Int, Sendable {
    case primary = 0
    case supplementary = 1
    case secondary = 2
    case compact = 3
    /// `UISplitViewControllerColumnInspector`, UIKit/UISplitViewController.h of the iOS 26 SDK:
    /// `API_AVAILABLE(ios(26.0))`.
    @available(iOS 26.0, *)
    case inspector = 4
  }

  private var styleValue: Int
  open private(set) var isCollapsed = false
  private var assigned: [Int: UIViewController] = [:]
  /// The navigation controller of each column (the column-style wrapper, or the classic view
  /// controller itself when it is one), by column raw value.
  private var wrappers: [Int: UINavigationController] = [:]
  private var classic: [UIViewController] = []
  /// While collapsed: how many of the primary stack's view controllers are its own.
  private var primaryDepth = 0

  private static let primary = 0, secondary = 2, compact = 3

  /// A classic split view (`UISplitViewControllerStyleUnspecified`): UIViewController's
  /// designated initializer, which the inherited `init()` calls.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    styleValue = 0
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    styleValue = 0
    super.init(coder: coder)
  }

  /// UIKit/UISplitViewController.h `initWithStyle:`, `API_AVAILABLE(ios(14.0))`.
  @available(iOS 14.0, *)
  public init(style: UISplitViewController.Style) {
    styleValue = style.rawValue
    super.init(nibName: nil, bundle: nil)
  }

  /// UIKit/UISplitViewController.h `style`, `API_AVAILABLE(ios(14.0))`.
  @available(iOS 14.0, *)
  open var style: Style { Style(rawValue: styleValue) ?? .unspecified }

  var isClassic: Bool { styleValue == 0 }

  /// UIKit/UISplitViewController.h `viewControllers` (iOS 3.2). Classic: primary, then
  /// secondary. Column-style: the columns' navigation controllers.
  open var viewControllers: [UIViewController] {
    get { isClassic ? classic : [Self.primary, 1, Self.secondary].compactMap { wrappers[$0] } }
    set {
      guard isClassic else { return }
      for old in classic where old.parent === self { old.parent = nil }
      classic = Array(newValue.prefix(2))
      for new in classic { new.parent = self }
      wrappers = [:]
      if let first = classic.first as? UINavigationController { wrappers[Self.primary] = first }
      if classic.count > 1 { wrappers[Self.secondary] = classic[1] as? UINavigationController }
    }
  }

  /// UIKit/UISplitViewController.h `setViewController:forColumn:`, `API_AVAILABLE(ios(14.0))`.
  @available(iOS 14.0, *)
  open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
    guard !isClassic else {
      UIKitDouble.raise(
        "NSInternalInconsistencyException",
        "-setViewController:forColumn: is not supported for a classic split view controller (style .unspecified)"
      )
      return
    }
    wrappers[column.rawValue]?.parent = nil
    assigned[column.rawValue] = vc
    guard let vc else {
      wrappers[column.rawValue] = nil
      return
    }
    if column.rawValue == Self.compact, !(vc is UINavigationController) {
      // The compact column is shown as it is (a tab bar controller, say), never wrapped.
      wrappers[column.rawValue] = nil
      vc.parent = self
      return
    }
    let navigation = vc as? UINavigationController ?? UINavigationController(rootViewController: vc)
    navigation.parent = self
    wrappers[column.rawValue] = navigation
  }

  /// UIKit/UISplitViewController.h `viewControllerForColumn:`, `API_AVAILABLE(ios(14.0))`.
  @available(iOS 14.0, *)
  open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
    guard !isClassic else {
      UIKitDouble.raise(
        "NSInternalInconsistencyException",
        "-viewControllerForColumn: is not supported for a classic split view controller (style .unspecified)"
      )
      return nil
    }
    return assigned[column.rawValue]
  }

  open override var children: [UIViewController] {
    isClassic
      ? classic
      : [Self.primary, 1, Self.secondary].compactMap { wrappers[$0] }
        + [wrappers[Self.compact] ?? assigned[Self.compact]].compactMap { $0 }
  }

  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if isCollapsed {
      let shown = assigned[Self.compact] == nil ? wrappers[Self.primary] : wrappers[Self.compact]
      shown?.pushViewController(vc, animated: true)
    } else if isClassic {
      viewControllers = [classic.first, vc].compactMap { $0 }
    } else {
      assigned[Self.secondary] = vc
      wrappers[Self.secondary]?.parent = nil
      let navigation =
        vc as? UINavigationController ?? UINavigationController(rootViewController: vc)
      navigation.parent = self
      wrappers[Self.secondary] = navigation
    }
  }

  /// The size class turns compact: the secondary stack is folded onto the primary, unless a
  /// `.compact` column takes over.
  func collapse() {
    guard !isCollapsed, let primary = wrappers[Self.primary] else { return }
    isCollapsed = true
    primaryDepth = primary.viewControllers.count
    guard assigned[Self.compact] == nil, let secondary = wrappers[Self.secondary] else { return }
    let folded = secondary.viewControllers
    secondary.replace(with: [])
    primary.replace(with: primary.viewControllers + folded)
  }

  /// The size class turns regular: what was pushed past the primary's own stack goes back to
  /// the secondary column.
  func expand() {
    guard isCollapsed, let primary = wrappers[Self.primary] else { return }
    isCollapsed = false
    guard assigned[Self.compact] == nil else { return }
    let own = min(primaryDepth, primary.viewControllers.count)
    let separated = Array(primary.viewControllers[own...])
    primary.replace(with: Array(primary.viewControllers[..<own]))
    guard !separated.isEmpty else { return }
    if let secondary = wrappers[Self.secondary] {
      secondary.replace(with: separated)
    } else if isClassic {
      let navigation = UINavigationController()
      viewControllers = [primary, navigation]
      navigation.replace(with: separated)
    } else {
      setViewController(UINavigationController(), for: .secondary)
      wrappers[Self.secondary]?.replace(with: separated)
    }
  }
}
