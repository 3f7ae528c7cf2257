#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitDouble
  #endif
  import QuickActions

  /// How the app's view controllers and the navigation model's `Screen`s correspond: the one
  /// thing an app writes to adopt `UIKitNavigator`.
  ///
  /// ```swift
  /// struct Screens: ScreenFactory {
  ///   func makeViewController(for screen: Screen) -> UIViewController {
  ///     switch screen.id {
  ///     case "compose": return ComposeViewController()
  ///     case "question": return QuestionViewController(id: screen.parameters["questionID"] ?? "")
  ///     default: return PlaceholderViewController(screen)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The navigator remembers the screen of every view controller it made, so `screen(of:)` is
  /// needed only for the view controllers the app makes itself (its launch hierarchy): adopt
  /// `ScreenIdentifiable` there, or implement `screen(of:)`.
  @MainActor
  public protocol ScreenFactory {
    /// A new view controller that shows `screen`.
    func makeViewController(for screen: Screen) -> UIViewController
    /// A new alert for `screen`, for routes that present one. By default an alert titled with
    /// the screen's identifier and an OK button (an alert without an action cannot be closed).
    func makeAlert(for screen: Screen) -> UIAlertController
    /// The screen a view controller the app made shows; nil when the factory does not know it.
    /// By default, `ScreenIdentifiable`'s `screen`.
    func screen(of viewController: UIViewController) -> Screen?
    /// The navigation controller a presentation (or a classic split view's detail) shows
    /// `root` in; by default a `UINavigationController`. Return the app's own subclass to have
    /// its bars and behaviour. A `makeViewController(for:)` that returns a navigation
    /// controller is presented as it is, and pushed as its root view controller.
    func makeNavigationController(root: UIViewController) -> UINavigationController
    /// The identifier of the tab at `index` (its route name), given the tab's view controller
    /// and the screen at the bottom of its stack. By default that screen's identifier.
    func tabIdentifier(of viewController: UIViewController, at index: Int, rootScreen: Screen?)
      -> String
  }

  extension ScreenFactory {
    public func makeAlert(for screen: Screen) -> UIAlertController {
      let alert = UIAlertController(title: screen.id, message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      return alert
    }

    /// A plain `UINavigationController` holding `root`.
    public func makeNavigationController(root: UIViewController) -> UINavigationController {
      UINavigationController(rootViewController: root)
    }

    public func screen(of viewController: UIViewController) -> Screen? {
      (viewController as? any ScreenIdentifiable)?.screen
    }

    public func tabIdentifier(
      of viewController: UIViewController, at index: Int, rootScreen: Screen?
    ) -> String {
      rootScreen?.id ?? "tab \(index)"
    }
  }

  /// A view controller that says which screen it shows.
  @MainActor
  public protocol ScreenIdentifiable {
    /// The screen the view controller shows.
    var screen: Screen { get }
  }

  /// A view controller that holds work the user has not saved (a draft, a form). A presentation
  /// holding one is protected: the route's modal policy decides whether it may be dismissed.
  /// `isModalInPresentation` protects it too.
  @MainActor
  public protocol UnsavedChangesReporting {
    /// Whether the user has work that a quick action would throw away.
    var hasUnsavedChanges: Bool { get }
  }
#endif
