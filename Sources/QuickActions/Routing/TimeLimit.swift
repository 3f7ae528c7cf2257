import Dispatch

/// How long the router lets a navigation (or a question to the user) run: a length of time
/// written as Swift's `Duration` is, `.seconds(5)` or `.milliseconds(50)`. The package runs from
/// iOS 15, and `Duration` and `ContinuousClock` are iOS 16 (the standard library's
/// `SwiftStdlib 5.7` availability), so the router keeps its limits in nanoseconds.
public struct TimeLimit: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The limit in nanoseconds.
  public var nanoseconds: UInt64

  /// A limit of `nanoseconds`.
  public init(nanoseconds: UInt64) { self.nanoseconds = nanoseconds }

  /// A limit of `seconds` whole seconds (none, when negative).
  public static func seconds(_ seconds: Int) -> TimeLimit {
    milliseconds(seconds.multipliedReportingOverflow(by: 1000).overflow ? .max : seconds * 1000)
  }

  /// A limit of `seconds` seconds (none, when negative or not a number).
  public static func seconds(_ seconds: Double) -> TimeLimit {
    let nanoseconds = seconds * 1e9
    guard nanoseconds > 0 else { return TimeLimit(nanoseconds: 0) }
    return TimeLimit(nanoseconds: nanoseconds >= Double(UInt64.max) ? .max : UInt64(nanoseconds))
  }

  /// A limit of `milliseconds` milliseconds (none, when negative).
  public static func milliseconds(_ milliseconds: Int) -> TimeLimit {
    guard milliseconds > 0 else { return TimeLimit(nanoseconds: 0) }
    let (product, overflow) = UInt64(milliseconds).multipliedReportingOverflow(by: 1_000_000)
    return TimeLimit(nanoseconds: overflow ? .max : product)
  }

  /// The limit a `Duration` says (none, when it is negative).
  @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
  public init(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0 else {
      self.init(nanoseconds: 0)
      return
    }
    let (whole, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
    self.init(
      nanoseconds: overflow
        ? .max : whole.addingReportingOverflow(UInt64(attoseconds / 1_000_000_000)).partialValue)
  }

  /// Whether `a` is the shorter limit.
  public static func < (a: TimeLimit, b: TimeLimit) -> Bool { a.nanoseconds < b.nanoseconds }

  /// "5 s", "50 ms", "1500 µs"
  public var description: String {
    if nanoseconds % 1_000_000_000 == 0 { return "\(nanoseconds / 1_000_000_000) s" }
    if nanoseconds % 1_000_000 == 0 { return "\(nanoseconds / 1_000_000) ms" }
    return "\(nanoseconds / 1000) µs"
  }

  /// What is left of this limit once `elapsed` nanoseconds have gone by (none, past it).
  func remaining(after elapsed: UInt64) -> TimeLimit {
    TimeLimit(nanoseconds: nanoseconds > elapsed ? nanoseconds - elapsed : 0)
  }

  /// Now, in nanoseconds of a monotonic clock (`DispatchTime`, which the system's clock
  /// changes never move).
  static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
}
