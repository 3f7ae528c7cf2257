import PropertyList

/// A setting of a Gradle build file: a quoted literal, or an expression the script computes,
/// which is reported as not read rather than guessed.
public enum GradleSetting: Sendable, Hashable {
  /// `applicationId "com.example.app"` / `applicationIdSuffix = ".debug"`.
  case literal(GradleValue)
  /// `applicationId = rootProject.ext.id + ".app"`: the expression as written, and where.
  case computed(GradleValue)

  /// The literal value, or nil when computed.
  public var literal: String? {
    if case .literal(let v) = self { return v.value }
    return nil
  }

  /// The value (or the expression) with its place.
  public var written: GradleValue {
    switch self {
    case .literal(let v), .computed(let v): return v
    }
  }
}

/// What one module's `build.gradle` / `build.gradle.kts` says about its variants: the
/// `defaultConfig`, `buildTypes` and `productFlavors` blocks, read where literal.
///
/// The blocks are "Configure build variants"
/// (https://developer.android.com/build/build-variants): build types (`debug` and `release`
/// always exist), product flavours each in a `dimension`, `flavorDimensions` giving the
/// dimensions' order, and `applicationId` / `applicationIdSuffix` in each. Groovy
/// (`debug { applicationIdSuffix ".debug" }`) and Kotlin (`getByName("debug") {
/// applicationIdSuffix = ".debug" }`, `create("free") { … }`) are both read.
public struct GradleModule: Sendable, Hashable {
  /// One build type or product flavour block.
  public struct Block: Sendable, Hashable {
    /// Its name (`debug`, `free`).
    public var name: String
    /// `applicationId` (flavours only), when set.
    public var applicationID: GradleSetting?
    /// `applicationIdSuffix`, when set.
    public var applicationIDSuffix: GradleSetting?
    /// `dimension` (flavours only), when a literal.
    public var dimension: String?
    /// Whether a build type makes a debuggable app, which no user installs from a store:
    /// `debug`, one with `debuggable true` (`isDebuggable = true`), or one made `initWith` the
    /// debug type without turning it off ("Configure build types",
    /// https://developer.android.com/build/build-variants#build-types).
    public var isDebuggable: Bool = false
  }

  /// The build file.
  public var file: String
  /// The module's folder (the build file's), `""` at the root.
  public var folder: String
  /// Whether it builds an app (the `com.android.application` plugin, or an `applicationId`).
  public var isApplication: Bool
  /// `defaultConfig`'s `applicationId`.
  public var applicationID: GradleSetting?
  /// `defaultConfig`'s `applicationIdSuffix`.
  public var applicationIDSuffix: GradleSetting?
  /// The build types declared, in file order (debug and release are added when absent).
  public var buildTypes: [Block]
  /// The product flavours, in file order.
  public var flavors: [Block]
  /// `flavorDimensions`, in order, when literal.
  public var dimensions: [String]
  /// The build type instrumented tests build (`testBuildType`, `debug` when not set:
  /// "Configure the build for testing", https://developer.android.com/studio/test/advanced-test-setup).
  public var testBuildType: String = "debug"
  /// The lines that make the build write resources, with what each writes when the file says
  /// (`resourceGenerators(in:path:)`).
  public var resourceGenerators: [ResourceGenerator]

