#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitDouble
  #endif

  /// A container view controller of the app's own (a root that swaps a loading screen for the
  /// app, a custom sidebar, a drawer) that tells `UIKitNavigator` which child shows the app's
  /// content: the navigator reads and drives that child as if it stood in the container's place.
  ///
  /// ```swift
  /// final class RootViewController: UIViewController, NavigationContainer {
  ///   var main: UITabBarController?
  ///   var contentViewController: UIViewController? { main }
  /// }
  /// ```
  ///
  /// Without it, a view controller the factory does not know that holds a tab bar, split view
  /// or navigation controller among its children cannot be read, and every item fails with a
  /// message naming its class.
  @MainActor
  public protocol NavigationContainer {
    /// The child that shows the app's content now (a tab bar, a split view, a navigation
    /// controller or one screen), or nil while the container shows none of it (its own loading
    /// screen): it then reads as the one screen it is.
    var contentViewController: UIViewController? { get }
  }
#endif
