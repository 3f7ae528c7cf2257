#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitDouble
  #endif
  import QuickActions

  /// A `ScreenFactory` written as one line per screen: each registration says how the screen
  /// is made, and, from the type it makes, how the navigator recognizes the view controllers the
  /// app makes itself, with no `ScreenIdentifiable` conformance and no `screen(of:)` switch.
  ///
  /// ```swift
  /// let screens = ScreenCatalog()
  /// screens.register("inbox") { _ in InboxViewController() }
  /// screens.register("message") { MessageViewController(id: $0.parameters["messageID"] ?? "") }
  /// screens.register("settings", storyboardID: "Settings") { _ in SettingsViewController() }
  /// ```
  ///
  /// A view controller reads as the screen whose registration makes its class (when only one
  /// registration makes it, and the class is the app's own, not UIKit's), or whose identifier
  /// (or `storyboardID`) is its
  /// `restorationIdentifier` (a storyboard's "Restoration ID"). One the navigator made reads as
  /// the screen it was made for, parameters included; one that adopts `ScreenIdentifiable` says
  /// its own screen. Parameters of a view controller the app made itself are not known: a
  /// route that compares them pushes a new one.
  @MainActor
  public final class ScreenCatalog: ScreenFactory {
    private var makers: [String: (Screen) -> UIViewController] = [:]
    /// The screen identifiers each class is made for, by the class's identity.
    private var byClass: [ObjectIdentifier: Set<String>] = [:]
    /// Screen identifiers by restoration identifier.
    private var byRestoration: [String: String] = [:]
    private let fallback: (Screen) -> UIViewController

    /// An empty catalog; `fallback` makes a screen no registration makes (by default a blank
    /// view controller whose `restorationIdentifier` is the screen's identifier, so it still
    /// reads as that screen).
    public init(fallback: ((Screen) -> UIViewController)? = nil) {
      self.fallback =
        fallback ?? { screen in
          let blank = UIViewController()
          blank.restorationIdentifier = screen.id
          return blank
        }
    }

    /// Registers screen `id`: `make` makes its view controller, and view controllers of the
    /// class it returns read as `id` (the restoration identifier `storyboardID` too, when
    /// given). A later registration of the same `id` replaces the earlier one.
    public func register<Controller: UIViewController>(
      _ id: String, storyboardID: String? = nil,
      _ make: @escaping @MainActor (Screen) -> Controller
    ) {
      if makers[id] != nil {
        for key in byClass.keys { byClass[key]?.remove(id) }
      }
      makers[id] = { make($0) }
      claim(Controller.self, for: id)
      byRestoration[id] = id
      if let storyboardID { byRestoration[storyboardID] = id }
    }

    /// Registers that view controllers of `type`, which the app makes itself (its launch
    /// hierarchy, a tab's root), show screen `id`.
    public func register<Controller: UIViewController>(_ id: String, for type: Controller.Type) {
      claim(type, for: id)
    }

    /// Notes that view controllers of `type` show `id`, unless `type` is not the app's own: a
    /// class a framework declares (`UIViewController` itself, `UINavigationController`, an
    /// Objective-C class, whose Swift name has no module) could be any screen.
    private func claim(_ type: UIViewController.Type, for id: String) {
      let name = String(reflecting: type)
      guard name.contains("."), !name.hasPrefix("UIKit."), !name.hasPrefix("UIKitDouble."),
        !name.hasPrefix("SwiftUI.")
      else { return }
      byClass[ObjectIdentifier(type), default: []].insert(id)
    }

    /// The screen identifiers with a registration, sorted: compare them with the screens the
    /// routes name (`RouteTable.screens`) in a test.
    public var registeredScreens: [String] { makers.keys.sorted() }

    /// The view controller the registration of `screen`'s identifier makes, or the fallback's.
    public func makeViewController(for screen: Screen) -> UIViewController {
      (makers[screen.id] ?? fallback)(screen)
    }

    /// The screen a view controller says it shows (`ScreenIdentifiable`). The navigator asks
    /// `recognized(_:)` only after the screens it made itself, whose parameters it knows.
    public func screen(of viewController: UIViewController) -> Screen? {
      (viewController as? any ScreenIdentifiable)?.screen
    }

    /// The screen a view controller the app made itself shows, by its class or its
    /// `restorationIdentifier`; nil when neither names exactly one registered screen.
    public func recognized(_ viewController: UIViewController) -> Screen? {
      if let ids = byClass[ObjectIdentifier(type(of: viewController))], ids.count == 1,
        let id = ids.first
      {
        return Screen(id)
      }
      return viewController.restorationIdentifier.flatMap { byRestoration[$0] }.map { Screen($0) }
    }
  }
#endif
