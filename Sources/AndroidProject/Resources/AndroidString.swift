/// The text of a `<string>` resource as the app shows it.
///
/// The rules are "String resources", formatting and styling
/// (https://developer.android.com/guide/topics/resources/string-resource#escaping_quotes):
/// runs of white space collapse to one space, except inside double quotes, which are removed;
/// `\n`, `\t`, `\'`, `\"`, `\\`, `\@`, `\?` and `\uXXXX` are escapes.
public enum AndroidString {
  /// The shown text of `raw`.
  public static func decode(_ raw: String) -> String {
    var out = ""
    var quoted = false
    var lastWasSpace = false
    var scalars = raw.unicodeScalars.makeIterator()
    var trimmedStart = true
    while let s = scalars.next() {
      switch s {
      case "\\":
        guard let next = scalars.next() else { break }
        switch next {
        case "n": out.append("\n")
        case "t": out.append("\t")
        case "u":
          var hex = ""
          for _ in 0..<4 { if let h = scalars.next() { hex.unicodeScalars.append(h) } }
          if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) {
            out.unicodeScalars.append(u)
          }
        default: out.unicodeScalars.append(next)
        }
        lastWasSpace = false
        trimmedStart = false
      case "\"":
        quoted.toggle()
      case " ", "\n", "\t", "\r":
        if quoted {
          out.unicodeScalars.append(s)
        } else if !lastWasSpace && !trimmedStart {
          out.append(" ")
          lastWasSpace = true
        }
      default:
        out.unicodeScalars.append(s)
        lastWasSpace = false
        trimmedStart = false
      }
    }
    if lastWasSpace && out.hasSuffix(" ") { out.removeLast() }
    return out
  }
}
