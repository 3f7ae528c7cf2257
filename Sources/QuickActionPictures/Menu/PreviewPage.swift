import QuickActionTooling
import QuickActions

/// The whole preview: the menu of every language side by side with the icon in the upper and
/// in the lower half of the screen, as one tall HTML page (to scroll or print to PDF) or one
/// SVG.
public struct PreviewPage: Sendable {
  /// One language's menu; `language` nil is the titles as written in the Info.plist.
  public struct Variant: Sendable {
    /// The language code, or nil for the titles as written.
    public var language: String?
    /// The menu in that language.
    public var menu: HomeScreenMenu

    /// The menu of `language`.
    public init(language: String?, menu: HomeScreenMenu) {
      self.language = language
      self.menu = menu
    }

    var label: String { language ?? "as written" }
  }

  /// The file the items come from, for the heading.
  public var source: String
  /// The languages, in order.
  public var variants: [Variant]
  /// The device drawn.
  public var device: Device
  /// Light or dark.
  public var appearance: Appearance
  /// The name under the app icon.
  public var appName: String
  /// Template images by asset name, as `data:` URLs.
  public var templates: [String: String]

  /// A page of these variants on `device`.
  public init(
    source: String, variants: [Variant], device: Device = .standard,
    appearance: Appearance = .light,
    appName: String = "App", templates: [String: String] = [:]
  ) {
    self.source = source
    self.variants = variants
    self.device = device
    self.appearance = appearance
    self.appName = appName
    self.templates = templates
  }

  static let note =
    "Truncation is approximate: widths come from Helvetica's published metrics, close to but not the same as SF Pro's."

  private func picture(_ variant: Variant) -> MenuPicture {
    MenuPicture(
      layout: MenuLayout(variant.menu), device: device, appearance: appearance, appName: appName,
      templates: templates)
  }

  /// One SVG: a row per language, the upper-half and lower-half pictures side by side.
  public func svg() -> String {
    let gap = 40.0
    let label = 52.0
    let cellWidth = device.width + gap
    let cellHeight = device.height + label + gap
    let width = gap + cellWidth * Double(MenuPicture.IconPosition.allCases.count)
    let height = gap + cellHeight * Double(variants.count) + 24
    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"qa-preview\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"\(MenuPicture.fontFamily)\">"
    out += "<rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"\(appearance.page)\"/>"
    for (row, variant) in variants.enumerated() {
      let picture = picture(variant)
      for (column, position) in MenuPicture.IconPosition.allCases.enumerated() {
        let x = gap + Double(column) * cellWidth
        let y = gap + Double(row) * cellHeight
        // Two lines, so the caption fits the narrowest device (iPhone SE, 375 points) whole.
        let caption = "\(variant.label) · icon in the \(position.rawValue) half"
        out +=
          "<text class=\"qa-text qa-caption\" x=\"\(n(x))\" y=\"\(n(y + 18))\" font-size=\"16\" fill=\"\(appearance.pageText)\" data-max-width=\"\(n(device.width))\">\(Markup.escape(TextMetrics.truncated(caption, width: device.width, size: 16)))</text>"
        out +=
          "<text class=\"qa-text qa-caption qa-caption-device\" x=\"\(n(x))\" y=\"\(n(y + 38))\" font-size=\"13\" fill=\"\(appearance.pageText)\" data-max-width=\"\(n(device.width))\">\(Markup.escape(TextMetrics.truncated(device.name, width: device.width, size: 13)))</text>"
        out +=
          "<g class=\"qa-variant\" data-language=\"\(Markup.escape(variant.label))\" transform=\"translate(\(n(x)) \(n(y + label)))\">"
        out += picture.group(position, id: "v\(row)\(position.rawValue)")
        out += "</g>"
      }
    }
    out +=
      "<text x=\"\(n(gap))\" y=\"\(n(height - 16))\" font-size=\"12\" fill=\"\(appearance.pageText)\">\(Markup.escape(Self.note))</text>"
    return out + "</svg>\n"
  }

