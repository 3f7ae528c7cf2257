import PropertyList

/// A route's user-activity trigger: an `activityType` (for Handoff, declared in the app's
/// `NSUserActivityTypes`) or, for Spotlight results (`CSSearchableItemActionType`), a pattern of
/// the item identifier; and the userInfo keys it reads into screen parameters.
///
/// <https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype>
public struct ActivityTrigger: Sendable, Hashable {
  /// The activity type it answers.
  public var activityType: String
  /// For a Spotlight trigger, the pattern the item identifier
  /// (`CSSearchableItemActivityIdentifier`) must match: segments separated by `/`, each a
  /// literal, a `:parameter` (with ` as TYPE`) or, last, `*`; nil for other activities.
  public var identifier: SegmentPattern?
  /// The userInfo keys the route's screen parameters are read from.
  public var reads: [String]
  /// Where it was declared.
  public var location: SourceLocation

  /// A trigger for activities of `activityType`.
  public init(_ activityType: String, reads: [String] = [], location: SourceLocation = .unknown) {
    self.activityType = activityType
    self.identifier = nil
    self.reads = reads
    self.location = location
  }

  /// A trigger for Spotlight results whose identifier matches `identifier`. A pattern that does
  /// not read is kept and reported by ``RouteTable/check()``; it matches nothing.
  public init(
    spotlight identifier: String, reads: [String] = [], location: SourceLocation = .unknown
  ) {
    self.activityType = UserActivity.searchableItemType
    self.identifier = SegmentPattern(identifier: identifier, location: location)
    self.reads = reads
    self.location = location
  }
}

extension ActivityTrigger {
  /// The trigger as a manifest writes it, for messages: `Spotlight item 'questions/:id'` or
  /// `activity 'com.example.qa.viewing'`.
  var summary: String {
    if let identifier { return "Spotlight item '\(identifier.text)'" }
    return "activity '\(activityType)'"
  }
}
