/// How many columns text takes on screen: East Asian wide and full-width characters (CJK,
/// kana, Hangul, full-width forms, most emoji) take two, combining marks none.
package enum DisplayWidth {
  /// The number of terminal columns `text` takes (East Asian wide characters take two).
  package static func of(_ text: String) -> Int {
    var width = 0
    for scalar in text.unicodeScalars {
      let v = scalar.value
      switch v {
      case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F:
        continue
      case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
        width += 2
      default:
        width += 1
      }
    }
    return width
  }
}
