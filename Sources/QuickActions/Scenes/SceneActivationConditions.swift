/// What a scene tells iOS about the content it shows, so that iOS can choose it for a door before
/// the app runs: a copy of `UIScene.activationConditions`.
///
/// `UISceneActivationConditions`: "When an event occurs that requires the activation of a scene,
/// UIKit routes the event to the scene best suited to handle it. UIKit determines which scene is
/// the best by evaluating the target content identifier of the event against the predicates in
/// each scene's UISceneActivationConditions object."
/// (<https://developer.apple.com/documentation/uikit/uisceneactivationconditions>)
public struct SceneActivationConditions: Sendable, Hashable, CustomStringConvertible {
  /// `canActivateForTargetContentIdentifierPredicate`: "Conditions for which UIKit can activate the
  /// scene if a better alternative doesn't exist." Default `always` (the header: "default is
  /// [NSPredicate predicateWithValue:YES]").
  public var canActivate: ContentPredicate
  /// `prefersToActivateForTargetContentIdentifierPredicate`: "The set of conditions for which UIKit
  /// chooses to activate this scene over others." Default `never` (the header: "default is
  /// [NSPredicate predicateWithValue:NO]").
  public var prefersToActivate: ContentPredicate

  /// Conditions with these predicates; by default UIKit's: can show anything, prefers nothing.
  public init(canActivate: ContentPredicate = .always, prefersToActivate: ContentPredicate = .never)
  {
    self.canActivate = canActivate
    self.prefersToActivate = prefersToActivate
  }

  /// UIKit's conditions for a scene that sets none: any content can activate it, none prefers it.
  public static let uikitDefault = SceneActivationConditions()

  /// `prefers questions/42; can: any content`.
  public var description: String { "prefers \(prefersToActivate); can show \(canActivate)" }
}