  /// A standalone HTML page: the pictures, then each language's items as a table (type, icon,
  /// what was truncated, what the Home Screen cuts).
  public func html() -> String {
    let scale = device.isPad ? 0.45 : 0.75
    var out = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8">
      <title>Quick actions: \(Markup.escape(source))</title>
      <style>
      body { font-family: \(MenuPicture.fontFamily); margin: 32px; background: \(appearance.page); color: \(appearance.pageText); }
      section { margin-bottom: 48px; break-inside: avoid; }
      .qa-pictures { display: flex; gap: 32px; flex-wrap: wrap; }
      figure { margin: 0; }
      figcaption { font-size: 13px; margin-top: 6px; }
      table { border-collapse: collapse; margin-top: 16px; font-size: 13px; }
      td, th { border: 1px solid rgba(128,128,128,0.4); padding: 4px 8px; text-align: left; vertical-align: top; }
      .qa-cut td { opacity: 0.55; }
      .qa-note { font-size: 12px; opacity: 0.75; }
      @media print { body { margin: 12mm; } }
      </style></head><body>
      <h1>Quick actions of \(Markup.escape(source))</h1>
      <p class="qa-note">\(Markup.escape(device.name)), \(appearance.rawValue) appearance. iOS lists the menu in reverse when the icon is in the lower half of the screen. \(Markup.escape(Self.note)) Device sizes: Apple's Human Interface Guidelines; safe areas (dashed): the iOS 18 Simulator.</p>

      """
    for (index, variant) in variants.enumerated() {
      let picture = picture(variant)
      out +=
        "<section class=\"qa-language\" data-language=\"\(Markup.escape(variant.label))\"><h2>\(Markup.escape(variant.label))</h2><div class=\"qa-pictures\">"
      for position in MenuPicture.IconPosition.allCases {
        out +=
          "<figure><svg xmlns=\"http://www.w3.org/2000/svg\" class=\"qa-picture\" width=\"\(n(device.width * scale))\" height=\"\(n(device.height * scale))\" viewBox=\"0 0 \(n(device.width)) \(n(device.height))\" font-family=\"\(MenuPicture.fontFamily)\">"
        out += picture.group(position, id: "v\(index)\(position.rawValue)")
        out += "</svg><figcaption>Icon in the \(position.rawValue) half</figcaption></figure>"
      }
      out += "</div>" + table(variant, picture.layout) + "</section>\n"
    }
    return out + "</body></html>\n"
  }

  private func table(_ variant: Variant, _ layout: MenuLayout) -> String {
    var out =
      "<table><tr><th>#</th><th>Title</th><th>Subtitle</th><th>Type</th><th>Icon</th><th>Source</th><th>Shown as</th></tr>"
    for row in layout.rows {
      let shown =
        row.isTruncated
        ? "truncated: "
          + (row.titleLines + [row.subtitle].compactMap { $0 }).joined(separator: " / ") : "in full"
      out +=
        "<tr><td>\(row.number)</td>" + cells(row.item) + "<td>\(Markup.escape(shown))</td></tr>"
    }
    for (offset, item) in layout.cut.enumerated() {
      out +=
        "<tr class=\"qa-cut\"><td>\(layout.rows.count + offset + 1)</td>" + cells(item)
        + "<td>never shown (over the limit of \(variant.menu.visibleLimit))</td></tr>"
    }
    return out + "</table>"
  }

  private func cells(_ item: ShortcutItem) -> String {
    let icon = item.icon.map { "\($0.kind) \($0.name)" } ?? "none"
    return [item.title, item.subtitle ?? "", item.type, icon, item.source.rawValue].map {
      "<td>\(Markup.escape($0))</td>"
    }.joined()
  }

  private func n(_ value: Double) -> String { Markup.number(value) }
}
