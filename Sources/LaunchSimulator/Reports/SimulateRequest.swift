import PropertyList

/// What `quickaction simulate` is asked: one entry on a launch, or a script of events.
public struct SimulateRequest: Sendable {
  /// The quick action's type (default: the manifest's first static item).
  public var type: String?
  /// A cold launch (default) or a warm one.
  public var launch: LaunchScript.Launch = .cold
  /// A scene-based app (default) or an app-delegate one.
  public var lifecycle: LaunchScript.Lifecycle = .scene
  /// The manifest: items, routes and navigation.
  public var manifest: String?
  /// The app's state when the entry arrives.
  public var state: String?
  /// A URL to open instead of a quick action.
  public var url: String?
  /// A user activity type to continue instead of a quick action.
  public var activity: String?
  /// A notification response, `CATEGORY[/ACTION]`, instead of a quick action.
  public var notification: String?
  /// userInfo values for the item, activity or notification.
  public var userInfo: [(String, String)] = []
  /// Whether the app opens its gate afterwards.
  public var opensGate = false
  /// Whether didFinishLaunching returns true.
  public var didFinishLaunchingReturnsTrue = false
  /// A script of events, instead of one entry.
  public var script: String?
  /// An app's folder whose own delegates every door is played against, instead of one entry.
  public var app: String?
  /// Text (default) or JSON.
  public var format: ReportFormat = .text

  /// A request for the first static item on a cold launch of a scene-based app.
  public init() {}
}

/// What `quickaction route` is asked: one shortcut type or URL from a state or a scene.
public struct RouteRequest: Sendable {
  /// The shortcut type or the URL.
  public var entry = ""
  /// The manifest: routes and navigation.
  public var manifest: String?
  /// The navigation state before the entry.
  public var state: String?
  /// userInfo values for the shortcut item.
  public var userInfo: [(String, String)] = []
  /// The app's scenes.
  public var scenes: String?
  /// The scene the entry is delivered to (default: iOS's choice).
  public var scene: String?
  /// The shortcut item's target content identifier.
  public var targetContentIdentifier: String?
  /// Text (default) or JSON.
  public var format: ReportFormat = .text

  /// A request with no entry yet.
  public init() {}
}
