import Foundation
import TestSupport
import Testing

/// A strict, small command line: every manifest form everywhere, output formats that agree with
/// their files, long values clipped, suggestions that are typos, and skipped files reported.
@Suite(.serialized) struct StrictSurfaceTests {
  @Test(
    "lint --routes takes a JSON manifest, as route, simulate and map do; a shared type prefix suggests nothing"
  )
  func jsonRoutes() throws {
    let run = try CLI.run([
      "lint", CLI.fixture("Keys/Info.plist"), "--routes", CLI.fixture("Groceries.json"),
    ])
    #expect(run.status == 1)
    #expect(
      run.stdout == """
        \(CLI.fixture("Keys/Info.plist")):20:4: error: no route handles the type 'com.example.groceries.deals' [shortcut-unrouted]
        \t\t\t<string>com.example.groceries.deals</string>
        \t\t\t^
        \(CLI.fixture("Groceries.json")):3:4: warning: route 'com.example.groceries.offers' matches no shortcut item [route-orphan]
        1 error, 1 warning in 2 files

        """)
    #expect(
      try CLI.run([
        "route", "com.example.groceries.search", "--manifest", CLI.fixture("Groceries.json"),
      ]).status == 0)
  }

  @Test("map --output writes the format its extension names; --format agrees or is refused")
  func mapOutput() throws {
    let folder = try CLI.scratchFolder("map-output")
    defer { try? FileManager.default.removeItem(at: folder) }
    let mermaid = try CLI.run(["map", "--format", "mermaid"]).stdout
    for (file, format) in [("map.mmd", nil), ("map.mermaid", "mermaid")] as [(String, String?)] {
      let path = folder.appendingPathComponent(file).path
      let run = try CLI.run(["map", "--output", path] + (format.map { ["--format", $0] } ?? []))
      #expect(run.status == 0)
      #expect(try String(contentsOfFile: path, encoding: .utf8) == mermaid)
    }
    let refused = folder.appendingPathComponent("refused.mmd").path
    #expect(try CLI.run(["map", "--output", refused, "--format", "svg"]).status == 64)
    #expect(!FileManager.default.fileExists(atPath: refused))
    let dot = folder.appendingPathComponent("map.gv").path
    #expect(try CLI.run(["map", "--output", dot]).status == 0)
    #expect(try String(contentsOfFile: dot, encoding: .utf8).hasPrefix("digraph"))
  }

  @Test("a 200,000-character title is clipped in a message: an ellipsis and the full length")
  func longTitle() throws {
    let folder = try CLI.scratchFolder("long-title")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Info.plist").path
    let title = String(repeating: "Spot ", count: 40_000)
    try Data(
      """
      <plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array><dict>
      <key>UIApplicationShortcutItemType</key><string>com.x.post</string>
      <key>UIApplicationShortcutItemTitle</key><string>\(title)</string>
      </dict></array></dict></plist>

      """.utf8
    ).write(to: URL(fileURLWithPath: path))
    let run = try CLI.run(["lint", path, "--format", "json"])
    let clipped = String(title.prefix(80)) + "… (200000 characters)"
    #expect(run.stdout.contains("\"message\": \"title '\(clipped)' is cut by the menu: it shows"))
    #expect(run.stdout.utf8.count < 2_000)
  }

  @Test("a file that exclude leaves out is reported as excluded, not silently dropped")
  func excluded() throws {
    let folder = try CLITests.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"exclude": ["Vendor/**"]}"#.utf8).write(
      to: folder.appendingPathComponent(".quickaction.json"))
    let run = try CLI.run(["lint", "Vendor/Info.plist"], in: folder)
    #expect(run.status == 0)
    #expect(run.stdout == "0 errors, 0 warnings in 0 files\n")
    #expect(
      run.stderr
        == "Vendor/Info.plist: excluded by \(folder.path)/.quickaction.json (\"Vendor/**\"), not linted\n"
    )
  }
}
