/// A JSON document to write: objects keep the order their members were given in, so output is
/// deterministic and golden files stay stable.
public indirect enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number already in JSON notation.
  case number(String)
  /// A string, escaped when serialized.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, its members in this order.
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.serialized() == rhs.serialized()
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

  /// An integer as a JSON number.
  public static func int(_ v: Int) -> JSONValue { .number(String(v)) }

  /// Compact JSON (no spaces), or indented by two spaces with `pretty`.
  public func serialized(pretty: Bool = false) -> String {
    var out = ""
    write(into: &out, pretty: pretty, indent: 0)
    return out
  }

  func write(into out: inout String, pretty: Bool, indent: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += n
    case .string(let s): JSONValue.quote(s, into: &out)
    case .array(let values):
      if values.isEmpty {
        out += "[]"
        return
      }
      out += "["
      for (i, v) in values.enumerated() {
        if i > 0 { out += "," }
        if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
        v.write(into: &out, pretty: pretty, indent: indent + 1)
      }
      if pretty { out += "\n" + String(repeating: "  ", count: indent) }
      out += "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{"
      for (i, (k, v)) in members.enumerated() {
        if i > 0 { out += "," }
        if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
        JSONValue.quote(k, into: &out)
        out += pretty ? ": " : ":"
        v.write(into: &out, pretty: pretty, indent: indent + 1)
      }
      if pretty { out += "\n" + String(repeating: "  ", count: indent) }
      out += "}"
    }
  }

  static func quote(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}

extension PlistValue {
  /// The value as JSON: dates as ISO 8601 strings, data as base64 strings, non-finite reals as
  /// strings (JSON has no NaN).
  public var json: JSONValue {
    switch kind {
    case .string(let s): return .string(s)
    case .integer(let i): return .number(i.description)
    case .real(let r): return r.isFinite ? .number("\(r)") : .string(XMLPlistWriter.format(r))
    case .bool(let b): return .bool(b)
    case .date(let d): return .string(ScalarText.describe(d))
    case .data(let d): return .string(Base64.encode(d))
    case .array(let a): return .array(a.map(\.json))
    case .dictionary(let d): return .object(d.map { ($0.key, $0.value.json) })
    }
  }

  /// A lossless, typed JSON form (`{"integer": "42"}`, `{"dict": [[key, value], …]}`) used to
  /// compare readings with other implementations.
  public var taggedJSON: JSONValue {
    switch kind {
    case .string(let s): return .object([("string", .string(s))])
    case .integer(let i): return .object([("integer", .string(i.description))])
    case .real(let r):
      return .object([
        (
          "real",
          .string(
            XMLPlistWriter.format(r) == "nan"
              ? "nan" : r.isInfinite ? (r < 0 ? "-inf" : "inf") : "\(r)")
        )
      ])
    case .bool(let b): return .object([("bool", .bool(b))])
    case .date(let d): return .object([("date", .number("\(d.timeIntervalSince1970)"))])
    case .data(let d): return .object([("data", .string(Base64.encode(d)))])
    case .array(let a): return .object([("array", .array(a.map(\.taggedJSON)))])
    case .dictionary(let d):
      return .object([("dict", .array(d.map { .array([.string($0.key), $0.value.taggedJSON]) }))])
    }
  }
}
