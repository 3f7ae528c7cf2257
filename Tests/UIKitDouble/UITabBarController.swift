// Declarations: UIKit/UITabBarController.h, UIKit/UITab.h (iOS 26 SDK), as Swift imports them.

/// UIKit/UITabBarController.h: `@MainActor open class UITabBarController : UIViewController` (iOS 2.0).
///
/// Behaviour (https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex):
/// setting `selectedIndex` selects the view controller at that index of `viewControllers`; an
/// index outside them is ignored. Assigning `viewControllers` selects the first one when the
/// selection was out of range.
///
/// The More tab (the header): "If more than five view controllers are added to a tab bar
/// controller, only the first four will display. The rest will be accessible under an
/// automatically generated More item." "The 'More' navigation controller will not be returned
/// by -viewControllers, but it may be returned by -selectedViewController." While the More list
/// itself is selected, `selectedIndex` is `NSNotFound`
/// (https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex).
///
/// The tabs of iOS 18 (`tabs`, `selectedTab`, UIKit/UITab.h): a tab bar built from `UITab`s
/// does not use `viewControllers` ("When using tabs, the viewControllers property is not used",
/// observed: it reads nil), and selecting is done through `selectedTab`.
@available(iOS 2.0, *)
@MainActor
open class UITabBarController: UIViewController {
  private var controllers: [UIViewController]?
  private var selection = 0
  /// The `UITab`s (stored untyped: a stored property cannot carry an availability), the
  /// selected one, and the view controllers they have made.
  private var tabStorage: [AnyObject] = []
  private weak var selectedTabStorage: AnyObject?
  var tabViewControllers: [UIViewController] = []
  private lazy var more = UINavigationController(rootViewController: MoreListController())

  /// UIViewController's designated initializer (`init()`, inherited, calls it).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open var viewControllers: [UIViewController]? {
    get { tabStorage.isEmpty ? controllers : nil }
    set { setViewControllers(newValue, animated: false) }
  }

  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    for old in controllers ?? [] where old.parent === self { old.parent = nil }
    for new in viewControllers ?? [] { new.parent = self }
    controllers = viewControllers
    tabStorage = []
    tabViewControllers = []
    if !(viewControllers ?? []).indices.contains(selection) { selection = 0 }
  }

  /// `NSNotFound` while the More list is selected.
  open var selectedIndex: Int {
    get { selection }
    set {
      guard (controllers ?? []).indices.contains(newValue) else { return }
      selection = newValue
    }
  }

  open var selectedViewController: UIViewController? {
    get {
      if selection == NSNotFound { return more }
      return controllers.flatMap { $0.indices.contains(selection) ? $0[selection] : nil }
    }
    set {
      if let newValue, newValue === more, (controllers?.count ?? 0) > 5 {
        selection = NSNotFound
        return
      }
      guard let newValue, let index = controllers?.firstIndex(where: { $0 === newValue }) else {
        return
      }
      selection = index
    }
  }

  /// UIKit/UITabBarController.h `moreNavigationController`, `API_UNAVAILABLE(tvos)`: "Returns
  /// the 'More' navigation controller, creating it if it does not already exist."
  @available(tvOS, unavailable)
  open var moreNavigationController: UINavigationController { more }

  /// UIKit/UITabBarController.h `tabs`, `API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0))`.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  open var tabs: [UITab] {
    get { tabStorage.compactMap { $0 as? UITab } }
    set { setTabs(newValue, animated: false) }
  }

  /// UIKit/UITabBarController.h `setTabs:animated:`, `API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0))`.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  open func setTabs(_ tabs: [UITab], animated: Bool) {
    for old in controllers ?? [] where old.parent === self { old.parent = nil }
    controllers = nil
    tabStorage = tabs
    tabViewControllers = []
    for tab in tabs { tab.adopt(owner: self, parent: nil) }
    selectedTabStorage = tabs.first
  }

  /// UIKit/UITabBarController.h `tabForIdentifier:`, `API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0))`:
  /// "Returns the `tab` matching the specified `identifier` in the tab bar controller's tabs",
  /// root tabs and their descendants (the double searches groups' children too, as
  /// `UITabGroup.tabForIdentifier:` does).
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  open func tab(forIdentifier identifier: String) -> UITab? {
    for tab in tabs {
      if tab.identifier == identifier { return tab }
      if let found = (tab as? UITabGroup)?.tab(forIdentifier: identifier) { return found }
    }
    return nil
  }

  /// UIKit/UITabBarController.h `mode`, `API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0))`:
  /// `.automatic` "resolves to `tabSidebar` if any of the tab elements of the tab bar controller
  /// is a group"; the double shows no sidebar, and only keeps the value.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  open var mode: UITabBarController.Mode {
    get { Mode(rawValue: modeValue) ?? .automatic }
    set { modeValue = newValue.rawValue }
  }
  private var modeValue = 0

  /// UIKit/UITabBarController.h `UITabBarControllerMode`, `NS_SWIFT_NAME(UITabBarController.Mode)`,
  /// `API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0))`.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  public enum Mode: Int, Sendable {
    case automatic = 0
    case tabBar = 1
    @available(tvOS, unavailable)
    case tabSidebar = 2
  }

  /// UIKit/UITabBarController.h `selectedTab`, `API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0))`:
  /// "The currently selected tab, which can be a root tab or any of their descendants."
  /// Selecting a group's child makes it the group's `selectedChild` too.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  open var selectedTab: UITab? {
    get { selectedTabStorage as? UITab }
    set {
      guard let newValue, tab(forIdentifier: newValue.identifier) === newValue else { return }
      let previous = selectedTabStorage
      selectedTabStorage = newValue
      var child = newValue
      while let group = child.parent {
        group.selectedChild = child
        child = group
      }
      if previous !== newValue { showManaged(newValue) }
    }
  }

  /// UIKit/UITabGroup.h, "Managed Navigation": the selected tab's tree, from its
  /// `managingTabGroup` down, becomes the stack of that group's `managingNavigationController`,
  /// each level's `viewController` where it has one ("If no view controller is provided for that
  /// level, then it will be ignored"), the managing controller itself (the group's own view
  /// controller, which the tab bar shows) left out. The double has no tab bar delegate to change
  /// them (`tabBarController:displayedViewControllersForTab:proposedViewControllers:`, whose
  /// default "will build the navigation stack by adding each tab's viewController"). Selecting
  /// the tab already selected leaves the stack, and what was pushed on it, as it is.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  private func showManaged(_ tab: UITab) {
    guard let group = tab.managingTabGroup, let navigation = group.managingNavigationController
    else { return }
    var levels = [tab]
    while levels[0] !== group, let parent = levels[0].parent { levels.insert(parent, at: 0) }
    let shown = levels.compactMap(\.viewController).filter { $0 !== navigation }
    navigation.setViewControllers(shown, animated: false)
  }

  open override var children: [UIViewController] {
    tabStorage.isEmpty ? (controllers ?? []) : tabViewControllers
  }
}

/// UIKit's private list view controller at the root of the More navigation controller.
@MainActor
final class MoreListController: UIViewController {}

/// UIKit/UIImage.h `@interface UIImage : NSObject <NSSecureCoding>`, `NS_SWIFT_SENDABLE` (iOS 2):
/// only what `UITab`'s initializer names; the double draws nothing.
open class UIImage: NSObject, @unchecked Sendable {}
