// Declarations: UIKit/UINavigationController.h (iOS 26 SDK), as Swift imports them.

/// UIKit/UINavigationController.h: `@MainActor open class UINavigationController : UIViewController`.
///
/// Behaviour (https://developer.apple.com/documentation/uikit/uinavigationcontroller): the stack
/// changes at once; an animated change runs a transition, with a transition coordinator until it
/// ends. Pushing an instance already in the stack is refused ("Pushing the same view controller
/// instance more than once is not supported", an exception in UIKit). A push or pop while a
/// transition runs is refused and logged, where UIKit warns of a corrupted navigation bar: the
/// adapter must wait for each transition. Pushing a navigation controller raises
/// ("Pushing a navigation controller is not supported", NSInvalidArgumentException, observed).
@available(iOS 2.0, *)
@MainActor
open class UINavigationController: UIViewController {
  private var stack: [UIViewController] = []

  /// UIKit/UINavigationController.h `initWithRootViewController:`, `NS_DESIGNATED_INITIALIZER`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    replace(with: [rootViewController])
  }

  /// UIKit/UINavigationController.h `initWithNibName:bundle:`, `NS_DESIGNATED_INITIALIZER`
  /// (`init()`, inherited, calls it).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  open var topViewController: UIViewController? { stack.last }
  open override var children: [UIViewController] { stack }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard accepts("push \(viewController.debugName)") else { return }
    if viewController is UINavigationController {
      UIKitDouble.raise(
        "NSInvalidArgumentException", "Pushing a navigation controller is not supported")
      return
    }
    if stack.contains(where: { $0 === viewController }) {
      UIKitDouble.log.append(
        "Pushing the same view controller instance (\(viewController.debugName)) more than once is not supported"
      )
      return
    }
    replace(with: stack + [viewController])
    if animated { transition {} }
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    return popToViewController(stack[stack.count - 2], animated: animated)?.first
  }

  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    guard accepts("pop to \(viewController.debugName)") else { return nil }
    let popped = Array(stack[(index + 1)...])
    replace(with: Array(stack[...index]))
    if animated && !popped.isEmpty { transition {} }
    return popped
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    guard accepts("set the view controllers") else { return }
    replace(with: viewControllers)
    if animated { transition {} }
  }

  private func accepts(_ what: String) -> Bool {
    guard !isInTransition else {
      UIKitDouble.log.append("\(debugName): cannot \(what) while a transition is in progress")
      return false
    }
    return true
  }

  /// Sets the stack, moving each child under this container.
  func replace(with viewControllers: [UIViewController]) {
    for old in stack where old.parent === self && !viewControllers.contains(where: { $0 === old }) {
      old.parent = nil
    }
    for new in viewControllers {
      if let previous = new.parent as? UINavigationController, previous !== self {
        previous.release(new)
      }
      new.parent = self
    }
    stack = viewControllers
  }

  /// Lets go of a child another container took.
  func release(_ child: UIViewController) {
    stack.removeAll { $0 === child }
  }
}
