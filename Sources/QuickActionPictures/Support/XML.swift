/// Text from input files placed in SVG, HTML, DOT or Mermaid output is escaped here, so that a
/// title cannot close an element, start a script or break a graph.
enum Markup {
  /// Escaped for XML and HTML text and attribute values (both quote kinds).
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      // XML 1.0 cannot carry other C0 controls even as references: they are shown as U+FFFD.
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      case _
      where scalar.value < 0x20 || scalar.value == 0x7F || (0xFFFE...0xFFFF).contains(scalar.value):
        out += "\u{FFFD}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A number for SVG coordinates: at most two decimals, no trailing zeros.
  static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
