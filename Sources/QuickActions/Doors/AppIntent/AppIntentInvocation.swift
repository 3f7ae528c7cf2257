import PropertyList

/// What an App Intent brings into the app when the system runs it in the foreground: its type,
/// the values of its parameters, and the target content identifier the system matches against
/// the scenes' activation conditions.
///
/// iOS 26 delivers such an intent to a scene (`UIScene.ConnectionOptions.appIntent`,
/// `AppIntentSceneDelegate.scene(_:willPerformAppIntent:)`, SwiftUI's `onAppIntentExecution`)
/// before it calls the intent's `perform()`; an intent that does not adopt
/// `TargetContentProvidingIntent` or `UISceneAppIntent` reaches only its `perform()`, run in the
/// app ("Directing app intents to your app's scenes",
/// <https://developer.apple.com/documentation/appintents/directing-app-intents-to-your-apps-scenes>).
public struct AppIntentInvocation: Sendable, Hashable {
  /// The intent's type name (`OpenQuestionIntent`), which a route's intent trigger names.
  public var typeName: String
  /// The intent's parameters that the routes read, by name: property-list values (an entity's
  /// identifier, a number, a string).
  public var parameters: PlistDictionary
  /// A custom `contentIdentifier`, when the intent supplies one.
  public var customContentIdentifier: String?
  /// Whether the intent adopts `TargetContentProvidingIntent` (SwiftUI) or `UISceneAppIntent`
  /// (UIKit), so that the system delivers it to a scene before its `perform()`: "If you don't
  /// include the TargetContentProvidingIntent or UISceneAppIntent protocol in an app intent, the
  /// system doesn't route the app intent to one of your scenes." Without it, only `perform()` runs.
  public var targetsScene: Bool

  /// An intent of `typeName` with these parameter values and, if it overrides the default, its
  /// own content identifier; `targetsScene` false for one the system does not deliver to a scene.
  public init(
    typeName: String, parameters: PlistDictionary = PlistDictionary(),
    contentIdentifier: String? = nil,
    targetsScene: Bool = true
  ) {
    self.typeName = typeName
    self.parameters = parameters
    self.customContentIdentifier = contentIdentifier
    self.targetsScene = targetsScene
  }

  /// `TargetContentProvidingIntent.contentIdentifier`: the custom one, else the default, "the
  /// persistent identifier for the app intent type. App intents set this identifier to the app
  /// intent type name by default" ("Directing app intents to your app's scenes").
  public var contentIdentifier: String { customContentIdentifier ?? typeName }
}
