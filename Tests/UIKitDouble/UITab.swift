// Declarations: UIKit/UITab.h, UIKit/UITabGroup.h (iOS 26 SDK), as Swift imports them.

/// UIKit/UITab.h: `@MainActor open class UITab : NSObject`,
/// `API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0))`. Its view controller is made by the
/// provider the first time it is asked for, and kept.
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@MainActor
open class UITab {
  /// UIKit/UITab.h `@property (nonatomic, strong, readonly) NSString *identifier;` (iOS 18):
  /// "must be unique across the tab bar controller".
  open private(set) var identifier: String
  /// UIKit/UITab.h `@property (nonatomic, copy) NSString *title;` (iOS 18).
  open var title: String
  /// UIKit/UITab.h `@property (nonatomic, weak, nullable, readonly) UITabGroup *parent;`
  /// (iOS 18): "The parent group of the tab. This is only non-nil if the tab is part of a
  /// parent group".
  open internal(set) weak var parent: UITabGroup?
  private let provider: ((UITab) -> UIViewController)?
  var loadedViewController: UIViewController?
  weak var owner: UITabBarController?

  /// The tab bar controller (and group) it now belongs to, for it and its descendants.
  func adopt(owner: UITabBarController?, parent: UITabGroup?) {
    self.owner = owner
    self.parent = parent
    for child in (self as? UITabGroup)?.children ?? [] {
      child.adopt(owner: owner, parent: self as? UITabGroup)
    }
  }

  /// UIKit/UITab.h `initWithTitle:image:identifier:viewControllerProvider:` (iOS 18); the
  /// double keeps no image.
  public init(
    title: String, image: UIImage?, identifier: String,
    viewControllerProvider: ((UITab) -> UIViewController)?
  ) {
    self.title = title
    self.identifier = identifier
    provider = viewControllerProvider
  }

  /// UIKit/UITab.h `@property (nonatomic, strong, nullable, readonly) UITabGroup
  /// *managingTabGroup;` (iOS 18): "the root-most `UITabGroup` in the tab's parent hierarchy
  /// with an active `managingNavigationController`"; nil outside such a hierarchy.
  open var managingTabGroup: UITabGroup? {
    var found: UITabGroup?
    var group = parent
    while let current = group {
      if current.managingNavigationController != nil { found = current }
      group = current.parent
    }
    return found
  }

  /// UIKit/UITab.h `viewController`: the tab's view controller, made by the provider.
  open var viewController: UIViewController? {
    if loadedViewController == nil, let made = provider?(self) {
      loadedViewController = made
      made.parent = owner
      owner?.tabViewControllers.append(made)
    }
    return loadedViewController
  }
}

/// UIKit/UITabGroup.h: `@MainActor open class UITabGroup : UITab`,
/// `API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0))`: a group of tabs, shown as a section of
/// the sidebar of a sidebar-adaptable tab bar (`UITabBarController.Mode.tabSidebar`). Each child
/// has its own view controller; selecting one (`UITabBarController.selectedTab`, "a root tab or
/// any of their descendants") shows it. With a `managingNavigationController`, UIKit instead
/// shows the selected tree's view controllers in that navigation controller (the header's
/// "Managed Navigation"; `UITabBarController.selectedTab` in the double builds it).
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@MainActor
open class UITabGroup: UITab {
  /// UIKit/UITabGroup.h `@property (nonatomic, copy) NSArray<UITab *> *children;` (iOS 18).
  open var children: [UITab] {
    didSet { for child in children { child.adopt(owner: owner, parent: self) } }
  }
  /// UIKit/UITabGroup.h `selectedChild` (iOS 18): "The tab must be part of `children`."
  open var selectedChild: UITab?
  /// UIKit/UITabGroup.h `managingNavigationController` (iOS 18).
  open var managingNavigationController: UINavigationController?

  /// UIKit/UITabGroup.h `initWithTitle:image:identifier:children:viewControllerProvider:` (iOS 18).
  public init(
    title: String, image: UIImage?, identifier: String, children: [UITab],
    viewControllerProvider: ((UITab) -> UIViewController)?
  ) {
    self.children = children
    super.init(
      title: title, image: image, identifier: identifier,
      viewControllerProvider: viewControllerProvider)
    for child in children { child.adopt(owner: nil, parent: self) }
  }

  /// UIKit/UITabGroup.h `tabForIdentifier:` (iOS 18): "the `tab` matching the specified
  /// `identifier` in the group's children and its descendants".
  open func tab(forIdentifier identifier: String) -> UITab? {
    for child in children {
      if child.identifier == identifier { return child }
      if let found = (child as? UITabGroup)?.tab(forIdentifier: identifier) { return found }
    }
    return nil
  }
}
