// Declarations: SwiftUI.swiftinterface (iOS 17.4 SDK): `extension View` (iOS 14)
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
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View {
    ExternalEvents.openURL.append(action)
    return Modified(content: self)
  }

  /// "Registers a handler to invoke in response to a user activity that your app receives":
  /// universal links (`NSUserActivityTypeBrowsingWeb`), Spotlight results and Handoffs of
  /// `activityType` reach a running SwiftUI scene here (react-native-visionos#139).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> ()) -> some View {
    ExternalEvents.continueActivity.append((activityType, action))
    return Modified(content: self)
  }
}

/// Test-only: the handlers the views registered, called as SwiftUI calls them.
@MainActor
enum ExternalEvents {
  static var openURL: [(URL) -> ()] = []
  static var continueActivity: [(type: String, action: (NSUserActivity) -> ())] = []

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
  static func `continue`(_ activity: NSUserActivity) -> Bool {
    let handlers = continueActivity.filter { $0.type == activity.activityType }
    for handler in handlers { handler.action(activity) }
    return !handlers.isEmpty
  }
}
