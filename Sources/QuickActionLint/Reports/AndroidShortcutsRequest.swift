/// What `quickaction android shortcuts` is asked: the iOS manifest, the Android `res/` folder
/// to write into or compare with, and what names the app and expands the build settings.
public struct AndroidShortcutsRequest: Sendable {
  /// The manifest (default `Shortcuts.plist`).
  public var file = "Shortcuts.plist"
  /// The `res/` folder to write into.
  public var output: String?
  /// The `res/` folder to compare with (nothing is written).
  public var check: String?
  /// The folder of the translations (`<lang>.lproj/InfoPlist.strings`).
  public var strings: String?
  /// The application ID, for explicit intents.
  public var package: String?
  /// The activity the intents open.
  public var activity: String?
  /// Build settings for `$(VAR)` references, after the Xcode target's.
  public var definitions: [(String, String)] = []
  /// The Xcode project or workspace that builds the manifest.
  public var project: String?
  /// The build configuration (default Debug).
  public var configuration: String?

  /// A request with no folder yet.
  public init() {}
}
