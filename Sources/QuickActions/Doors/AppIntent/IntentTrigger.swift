import PropertyList

/// A route's App Intent trigger: the intent's type name, the parameters it supplies to the
/// route's screens (as an activity trigger reads userInfo keys), and, for an intent that adopts
/// `URLRepresentableIntent`, the URL it is represented by.
///
/// ```
/// intents = ({type = OpenQuestionIntent; parameters = (questionID);
///             url = "https://qa.example.com/questions/:questionID";});
/// ```
///
/// An intent reaches the routes when the system runs it in the foreground: delivered to a scene
/// (iOS 26, for intents that adopt `TargetContentProvidingIntent` or `UISceneAppIntent`) or run in
/// the app (`perform()`, as an `OpenIntent` does). "Directing app intents to your app's scenes":
/// <https://developer.apple.com/documentation/appintents/directing-app-intents-to-your-apps-scenes>
public struct IntentTrigger: Sendable, Hashable {
  /// The intent's type name, as Swift spells it (`OpenQuestionIntent`).
  public var typeName: String
  /// The intent's parameters the route's screens read, by name.
  public var supplies: [String]
  /// The intent's URL representation (`URLRepresentableIntent.urlRepresentation`), as a URL
  /// pattern whose parameters are the intent's, when it has one. `URLRepresentableIntent`: "This
  /// protocol requires your app to support universal links. You can't use this protocol with a
  /// custom URL scheme or other approaches."
  /// (<https://developer.apple.com/documentation/appintents/urlrepresentableintent>)
  public var urlRepresentation: URLPattern?
  /// Where it was declared.
  public var location: SourceLocation

  /// A trigger for intents of `typeName` supplying `supplies`, represented by `urlRepresentation`.
  public init(
    _ typeName: String, supplies: [String] = [], urlRepresentation: URLPattern? = nil,
    location: SourceLocation = .unknown
  ) {
    self.typeName = typeName
    self.supplies = supplies
    self.urlRepresentation = urlRepresentation
    self.location = location
  }
}