  /// The module that `bytes`, the text of the build file at `path`, declares.
  public init(path: String, bytes: [UInt8]) {
    file = path
    folder = path.split(separator: "/").dropLast().joined(separator: "/")
    applicationID = nil
    applicationIDSuffix = nil
    buildTypes = []
    flavors = []
    dimensions = []
    resourceGenerators = Self.resourceGenerators(in: bytes, path: path)
    isApplication =
      GradleScript.contains("com.android.application", in: bytes)
      || GradleScript.contains("android.application", in: bytes)
    var script = GradleScript(bytes: bytes, file: path)
    var debuggableSet: Set<String> = []
    while let statement = script.next() {
      let path = statement.blocks
      guard let key = GradleScript.keys.first(where: { $0 == statement.key }) else { continue }
      if key == "testBuildType" {
        testBuildType = statement.strings.first ?? testBuildType
        continue
      }
      if key == "flavorDimensions" {
        dimensions = statement.strings
        continue
      }
      if key == "applicationId" { isApplication = true }
      if path.last == "defaultConfig" {
        if key == "applicationId" { applicationID = statement.setting }
        if key == "applicationIdSuffix" { applicationIDSuffix = statement.setting }
        continue
      }
      guard path.count >= 2,
        let kind = ["buildTypes", "productFlavors"].firstIndex(of: path[path.count - 2])
      else { continue }
      let name = path[path.count - 1]
      var blocks = kind == 0 ? buildTypes : flavors
      let index =
        blocks.firstIndex { $0.name == name }
        ?? {
          blocks.append(Block(name: name))
          return blocks.count - 1
        }()
      switch key {
      case "debuggable", "isDebuggable":
        if kind == 0 { debuggableSet.insert(name) }
        blocks[index].isDebuggable = statement.setting.written.value == "true"
      case "initWith":
        let from = statement.setting.written.value
        if from.hasSuffix("debug") || statement.strings.contains("debug") {
          blocks[index].isDebuggable = true
        }
      case "applicationId": blocks[index].applicationID = statement.setting
      case "applicationIdSuffix": blocks[index].applicationIDSuffix = statement.setting
      default: blocks[index].dimension = statement.strings.first
      }
      if kind == 0 { buildTypes = blocks } else { flavors = blocks }
    }
    for name in ["release", "debug"] where !buildTypes.contains(where: { $0.name == name }) {
      buildTypes.insert(Block(name: name), at: 0)
    }
    // The debug type is debuggable unless the script says otherwise.
    if let debug = buildTypes.firstIndex(where: { $0.name == "debug" }),
      !debuggableSet.contains("debug")
    {
      buildTypes[debug].isDebuggable = true
    }
  }
}

extension GradleModule.Block {
  init(name: String) {
    self.init(name: name, applicationID: nil, applicationIDSuffix: nil, dimension: nil)
  }
}

/// A reading of a Gradle script's statements with the names of the blocks around each:
/// comments and strings skipped, `name {`, `getByName("name") {`, `create("name") {`,
/// `named("name") {`, `register("name") {` and `maybeCreate("name").apply {` open a block named
/// `name`. Not a Groovy or Kotlin parser: a statement is a key and the rest of its line.
struct GradleScript {
  struct Statement {
    var blocks: [String]
    var key: String
    /// The value as written, after `=`, `(` or spaces.
    var setting: GradleSetting
    /// The quoted literals of the rest of the line.
    var strings: [String]
  }

  let bytes: [UInt8]
  let file: String
  var pos = 0
  var blocks: [String] = []
  var pendingName: String?
  var lines = 1
  var lineStart = 0

