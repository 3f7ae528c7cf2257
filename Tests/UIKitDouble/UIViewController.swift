// Declarations: UIKit/UIViewController.h, UIKit/UIResponder.h (iOS 26 SDK), as Swift imports them.

/// UIKit/UIResponder.h: `@MainActor open class UIResponder : NSObject`.
@MainActor
open class UIResponder {
  public init() {}
}

/// UIKit/UIViewController.h: `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

/// UIKit/UIViewControllerTransitionCoordinator.h (the one method the adapter calls).
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext {}

/// UIKit/UIViewControllerTransitionCoordinator.h:
/// `- (BOOL)animateAlongsideTransition:completion:`.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// The double's coordinator: runs its completions when the transition ends.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private(set) var finished = false

  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animation?(self)
    if let completion {
      if finished { completion(self) } else { completions.append(completion) }
    }
    return true
  }

  func finish() {
    finished = true
    let pending = completions
    completions = []
    for completion in pending { completion(self) }
  }
}

/// UIKit/UIViewController.h: `@MainActor open class UIViewController : UIResponder`.
@MainActor
open class UIViewController: UIResponder {
  /// Containment: UIKit/UIViewController.h `parentViewController`, `childViewControllers`.
  open internal(set) weak var parent: UIViewController?
  open var children: [UIViewController] { [] }

  /// Presentation: UIKit/UIViewController.h `presentedViewController`, `presentingViewController`.
  open internal(set) var presentedViewController: UIViewController?
  open internal(set) weak var presentingViewController: UIViewController?
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// UIKit/UIViewController.h (iOS 13): `modalInPresentation`.
  open var isModalInPresentation: Bool = false
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { activeTransition }
  var activeTransition: TransitionCoordinator?
  /// UIKit/UIPopoverPresentationController.h, via UIViewController.h `popoverPresentationController`.
  open var popoverPresentationController: UIPopoverPresentationController? {
    modalPresentationStyle == .popover ? popover : nil
  }
  private lazy var popover = UIPopoverPresentationController()
  /// UIKit/UIViewController.h `view`.
  open lazy var view: UIView! = UIView()

  public override init() { super.init() }

  /// UIKit/UIViewController.h: the nearest ancestor that is a navigation controller.
  open var navigationController: UINavigationController? { ancestor(UINavigationController.self) }
  open var splitViewController: UISplitViewController? { ancestor(UISplitViewController.self) }
  open var tabBarController: UITabBarController? { ancestor(UITabBarController.self) }

  private func ancestor<T: UIViewController>(_ type: T.Type) -> T? {
    var node = parent
    while let current = node {
      if let match = current as? T { return match }
      node = current.parent
    }
    return nil
  }

  /// The view controller that presents on behalf of this one: the root of its containment
  /// tree ("the view controller that calls this method might not be the one that presents",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)).
  var presentationContext: UIViewController {
    var node = self
    while let up = node.parent { node = up }
    return node
  }

  /// UIKit/UIViewController.h `presentViewController:animated:completion:`.
  ///
  /// Refused, as UIKit refuses it with a console message and no completion, when the presenting
  /// context already presents something or a transition is under way (observed behaviour:
  /// "Attempt to present … on … which is already presenting …").
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    let context = presentationContext
    if let already = context.presentedViewController {
      UIKitDouble.log.append("Attempt to present \(viewControllerToPresent.debugName) on \(context.debugName) which is already presenting \(already.debugName)")
      return
    }
    if context.isInTransition || viewControllerToPresent.presentingViewController != nil {
      UIKitDouble.log.append("Attempt to present \(viewControllerToPresent.debugName) on \(context.debugName) while a presentation is in progress")
      return
    }
    context.presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = context
    context.transition { completion?() }
  }

  /// UIKit/UIViewController.h `dismissViewControllerAnimated:completion:`.
  ///
  /// "The presenting view controller is responsible for dismissing the view controller it
  /// presented. If you call this method on the presented view controller itself, UIKit asks the
  /// presenting view controller to handle the dismissal." and "calling this method on a view
  /// controller lower in the stack dismisses its immediate child view controller and all view
  /// controllers above that child on the stack"
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let context = presentationContext
    let presenter: UIViewController
    if context.presentedViewController != nil {
      presenter = context
    } else if let up = context.presentingViewController {
      presenter = up
    } else {
      // Nothing presented: UIKit calls nothing back either (observed behaviour).
      return
    }
    if presenter.isInTransition {
      UIKitDouble.log.append("Attempt to dismiss from \(presenter.debugName) while a transition is in progress")
      return
    }
    var node = presenter.presentedViewController
    presenter.presentedViewController = nil
    while let current = node {
      node = current.presentedViewController
      current.presentedViewController = nil
      current.presentingViewController = nil
    }
    presenter.transition { completion?() }
  }

  /// UIKit/UIViewController.h `showViewController:sender:`: pushes in a navigation controller,
  /// presents otherwise (https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)).
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigation = self as? UINavigationController ?? navigationController {
      navigation.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  /// UIKit/UIViewController.h `showDetailViewController:sender:`: a split view ancestor shows it
  /// as its detail; otherwise as `show(_:sender:)` (https://developer.apple.com/documentation/uikit/uiviewcontroller/showdetailviewcontroller(_:sender:)).
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if let split = self as? UISplitViewController ?? splitViewController, split !== self {
      split.showDetailViewController(vc, sender: sender)
    } else {
      show(vc, sender: sender)
    }
  }

  var isInTransition: Bool { activeTransition.map { !$0.finished } ?? false }

  /// Starts a transition on this view controller that ends on a later turn, then `done`.
  func transition(_ done: @escaping @MainActor () -> Void) {
    let coordinator = TransitionCoordinator()
    activeTransition = coordinator
    UIKitDouble.afterTransition { [weak self] in
      coordinator.finish()
      if self?.activeTransition === coordinator { self?.activeTransition = nil }
      done()
    }
  }

  var debugName: String { "<\(type(of: self))>" }
}

/// UIKit/UIView.h: only what the adapter touches (a popover's source view).
@MainActor
open class UIView {
  public init() {}
}

/// UIKit/UIPopoverPresentationController.h: `sourceView`.
@MainActor
open class UIPopoverPresentationController {
  open var sourceView: UIView?
  init() {}
}

/// UIKit/UIAlertController.h: `UIAlertControllerStyle`, and the initializer.
@MainActor
open class UIAlertController: UIViewController {
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }

  open var title: String?
  open var message: String?
  open private(set) var preferredStyle: Style

  public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
    self.init(style: preferredStyle)
    self.title = title
    self.message = message
  }

  init(style: Style) {
    preferredStyle = style
    super.init()
    modalPresentationStyle = .custom  // observed: alerts present with their own custom style
  }
}
