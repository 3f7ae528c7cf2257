#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitDouble
  #endif
  import QuickActions

  /// Mirrors a `DynamicShortcutRegistry` into `UIApplication.shortcutItems`.
  ///
  /// Call `publish()` when the scene resigns active, as Apple's sample does ("Add Home Screen
  /// quick actions": the app updates its dynamic quick actions in `sceneWillResignActive(_:)`,
  /// https://developer.apple.com/documentation/uikit/add-home-screen-quick-actions);
  /// `QuickActionHooks` does. A publish that would change nothing writes nothing. Static items
  /// count against the Home Screen's four: only the dynamic items that fit after them are
  /// published, and the rest are reported as cut.
  @MainActor
  public final class DynamicShortcutPublisher {
    /// The items the app registered.
    public let registry: DynamicShortcutRegistry
    /// The Info.plist's items, which come first on the Home Screen.
    public let staticItems: [ShortcutItem]
    /// How many items the Home Screen shows.
    public let visibleLimit: Int
    private let application: UIApplication
    /// What the last write published.
    public private(set) var published: [ShortcutItem]?

    /// What one `publish()` did.
    public struct Report: Sendable, Hashable {
      /// The dynamic items now on the Home Screen, in order.
      public var shown: [ShortcutItem]
      /// The dynamic items the Home Screen has no room for.
      public var cut: [ShortcutItem]
      /// Whether `shortcutItems` was assigned (false when nothing changed).
      public var wrote: Bool
    }

    /// A publisher of `registry`'s items after `staticItems`, to `application` (`UIApplication.shared` by default).
    /// Quick actions belong to the app: `UIApplication.shared` is unavailable in an app extension.
    @available(iOSApplicationExtension, unavailable)
    public init(
      registry: DynamicShortcutRegistry, staticItems: [ShortcutItem] = [],
      visibleLimit: Int = HomeScreenMenu.defaultVisibleLimit, application: UIApplication? = nil
    ) {
      self.registry = registry
      self.staticItems = staticItems
      self.visibleLimit = visibleLimit
      self.application = application ?? UIApplication.shared
    }

    /// Publishes the registry's items that fit on the Home Screen after the static ones.
    @discardableResult
    public func publish() -> Report {
      let menu = HomeScreenMenu(
        static: staticItems, dynamic: registry.items, visibleLimit: visibleLimit)
      let shown = menu.visible.filter { $0.source == .dynamic }
      let cut = menu.cut.filter { $0.source == .dynamic }
      guard published.map({ !Self.same($0, Array(shown)) }) ?? true else {
        return Report(shown: Array(shown), cut: Array(cut), wrote: false)
      }
      application.shortcutItems = shown.map(\.applicationShortcutItem)
      published = Array(shown)
      return Report(shown: Array(shown), cut: Array(cut), wrote: true)
    }

    /// Equal as the Home Screen shows them (where an item came from in a file does not count).
    static func same(_ a: [ShortcutItem], _ b: [ShortcutItem]) -> Bool {
      a.count == b.count
        && zip(a, b).allSatisfy { x, y in
          x.type == y.type && x.title == y.title && x.subtitle == y.subtitle && x.icon == y.icon
            && x.userInfo == y.userInfo && x.targetContentIdentifier == y.targetContentIdentifier
        }
    }
  }
#endif
