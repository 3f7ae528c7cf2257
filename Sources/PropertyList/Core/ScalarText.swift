#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Conversions between the text of `<integer>`, `<real>`, `<date>` and `<data>` and their values.
///
/// Each parse function reports a failure as the offset (within the text) of the first byte that
/// is wrong and a message, so the caller can point at it.
enum ScalarText {
  struct Failure: Error {
    var offset: Int
    var message: String
    var isOverflow = false
  }

  @inline(__always)
  static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }

  /// The range of the text without surrounding XML white space.
  static func trimmed(_ t: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    var lo = 0
    var hi = t.count
    while lo < hi && isSpace(t[lo]) { lo += 1 }
    while hi > lo && isSpace(t[hi - 1]) { hi -= 1 }
    return lo..<hi
  }

  /// A decimal or `0x` hexadecimal integer with an optional sign, in -2^63 ... 2^64-1.
  static func integer(_ t: UnsafeBufferPointer<UInt8>) -> Result<PlistInteger, Failure> {
    let r = trimmed(t)
    var i = r.lowerBound
    guard i < r.upperBound else {
      return .failure(Failure(offset: i, message: "empty <integer>"))
    }
    var negative = false
    if t[i] == 0x2D || t[i] == 0x2B {
      negative = t[i] == 0x2D
      i += 1
      // Foundation reads white space between the sign and the digits (observed: swift-foundation
      // accepts "<integer> +\t42</integer>", its int_whitespace test), so this does too.
      while i < r.upperBound && isSpace(t[i]) { i += 1 }
    }
    var radix: UInt64 = 10
    if i + 1 < r.upperBound && t[i] == 0x30 && (t[i + 1] | 0x20) == 0x78 {
      radix = 16
      i += 2
    }
    guard i < r.upperBound else {
      return .failure(Failure(offset: i, message: "integer has no digits"))
    }
    var text: String { String(decoding: t[r], as: UTF8.self) }
    var magnitude: UInt64 = 0
    while i < r.upperBound {
      let b = t[i]
      let digit: UInt64
      switch b {
      case 0x30...0x39: digit = UInt64(b - 0x30)
      case 0x61...0x66 where radix == 16: digit = UInt64(b - 0x61 + 10)
      case 0x41...0x46 where radix == 16: digit = UInt64(b - 0x41 + 10)
      default:
        return .failure(Failure(offset: i, message: "'\(text)' is not an integer"))
      }
      let (m1, o1) = magnitude.multipliedReportingOverflow(by: radix)
      let (m2, o2) = m1.addingReportingOverflow(digit)
      if o1 || o2 {
        return .failure(
          Failure(
            offset: r.lowerBound,
            message: "integer '\(text)' does not fit in 64 bits (\(Int64.min) to \(UInt64.max))",
            isOverflow: true))
      }
      magnitude = m2
      i += 1
    }
    guard let value = PlistInteger(magnitude: magnitude, isNegative: negative) else {
      return .failure(
        Failure(
          offset: r.lowerBound,
          message: "integer '\(text)' does not fit in 64 bits (\(Int64.min) to \(UInt64.max))",
          isOverflow: true))
    }
    return .success(value)
  }

  /// A real: decimal or exponent notation, `nan`, `inf`/`infinity` with an optional sign.
  static func real(_ t: UnsafeBufferPointer<UInt8>) -> Result<Double, Failure> {
    let r = trimmed(t)
    // Foundation refuses white space after a real's digits (observed: swift-foundation's
    // bad_real_5, "<real>1.5  </real>"), and then refuses the whole file; so does this.
    if r.upperBound < t.count && !r.isEmpty {
      return .failure(
        Failure(
          offset: r.upperBound,
          message: "white space after the number in <real> (Foundation refuses the file)"))
    }
    if let fast = fastDecimal(t, r) { return .success(fast) }
    var text: String { String(decoding: t[r], as: UTF8.self) }
    guard !r.isEmpty else {
      return .failure(Failure(offset: r.lowerBound, message: "empty <real>"))
    }
    if t[r].contains(where: { $0 | 0x20 == 0x6E || $0 | 0x20 == 0x69 }) {
      switch text.lowercased() {
      case "nan": return .success(.nan)
      case "inf", "+inf", "infinity", "+infinity": return .success(.infinity)
      case "-inf", "-infinity": return .success(-.infinity)
      default: break
      }
    }
    // Only plain decimal notation: Swift's parser would also take hexadecimal floats and "nan(…)".
    var sawDigit = false
    for (k, b) in t[r].enumerated() {
      switch b {
      case 0x30...0x39: sawDigit = true
      case 0x2B, 0x2D, 0x2E, 0x45, 0x65: break
      default:
        return .failure(
          Failure(offset: r.lowerBound + k, message: "'\(text)' is not a real number"))
      }
    }
    guard sawDigit, let value = cDecimal(t[r]) ?? Double(text) else {
      return .failure(Failure(offset: r.lowerBound, message: "'\(text)' is not a real number"))
    }
    return .success(value)
  }

  /// `strtod` on a NUL-terminated copy in temporary memory, without making a `String`. The
  /// result counts only when every byte was consumed: in a locale whose decimal point is not
  /// '.', strtod stops early and the caller falls back to Swift's locale-independent parser.
  static func cDecimal(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
    guard digits.count < 64 else { return nil }
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: digits.count + 1) {
      buffer -> Double? in
      guard let base = buffer.baseAddress else { return nil }
      for (k, byte) in digits.enumerated() { base[k] = CChar(bitPattern: byte) }
      base[digits.count] = 0
      var end: UnsafeMutablePointer<CChar>? = nil
      let value = strtod(base, &end)
      guard let end, end == base + digits.count else { return nil }
      return value
    }
  }

  /// `[-]digits[.digits]` with at most 15 significant digits, exactly: the digits fit a Double
  /// without rounding and so does the power of ten (at most 10^22), so one division rounds
  /// correctly (Clinger's fast path). Anything else goes to the general parser.
  @inline(__always)
  static func fastDecimal(_ t: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Double? {
    var i = r.lowerBound
    guard i < r.upperBound else { return nil }
    let negative = t[i] == 0x2D
    if negative { i += 1 }
    var mantissa: UInt64 = 0
    var digits = 0
    var fraction = 0
    var sawPoint = false
    while i < r.upperBound {
      let c = t[i]
      if c >= 0x30 && c <= 0x39 {
        mantissa = mantissa * 10 + UInt64(c - 0x30)
        digits += 1
        if sawPoint { fraction += 1 }
        if digits > 15 { return nil }
      } else if c == 0x2E && !sawPoint {
        sawPoint = true
      } else {
        return nil
      }
      i += 1
    }
    guard digits > 0 else { return nil }
    var power = 1.0
    for _ in 0..<fraction { power *= 10 }  // exact: every power up to 10^15 is a Double
    let value = Double(mantissa) / power
    return negative ? -value : value
  }

  /// An ISO 8601 date in the form property lists use: `YYYY-MM-DDTHH:MM:SSZ`, UTC.
  static func date(_ t: UnsafeBufferPointer<UInt8>) -> Result<Date, Failure> {
    let r = trimmed(t)
    var text: String { String(decoding: t[r], as: UTF8.self) }
    let shape: StaticString = "dddd-dd-ddTdd:dd:ddZ"
    var bad: Failure {
      Failure(
        offset: r.lowerBound, message: "'\(text)' is not a date of the form YYYY-MM-DDTHH:MM:SSZ")
    }
    guard r.count == shape.utf8CodeUnitCount else { return .failure(bad) }
    for k in 0..<shape.utf8CodeUnitCount {
      let expected = shape.utf8Start[k]
      let b = t[r.lowerBound + k]
      if expected == 0x64 ? !(0x30...0x39).contains(b) : b != expected { return .failure(bad) }
    }
    func number(_ from: Int, _ length: Int) -> Int {
      var v = 0
      for k in 0..<length { v = v * 10 + Int(t[r.lowerBound + from + k] - 0x30) }
      return v
    }
    let (year, month, day) = (number(0, 4), number(5, 2), number(8, 2))
    let (hour, minute, second) = (number(11, 2), number(14, 2), number(17, 2))
    guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
      hour < 24, minute < 60, second < 60
    else {
      return .failure(Failure(offset: r.lowerBound, message: "'\(text)' is not a valid date"))
    }
    let days =
      daysFromCivil(year: year, month: month, day: day)
      - daysFromCivil(year: 2001, month: 1, day: 1)
    let seconds = Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
    return .success(Date(timeIntervalSinceReferenceDate: seconds))
  }

  /// The date as property lists write it, to the whole second (rounded down); nil when the
  /// format cannot say it: a year outside 0000...9999 (the form has four digits and no sign,
  /// and no reader takes more), or a time that is not finite. Binary plists hold any double.
  static func format(_ date: Date) -> String? {
    let seconds = date.timeIntervalSinceReferenceDate.rounded(.down)
    guard seconds.isFinite, seconds >= Double(firstWritable), seconds <= Double(lastWritable) else {
      return nil
    }
    let total = Int(seconds)
    var days = total / 86_400
    var rest = total % 86_400
    if rest < 0 {
      rest += 86_400
      days -= 1
    }
    let (y, m, d) = civil(fromDays: days + daysFromCivil(year: 2001, month: 1, day: 1))
    func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
    var year = String(y)
    while year.count < 4 { year = "0" + year }
    return
      "\(year)-\(two(m))-\(two(d))T\(two(rest / 3600)):\(two(rest / 60 % 60)):\(two(rest % 60))Z"
  }

  /// A date for people, also where `format` cannot write it: `format`'s text, or the seconds
  /// from the reference date (2001-01-01T00:00:00Z).
  static func describe(_ date: Date) -> String {
    format(date) ?? "\(date.timeIntervalSinceReferenceDate) seconds from 2001-01-01T00:00:00Z"
  }

  /// 0000-01-01T00:00:00Z and 9999-12-31T23:59:59Z, in seconds from 2001-01-01T00:00:00Z.
  static let firstWritable =
    (daysFromCivil(year: 0, month: 1, day: 1) - daysFromCivil(year: 2001, month: 1, day: 1))
    * 86_400
  static let lastWritable =
    (daysFromCivil(year: 10_000, month: 1, day: 1) - daysFromCivil(year: 2001, month: 1, day: 1))
    * 86_400 - 1

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  static func civil(fromDays z0: Int) -> (Int, Int, Int) {
    let z = z0 + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
  }
}
