import Foundation
import PropertyList

/// Converts a quick action's userInfo between the package's property-list values and the
/// `[String: any NSSecureCoding]` that `UIApplicationShortcutItem` holds.
///
/// UIKit requires plist-encodable values ("Will throw an exception if the NSDictionary is not
/// plist-encodable", UIKit/UIApplicationShortcutItem.h): strings, numbers, booleans, dates,
/// data, and arrays and string-keyed dictionaries of them. Going from UIKit, a value of any
/// other type is reported with where it sits, never dropped in silence.
public enum UserInfoBridging {
  /// A userInfo value that is not a property-list value.
  public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where it sits: `userInfo["key"]`, then `[index]` and `["key"]` steps.
    public var path: String
    /// The value's type, as Swift names it.
    public var typeName: String
    /// A failure at `path`, whose value is of `typeName`.
    public init(path: String, typeName: String) {
      self.path = path
      self.typeName = typeName
    }
    public var description: String {
      "\(path) is a \(typeName), which is not a property-list value"
    }
  }

  /// The userInfo for `UIApplicationShortcutItem`.
  public static func secureCoding(_ userInfo: PlistDictionary) -> [String: any NSSecureCoding] {
    var out: [String: any NSSecureCoding] = [:]
    for entry in userInfo { out[entry.key] = object(entry.value) }
    return out
  }

  /// The Foundation object for one value.
  public static func object(_ value: PlistValue) -> any NSSecureCoding {
    switch value.kind {
    case .string(let s): return NSString(string: s)
    case .integer(let i):
      if let signed = i.int64Value { return NSNumber(value: signed) }
      return NSNumber(value: i.magnitude)  // above Int64.max: only unsigned holds it
    case .real(let r): return NSNumber(value: r)
    case .bool(let b): return NSNumber(value: b)
    case .date(let d):
      return NSDate(timeIntervalSinceReferenceDate: d.timeIntervalSinceReferenceDate)
    case .data(let d): return NSData(data: d)
    case .array(let a): return NSArray(array: a.map { object($0) })
    case .dictionary(let d):
      let dict = NSMutableDictionary()
      for entry in d { dict[NSString(string: entry.key)] = object(entry.value) }
      return dict
    }
  }

  /// The property-list values of a `UIApplicationShortcutItem`'s userInfo.
  public static func plist(_ userInfo: [String: any NSSecureCoding]) throws(Failure)
    -> PlistDictionary
  {
    var out = PlistDictionary()
    // Sorted, so the order (which a dictionary does not keep) is the same on every run.
    for key in userInfo.keys.sorted() {
      guard let value = userInfo[key] else { continue }
      out.set(try plistValue(value, at: "userInfo[\(quoted(key))]"), forKey: key)
    }
    return out
  }

  /// One Foundation object as a property-list value.
  public static func plistValue(_ object: Any, at path: String) throws(Failure) -> PlistValue {
    switch object {
    case let number as NSNumber:
      return PlistValue(number.plistKind)
    case let string as String:
      return PlistValue(.string(string))
    case let date as Date:
      return PlistValue(.date(date))
    case let data as Data:
      return PlistValue(.data(data))
    case let array as [Any]:
      var values: [PlistValue] = []
      for (index, element) in array.enumerated() {
        values.append(try plistValue(element, at: "\(path)[\(index)]"))
      }
      return PlistValue(.array(values))
    case let dictionary as [String: Any]:
      var entries = PlistDictionary()
      for key in dictionary.keys.sorted() {
        guard let element = dictionary[key] else { continue }
        entries.set(try plistValue(element, at: "\(path)[\(quoted(key))]"), forKey: key)
      }
      return PlistValue(.dictionary(entries))
    case let dictionary as NSDictionary:
      // A key that is not a string: NSDictionary allows it, property lists do not.
      let key = dictionary.allKeys.first { !($0 is String) }
      throw Failure(path: "\(path) key", typeName: key.map { "\(type(of: $0))" } ?? "NSDictionary")
    default:
      throw Failure(path: path, typeName: "\(type(of: object))")
    }
  }

  static func quoted(_ key: String) -> String {
    "\""
      + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"") + "\""
  }
}

extension NSNumber {
  /// Booleans are the shared `__NSCFBoolean` instances on Apple platforms and in
  /// swift-corelibs-foundation alike (observed: `type(of: NSNumber(value: true))`), so the class
  /// tells a boolean from the integers 0 and 1. `objCType` tells reals from integers.
  var plistKind: PlistValue.Kind {
    if type(of: self) == type(of: NSNumber(value: true)) { return .bool(boolValue) }
    switch String(cString: objCType) {
    case "f", "d": return .real(doubleValue)
    case "Q", "L", "I", "S", "C":
      return .integer(PlistInteger(uint64Value))
    default:
      return .integer(PlistInteger(int64Value))
    }
  }
}
