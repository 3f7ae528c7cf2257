/// Text from an input file made safe to print on a terminal or in a CI log: control characters
/// (which could move the cursor, recolour or retitle the terminal, or hide text) are shown as
/// escapes instead of being sent raw.
public enum TerminalText {
  /// `s` with C0 controls (but tab), DEL and C1 controls written as `\n`, `\r` or `\u{1B}`.
  public static func escape(_ s: String) -> String {
    guard s.unicodeScalars.contains(where: needsEscape) else { return s }
    var out = ""
    out.reserveCapacity(s.utf8.count + 8)
    for scalar in s.unicodeScalars {
      guard needsEscape(scalar) else {
        out.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return out
  }

  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return (v < 0x20 && v != 0x09) || (v >= 0x7F && v <= 0x9F)
  }
}
