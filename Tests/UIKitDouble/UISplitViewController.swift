// Declarations: UIKit/UISplitViewController.h (iOS 26 SDK), the column-style API of iOS 14.

/// UIKit/UISplitViewController.h: `@MainActor open class UISplitViewController : UIViewController`.
///
/// Behaviour of a column-style split view (https://developer.apple.com/documentation/uikit/uisplitviewcontroller):
/// - `setViewController(_:for:)` wraps a view controller that is not a navigation controller in
///   one, and `viewController(for:)` returns the view controller that was set;
/// - collapsed (compact width) with no `.compact` column, the secondary column's stack is folded
///   onto the primary's navigation stack; expanding separates it again
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/collapsesecondaryviewcontroller(_:for:),
///   https://developer.apple.com/documentation/uikit/uiviewcontroller/separatesecondaryviewcontroller(for:));
/// - `showDetailViewController(_:sender:)` replaces the secondary column when expanded and
///   pushes onto the primary stack when collapsed
///   (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/showdetailviewcontroller(_:sender:)).
@MainActor
open class UISplitViewController: UIViewController {
  public enum Style: Int, Sendable {
    case unspecified = 0
    case doubleColumn = 1
    case tripleColumn = 2
  }

  public enum Column: Int, Sendable {
    case primary = 0
    case supplementary = 1
    case secondary = 2
    case compact = 3
    case inspector = 4
  }

  open private(set) var style: Style
  open private(set) var isCollapsed = false
  private var assigned: [Column: UIViewController] = [:]
  private var wrappers: [Column: UINavigationController] = [:]
  /// While collapsed: how many of the primary stack's view controllers are its own.
  private var primaryDepth = 0

  public init(style: UISplitViewController.Style) {
    self.style = style
    super.init()
  }

  open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
    wrappers[column]?.parent = nil
    assigned[column] = vc
    guard let vc else {
      wrappers[column] = nil
      return
    }
    let navigation = vc as? UINavigationController ?? UINavigationController(rootViewController: vc)
    navigation.parent = self
    wrappers[column] = navigation
  }

  open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
    assigned[column]
  }

  open override var children: [UIViewController] {
    [Column.primary, .supplementary, .secondary].compactMap { wrappers[$0] }
  }

  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if isCollapsed {
      wrappers[.primary]?.pushViewController(vc, animated: true)
    } else {
      setViewController(vc, for: .secondary)
    }
  }

  /// The size class turns compact: the secondary stack is folded onto the primary.
  func collapse() {
    guard !isCollapsed, let primary = wrappers[.primary] else { return }
    isCollapsed = true
    primaryDepth = primary.viewControllers.count
    guard let secondary = wrappers[.secondary] else { return }
    let folded = secondary.viewControllers
    secondary.replace(with: [])
    primary.replace(with: primary.viewControllers + folded)
  }

  /// The size class turns regular: what was pushed past the primary's own stack goes back to
  /// the secondary column.
  func expand() {
    guard isCollapsed, let primary = wrappers[.primary] else { return }
    isCollapsed = false
    let own = min(primaryDepth, primary.viewControllers.count)
    let separated = Array(primary.viewControllers[own...])
    primary.replace(with: Array(primary.viewControllers[..<own]))
    guard !separated.isEmpty else { return }
    if let secondary = wrappers[.secondary] {
      secondary.replace(with: separated)
    } else {
      setViewController(UINavigationController(), for: .secondary)
      wrappers[.secondary]?.replace(with: separated)
    }
  }
}
