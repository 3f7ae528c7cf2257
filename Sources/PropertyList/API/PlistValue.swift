#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A property-list value that remembers where it came from.
///
/// Equality compares contents only: two values parsed from different places, or one parsed and
/// one built in code, are equal when they hold the same data. Dictionaries compare as unordered
/// maps (the plist meaning) but keep their source order for iteration and writing. Reals compare
/// bit for bit (so -0.0 is not 0.0), and a NaN equals a NaN, so that writing and reading back
/// gives an equal value.
public struct PlistValue: Sendable, Hashable {
  /// What the value holds.
  public enum Kind: Sendable {
    /// A `<string>` (or a `<key>` read as a value).
    case string(String)
    /// An `<integer>`, over the whole signed and unsigned 64-bit range.
    case integer(PlistInteger)
    /// A `<real>`.
    case real(Double)
    /// `<true/>` or `<false/>`.
    case bool(Bool)
    /// A `<date>`.
    case date(Date)
    /// A `<data>` (Base64 in XML).
    case data(Data)
    /// An `<array>`.
    case array([PlistValue])
    /// A `<dict>`, in source order.
    case dictionary(PlistDictionary)
  }

  /// The contents.
  public var kind: Kind
  /// Where the value starts in its source (the `<` of its element, or a binary object's offset).
  public var location: SourceLocation

  /// A value holding `kind`, from `location` (unknown for one built in code).
  public init(_ kind: Kind, at location: SourceLocation = .unknown) {
    self.kind = kind
    self.location = location
  }

  public static func == (lhs: PlistValue, rhs: PlistValue) -> Bool {
    switch (lhs.kind, rhs.kind) {
    case (.string(let a), .string(let b)): return a == b
    case (.integer(let a), .integer(let b)): return a == b
    // Bit for bit, so -0.0 is not 0.0 (a writer that loses the sign is caught) and equality
    // agrees with `hash(into:)`; every NaN is one value.
    case (.real(let a), .real(let b)): return a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
    case (.bool(let a), .bool(let b)): return a == b
    case (.date(let a), .date(let b)): return a == b
    case (.data(let a), .data(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.dictionary(let a), .dictionary(let b)): return a == b
    default: return false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch kind {
    case .string(let s):
      hasher.combine(0)
      hasher.combine(s)
    case .integer(let i):
      hasher.combine(1)
      hasher.combine(i)
    case .real(let r):
      hasher.combine(2)
      hasher.combine(r.isNaN ? Double.nan.bitPattern : r.bitPattern)
    case .bool(let b):
      hasher.combine(3)
      hasher.combine(b)
    case .date(let d):
      hasher.combine(4)
      hasher.combine(d)
    case .data(let d):
      hasher.combine(5)
      hasher.combine(d)
    case .array(let a):
      hasher.combine(6)
      hasher.combine(a)
    case .dictionary(let d):
      hasher.combine(7)
      hasher.combine(d)
    }
  }
}

extension PlistValue {
  /// The name of the value's type as it appears in XML (`string`, `integer`, `dict`, …).
  public var typeName: String {
    switch kind {
    case .string: return "string"
    case .integer: return "integer"
    case .real: return "real"
    case .bool(let b): return b ? "true" : "false"
    case .date: return "date"
    case .data: return "data"
    case .array: return "array"
    case .dictionary: return "dict"
    }
  }

  /// The type with its article, for messages: "a string", "an integer", "a dictionary".
  public var typeDescription: String {
    switch kind {
    case .string: return "a string"
    case .integer: return "an integer"
    case .real: return "a real"
    case .bool: return "a boolean"
    case .date: return "a date"
    case .data: return "data"
    case .array: return "an array"
    case .dictionary: return "a dictionary"
    }
  }

  /// The string, when the value is one.
  public var stringValue: String? {
    if case .string(let s) = kind { return s }
    return nil
  }

  /// The integer, when the value is one.
  public var integerValue: PlistInteger? {
    if case .integer(let i) = kind { return i }
    return nil
  }

  /// The real, when the value is one.
  public var realValue: Double? {
    if case .real(let r) = kind { return r }
    return nil
  }

  /// The boolean, when the value is one.
  public var boolValue: Bool? {
    if case .bool(let b) = kind { return b }
    return nil
  }

  /// The date, when the value is one.
  public var dateValue: Date? {
    if case .date(let d) = kind { return d }
    return nil
  }

  /// The data, when the value is one.
  public var dataValue: Data? {
    if case .data(let d) = kind { return d }
    return nil
  }

  /// The elements, when the value is an array.
  public var arrayValue: [PlistValue]? {
    if case .array(let a) = kind { return a }
    return nil
  }

  /// The entries, when the value is a dictionary.
  public var dictionaryValue: PlistDictionary? {
    if case .dictionary(let d) = kind { return d }
    return nil
  }

  /// The value for `key` when this is a dictionary.
  public subscript(key: String) -> PlistValue? { dictionaryValue?[key] }
}

extension PlistValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  public init(stringLiteral value: String) { self.init(.string(value)) }
  public init(integerLiteral value: Int) { self.init(.integer(PlistInteger(value))) }
  public init(floatLiteral value: Double) { self.init(.real(value)) }
  public init(booleanLiteral value: Bool) { self.init(.bool(value)) }
  public init(arrayLiteral elements: PlistValue...) { self.init(.array(elements)) }
  public init(dictionaryLiteral elements: (String, PlistValue)...) {
    self.init(
      .dictionary(PlistDictionary(elements.map { PlistDictionary.Entry(key: $0.0, value: $0.1) })))
  }
}
