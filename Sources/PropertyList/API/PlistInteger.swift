/// An integer of a property list: the whole signed and unsigned 64-bit range.
///
/// Property lists store integers up to `UInt64.max` and down to `Int64.min`, which no single
/// Swift integer type covers, so the value is kept as a sign and a magnitude.
public struct PlistInteger: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The absolute value.
  public let magnitude: UInt64
  /// Whether the value is below zero (never true for zero).
  public let isNegative: Bool

  /// Creates an integer from a sign and magnitude; returns nil below `Int64.min`.
  public init?(magnitude: UInt64, isNegative: Bool) {
    if isNegative && magnitude > UInt64(Int64.max) + 1 { return nil }
    self.magnitude = magnitude
    self.isNegative = isNegative && magnitude != 0
  }

  /// A signed 64-bit integer.
  public init(_ value: Int64) {
    magnitude = value.magnitude
    isNegative = value < 0
  }

  /// An integer of the platform's word size.
  public init(_ value: Int) { self.init(Int64(value)) }

  /// An unsigned 64-bit integer (above `Int64.max` too).
  public init(_ value: UInt64) {
    magnitude = value
    isNegative = false
  }

  /// The value as `Int64`, or nil when it is above `Int64.max`.
  public var int64Value: Int64? {
    if isNegative { return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude) }
    return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
  }

  /// The value as `UInt64`, or nil when it is negative.
  public var uint64Value: UInt64? { isNegative ? nil : magnitude }

  /// The value as `Int`, or nil when it does not fit.
  public var intValue: Int? { int64Value.flatMap { Int(exactly: $0) } }

  public var description: String { isNegative ? "-\(magnitude)" : "\(magnitude)" }

  public static func < (lhs: PlistInteger, rhs: PlistInteger) -> Bool {
    switch (lhs.isNegative, rhs.isNegative) {
    case (true, false): return true
    case (false, true): return false
    case (false, false): return lhs.magnitude < rhs.magnitude
    case (true, true): return lhs.magnitude > rhs.magnitude
    }
  }
}
