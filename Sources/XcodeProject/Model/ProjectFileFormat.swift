import PropertyList

/// How a `project.pbxproj` is read: Xcode writes the old-style (OpenStep) format, and reads
/// an XML property list too (tools such as CocoaPods once wrote one).
enum ProjectFileFormat {
  static func read(_ bytes: [UInt8]) throws(PlistError) -> PlistValue {
    try PropertyList.read(bytes, format: PropertyList.format(of: bytes)).root
  }
}
