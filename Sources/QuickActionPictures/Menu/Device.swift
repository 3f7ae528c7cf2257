/// A device the preview draws the menu on: its screen in points (portrait) and its safe-area
/// insets.
///
/// Sources: screen sizes from Apple's Human Interface Guidelines, "Layout", Specifications
/// (device screen sizes and orientations, in points); safe-area insets as the iOS 18 Simulator
/// reports them for a portrait window (`UIWindow.safeAreaInsets`). Home Screen geometry (a
/// 4-column icon grid of 60 pt icons on iPhone, 6 columns of 74 pt on iPad) is the observed
/// layout, and approximate.
public struct Device: Sendable, Hashable {
  /// The device's marketing name.
  public var name: String
  /// The screen's width in points, portrait.
  public var width: Double
  /// The screen's height in points, portrait.
  public var height: Double
  /// The top safe-area inset in points (status bar, Dynamic Island).
  public var safeTop: Double
  /// The bottom safe-area inset in points (Home indicator).
  public var safeBottom: Double
  /// The corner radius of the display, for the drawing only.
  public var cornerRadius: Double
  /// Whether it is an iPad (a wider Home Screen grid).
  public var isPad: Bool

  /// The devices the preview draws.
  public static let all: [Device] = [
    Device(
      name: "iPhone 16 Pro", width: 402, height: 874, safeTop: 62, safeBottom: 34, cornerRadius: 55,
      isPad: false),
    Device(
      name: "iPhone 16 Pro Max", width: 440, height: 956, safeTop: 62, safeBottom: 34,
      cornerRadius: 55, isPad: false),
    Device(
      name: "iPhone 16", width: 393, height: 852, safeTop: 59, safeBottom: 34, cornerRadius: 55,
      isPad: false),
    Device(
      name: "iPhone SE (3rd generation)", width: 375, height: 667, safeTop: 20, safeBottom: 0,
      cornerRadius: 0, isPad: false),
    Device(
      name: "iPad Air 11-inch (M2)", width: 820, height: 1180, safeTop: 24, safeBottom: 20,
      cornerRadius: 18, isPad: true),
    Device(
      name: "iPad Pro 13-inch (M4)", width: 1032, height: 1376, safeTop: 24, safeBottom: 20,
      cornerRadius: 18, isPad: true),
  ]

  /// The default device.
  public static let standard = all[0]

  /// The device of this name, compared without case and spaces ("iphone16pro" finds it).
  public static func named(_ name: String) -> Device? {
    func key(_ s: String) -> String { s.lowercased().filter { !$0.isWhitespace } }
    return all.first { key($0.name) == key(name) }
  }

  /// The side of an app icon and the number of columns of the Home Screen grid.
  var iconSize: Double { isPad ? 74 : 60 }
  var columns: Int { isPad ? 6 : 4 }
  /// Width of the long-press menu (observed: 250 pt on iPhone and iPad).
  var menuWidth: Double { 250 }
}
