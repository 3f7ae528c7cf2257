#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
    import UserNotifications
  #else
    import UIKitDouble
  #endif
  import Foundation
  import QuickActions

  /// The URL door: custom schemes and widgets' URLs, through the scene delegate, SwiftUI's
  /// `onOpenURL` and the app delegate. A universal link comes through the activity door.
  @available(iOSApplicationExtension, unavailable)
  extension QuickActionHooks {
    // UIKit's signature, parameter name included (`URLContexts`).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// `UISceneDelegate.scene(_:openURLContexts:)`: "Asks the delegate to open one or more
    /// URLs" while the scene runs. Returns nothing, so there is nothing to answer; each URL is
    /// routed once (UIKit hands a `Set`: they are routed in the order of their text).
    ///
    /// <https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)>
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
      let urls = Self.urls(URLContexts)
      routeThenRefresh(sceneID(for: scene)) { coordinator, id in
        _ = await coordinator.openURLContexts(urls, in: id)
      }
    }

    /// SwiftUI's `onOpenURL(perform:)`, for an app that also has the scene delegate: a URL the
    /// scene delegate had in this activation is the same opening seen twice and is not routed
    /// again. SwiftUI can drop the cold-start `onOpenURL` (FB17446617), so the package relies on
    /// the scene delegate's `ConnectionOptions.urlContexts`; forwarding `onOpenURL` as well is
    /// harmless. `scene` is the window's scene (its scene delegate's); nil, the first window's.
    public func onOpenURL(_ url: URL, in scene: UIScene? = nil) {
      routeThenRefresh(scene.map(sceneID(for:)) ?? .main) { coordinator, id in
        _ = await coordinator.onOpenURL(url, in: id)
      }
    }

    /// `UIApplicationDelegate.application(_:open:options:)`: returns at once whether a route
    /// takes the URL ("true if the delegate successfully handled the request"), and routes it.
    /// After a `didFinishLaunching` that returned `true` for this URL, this second delivery is
    /// not routed again.
    ///
    /// UIKit takes the answer at once (`UIApplication.h`: "Return NO if the application can't
    /// open the `url` for some reason", a `BOOL` returned, no completion handler), and a route's
    /// check (`Route.check`) is async, so the answer says only that a route takes the URL: a URL
    /// its check refuses has been answered `true`, and the refusal is the routing's outcome
    /// (nothing moves). An app that tells the user ("this folder no longer exists") does so in the check,
    /// which runs on the main actor before anything moves. A scene-based app has no such answer
    /// to give (`scene(_:openURLContexts:)` returns nothing).
    ///
    /// <https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:options:)>
    @available(
      iOS, deprecated: 26.0,
      message:
        "iOS 26 deprecates the app-delegate lifecycle; an app built with the SDK after iOS 26 adopts scenes (TN3187): call scene(_:openURLContexts:)"
    )
    public func application(
      _ app: UIApplication, open url: URL,
      options: [UIApplication.OpenURLOptionsKey: Any] = [:]
    ) -> Bool {
      let answer = coordinator.matches(.url(url))
      track { [coordinator] in _ = await coordinator.openAwaitingDelivery(url) }
      return answer
    }

    static func urls(_ contexts: Set<UIOpenURLContext>) -> [URL] {
      contexts.map(\.url).sorted { $0.absoluteString < $1.absoluteString }
    }
  }
#endif
