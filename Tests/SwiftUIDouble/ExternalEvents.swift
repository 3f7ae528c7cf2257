// Declarations: SwiftUI.swiftinterface (iOS 26.2 SDK): `extension View` (iOS 14)
// `onOpenURL(perform:)` and `onContinueUserActivity(_:perform:)`; pages
// https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:) and
// .../swiftui/view/oncontinueuseractivity(_:perform:).
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import UIKitDouble
#endif

extension View {
  /// "Registers a handler to invoke in response to a URL that your app receives": in a
  /// SwiftUI-lifecycle app, a running scene's URLs come here, not to a custom scene delegate's
  /// `scene(_:openURLContexts:)` (exponea-ios-sdk#78). The double registers the handler when the
  /// view is made (SwiftUI installs it when the view appears); `ExternalEvents.open(_:)` calls it.
  ///
  /// - Nonisolated, as in the iOS 18.6 and 26.2 SDKs (SwiftUI.swiftinterface:
  ///   `nonisolated public func onOpenURL`).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    nonisolated(unsafe) let handler = action  // views are built on the main actor (asserted)
    MainActor.assumeIsolated {
      if let window = Windows.building {
        window.openURL.append(handler)
      } else {
        ExternalEvents.openURL.append(handler)
      }
    }
    return Modified(unchecked: self)
  }

  /// "Registers a handler to invoke in response to a user activity that your app receives":
  /// universal links (`NSUserActivityTypeBrowsingWeb`), Spotlight results and Handoffs of
  /// `activityType` reach a running SwiftUI scene here (react-native-visionos#139).
  ///
  /// - Nonisolated, as in the iOS 18.6 and 26.2 SDKs (SwiftUI.swiftinterface:
  ///   `nonisolated public func onContinueUserActivity`).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (UIKitDouble.NSUserActivity) -> Void
  ) -> some View {
    // SwiftUI builds views on the main actor; so does the double, which asserts it.
    nonisolated(unsafe) let handler = (type: activityType, action: action)
    MainActor.assumeIsolated {
      if let window = Windows.building {
        window.continueActivity.append(handler)
      } else {
        ExternalEvents.continueActivity.append(handler)
      }
    }
    return Modified(unchecked: self)
  }
}

/// Test-only: the handlers the views registered, called as SwiftUI calls them.
@MainActor
enum ExternalEvents {
  static var openURL: [(URL) -> Void] = []
  static var continueActivity: [(type: String, action: (UIKitDouble.NSUserActivity) -> Void)] = []

  /// The activity types the views registered handlers for.
  static var activityTypes: Set<String> { Set(continueActivity.map(\.type)) }

  static func reset() {
    openURL = []
    continueActivity = []
  }

  /// SwiftUI hands a URL the scene received to every `onOpenURL` handler.
  static func open(_ url: URL) { for handler in openURL { handler(url) } }

  /// SwiftUI hands an activity to the handlers registered for its type; false when none is (then
  /// SwiftUI does not deliver it at all: the activity is lost).
  @discardableResult
  static func `continue`(_ activity: UIKitDouble.NSUserActivity) -> Bool {
    let handlers = continueActivity.filter { $0.type == activity.activityType }
    for handler in handlers { handler.action(activity) }
    return !handlers.isEmpty
  }
}

extension Windows.Window {
  /// SwiftUI hands a URL this window's scene received to its `onOpenURL` handlers.
  func open(_ url: URL) { for handler in openURL { handler(url) } }

  /// SwiftUI hands an activity to this window's handlers for its type; false when none is.
  @discardableResult
  func `continue`(_ activity: UIKitDouble.NSUserActivity) -> Bool {
    let handlers = continueActivity.filter { $0.type == activity.activityType }
    for handler in handlers { handler.action(activity) }
    return !handlers.isEmpty
  }

  /// SwiftUI hands an intent that targets this window's scene to its `onAppIntentExecution`
  /// handlers for the intent's type; false when none is.
  @discardableResult
  func execute(_ intent: Any) -> Bool {
    var any = false
    for handler in appIntents where handler.type == type(of: intent) {
      any = handler.action(intent) || any
    }
    return any
  }
}

extension View {
  /// _AppIntents_SwiftUI.swiftinterface (iOS 26 SDK): `nonisolated func onAppIntentExecution<I>(_
  /// intent: I.Type = I.self, perform action: @escaping @MainActor (I) -> Void) -> some View
  /// where I : TargetContentProvidingIntent`, "Registers a handler to run when the app receives
  /// an app intent that targets the associated scene". The double keeps it for the window being
  /// built (`Windows.Window.execute(_:)` calls it).
  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  nonisolated public func onAppIntentExecution<I: TargetContentProvidingIntent>(
    _ intent: I.Type = I.self, perform action: @escaping @MainActor (I) -> Void
  ) -> some View {
    MainActor.assumeIsolated {
      Windows.building?.appIntents.append(
        (
          I.self,
          { value in
            guard let intent = value as? I else { return false }
            action(intent)
            return true
          }
        ))
    }
    return Modified(unchecked: self)
  }
}
