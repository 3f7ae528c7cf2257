// Declarations: AppIntents.swiftinterface (iOS 26.2 SDK, held against it by .ci/sdk-check) for
// `PersistentlyIdentifiable` and `AppIntent`; the iOS 26 SDK's AppIntents.swiftinterface and
// _AppIntents_UIKit.swiftinterface, as their documentation pages print them, for the scene
// delivery of App Intents ("Directing app intents to your app's scenes",
// https://developer.apple.com/documentation/appintents/directing-app-intents-to-your-apps-scenes).
// swift-corelibs-foundation has no App Intents; the double declares the part the adapter reads.

import Foundation

/// AppIntents.swiftinterface: `public protocol PersistentlyIdentifiable { static var
/// persistentIdentifier: Swift.String { get } }` (iOS 16), with a default implementation: "App
/// intents set this identifier to the app intent type name by default".
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol PersistentlyIdentifiable {
  static var persistentIdentifier: String { get }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension PersistentlyIdentifiable {
  public static var persistentIdentifier: String { String(describing: Self.self) }
}

/// AppIntents.swiftinterface: `public protocol AppIntent : AppIntents.PersistentlyIdentifiable,
/// AppIntents._SupportsAppDependencies, Swift.Sendable` (iOS 16). The double keeps the
/// requirement the adapter relies on (`init()`); `title`, `perform()` and the rest are the app's
/// and Apple's.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol AppIntent: PersistentlyIdentifiable, Sendable {
  init()
}

/// AppIntents.swiftinterface (iOS 26 SDK): `protocol TargetContentProvidingIntent : AppIntent`,
/// "An interface that provides a custom identifier for an app intent", matched against the
/// scenes' activation conditions when the system launches the app.
@available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
public protocol TargetContentProvidingIntent: AppIntent {
  /// AppIntents.swiftinterface (iOS 26 SDK): `var contentIdentifier: String { get }`, "A custom
  /// string your app uses to identify the app intent": by default "the name of the app intent
  /// type".
  var contentIdentifier: String { get }
}

@available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
extension TargetContentProvidingIntent {
  public var contentIdentifier: String { Self.persistentIdentifier }
}

/// _AppIntents_UIKit.swiftinterface (iOS 26 SDK): `protocol UISceneAppIntent :
/// TargetContentProvidingIntent`, an intent the system delivers to a UIKit scene.
@available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
public protocol UISceneAppIntent: TargetContentProvidingIntent {
  /// _AppIntents_UIKit.swiftinterface (iOS 26 SDK): `func performNavigation(forScene scene:
  /// UIScene)`, "Tells the app intent that the system is about to show the specified scene", when
  /// the scene's delegate does not implement `scene(_:willPerformAppIntent:)`.
  func performNavigation(forScene scene: UIScene)
}

@available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
extension UISceneAppIntent {
  public func performNavigation(forScene scene: UIScene) {}

  /// _AppIntents_UIKit.swiftinterface (iOS 26 SDK): `var uiScene: UIScene? { get }`, "The scene
  /// that is handling the app intent … Check the value of this property only in your app
  /// intent's perform() method. If the system didn't associate the app intent with a scene, the
  /// value of this property is nil." The double's system sets it around `perform()`
  /// (`UIKitDouble.performing(in:_:)`).
  public var uiScene: UIScene? { UIKitDouble.performingScene.withLock { $0?.scene } }
}

/// _AppIntents_UIKit.swiftinterface (iOS 26 SDK): `protocol AppIntentSceneDelegate :
/// UISceneDelegate`, "The interface a UIKit scene delegate uses to receive an app intent and
/// configure the scene's views".
@available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
public protocol AppIntentSceneDelegate: UISceneDelegate {
  /// _AppIntents_UIKit.swiftinterface (iOS 26 SDK): "Asks the scene delegate to prepare the
  /// scene for the specified app intent … The system calls the app intent's perform() method
  /// after this method returns."
  ///
  /// - SDK check: isolation waived. The SDK declares the requirement in a Swift 5 mode interface,
  ///   where it is not main-actor isolated, yet a main-actor class's witness stays main-actor
  ///   (hence `extension SceneDelegate: @MainActor AppIntentSceneDelegate`). A Swift 6 module
  ///   cannot declare both: refining `UISceneDelegate` makes the requirement main-actor, and
  ///   `nonisolated` makes the witnesses nonisolated. The double keeps the first, under which
  ///   the README's isolated conformance compiles as it does against the SDK; SDKCheckTests holds
  ///   the real protocol's isolation against iPhoneOS 26.2 with a planted delegate.
  func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent)
}

extension UIScene.ConnectionOptions {
  /// _AppIntents_UIKit.swiftinterface (iOS 26 SDK): `@MainActor @preconcurrency var appIntent:
  /// (any UISceneAppIntent)? { get }`, "The AppIntent that triggered scene creation.
  /// AppIntentSceneDelegate.scene(_:willPerform:) will always be called after scene connection".
  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  public var appIntent: (any UISceneAppIntent)? { intent as? any UISceneAppIntent }
}

extension UIKitDouble {
  /// The scene the system associated with the intent whose `perform()` runs now.
  nonisolated struct PerformingScene: @unchecked Sendable { weak var scene: UIScene? }
  nonisolated static let performingScene = Locked<PerformingScene?>(nil)

  /// Test-only: runs `perform` (an intent's `perform()`) as the system does once it has chosen
  /// `scene` for the intent: `uiScene` reads `scene` meanwhile.
  static func performing<T>(in scene: UIScene?, _ perform: () async throws -> T) async rethrows -> T
  {
    performingScene.withLock { $0 = scene.map { PerformingScene(scene: $0) } }
    defer { performingScene.withLock { $0 = nil } }
    return try await perform()
  }
}