  init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
  }

  /// The statements read; the others only name blocks.
  static let keys = [
    "applicationId", "applicationIdSuffix", "dimension", "flavorDimensions", "debuggable",
    "isDebuggable", "initWith", "testBuildType",
  ]

  static func contains(_ s: String, in bytes: [UInt8]) -> Bool {
    bytes.contains(subsequence: Array(s.utf8))
  }

  static func isWord(_ b: UInt8) -> Bool { GradleBuild.isWordByte(b) }

  mutating func advance() {
    if bytes[pos] == 0x0A {
      lines += 1
      lineStart = pos + 1
    }
    pos += 1
  }

  /// Skips a quoted string starting at `pos`, returning its contents.
  mutating func string() -> String {
    let quote = bytes[pos]
    advance()
    let start = pos
    while pos < bytes.count, bytes[pos] != quote, bytes[pos] != 0x0A {
      if bytes[pos] == 0x5C, pos + 1 < bytes.count { advance() }
      advance()
    }
    let text = String(decoding: bytes[start..<min(pos, bytes.count)], as: UTF8.self)
    if pos < bytes.count { advance() }
    return text
  }

  mutating func next() -> Statement? {
    while pos < bytes.count {
      let c = bytes[pos]
      if c == 0x2F, pos + 1 < bytes.count, bytes[pos + 1] == 0x2F {
        while pos < bytes.count, bytes[pos] != 0x0A { advance() }
      } else if c == 0x2F, pos + 1 < bytes.count, bytes[pos + 1] == 0x2A {
        advance()
        advance()
        while pos + 1 < bytes.count, !(bytes[pos] == 0x2A && bytes[pos + 1] == 0x2F) { advance() }
        pos = min(pos + 2, bytes.count)
      } else if c == 0x22 || c == 0x27 {
        let text = string()
        if pendingName == "" { pendingName = text }
      } else if c == 0x7B {
        blocks.append(pendingName ?? "")
        pendingName = nil
        advance()
      } else if c == 0x7D {
        _ = blocks.popLast()
        pendingName = nil
        advance()
      } else if Self.isWord(c) {
        let start = pos
        while pos < bytes.count, Self.isWord(bytes[pos]) { advance() }
        let word = String(decoding: bytes[start..<pos], as: UTF8.self)
        if let statement = statement(word, at: start) { return statement }
      } else {
        if c == 0x0A || c == 0x3B { pendingName = nil }
        advance()
      }
    }
    return nil
  }

  mutating func statement(_ word: String, at start: Int) -> Statement? {
    if ["getByName", "create", "named", "register", "maybeCreate"].contains(word) {
      pendingName = ""
      return nil
    }
    guard Self.keys.contains(word), start == 0 || bytes[start - 1] != 0x2E else {
      if pendingName != "", !["apply", "configure"].contains(word) || pendingName == nil {
        pendingName = word
      }
      return nil
    }
    var k = pos
    while k < bytes.count, [0x20, 0x09, 0x3D, 0x28, 0x2B].contains(bytes[k]) { k += 1 }
    var e = k
    var quote: UInt8?
    while e < bytes.count, bytes[e] != 0x0A {
      let c = bytes[e]
      if let q = quote {
        if c == q { quote = nil }
      } else if c == 0x22 || c == 0x27 {
        quote = c
      } else if c == 0x3B || c == 0x7D || (c == 0x2F && e + 1 < bytes.count && bytes[e + 1] == 0x2F)
      {
        break
      }
      e += 1
    }
    var end = e
    while end > k, [0x20, 0x09, 0x0D, 0x29].contains(bytes[end - 1]) { end -= 1 }
    let text = String(decoding: bytes[k..<end], as: UTF8.self)
    let location = SourceLocation(offset: k, line: lines, column: k - lineStart + 1)
    let value = GradleValue(value: text, file: file, location: location)
    var literal: GradleSetting = .computed(value)
    let quoted = text.first == "\"" || text.first == "'"
    if quoted, let last = text.last, last == text.first, text.count >= 2 {
      let inner = String(text.dropFirst().dropLast())
      if !inner.contains("$"), !inner.contains(String(last)) {
        literal = .literal(
          GradleValue(
            value: inner, file: file,
            location: SourceLocation(offset: k + 1, line: lines, column: k - lineStart + 2)))
      }
    }
    let strings = Self.quotedLiterals(text)
    while pos < e { advance() }
    return Statement(blocks: blocks, key: word, setting: literal, strings: strings)
  }

  /// The quoted literals of `text`, without `$` templates.
  static func quotedLiterals(_ text: String) -> [String] {
    var out: [String] = []
    var current: String?
    var quote: Character = "\""
    for c in text {
      if var open = current {
        if c == quote {
          if !open.contains("$") { out.append(open) }
          current = nil
        } else {
          open.append(c)
          current = open
        }
      } else if c == "\"" || c == "'" {
        quote = c
        current = ""
      }
    }
    return out
  }
}
