#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Writes XML the way Xcode does: the standard header and DOCTYPE, one element per line, tab
/// indentation, `<dict/>` and `<array/>` for empty containers.
///
/// Text is escaped so that any string reads back unchanged: `&`, `<` and `>` as entities, and
/// carriage returns and other control characters as numeric references (XML readers would
/// otherwise turn a CR into a LF). Dates are written to the whole second, as the format has it.
public enum XMLPlistWriter {
  /// The XML declaration and Apple's DOCTYPE that begin every XML property list.
  public static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

  /// The whole document for `value`. Throws when a date is one the XML form cannot hold (a year
  /// outside 0000...9999, which binary plists can carry); nothing is written then.
  public static func write(_ value: PlistValue) throws(PlistWriteError) -> String {
    var out = header
    try write(value, indent: 0, path: "root", into: &out)
    out += "</plist>\n"
    return out
  }

  /// The whole document as UTF-8 bytes.
  public static func data(_ value: PlistValue) throws(PlistWriteError) -> Data {
    Data(try write(value).utf8)
  }

  static func write(
    _ value: PlistValue, indent: Int, path: @autoclosure () -> String, into out: inout String
  )
    throws(PlistWriteError)
  {
    let tabs = String(repeating: "\t", count: indent)
    switch value.kind {
    case .string(let s): out += tabs + "<string>" + escape(s) + "</string>\n"
    case .integer(let i): out += tabs + "<integer>\(i)</integer>\n"
    case .real(let r): out += tabs + "<real>" + format(r) + "</real>\n"
    case .bool(let v): out += tabs + (v ? "<true/>\n" : "<false/>\n")
    case .date(let d):
      guard let text = ScalarText.format(d) else {
        throw PlistWriteError(
          path: path(),
          message:
            "the date \(ScalarText.describe(d)) is outside the years 0000 to 9999 that XML can hold"
        )
      }
      out += tabs + "<date>" + text + "</date>\n"
    case .data(let d): out += tabs + "<data>" + Base64.encode(d) + "</data>\n"
    case .array(let values):
      if values.isEmpty {
        out += tabs + "<array/>\n"
        return
      }
      out += tabs + "<array>\n"
      for (i, v) in values.enumerated() {
        try write(v, indent: indent + 1, path: "\(path())[\(i)]", into: &out)
      }
      out += tabs + "</array>\n"
    case .dictionary(let dict):
      if dict.isEmpty {
        out += tabs + "<dict/>\n"
        return
      }
      out += tabs + "<dict>\n"
      for entry in dict {
        out += tabs + "\t<key>" + escape(entry.key) + "</key>\n"
        try write(entry.value, indent: indent + 1, path: "\(path()).\(entry.key)", into: &out)
      }
      out += tabs + "</dict>\n"
    }
  }

  static func format(_ r: Double) -> String {
    if r.isNaN { return "nan" }
    if r.isInfinite { return r < 0 ? "-infinity" : "+infinity" }
    if r == 0 { return r.sign == .minus ? "-0.0" : "0" }  // Int64(-0.0) would lose the sign
    if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
    return "\(r)"
  }

  /// Escapes text for element content.
  public static func escape(_ s: String) -> String {
    var needs = false
    for u in s.utf8
    where u == 0x26 || u == 0x3C || u == 0x3E || (u < 0x20 && u != 0x09 && u != 0x0A) {
      needs = true
      break
    }
    guard needs else { return s }
    var out = ""
    out.reserveCapacity(s.utf8.count + 16)
    for scalar in s.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20: out += "&#\(scalar.value);"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
