import QuickActionTooling
import QuickActions

/// The long-press menu laid out as iOS draws it, in points, before it is turned into SVG.
///
/// Geometry (observed on iOS 18, approximate): the menu is 250 pt wide with 13 pt corners;
/// each row has 16 pt margins, the title in 17 pt text (SF Pro Text, body), the subtitle in
/// 15 pt (subheadline), and the icon in a 24 pt box at the trailing edge. A title without a
/// subtitle may take two lines; with a subtitle, each takes one ("If the title does not fit on
/// one line and there is no subtitle, the system displays it on two lines": Information
/// Property List Key Reference, `UIApplicationShortcutItemTitle`). Either is truncated at the
/// end with "…".
public struct MenuLayout: Sendable, Hashable {
  /// One item's row.
  public struct Row: Sendable, Hashable {
    /// The item.
    public var item: ShortcutItem
    /// 1-based position in menu order.
    public var number: Int
    /// The title as drawn: one line, or two when there is no subtitle.
    public var titleLines: [String]
    /// The subtitle as drawn, on one line.
    public var subtitle: String?
    /// Whether the title or the subtitle lost text to truncation.
    public var isTruncated: Bool
    /// The row's height in points.
    public var height: Double
  }

  /// The menu's width in points.
  public static let width = 250.0
  static let margin = 16.0
  static let iconBox = 24.0
  static let iconGap = 12.0
  static let titleSize = MenuText.titleSize
  static let subtitleSize = MenuText.subtitleSize
  static let titleLine = 22.0
  static let subtitleLine = 20.0
  static let rowPadding = 11.0
  static let cornerRadius = 13.0
  /// The width the title and subtitle may take.
  public static let textWidth = MenuText.width
  /// What iOS adds below an app's own items (iOS 13 and later), drawn with their glyphs and
  /// "Remove App" in red (`SystemMenuItem`).
  public static var systemItems: [String] { SystemMenuItem.all.map(\.name) }
  static let systemRowHeight = 44.0
  static let sectionGap = 8.0

  /// The rows of the items shown, in menu order.
  public var rows: [Row]
  /// The items cut at the Home Screen's limit.
  public var cut: [ShortcutItem]

  /// The layout of `menu`'s visible items.
  public init(_ menu: HomeScreenMenu) {
    rows = menu.visible.enumerated().map { index, item in
      var subtitle: String? = nil
      var truncated = false
      if let text = item.subtitle, !text.isEmpty {
        let line = MenuText.subtitleLine(text)
        truncated = MenuText.isTruncated(text, drawn: [line])
        subtitle = line
      }
      let title = MenuText.titleLines(item.title, hasSubtitle: subtitle != nil)
      truncated = truncated || MenuText.isTruncated(item.title, drawn: title)
      let height =
        Double(title.count) * Self.titleLine + (subtitle == nil ? 0 : Self.subtitleLine) + Self
        .rowPadding * 2
      return Row(
        item: item, number: index + 1, titleLines: title, subtitle: subtitle,
        isTruncated: truncated, height: height)
    }
    cut = Array(menu.cut)
  }

  /// The height of the app's section.
  public var itemsHeight: Double { rows.reduce(0) { $0 + $1.height } }

  /// The height of the whole menu: the app's items, a gap, and the system's.
  public var height: Double {
    (rows.isEmpty ? 0 : itemsHeight + Self.sectionGap) + Double(Self.systemItems.count)
      * Self.systemRowHeight
  }
}
