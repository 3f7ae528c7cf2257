/// `$(VAR)` and `${VAR}` references in Info.plist values, expanded from given definitions the
/// way Xcode expands build settings (with the common `:rfc1034identifier`, `:lower` and
/// `:upper` modifiers).
public struct BuildSettings: Sendable, Hashable {
  /// The build settings by name, such as `PRODUCT_BUNDLE_IDENTIFIER`.
  public var definitions: [String: String]

  /// Build settings with these values (plus those Xcode always defines).
  public init(_ definitions: [String: String] = [:]) { self.definitions = definitions }

  /// Build settings Xcode defines for every app target, so an Info.plist may always use them
  /// (Xcode's build settings reference: "Product Bundle Identifier", "Product Name",
  /// "Executable Name", "Development Language", "Product Module Name", "Target Name").
  public static let alwaysDefinedByXcode: Set<String> = [
    "PRODUCT_BUNDLE_IDENTIFIER", "PRODUCT_NAME", "EXECUTABLE_NAME", "DEVELOPMENT_LANGUAGE",
    "PRODUCT_MODULE_NAME", "TARGET_NAME",
  ]

  /// A reference found in a value.
  public struct Reference: Sendable, Hashable {
    /// The variable's name, without modifiers.
    public var name: String
    /// The byte offset of the `$` in the value.
    public var offset: Int
  }

  /// The references in `value`, in order.
  public static func references(in value: String) -> [Reference] {
    var out: [Reference] = []
    let bytes = Array(value.utf8)
    var i = 0
    while i + 1 < bytes.count {
      if bytes[i] == 0x24, bytes[i + 1] == 0x28 || bytes[i + 1] == 0x7B {
        let close: UInt8 = bytes[i + 1] == 0x28 ? 0x29 : 0x7D
        if let end = bytes[(i + 2)...].firstIndex(of: close) {
          let inner = String(decoding: bytes[(i + 2)..<end], as: UTF8.self)
          let name = inner.split(separator: ":", maxSplits: 1).first.map(String.init) ?? inner
          out.append(Reference(name: name, offset: i))
          i = end + 1
          continue
        }
      }
      i += 1
    }
    return out
  }

  /// The value with every defined reference replaced; undefined ones are left as written.
  public func expand(_ value: String) -> String {
    guard value.contains("$") else { return value }
    var out = ""
    let bytes = Array(value.utf8)
    var i = 0
    var last = 0
    while i + 1 < bytes.count {
      if bytes[i] == 0x24, bytes[i + 1] == 0x28 || bytes[i + 1] == 0x7B {
        let close: UInt8 = bytes[i + 1] == 0x28 ? 0x29 : 0x7D
        if let end = bytes[(i + 2)...].firstIndex(of: close) {
          let inner = String(decoding: bytes[(i + 2)..<end], as: UTF8.self)
          let parts = inner.split(separator: ":", maxSplits: 1).map(String.init)
          if let name = parts.first, let defined = definitions[name] {
            out += String(decoding: bytes[last..<i], as: UTF8.self)
            out += Self.apply(parts.count > 1 ? parts[1] : nil, to: expand(defined))
            last = end + 1
          }
          i = end + 1
          continue
        }
      }
      i += 1
    }
    out += String(decoding: bytes[last...], as: UTF8.self)
    return out
  }

  static func apply(_ modifier: String?, to value: String) -> String {
    switch modifier {
    case "rfc1034identifier":
      return String(
        value.map {
          $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-"
        })
    case "c99extidentifier":
      return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    case "lower": return value.lowercased()
    case "upper": return value.uppercased()
    default: return value
    }
  }
}
