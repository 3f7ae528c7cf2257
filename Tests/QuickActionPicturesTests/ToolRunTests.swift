import Foundation
import PropertyList
import QuickActionPictures
import QuickActionTooling
import QuickActions
import TestSupport
import Testing

/// `items`, `preview` and `map` as library runs: the manifest read through a `ToolEnvironment`,
/// the report (or the written file) and what was said, the errors as values.
@Suite struct PictureRunTests {
  static let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Shortcuts.plist").path

  @Test("items: the demo menu as JSON, version 1 first")
  func itemsJSON() throws {
    var request = ItemsRequest()
    request.file = Self.manifest
    request.format = .json
    let outcome = try ItemsRun.run(request, in: MemoryEnvironment().environment)
    let output = try #require(outcome.output)
    #expect(output.hasPrefix("{\n  \"version\": 1,"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect((json["items"] as? [Any])?.isEmpty == false)
  }

  @Test("items: a duplicate key is a warning with its place, and the menu keeps the last value")
  func itemsDuplicateKey() throws {
    let plist = """
      <plist version="1.0"><dict>
      <key>UIApplicationShortcutItems</key><array/>
      <key>UIApplicationShortcutItems</key><array><dict>
      <key>UIApplicationShortcutItemType</key><string>a</string>
      <key>UIApplicationShortcutItemTitle</key><string>A</string>
      </dict></array>
      </dict></plist>
      """
    var request = ItemsRequest()
    request.file = "d.plist"
    let memory = MemoryEnvironment(files: ["d.plist": plist])
    let outcome = try ItemsRun.run(request, in: memory.environment)
    #expect(
      outcome.output?.hasPrefix("d.plist: 1 quick action, 1 shown on the Home Screen") == true)
    #expect(memory.said.count == 1)
    #expect(
      memory.said.first?.split(separator: "\n").first
        == "d.plist:3:1: warning: duplicate key 'UIApplicationShortcutItems' in this dictionary (the common parsers silently keep the last value)"
    )
  }

  @Test("items: a store that does not read is the store's error, at its place")
  func itemsBadStore() throws {
    let store = "{\"version\": 1, \"items\": 7}"
    let expected: StoreProblem
    do {
      _ = try DynamicShortcutRegistry.decodeStore(Array(store.utf8))
      Issue.record("the store read")
      return
    } catch { expected = error }
    var request = ItemsRequest()
    request.file = Self.manifest
    request.dynamic = "store.json"
    let memory = MemoryEnvironment(files: ["store.json": store])
    let excerpt = SourceExcerpt.render(
      path: "store.json", source: Array(store.utf8), severity: "error",
      message: expected.message, location: expected.location)
    #expect(excerpt.hasPrefix("store.json:1:"))
    #expect(throws: ToolRunError.invalidFile(excerpt)) {
      try ItemsRun.run(request, in: memory.environment)
    }
  }

  @Test("preview: written as SVG, said in one line; an unknown device is a usage error")
  func preview() throws {
    var request = PreviewRequest()
    request.file = Self.manifest
    request.output = "menu.svg"
    request.format = "svg"
    let memory = MemoryEnvironment()
    let outcome = try PreviewRun.run(request, in: memory.environment)
    #expect(outcome.output == nil)
    #expect(memory.written("menu.svg")?.contains("<svg") == true)
    #expect(memory.said == ["wrote menu.svg: 1 language, \(Device.standard.name), light"])
    request.device = "Pixel"
    #expect(
      throws: ToolRunError.usage(
        "unknown device 'Pixel'; one of: \(Device.all.map(\.name).joined(separator: ", "))")
    ) {
      try PreviewRun.run(request, in: MemoryEnvironment().environment)
    }
  }

  @Test("map: DOT on standard output; --app without --aasa is a usage error")
  func map() throws {
    var request = MapRequest()
    request.file = Self.manifest
    request.format = "dot"
    let outcome = try MapRun.run(request, in: MemoryEnvironment().environment)
    #expect(outcome.output?.hasPrefix("digraph") == true)
    request.app = "TEAMID.com.example.qa"
    #expect(
      throws: ToolRunError.usage(
        "--app says which app an --aasa file is read for; give the file with --aasa")
    ) {
      try MapRun.run(request, in: MemoryEnvironment().environment)
    }
  }
}
