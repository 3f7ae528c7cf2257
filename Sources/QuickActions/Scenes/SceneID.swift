/// One of the app's window scenes, as the core names it: an adapter maps a `UIScene` to one (by
/// its session's `persistentIdentifier`), a script gives each scene a name.
///
/// An app has one scene on iPhone and may have several on iPad, visionOS and Mac Catalyst
/// ("Scenes": "a single app may have multiple scenes and scene delegate objects active at the same
/// time", <https://developer.apple.com/documentation/uikit/scenes>). A call that names no scene
/// means ``main``, so an app with one window never names one.
public struct SceneID: Sendable, Hashable, Comparable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The name.
  public var rawValue: String

  /// The scene called `rawValue`.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public init(stringLiteral value: String) { self.init(value) }

  /// The scene of every call that names none: the app's one window on iPhone, the first on iPad.
  public static let main = SceneID("main")

  public var description: String { rawValue }

  public static func < (a: SceneID, b: SceneID) -> Bool { a.rawValue < b.rawValue }
}
