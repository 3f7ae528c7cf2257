#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
    import UserNotifications
  #else
    import UIKitDouble
  #endif
  import Foundation
  import QuickActions

  /// What a cold launch brings: every door's part of a scene's connection options, and of an
  /// app delegate's launch options.
  @available(iOSApplicationExtension, unavailable)
  extension QuickActionHooks {
    /// Each door's part of a scene's connection options, one line a door, in the order they
    /// are read: what UIKit puts there when the door's arrival connects the scene
    /// (`UIScene.ConnectionOptions`, UIScene.h). A door left out here would be lost at a cold
    /// launch; `DoorRegistryTests` fails then.
    package static var connectionReaders:
      [(
        door: DoorKind,
        read: (QuickActionHooks, UIScene.ConnectionOptions, inout SceneConnectionOptions) -> Void
      )]
    {
      [
        (
          .shortcut,
          { hooks, options, read in read.shortcutItem = options.shortcutItem.flatMap(hooks.read) }
        ),
        (.url, { _, options, read in read.urlContexts = urls(options.urlContexts) }),
        (.activity, { hooks, options, read in hooks.readActivities(options, into: &read) }),
        (
          .notification,
          { hooks, options, read in
            read.notificationResponse = options.notificationResponse.flatMap(hooks.read)
          }
        ),
        (.intent, { hooks, options, read in read.appIntent = hooks.readConnectedIntent(options) }),
      ]
    }

    /// Every entry of the connection options; unreadable activities and responses are listed in
    /// `unreadableItems` and left out.
    func read(_ options: UIScene.ConnectionOptions) -> SceneConnectionOptions {
      var read = SceneConnectionOptions()
      for reader in Self.connectionReaders { reader.read(self, options, &read) }
      return read
    }

    /// The activities to continue, in the order of their types, and a Handoff still being fetched.
    func readActivities(
      _ options: UIScene.ConnectionOptions, into read: inout SceneConnectionOptions
    ) {
      read.userActivities = options.userActivities.sorted { $0.activityType < $1.activityType }
        .compactMap(self.read)
      read.handoffUserActivityType = options.handoffUserActivityType
    }

    /// The connection's App Intent, with the iOS 26 SDK (QuickActionHooks+Intents.swift).
    func readConnectedIntent(_ options: UIScene.ConnectionOptions) -> AppIntentInvocation? {
      // The SDK's gate of QuickActionHooks+Intents.swift (the iOS 26 SDKs).
      #if canImport(_AppIntents_UIKit) || !canImport(UIKit)
        readIntent(options)
      #else
        nil
      #endif
    }

    /// The launch options' entries: `.shortcutItem`, `.url`, and the activity inside
    /// `.userActivityDictionary` (which holds it beside its type, under keys the header does not
    /// export, so the activity is found by its class).
    @available(
      iOS, deprecated: 26.0, message: "the launch-option keys are deprecated in iOS 26 (TN3187)"
    )
    func read(_ launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> AppLaunchOptions {
      let activity = (launchOptions?[.userActivityDictionary] as? [AnyHashable: Any])?
        .values.lazy.compactMap { $0 as? NSUserActivity }.first
      return AppLaunchOptions(
        shortcutItem: (launchOptions?[.shortcutItem] as? UIApplicationShortcutItem).flatMap(read),
        url: launchOptions?[.url] as? URL, userActivity: activity.flatMap(read))
    }
  }
#endif
