// Declarations: UIKit/UITabBarController.h (iOS 26 SDK), as Swift imports them.

/// UIKit/UITabBarController.h: `@MainActor open class UITabBarController : UIViewController`.
///
/// Behaviour (https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex):
/// setting `selectedIndex` selects the view controller at that index of `viewControllers`; an
/// index outside them is ignored. Assigning `viewControllers` selects the first one when the
/// selection was out of range.
@MainActor
open class UITabBarController: UIViewController {
  private var tabs: [UIViewController]?
  private var selection = 0

  public override init() { super.init() }

  open var viewControllers: [UIViewController]? {
    get { tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    for old in tabs ?? [] where old.parent === self { old.parent = nil }
    for new in viewControllers ?? [] { new.parent = self }
    tabs = viewControllers
    if !(viewControllers ?? []).indices.contains(selection) { selection = 0 }
  }

  open var selectedIndex: Int {
    get { selection }
    set {
      guard (tabs ?? []).indices.contains(newValue) else { return }
      selection = newValue
    }
  }

  open var selectedViewController: UIViewController? {
    get { tabs.flatMap { $0.indices.contains(selection) ? $0[selection] : nil } }
    set {
      guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else { return }
      selection = index
    }
  }

  open override var children: [UIViewController] { tabs ?? [] }
}
