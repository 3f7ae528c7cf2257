import QuickActionTooling
import QuickActions

/// Draws a laid-out menu on a device's Home Screen as SVG: the app icon pressed, the menu
/// beside it, and iOS's own items. Every text element carries the width it may take
/// (`data-max-width`), so a browser can check that nothing overflows.
public struct MenuPicture: Sendable {
  /// Where the pressed app icon sits. In the lower half of the screen iOS opens the menu
  /// upwards and lists it in reverse, so the first item stays nearest the finger.
  public enum IconPosition: String, Sendable, Hashable, CaseIterable {
    /// The icon in the upper half: the menu opens below it, in order.
    case upper
    /// The icon in the lower half: the menu opens above it, in reverse.
    case lower
  }

  /// The menu laid out.
  public var layout: MenuLayout
  /// The device drawn around it.
  public var device: Device
  /// Light or dark.
  public var appearance: Appearance
  /// The name under the app icon.
  public var appName: String
  /// Template images by asset name, as `data:` URLs (`--assets`); others are drawn as a
  /// placeholder with the name in the item's tooltip.
  public var templates: [String: String]

  /// A picture of `layout` on `device`.
  public init(
    layout: MenuLayout, device: Device, appearance: Appearance, appName: String,
    templates: [String: String] = [:]
  ) {
    self.layout = layout
    self.device = device
    self.appearance = appearance
    self.appName = appName
    self.templates = templates
  }

  /// The device with its Home Screen and the menu, as an SVG `<g>` whose box is
  /// `device.width` × `device.height`; `id` keeps the element ids of several pictures apart.
  public func group(_ position: IconPosition, id: String) -> String {
    let w = device.width
    let h = device.height
    var out =
      "<g class=\"qa-device\" data-device=\"\(Markup.escape(device.name))\" data-position=\"\(position.rawValue)\">"
    out += "<defs><linearGradient id=\"\(id)-wall\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
    out +=
      "<stop offset=\"0\" stop-color=\"\(appearance.wallpaperTop)\"/><stop offset=\"1\" stop-color=\"\(appearance.wallpaperBottom)\"/></linearGradient>"
    out +=
      "<clipPath id=\"\(id)-screen\"><rect width=\"\(n(w))\" height=\"\(n(h))\" rx=\"\(n(device.cornerRadius))\"/></clipPath></defs>"
    out += "<g clip-path=\"url(#\(id)-screen)\">"
    out += "<rect width=\"\(n(w))\" height=\"\(n(h))\" fill=\"url(#\(id)-wall)\"/>"
    // The Home Screen grid, faint, then dimmed as iOS dims it behind an open menu.
    let grid = gridOrigin()
    for row in 0..<5 {
      for column in 0..<device.columns {
        let (x, y) = (grid.x + Double(column) * grid.pitchX, grid.y + Double(row) * grid.pitchY)
        out +=
          "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(device.iconSize))\" height=\"\(n(device.iconSize))\" rx=\"\(n(device.iconSize * 0.225))\" fill=\"\(appearance.label)\" fill-opacity=\"0.12\"/>"
      }
    }
    out += "<rect width=\"\(n(w))\" height=\"\(n(h))\" fill=\"\(appearance.dim)\"/>"
    // The safe area, as a dashed outline.
    out +=
      "<rect class=\"qa-safe-area\" x=\"0.5\" y=\"\(n(device.safeTop))\" width=\"\(n(w - 1))\" height=\"\(n(h - device.safeTop - device.safeBottom))\" fill=\"none\" stroke=\"\(appearance.label)\" stroke-opacity=\"0.25\" stroke-dasharray=\"4 4\"/>"
    let icon = iconOrigin(position, grid: grid)
    out +=
      "<rect class=\"qa-app-icon\" x=\"\(n(icon.x))\" y=\"\(n(icon.y))\" width=\"\(n(device.iconSize))\" height=\"\(n(device.iconSize))\" rx=\"\(n(device.iconSize * 0.225))\" fill=\"#0A84FF\"/>"
    let name = TextMetrics.truncated(appName, width: grid.pitchX - 4, size: 12)
    out += text(
      name, x: icon.x + device.iconSize / 2, y: icon.y + device.iconSize + 15, size: 12,
      maxWidth: grid.pitchX - 4,
      fill: appearance.label, anchor: "middle", extra: "qa-app-name")
    out += menu(position, icon: icon, id: id)
    out += "</g>"
    out +=
      "<rect x=\"0.5\" y=\"0.5\" width=\"\(n(w - 1))\" height=\"\(n(h - 1))\" rx=\"\(n(device.cornerRadius))\" fill=\"none\" stroke=\"#000\" stroke-width=\"1\" stroke-opacity=\"0.6\"/>"
    return out + "</g>"
  }

