/// Approximate text widths, for truncating titles as the Home Screen would.
///
/// Apple does not publish SF Pro's advance widths. These are the advance widths of Helvetica
/// from Adobe's Core 14 font metrics (`Helvetica.afm`, 1/1000 em), which Arial and Liberation
/// Sans share, and which are within a few percent of SF Pro Text for Latin text. Characters
/// the table lacks are measured by class: East Asian wide and fullwidth characters (Unicode
/// UAX #11) are 1 em, combining marks 0, anything else the width of `n`. The preview says that
/// its truncation is approximate.
package enum TextMetrics {
  /// The width of `text` in points, at `size` points.
  package static func width(_ text: String, size: Double) -> Double {
    var units = 0
    for scalar in text.unicodeScalars { units += advance(scalar) }
    return Double(units) * size / 1000
  }

  /// `text` cut at the end with "…" to fit `width` points, as UIKit's tail truncation does; the
  /// text itself when it fits.
  package static func truncated(_ text: String, width: Double, size: Double) -> String {
    if self.width(text, size: size) <= width { return text }
    let limit = width * 1000 / size - Double(advance("\u{2026}"))
    var used = 0
    var kept = ""
    for character in text {
      let units = character.unicodeScalars.reduce(0) { $0 + advance($1) }
      if Double(used + units) > limit { break }
      used += units
      kept.append(character)
    }
    while kept.last == " " { kept.removeLast() }
    return kept + "\u{2026}"
  }

  /// Breaks `text` into at most `lines` lines of `width` points (at spaces where it can, as
  /// UIKit's word wrapping does), truncating the last line with "…" when the text does not fit.
  package static func wrapped(_ text: String, width: Double, size: Double, lines: Int) -> [String] {
    var result: [String] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      if result.count == lines - 1 || self.width(String(rest), size: size) <= width {
        result.append(truncated(String(rest), width: width, size: size))
        break
      }
      // The longest prefix that fits, cut back to its last space when there is one.
      var used = 0.0
      var end = rest.startIndex
      while end < rest.endIndex {
        let next = Self.width(String(rest[end]), size: size)
        if used + next > width { break }
        used += next
        end = rest.index(after: end)
      }
      if end == rest.startIndex { end = rest.index(after: end) }
      if end < rest.endIndex, let space = rest[..<end].lastIndex(of: " "), space > rest.startIndex {
        end = space
      }
      result.append(String(rest[..<end]).trimmingSpaces)
      rest = rest[end...].drop { $0 == " " }
    }
    return result
  }

  static func advance(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20, value < 0x7F { return ascii[Int(value - 0x20)] }
    switch value {
    case 0x2026: return 1000  // … ellipsis
    case 0x00A0: return 278
    case 0x2018, 0x2019: return 222
    case 0x201C, 0x201D: return 333
    case 0x2013: return 556
    case 0x2014: return 1000
    case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x1F300...0x1F64F,
      0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 1000
    default: return 556
    }
  }

  /// Helvetica.afm widths of U+0020 through U+007E.
  private static let ascii: [Int] = [
    // space ! " # $ % & ' ( ) * + , - . /
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
    // 0-9 : ; < = > ?
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
    // @ A-O
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    // P-Z [ \ ] ^ _
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
    // ` a-o
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    // p-z { | } ~
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ]
}

/// Where a quick action's text goes in the Home Screen menu (observed on iOS 18, approximate):
/// the menu is 250 pt wide; a row keeps 16 pt margins and a 24 pt icon box with a 12 pt gap, so
/// the title and subtitle have 182 pt. The title is 17 pt text (SF Pro Text, body) and may take
/// two lines when there is no subtitle; the subtitle is 15 pt and takes one ("If the title does
/// not fit on one line and there is no subtitle, the system displays it on two lines":
/// Information Property List Key Reference, `UIApplicationShortcutItemTitle`).
package enum MenuText {
  /// The width the title and subtitle may take, in points.
  package static let width = 182.0
  /// The title's text size, in points.
  package static let titleSize = 17.0
  /// The subtitle's text size, in points.
  package static let subtitleSize = 15.0

  /// The title as the menu draws it: one line with a subtitle, up to two without.
  package static func titleLines(_ title: String, hasSubtitle: Bool) -> [String] {
    hasSubtitle
      ? [TextMetrics.truncated(title, width: width, size: titleSize)]
      : TextMetrics.wrapped(title, width: width, size: titleSize, lines: 2)
  }

  /// The subtitle as the menu draws it, on one line.
  package static func subtitleLine(_ subtitle: String) -> String {
    TextMetrics.truncated(subtitle, width: width, size: subtitleSize)
  }

  /// Whether the menu cuts the text with an ellipsis.
  package static func isTruncated(_ text: String, drawn lines: [String]) -> Bool {
    lines.joined(separator: " ").count < text.count && lines.last?.hasSuffix("\u{2026}") == true
  }
}

extension StringProtocol {
  var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " { s.removeFirst() }
    while s.last == " " { s.removeLast() }
    return String(s)
  }
}
