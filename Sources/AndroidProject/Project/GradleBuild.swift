import PropertyList

/// A value a Gradle build file sets, and where.
public struct GradleValue: Sendable, Hashable {
  /// The value.
  public var value: String
  /// The build file.
  public var file: String
  /// Where the value's string starts.
  public var location: SourceLocation
}

/// The `applicationId` a module's `build.gradle` or `build.gradle.kts` sets ("Configure the app
/// module", https://developer.android.com/build/configure-app-module#set-application-id):
/// `applicationId "com.example.app"` (Groovy) or `applicationId = "com.example.app"` (Kotlin).
/// Only a quoted literal is read; a value computed by the script is not guessed.
enum GradleBuild {
  static func applicationIDs(in bytes: [UInt8], path: String) -> [GradleValue] {
    var out: [GradleValue] = []
    let key = Array("applicationId".utf8)
    var i = 0
    while i + key.count < bytes.count {
      guard bytes[i] == key[0], bytes[i..<(i + key.count)].elementsEqual(key),
        i == 0 || !isWordByte(bytes[i - 1]), !isWordByte(bytes[i + key.count])
      else {
        i += 1
        continue
      }
      var k = i + key.count
      while k < bytes.count
        && (bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x3D || bytes[k] == 0x28)
      { k += 1 }
      guard k < bytes.count, bytes[k] == 0x22 || bytes[k] == 0x27 else {
        i = k
        continue
      }
      let quote = bytes[k]
      var e = k + 1
      while e < bytes.count && bytes[e] != quote && bytes[e] != 0x0A { e += 1 }
      if e < bytes.count, bytes[e] == quote {
        let value = String(decoding: bytes[(k + 1)..<e], as: UTF8.self)
        if !value.contains("$") {
          let location = Self.location(of: k + 1, in: bytes)
          out.append(GradleValue(value: value, file: path, location: location))
        }
      }
      i = e
    }
    return out
  }

  static func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
    var line = 1
    var lineStart = 0
    for i in 0..<offset where bytes[i] == 0x0A {
      line += 1
      lineStart = i + 1
    }
    return SourceLocation(offset: offset, line: line, column: offset - lineStart + 1)
  }

  static func isWordByte(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
  }
}