  /// A standalone SVG of one picture.
  public func svg(_ position: IconPosition) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"qa-preview\" width=\"\(n(device.width))\" height=\"\(n(device.height))\" viewBox=\"0 0 \(n(device.width)) \(n(device.height))\" font-family=\"\(Self.fontFamily)\">"
      + group(position, id: "m") + "</svg>\n"
  }

  /// SF Pro on Apple platforms; Liberation Sans (metric-compatible with Helvetica and Arial, whose
  /// widths `TextMetrics` uses) elsewhere, so a browser's measure agrees with the truncation.
  static let fontFamily =
    "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif"

  // MARK: Layout

  private func gridOrigin() -> (x: Double, y: Double, pitchX: Double, pitchY: Double) {
    let columns = Double(device.columns)
    let gap = (device.width - columns * device.iconSize) / (columns + 1)
    return (gap, device.safeTop + 24, gap + device.iconSize, device.iconSize + 34)
  }

  private func iconOrigin(
    _ position: IconPosition, grid: (x: Double, y: Double, pitchX: Double, pitchY: Double)
  )
    -> (x: Double, y: Double)
  {
    let x = grid.x + grid.pitchX  // the second column
    switch position {
    case .upper: return (x, grid.y)
    case .lower: return (x, device.height - device.safeBottom - 24 - device.iconSize - 15)
    }
  }

  private func menu(_ position: IconPosition, icon: (x: Double, y: Double), id: String) -> String {
    let width = MenuLayout.width
    let height = layout.height
    let x = min(max(icon.x, 16), device.width - 16 - width)
    // Below the icon's name, or above the icon.
    let y = position == .upper ? icon.y + device.iconSize + 24 : icon.y - 12 - height
    var out = "<g class=\"qa-menu\" transform=\"translate(\(n(x)) \(n(y)))\">"
    out +=
      "<clipPath id=\"\(id)-menu\"><rect width=\"\(n(width))\" height=\"\(n(height))\" rx=\"\(n(MenuLayout.cornerRadius))\"/></clipPath>"
    out +=
      "<g clip-path=\"url(#\(id)-menu)\"><rect class=\"qa-menu-background\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"\(appearance.menu)\"/>"
    // Sections from the top: upper icon -> app items then iOS's; lower icon -> both reversed.
    var sections: [Section] = [.items(layout.rows), .system]
    if position == .lower { sections.reverse() }
    var top = 0.0
    for (index, section) in sections.enumerated() {
      if index > 0 {
        out +=
          "<rect y=\"\(n(top))\" width=\"\(n(width))\" height=\"\(n(MenuLayout.sectionGap))\" fill=\"\(appearance.gap)\"/>"
        top += MenuLayout.sectionGap
      }
      switch section {
      case .items(let rows):
        let ordered = position == .lower ? rows.reversed() : rows
        for (n, row) in ordered.enumerated() {
          if n > 0 { out += separator(at: top) }
          out += self.row(row, top: top, id: "\(id)-\(row.number)")
          top += row.height
        }
      case .system:
        let items = position == .lower ? SystemMenuItem.all.reversed() : SystemMenuItem.all
        for (n, item) in items.enumerated() {
          if n > 0 { out += separator(at: top) }
          let colour = item.isDestructive ? appearance.destructive : appearance.label
          out +=
            "<g class=\"qa-system-item\" data-name=\"\(Markup.escape(item.name))\"\(item.isDestructive ? " data-destructive=\"true\"" : "")>"
          out += text(
            item.name, x: MenuLayout.margin, y: top + 28, size: MenuLayout.titleSize,
            maxWidth: MenuLayout.textWidth,
            fill: colour, extra: "qa-system-title")
          let iconX = MenuLayout.width - MenuLayout.margin - MenuLayout.iconBox
          let iconY = top + (MenuLayout.systemRowHeight - MenuLayout.iconBox) / 2
          out +=
            "<g class=\"qa-icon qa-system-glyph\" transform=\"translate(\(self.n(iconX)) \(self.n(iconY)))\" color=\"\(colour)\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.6\" stroke-linecap=\"round\" stroke-linejoin=\"round\">"
          out += item.glyph + "</g></g>"
          top += MenuLayout.systemRowHeight
        }
      }
    }
    return out + "</g></g>"
  }

  private enum Section {
    case items([MenuLayout.Row])
    case system
  }

  private func separator(at y: Double) -> String {
    "<rect y=\"\(n(y))\" x=\"\(n(MenuLayout.margin))\" width=\"\(n(MenuLayout.width - MenuLayout.margin))\" height=\"0.5\" fill=\"\(appearance.separator)\"/>"
  }

  private func row(_ row: MenuLayout.Row, top: Double, id: String) -> String {
    let item = row.item
    var out =
      "<g class=\"qa-item\" data-number=\"\(row.number)\" data-type=\"\(Markup.escape(item.type))\" data-source=\"\(item.source.rawValue)\"\(row.isTruncated ? " data-truncated=\"true\"" : "")>"
    out += "<title>\(Markup.escape(tooltip(row)))</title>"
    var baseline = top + MenuLayout.rowPadding + 16
    for line in row.titleLines {
      out += text(
        line, x: MenuLayout.margin, y: baseline, size: MenuLayout.titleSize,
        maxWidth: MenuLayout.textWidth,
        fill: appearance.label, extra: "qa-title")
      baseline += MenuLayout.titleLine
    }
    if let subtitle = row.subtitle {
      out += text(
        subtitle, x: MenuLayout.margin, y: baseline - 2, size: MenuLayout.subtitleSize,
        maxWidth: MenuLayout.textWidth,
        fill: appearance.secondaryLabel, extra: "qa-subtitle")
    }
    let iconX = MenuLayout.width - MenuLayout.margin - MenuLayout.iconBox
    let iconY = top + (row.height - MenuLayout.iconBox) / 2
    out +=
      "<g class=\"qa-icon\" transform=\"translate(\(n(iconX)) \(n(iconY)))\" color=\"\(appearance.label)\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.6\" stroke-linecap=\"round\" stroke-linejoin=\"round\">"
    switch item.icon {
    case .system(let system)?:
      out += SystemIconGlyph.elements(system)
    case .symbol?:
      // SF Symbols cannot be shipped: a dashed box marked "SF"; the name is in the tooltip.
      out += "<rect x=\"1\" y=\"1\" width=\"22\" height=\"22\" rx=\"5\" stroke-dasharray=\"3 2\"/>"
      out +=
        "<text x=\"12\" y=\"16\" text-anchor=\"middle\" font-size=\"10\" fill=\"currentColor\" stroke=\"none\">SF</text>"
    case .template(let name)?:
      if let url = templates[name] {
        out +=
          "<mask id=\"\(id)-template\" style=\"mask-type: alpha\"><image href=\"\(Markup.escape(url))\" width=\"24\" height=\"24\"/></mask>"
        out +=
          "<rect width=\"24\" height=\"24\" fill=\"currentColor\" stroke=\"none\" mask=\"url(#\(id)-template)\"/>"
      } else {
        out +=
          "<rect x=\"1\" y=\"1\" width=\"22\" height=\"22\" rx=\"5\" stroke-dasharray=\"1 2\"/>"
      }
    case nil:
      break
    }
    out += "</g>"
    return out + "</g>"
  }

  private func tooltip(_ row: MenuLayout.Row) -> String {
    var parts = ["\(row.number). \(row.item.type)"]
    if let icon = row.item.icon { parts.append("icon: \(icon.kind) \(icon.name)") }
    if row.isTruncated { parts.append("truncated (approximate)") }
    return parts.joined(separator: ", ")
  }

  private func text(
    _ text: String, x: Double, y: Double, size: Double, maxWidth: Double, fill: String,
    anchor: String = "start", opacity: Double = 1, extra: String = ""
  ) -> String {
    let classes = extra.isEmpty ? "qa-text" : "qa-text \(extra)"
    let opacityAttribute = opacity < 1 ? " fill-opacity=\"\(n(opacity))\"" : ""
    return
      "<text class=\"\(classes)\" x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" fill=\"\(fill)\"\(opacityAttribute) text-anchor=\"\(anchor)\" data-max-width=\"\(n(maxWidth))\" xml:space=\"preserve\">\(Markup.escape(text))</text>"
  }

  private func n(_ value: Double) -> String { Markup.number(value) }
}
