// Declarations: UIKit/UIViewController.h, UIKit/UIResponder.h (iOS 26 SDK), as Swift imports them.

/// UIKit/UIResponder.h: `@MainActor open class UIResponder : NSObject` (iOS 2.0).
@available(iOS 2.0, *)
@MainActor
open class UIResponder: NSObject {
  public override init() { super.init() }
}

/// UIKit/UIViewController.h: `UIModalPresentationStyle` (iOS 2.0; `.automatic` iOS 13.0,
/// `API_AVAILABLE(ios(13.0))`, on an enum case, which the double cannot annotate alone).
@available(iOS 2.0, *)
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

/// UIKit/UIViewControllerTransitionCoordinator.h (iOS 7.0; the one method the adapter calls).
@available(iOS 7.0, *)
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext {}

/// UIKit/UIViewControllerTransitionCoordinator.h:
/// `- (BOOL)animateAlongsideTransition:completion:` (iOS 7.0): "the completion blocks … may be
/// run even if the animations are not", and the return value says whether the animations were
/// queued, not whether the completion will run.
@available(iOS 7.0, *)
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
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
    if let completion {
      if finished { completion(self) } else { completions.append(completion) }
    }
    // Unkind: the animations are not queued, yet the completion still runs at the end.
    if UIKitDouble.unkind.alongsideReturnsFalse { return false }
    animation?(self)
    return true
  }

  func finish() {
    finished = true
    let pending = completions
    completions = []
    for completion in pending { completion(self) }
  }
}

/// UIKit/UIViewController.h: `@MainActor open class UIViewController : UIResponder` (iOS 2.0).
@available(iOS 2.0, *)
@MainActor
open class UIViewController: UIResponder {
  /// Containment: UIKit/UIViewController.h `parentViewController`, `childViewControllers`.
  open internal(set) weak var parent: UIViewController?
  open var children: [UIViewController] { [] }

  /// Presentation: UIKit/UIViewController.h `presentedViewController`, `presentingViewController`.
  open internal(set) var presentedViewController: UIViewController?
  open internal(set) weak var presentingViewController: UIViewController?
  /// `.automatic` until presented: UIKit then resolves it, to a page sheet for most view
  /// controllers (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic),
  /// and the property reads back the resolved style (observed).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// UIKit/UIViewController.h: `modalInPresentation`, `API_AVAILABLE(ios(13.0))`.
  @available(iOS 13.0, *)
  open var isModalInPresentation: Bool {
    get { modalInPresentation }
    set { modalInPresentation = newValue }
  }
  var modalInPresentation = false
  /// UIKit/UIViewController.h `restorationIdentifier`, `API_AVAILABLE(ios(6.0))`: the
  /// identifier state restoration knows the view controller by; a storyboard sets it from the
  /// scene's "Restoration ID".
  @available(iOS 6.0, *)
  open var restorationIdentifier: String?
  /// UIKit/UIViewController.h `definesPresentationContext` (iOS 5.0): a `.currentContext` or
  /// `.overCurrentContext` presentation from inside this view controller is owned by it
  /// ("UIKit walks up the view controller hierarchy looking for a view controller whose
  /// definesPresentationContext is true",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext).
  @available(iOS 5.0, *)
  open var definesPresentationContext = false
  /// UIKit/UIViewController.h `isBeingPresented`, `isBeingDismissed` (iOS 5.0): true while the
  /// view controller's own presentation or dismissal transition runs.
  @available(iOS 5.0, *)
  open internal(set) var isBeingPresented = false
  @available(iOS 5.0, *)
  open internal(set) var isBeingDismissed = false
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { activeTransition }
  var activeTransition: TransitionCoordinator?
  /// UIKit/UIPopoverPresentationController.h, via UIViewController.h `popoverPresentationController` (iOS 8.0).
  @available(iOS 8.0, *)
  open var popoverPresentationController: UIPopoverPresentationController? {
    modalPresentationStyle == .popover ? popover : nil
  }
  private lazy var popover = UIPopoverPresentationController()
  /// UIKit/UIViewController.h `view`; `viewIfLoaded` (iOS 9.0).
  open lazy var view: UIView! = UIView(owner: self)
  @available(iOS 9.0, *)
  open var viewIfLoaded: UIView? { view }
  /// The window whose root this view controller is (`UIWindow.rootViewController`).
  weak var hostWindow: UIWindow?

  /// Whether this view controller's view is in a visible window: it is, or is inside, a shown
  /// window's root view controller, or a view controller presented from one.
  var isInWindowHierarchy: Bool {
    let top = presentationContext
    if let window = top.hostWindow { return !window.isHidden && window.rootViewController === top }
    return top.presentingViewController?.isInWindowHierarchy ?? false
  }

