/// One assignment of a build setting, as written in a `project.pbxproj` (`buildSettings`) or an
/// `.xcconfig` file (`NAME[sdk=iphoneos*] = value`), with where its value is written.
public struct SettingAssignment: Sendable, Hashable {
  /// The setting's name, without conditions (`PRODUCT_BUNDLE_IDENTIFIER`).
  public var name: String
  /// The conditions that must all hold for the assignment to apply (`[sdk=iphoneos*]`).
  public var conditions: [SettingCondition]
  /// The value as written, with its `$(VAR)` references unexpanded.
  public var value: String
  /// Where the value is written; nil for a default the build system supplies.
  public var location: ProjectLocation?

  /// An assignment of `value` to `name`.
  public init(
    name: String, conditions: [SettingCondition] = [], value: String, location: ProjectLocation?
  ) {
    self.name = name
    self.conditions = conditions
    self.value = value
    self.location = location
  }

  /// Splits a key as written (`OTHER_LDFLAGS[sdk=iphoneos*][arch=arm64]`, or several
  /// conditions in one bracket separated by commas) into the name and its conditions; nil
  /// when the brackets are not closed or a condition has no `=`.
  public static func parseKey(_ key: String) -> (name: String, conditions: [SettingCondition])? {
    guard let open = key.firstIndex(of: "[") else { return (key, []) }
    let name = String(key[..<open])
    var conditions: [SettingCondition] = []
    var rest = key[open...]
    while let first = rest.first {
      guard first == "[", let close = rest.firstIndex(of: "]") else { return nil }
      for part in rest[rest.index(after: rest.startIndex)..<close].split(separator: ",") {
        guard let equals = part.firstIndex(of: "=") else { return nil }
        let key = part[..<equals].trimmingSpaces
        let pattern = part[part.index(after: equals)...].trimmingSpaces
        guard !key.isEmpty else { return nil }
        conditions.append(SettingCondition(key: key, pattern: pattern))
      }
      rest = rest[rest.index(after: close)...]
    }
    return (name, conditions)
  }
}

/// A condition of a build setting assignment: `sdk`, `arch`, `config` or `variant`, and a
/// pattern in which `*` matches any run of characters (Apple, "Configuration Settings File
/// (xcconfig) format": "conditionalize a build setting value for a specific SDK, architecture
/// or build configuration").
public struct SettingCondition: Sendable, Hashable, CustomStringConvertible {
  /// `sdk`, `arch`, `config`, `variant`, or another key (which never matches).
  public var key: String
  /// The pattern, such as `iphoneos*`.
  public var pattern: String

  /// The condition `[key=pattern]`.
  public init(key: String, pattern: String) {
    self.key = key
    self.pattern = pattern
  }

  public var description: String { "[\(key)=\(pattern)]" }

  /// Whether the condition holds for `context`. A key Xcode does not know never holds.
  public func matches(_ context: BuildContext) -> Bool {
    let value: String
    switch key {
    case "sdk": value = context.sdk
    case "arch": value = context.architecture
    case "config": value = context.configuration
    case "variant": value = context.variant
    default: return false
    }
    return Self.glob(Array(pattern.utf8)[...], Array(value.utf8)[...])
  }

  /// `*` matches any run of bytes; every other byte matches itself.
  static func glob(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
    guard let first = pattern.first else { return text.isEmpty }
    if first == UInt8(ascii: "*") {
      var rest = text
      while true {
        if glob(pattern.dropFirst(), rest) { return true }
        guard !rest.isEmpty else { return false }
        rest = rest.dropFirst()
      }
    }
    guard text.first == first else { return false }
    return glob(pattern.dropFirst(), text.dropFirst())
  }
}

/// What a build is for: the configuration, SDK, architecture and variant that conditional
/// settings (`[config=…]`, `[sdk=…]`, `[arch=…]`, `[variant=…]`) are matched against.
public struct BuildContext: Sendable, Hashable {
  /// The build configuration's name (`Debug`).
  public var configuration: String
  /// The SDK's name without a version (`iphoneos`, `iphonesimulator`, `macosx`).
  public var sdk: String
  /// The architecture (`arm64`).
  public var architecture: String
  /// The build variant (`normal`).
  public var variant: String

  /// A build of `configuration` for a device: `iphoneos`, `arm64`, `normal` unless given.
  public init(
    configuration: String, sdk: String = "iphoneos", architecture: String = "arm64",
    variant: String = "normal"
  ) {
    self.configuration = configuration
    self.sdk = sdk
    self.architecture = architecture
    self.variant = variant
  }
}

extension Substring {
  var trimmingSpaces: String {
    var s = self
    while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
    while let l = s.last, l == " " || l == "\t" || l == "\r" { s = s.dropLast() }
    return String(s)
  }
}
