import Foundation
import PropertyList
import QuickActions
import Testing

@testable import QuickActionLint

/// `icon-file-format`: image sets read from Contents.json and PNG headers.
@Suite struct IconFileFormatTests {
  /// A PNG's signature, IHDR and (optionally) a tRNS chunk; CRCs are zero (only the header is read).
  static func png(_ width: Int, _ height: Int, colourType: UInt8, transparency: Bool = false)
    -> Data
  {
    func u32(_ v: Int) -> [UInt8] {
      [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    bytes +=
      u32(13) + Array("IHDR".utf8) + u32(width) + u32(height) + [8, colourType, 0, 0, 0] + u32(0)
    if transparency { bytes += u32(6) + Array("tRNS".utf8) + [0, 0, 0, 0, 0, 0] + u32(0) }
    bytes += u32(0) + Array("IDAT".utf8) + u32(0) + u32(0) + Array("IEND".utf8) + u32(0)
    return Data(bytes)
  }

  @Test("PNG headers: size, and transparency from the colour type or a tRNS chunk")
  func headers() {
    #expect(
      PNGHeader.parse([UInt8](Self.png(70, 70, colourType: 6))).map { [$0.width, $0.height] } == [
        70, 70,
      ])
    #expect(PNGHeader.parse([UInt8](Self.png(70, 70, colourType: 6)))?.hasAlpha == true)
    #expect(PNGHeader.parse([UInt8](Self.png(70, 70, colourType: 2)))?.hasAlpha == false)
    #expect(
      PNGHeader.parse([UInt8](Self.png(70, 70, colourType: 2, transparency: true)))?.hasAlpha
        == true)
    #expect(PNGHeader.parse(Array("GIF89a, not a PNG at all, long enough".utf8)) == nil)
  }

  /// A catalog with `good.imageset` (70 and 105 px with alpha), `bad.imageset` (an opaque 64 px
  /// at 2x only, rendered as original) and `vector.imageset` (one PDF).
  static func catalog() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "qa-icons-\(UUID().uuidString)")
    let sets: [(String, String, [(String, Data)])] = [
      (
        "good",
        #"{"images": [{"filename": "g@2x.png", "scale": "2x"}, {"filename": "g@3x.png", "scale": "3x"}], "properties": {"template-rendering-intent": "template"}}"#,
        [("g@2x.png", png(70, 70, colourType: 6)), ("g@3x.png", png(105, 105, colourType: 6))]
      ),
      (
        "bad",
        #"{"images": [{"filename": "b@2x.png", "scale": "2x"}], "properties": {"template-rendering-intent": "original"}}"#,
        [("b@2x.png", png(64, 64, colourType: 2))]
      ),
      (
        "vector",
        #"{"images": [{"filename": "v.pdf"}], "properties": {"preserves-vector-representation": true}}"#,
        [("v.pdf", Data("%PDF-1.4".utf8))]
      ),
    ]
    for (name, contents, files) in sets {
      let folder = root.appendingPathComponent("Assets.xcassets/\(name).imageset")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: folder.appendingPathComponent("Contents.json"))
      for (file, data) in files { try data.write(to: folder.appendingPathComponent(file)) }
    }
    return root
  }

  @Test(
    "a wrong size, no transparency, an original rendering and a missing scale are named; a good set and a vector one pass"
  )
  func rule() throws {
    let root = try Self.catalog()
    defer { try? FileManager.default.removeItem(at: root) }
    let assets = AssetIndex.scan(directory: root.path)
    let icon = { (name: String) in
      RuleTests.items([
        RuleTests.item(
          extra: "<key>UIApplicationShortcutItemIconFile</key><string>\(name)</string>")
      ])
    }
    let linter = Linter(configuration: LintConfiguration(assets: assets))
    for name in ["good", "vector"] {
      #expect(
        linter.lint(file: "Info.plist", bytes: Array(icon(name).utf8)).findings.isEmpty, "\(name)")
    }
    let findings = linter.lint(file: "Info.plist", bytes: Array(icon("bad").utf8)).findings
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.rule == "icon-file-format")
    #expect(
      finding.message
        == "icon 'bad' is 64×64 px at 2x (b@2x.png); at 2x, 35×35 points are 70×70 px; has no transparency: iOS draws the icon from its alpha, so it shows as a filled square; is set to render as original, but iOS draws quick-action icons as templates, in one colour; has no 3x image: it is stretched on screens of that scale"
    )
    #expect(finding.location.line == 10)
    #expect(finding.location.column == 45)
    #expect(finding.notes.first?.file == root.path + "/Assets.xcassets/bad.imageset/Contents.json")
  }
}

@Suite struct IconFileFormatSizeMessageTests {
  @Test("a wrong size at 1x names the points and pixels once, never '35×35, 35×35 points'")
  func oneX() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "qa-icons-1x-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("Assets.xcassets/small.imageset")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(
      #"{"images": [{"filename": "s.png", "scale": "1x"}, {"filename": "s@2x.png", "scale": "2x"}, {"filename": "s@3x.png", "scale": "3x"}]}"#
        .utf8
    )
    .write(to: folder.appendingPathComponent("Contents.json"))
    try IconFileFormatTests.png(32, 32, colourType: 6).write(
      to: folder.appendingPathComponent("s.png"))
    try IconFileFormatTests.png(70, 70, colourType: 6).write(
      to: folder.appendingPathComponent("s@2x.png"))
    try IconFileFormatTests.png(105, 105, colourType: 6).write(
      to: folder.appendingPathComponent("s@3x.png"))
    let linter = Linter(
      configuration: LintConfiguration(assets: AssetIndex.scan(directory: root.path)))
    let plist = RuleTests.items([
      RuleTests.item(extra: "<key>UIApplicationShortcutItemIconFile</key><string>small</string>")
    ])
    let findings = linter.lint(file: "Info.plist", bytes: Array(plist.utf8)).findings
    #expect(
      findings.map(\.message) == [
        "icon 'small' is 32×32 px at 1x (s.png); at 1x, 35×35 points are 35×35 px"
      ])
  }
}
