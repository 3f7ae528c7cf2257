/// The element names an XML property list may use.
enum XMLTag: UInt8 {
  case plist, dict, array, key, string, integer, real, date, data, `true`, `false`

  var name: String {
    switch self {
    case .plist: return "plist"
    case .dict: return "dict"
    case .array: return "array"
    case .key: return "key"
    case .string: return "string"
    case .integer: return "integer"
    case .real: return "real"
    case .date: return "date"
    case .data: return "data"
    case .true: return "true"
    case .false: return "false"
    }
  }

  /// The length of the name in bytes.
  var length: Int {
    switch self {
    case .key: return 3
    case .dict, .real, .date, .data, .true: return 4
    case .plist, .array, .false: return 5
    case .string: return 6
    case .integer: return 7
    }
  }

  /// Recognises a tag name from its bytes without building a string.
  @inline(__always)
  static func match(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> XMLTag? {
    @inline(__always) func eq(_ s: StaticString) -> Bool {
      guard s.utf8CodeUnitCount == length else { return false }
      let p = s.utf8Start
      for k in 0..<length where b[start + k] != p[k] { return false }
      return true
    }
    switch length {
    case 3: return eq("key") ? .key : nil
    case 4:
      switch b[start] {
      case 0x64: return eq("dict") ? .dict : eq("date") ? .date : eq("data") ? .data : nil
      case 0x72: return eq("real") ? .real : nil
      case 0x74: return eq("true") ? .true : nil
      default: return nil
      }
    case 5:
      switch b[start] {
      case 0x61: return eq("array") ? .array : nil
      case 0x66: return eq("false") ? .false : nil
      case 0x70: return eq("plist") ? .plist : nil
      default: return nil
      }
    case 6: return eq("string") ? .string : nil
    case 7: return eq("integer") ? .integer : nil
    default: return nil
    }
  }
}
