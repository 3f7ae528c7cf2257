import Foundation
import PropertyList
import PropertyListOpenStep
import Testing

// Between the markers, the article's block word for word: not reformatted.
// swift-format-ignore
// README: begin
/// The value of one key of an `InfoPlist.strings` file's bytes.
func localizedTitle(_ key: String, in bytes: [UInt8]) throws -> String? {
  try PropertyList.read(bytes, format: .strings).root[key]?.stringValue
}
// README: end

/// The old-style readers in their own module: `PropertyList` alone refuses the two formats,
/// naming the module; importing it reads them through the same call.
@Suite struct OldStyleModuleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test("the article's example is this file's code, and reads a .strings file's title")
  func articleExample() throws {
    let article = try String(
      contentsOf: Self.root.appendingPathComponent(
        "Sources/PropertyListOpenStep/PropertyListOpenStep.docc/PropertyListOpenStep.md"),
      encoding: .utf8)
    let file = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let begin = try #require(file.range(of: "// README: begin\n"))
    let end = try #require(file.range(of: "\n// README: end"))
    let code =
      "import PropertyList\nimport PropertyListOpenStep\n\n"
      + file[begin.upperBound..<end.lowerBound]
    #expect(article.contains("```swift\n" + code + "\n```"))
    let bytes = Array("/* Compose */\n\"COMPOSE\" = \"Verfassen\";\n".utf8)
    #expect(try localizedTitle("COMPOSE", in: bytes) == "Verfassen")
  }

  @Test(
    "PropertyList's own read (an optional format) refuses each old-style format at 1:1, naming the module",
    arguments: [
      (PropertyList.Format.strings, "a .strings file"),
      (PropertyList.Format.openStep, "an OpenStep property list"),
    ])
  func coreRefuses(format: PropertyList.Format, what: String) {
    let stated: PropertyList.Format? = format
    #expect(
      throws: PlistError(
        .unsupportedFormat,
        "\(what) is read by the PropertyListOpenStep module: import PropertyListOpenStep",
        at: SourceLocation(offset: 0, line: 1, column: 1))
    ) {
      try PropertyList.read(Array("{ a = b; }".utf8), format: stated)
    }
  }

  @Test("with the module, a stated format reads every format: old-style, XML and JSON alike")
  func moduleReadsEvery() throws {
    #expect(
      try PropertyList.read(Array("{ a = b; }".utf8), format: .openStep).root["a"]?.stringValue
        == "b")
    #expect(
      try PropertyList.read(Array("\"a\" = \"b\";".utf8), format: .strings).root["a"]?
        .stringValue == "b")
    #expect(
      try PropertyList.read(Array("{\"a\": \"b\"}".utf8), format: .json).root["a"]?.stringValue
        == "b")
    let xml = "<plist version=\"1.0\"><dict><key>a</key><string>b</string></dict></plist>"
    #expect(try PropertyList.read(Array(xml.utf8), format: .xml).root["a"]?.stringValue == "b")
  }

  @Test("the module's read keeps the size limit before reading a byte")
  func sizeLimit() {
    #expect(
      throws: PlistError(
        .inputTooLarge, "input is 10 bytes, over the limit of 4",
        at: SourceLocation(offset: 0, line: 1, column: 1))
    ) {
      try PropertyList.read(
        Array("{ a = b; }".utf8), format: .openStep, options: .init(maxInputBytes: 4))
    }
  }
}
