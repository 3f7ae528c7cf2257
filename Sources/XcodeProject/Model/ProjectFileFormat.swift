import PropertyList
import PropertyListOpenStep

/// How a `project.pbxproj` is read: Xcode writes the old-style (OpenStep) format, and reads
/// a binary or XML property list too (tools such as CocoaPods once wrote XML). A file whose
/// first character (after a byte-order mark and white space) is `<` is XML.
enum ProjectFileFormat {
  static func read(_ bytes: [UInt8]) throws(PlistError) -> PlistValue {
    try PropertyList.read(bytes, format: format(of: bytes)).root
  }

  static func format(of bytes: [UInt8]) -> PropertyList.Format {
    if PropertyList.format(of: bytes) == .binary { return .binary }
    var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while i < bytes.count,
      bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D
    { i += 1 }
    return i < bytes.count && bytes[i] == UInt8(ascii: "<") ? .xml : .openStep
  }
}