  /// `init()` is `NSObject`'s, which UIKit does not redeclare: a convenience initializer that
  /// calls `init(nibName:bundle:)` with nils. A subclass's own initializer calls
  /// `super.init(nibName:bundle:)` (UIViewController.h; the SDK check's probes hold it).
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// UIKit/UIViewController.h `initWithNibName:bundle:`, `NS_DESIGNATED_INITIALIZER`.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// UIKit/UIViewController.h `initWithCoder:`, `required` (NSCoding).
  public required init?(coder: NSCoder) { super.init() }

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

  /// The view controller that owns a presentation of `style` from this one: for the
  /// current-context styles, the nearest ancestor (or itself) that defines a presentation
  /// context; otherwise the root of the containment tree.
  func presenter(for style: UIModalPresentationStyle) -> UIViewController {
    guard style == .currentContext || style == .overCurrentContext else {
      return presentationContext
    }
    var node: UIViewController? = self
    while let current = node {
      if current.definesPresentationContext { return current }
      node = current.parent
    }
    return presentationContext
  }

  /// UIKit/UIViewController.h `presentViewController:animated:completion:`.
  ///
  /// Refused, as UIKit refuses it with a console message and never calls the completion, when
  /// the presenter's view is not in a window ("Attempt to present … whose view is not in the
  /// window hierarchy", observed), when the presenting context already presents something or a
  /// transition is under way ("Attempt to present … which is already presenting …", observed),
  /// or when it is itself being presented or dismissed. A popover without a `sourceView` raises
  /// ("UIPopoverPresentationController … should have a non-nil sourceView or barButtonItem set
  /// before the presentation occurs", NSGenericException, observed). `.automatic` resolves to a
  /// page sheet, and a popover in a compact width adapts to one.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    let context = presenter(for: viewControllerToPresent.modalPresentationStyle)
    let name = viewControllerToPresent.debugName
    guard context.isInWindowHierarchy else {
      UIKitDouble.log.append(
        "Attempt to present \(name) on \(context.debugName) whose view is not in the window hierarchy"
      )
      return
    }
    if let already = context.presentedViewController {
      UIKitDouble.log.append(
        "Attempt to present \(name) on \(context.debugName) which is already presenting \(already.debugName)"
      )
      return
    }
    if context.isInTransition || context.isBeingPresented || context.isBeingDismissed
      || viewControllerToPresent.presentingViewController != nil
    {
      UIKitDouble.log.append(
        "Attempt to present \(name) on \(context.debugName) while a presentation is in progress")
      return
    }
    switch viewControllerToPresent.modalPresentationStyle {
    case .automatic:
      viewControllerToPresent.modalPresentationStyle = .pageSheet
    case .popover:
      if viewControllerToPresent.popoverPresentationController?.sourceView == nil {
        UIKitDouble.raise(
          "NSGenericException",
          "UIPopoverPresentationController (\(name)) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
        )
        return
      }
    default: break
    }
    context.presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = context
    viewControllerToPresent.isBeingPresented = true
    context.transition { [weak viewControllerToPresent] in
      viewControllerToPresent?.isBeingPresented = false
      completion?()
    }
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
    if presentedViewController != nil {
      presenter = self  // it presented (from a presentation context of its own)
    } else if context.presentedViewController != nil {
      presenter = context
    } else if let up = context.presentingViewController {
      presenter = up
    } else {
      // Nothing presented: UIKit calls nothing back either (observed behaviour).
      return
    }
    if presenter.isInTransition || presenter.isBeingPresented || presenter.isBeingDismissed
      || presenter.presentedViewController?.isBeingPresented == true
    {
      UIKitDouble.log.append(
        "Attempt to dismiss from \(presenter.debugName) while a transition is in progress")
      return
    }
    var node = presenter.presentedViewController
    presenter.presentedViewController = nil
    var gone: [UIViewController] = []
    while let current = node {
      node = current.presentedViewController
      current.presentedViewController = nil
      current.presentingViewController = nil
      current.isBeingDismissed = true
      gone.append(current)
    }
    presenter.transition {
      for vc in gone { vc.isBeingDismissed = false }
      completion?()
    }
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

/// UIKit/UIView.h (iOS 2.0): `@MainActor open class UIView : UIResponder`, only what the
/// adapter touches (a popover's source view and rect, and whether the view is in a window).
@available(iOS 2.0, *)
@MainActor
open class UIView: UIResponder {
  weak var owner: UIViewController?
  /// UIKit/UIView.h `bounds`.
  open var bounds = CGRect(origin: CGPoint(), size: CGSize(width: 390, height: 844))
  /// UIKit/UIView.h `initWithFrame:`, `NS_DESIGNATED_INITIALIZER`.
  public init(frame: CGRect) {
    bounds = CGRect(origin: CGPoint(), size: frame.size)
    super.init()
  }
  /// UIKit/UIView.h `initWithCoder:`, `NS_DESIGNATED_INITIALIZER` (NSCoding: `required`).
  public required init?(coder: NSCoder) { super.init() }
  /// `NSObject`'s `init()`: a convenience initializer, `init(frame: .zero)`. (The double spells
  /// geometry with the structs' own initializers, `CGRect()`: `.zero` and `CGRect(x:y:width:height:)`
  /// come from the CoreGraphics overlay, which the macOS SDK here does not have.)
  public convenience override init() { self.init(frame: CGRect()) }
  convenience init(owner: UIViewController) {
    self.init(frame: CGRect(origin: CGPoint(), size: CGSize(width: 390, height: 844)))
    self.owner = owner
  }
  /// UIKit/UIView.h `window`: nil while the view is not in a shown window.
  open var window: UIWindow? {
    guard let owner, owner.isInWindowHierarchy else { return nil }
    var top = owner.presentationContext
    while let down = top.presentingViewController { top = down.presentationContext }
    return top.hostWindow
  }
}

/// UIKit/UIPresentationController.h (iOS 8.0): `adaptivePresentationStyle(for:)` (iOS 8.3).
@available(iOS 8.0, *)
@MainActor
open class UIPresentationController {
  weak var presented: UIViewController?
  init(presented: UIViewController) { self.presented = presented }
  /// The style the presentation shows in now: a popover in a compact width adapts to a page
  /// sheet (UIKitDouble.Unkindness.compactWidth); any other style shows as itself.
  @available(iOS 8.3, *)
  open func adaptivePresentationStyle(for traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    let style = presented?.modalPresentationStyle ?? .fullScreen
    return style == .popover && traitCollection.horizontalSizeClass == .compact ? .pageSheet : style
  }
}

/// UIKit/UITraitCollection.h (iOS 8.0): the horizontal size class. `NS_SWIFT_SENDABLE`, not
/// main-actor isolated (the header).
@available(iOS 8.0, *)
open class UITraitCollection: @unchecked Sendable {
  /// `@property (nonatomic, readonly) UIUserInterfaceSizeClass horizontalSizeClass;`: what
  /// the window's width was when the collection was made.
  open var horizontalSizeClass: UIUserInterfaceSizeClass { sizeClass }
  private let sizeClass: UIUserInterfaceSizeClass
  init(horizontalSizeClass: UIUserInterfaceSizeClass) { sizeClass = horizontalSizeClass }
}

/// UIKit/UIInterface.h `UIUserInterfaceSizeClass` (iOS 8.0).
@available(iOS 8.0, *)
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

extension UIViewController {
  /// UIKit/UIViewController.h `presentationController` (iOS 8.0).
  @available(iOS 8.0, *)
  public var presentationController: UIPresentationController? {
    presentingViewController == nil ? nil : UIPresentationController(presented: self)
  }
  /// UIKit/UITraitCollection.h, `UITraitEnvironment.traitCollection` (iOS 8.0).
  @available(iOS 8.0, *)
  public var traitCollection: UITraitCollection {
    UITraitCollection(horizontalSizeClass: UIKitDouble.unkind.compactWidth ? .compact : .regular)
  }
}

/// UIKit/UIPopoverPresentationController.h (iOS 8.0): `sourceView`, `sourceRect`.
@available(iOS 8.0, *)
@MainActor
open class UIPopoverPresentationController {
  open var sourceView: UIView?
  /// "The rectangle in the coordinate space of sourceView" the popover points at; zero, the
  /// view's corner, when not set.
  open var sourceRect = CGRect()
  init() {}
}

/// UIKit/UIAlertController.h `UIAlertAction` (iOS 8.0).
@available(iOS 8.0, *)
@MainActor
open class UIAlertAction {
  /// UIKit/UIAlertController.h `UIAlertActionStyle`.
  public enum Style: Int, Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }
  open private(set) var title: String?
  open private(set) var style: Style
  let handler: ((UIAlertAction) -> Void)?
  /// `+ actionWithTitle:style:handler:`, a factory method: Swift imports it as a convenience
  /// initializer.
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.init(made: title, style: style, handler: handler)
  }
  init(made title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)?) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// UIKit/UIAlertController.h (iOS 8.0): `UIAlertControllerStyle`, the initializer, actions.
/// An alert without an action is legal, and the user cannot close it (observed).
@available(iOS 8.0, *)
@MainActor
open class UIAlertController: UIViewController {
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }

  open var title: String?
  open var message: String?
  open private(set) var preferredStyle: Style
  open private(set) var actions: [UIAlertAction] = []

  open func addAction(_ action: UIAlertAction) { actions.append(action) }

  public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style)
  {
    self.init(style: preferredStyle)
    self.title = title
    self.message = message
  }

  public required init?(coder: NSCoder) {
    preferredStyle = .alert
    super.init(coder: coder)
  }

  init(style: Style) {
    preferredStyle = style
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .custom  // observed: alerts present with their own custom style
  }
}
