import Foundation
import PropertyList
import Testing

// Between the markers, the article's block word for word: not reformatted.
// swift-format-ignore
// README: begin
/// Prints where each quick action of an Info.plist's bytes starts, and its type.
func printShortcutPositions(_ bytes: [UInt8]) throws {
  let document = try PropertyList.read(bytes, options: .init(allowsDuplicateKeys: true))
  for item in document.root["UIApplicationShortcutItems"]?.arrayValue ?? [] {
    print(item.location.line, item.location.column, item["UIApplicationShortcutItemType"]?.stringValue ?? "")
  }
}
// README: end

@Suite struct ReadmeEngineExampleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test(
    "the engine example of the PropertyList documentation (once the README's) is this file's code and runs on the demo manifest"
  )
  func example() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent(
        "Sources/PropertyList/PropertyList.docc/PropertyList.md"), encoding: .utf8)
    let file = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let begin = try #require(file.range(of: "// README: begin\n"))
    let end = try #require(file.range(of: "\n// README: end"))
    let code = "import PropertyList\n\n" + file[begin.upperBound..<end.lowerBound]
    #expect(readme.contains("```swift\n" + code + "\n```"))
    let bytes = try [UInt8](Data(contentsOf: Self.root.appendingPathComponent("Shortcuts.plist")))
    try printShortcutPositions(bytes)
  }
}
