/// An item iOS adds below an app's own quick actions (iOS 13 and later), with the glyph it draws
/// at the trailing edge: the observed menu of iOS 17 and 18 shows "Edit Home Screen" (SF Symbol
/// `apps.iphone`), "Share App" (`square.and.arrow.up`) and "Remove App" (`minus.circle`), the last
/// in the system red, as a destructive `UIMenuElement` is drawn (`UIMenuElement.Attributes
/// .destructive`). The glyphs here are the project's own strokes, like `SystemIconGlyph`'s.
struct SystemMenuItem: Sendable, Hashable {
  /// The item's text, as iOS writes it in English.
  var name: String
  /// SVG elements in a 0…24 box, stroked with `currentColor`.
  var glyph: String
  /// Drawn in red (`systemRed`).
  var isDestructive: Bool

  /// The items in menu order (top to bottom when the icon is in the upper half).
  static let all = [
    SystemMenuItem(
      name: "Edit Home Screen",
      glyph:
        #"<rect x="6" y="2" width="12" height="20" rx="2.5"/><path d="M9 7 H10.5 M13.5 7 H15 M9 11 H10.5 M13.5 11 H15 M9 15 H10.5 M13.5 15 H15"/>"#,
      isDestructive: false),
    SystemMenuItem(
      name: "Share App",
      glyph: #"<path d="M12 3 V15 M8 7 L12 3 L16 7"/><path d="M8 10 H5 V21 H19 V10 H16"/>"#,
      isDestructive: false),
    SystemMenuItem(
      name: "Remove App",
      glyph: #"<circle cx="12" cy="12" r="9"/><path d="M7.5 12 H16.5"/>"#,
      isDestructive: true),
  ]
}
