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
  public static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

  /// The whole document for `value`.
  public static func write(_ value: PlistValue) -> String {
    var out = header
    write(value, indent: 0, into: &out)
    out += "</plist>\n"
    return out
  }

  /// The whole document as UTF-8 bytes.
  public static func data(_ value: PlistValue) -> Data { Data(write(value).utf8) }

  static func write(_ value: PlistValue, indent: Int, into out: inout String) {
    let tabs = String(repeating: "\t", count: indent)
    switch value.kind {
    case .string(let s): out += tabs + "<string>" + escape(s) + "</string>\n"
    case .integer(let i): out += tabs + "<integer>\(i)</integer>\n"
    case .real(let r): out += tabs + "<real>" + format(r) + "</real>\n"
    case .bool(let v): out += tabs + (v ? "<true/>\n" : "<false/>\n")
    case .date(let d): out += tabs + "<date>" + ScalarText.format(d) + "</date>\n"
    case .data(let d): out += tabs + "<data>" + Base64.encode(d) + "</data>\n"
    case .array(let values):
      if values.isEmpty {
        out += tabs + "<array/>\n"
        return
      }
      out += tabs + "<array>\n"
      for v in values { write(v, indent: indent + 1, into: &out) }
      out += tabs + "</array>\n"
    case .dictionary(let dict):
      if dict.isEmpty {
        out += tabs + "<dict/>\n"
        return
      }
      out += tabs + "<dict>\n"
      for entry in dict {
        out += tabs + "\t<key>" + escape(entry.key) + "</key>\n"
        write(entry.value, indent: indent + 1, into: &out)
      }
      out += tabs + "</dict>\n"
    }
  }

  static func format(_ r: Double) -> String {
    if r.isNaN { return "nan" }
    if r.isInfinite { return r < 0 ? "-infinity" : "+infinity" }
    if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) + (r == 0 && r.sign == .minus ? ".0" : "") }
    return "\(r)"
  }

  /// Escapes text for element content.
  public static func escape(_ s: String) -> String {
    var needs = false
    for u in s.utf8 where u == 0x26 || u == 0x3C || u == 0x3E || (u < 0x20 && u != 0x09 && u != 0x0A) {
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
