// Module: QuickActionsUIKit
//
// iOS 26's scene delivery of App Intents, which the UIKit adapter takes behind
// `@available(iOS 26.0, *)`, declared for the real-SDK check only: the 17.4 SDK predates it.
// Written from the iOS 26 SDK's interfaces as Apple's documentation pages print them:
// - AppIntents.swiftinterface: `protocol TargetContentProvidingIntent : AppIntent` (iOS 26,
//   tvOS 26, visionOS 26) with `var contentIdentifier: String { get }` and its default
//   implementation;
// - _AppIntents_UIKit.swiftinterface (the cross-import overlay of App Intents and UIKit):
//   `protocol UISceneAppIntent : TargetContentProvidingIntent` with
//   `func performNavigation(forScene scene: UIScene)` and `var uiScene: UIScene? { get }`;
//   `protocol AppIntentSceneDelegate : UISceneDelegate` with
//   `func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent)`;
//   `extension UIScene.ConnectionOptions { @MainActor @preconcurrency var appIntent: (any
//   UISceneAppIntent)? { get } }`;
// - _AppIntents_SwiftUI.swiftinterface (the overlay of App Intents and SwiftUI): `nonisolated func
//   onAppIntentExecution<I>(_ intent: I.Type = I.self, perform action: @escaping @MainActor (I)
//   -> Void) -> some View where I : TargetContentProvidingIntent`, declared here too (SwiftUI
//   apps import the adapter, which declares `TargetContentProvidingIntent` for this check).
// They are public, so that the test targets and the README's wirings that import the adapter
// see them in this check; they have no bodies that run: the check typechecks, it never links.
#if canImport(UIKit)
  import AppIntents
  import UIKit

  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  public protocol TargetContentProvidingIntent: AppIntent {
    var contentIdentifier: String { get }
  }

  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  extension TargetContentProvidingIntent {
    public var contentIdentifier: String { fatalError("declared for the SDK check") }
  }

  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  public protocol UISceneAppIntent: TargetContentProvidingIntent {
    func performNavigation(forScene scene: UIScene)
  }

  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  extension UISceneAppIntent {
    public func performNavigation(forScene scene: UIScene) { fatalError("declared for the SDK check") }
    public var uiScene: UIScene? { fatalError("declared for the SDK check") }
  }

  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  @MainActor
  public protocol AppIntentSceneDelegate: UISceneDelegate {
    func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent)
  }

  extension UIScene.ConnectionOptions {
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    @MainActor @preconcurrency public var appIntent: (any UISceneAppIntent)? { fatalError("declared for the SDK check") }
  }

  #if canImport(SwiftUI)
    import SwiftUI

    extension View {
      @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
      nonisolated public func onAppIntentExecution<I: TargetContentProvidingIntent>(
        _ intent: I.Type = I.self, perform action: @escaping @MainActor (I) -> Void
      ) -> some View { self }
    }
  #endif
#endif
