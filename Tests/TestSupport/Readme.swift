import Foundation
import Testing

/// The README's and the DocC articles' code blocks, for the tests that compile them, run them and
/// check they are the same text.
public enum Readme {
  /// The package's root folder.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every document whose blocks the tests run or compile, as paths from the package's root:
  /// README.md, then every article of every module's DocC catalog (`Sources/*/*.docc/*.md`).
  public static var documents: [String] {
    let sources = root.appendingPathComponent("Sources")
    let paths = (try? FileManager.default.subpathsOfDirectory(atPath: sources.path)) ?? []
    let articles = paths.filter {
      $0.hasSuffix(".md") && $0.split(separator: "/").dropLast().last?.hasSuffix(".docc") == true
    }
    return ["README.md"] + articles.sorted().map { "Sources/" + $0 }
  }

  /// The text of a document (a path from the package's root).
  public static func text(of document: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
  }

  /// The first Swift block after `heading` in `document` (by default the README).
  public static func block(after heading: String, in document: String = "README.md") throws
    -> String
  {
    let text = try text(of: document)
    let section = try #require(
      text.range(of: "\n" + heading + "\n"), "\(document) has no heading '\(heading)'")
    let rest = text[section.upperBound...]
    let open = try #require(
      rest.range(of: "```swift\n"), "\(document) has no Swift block after '\(heading)'")
    let close = try #require(rest[open.upperBound...].range(of: "\n```"))
    return String(rest[open.upperBound..<close.lowerBound])
  }

  /// The first Swift block after `heading`, less the `import` lines it starts with (and the blank
  /// line after them): the code a test file holds between its README markers, its imports being
  /// at the top of that file.
  public static func body(after heading: String, in document: String = "README.md") throws -> String
  {
    let lines = try block(after: heading, in: document).split(
      separator: "\n", omittingEmptySubsequences: false)
    return lines.drop { $0.hasPrefix("import ") || $0.isEmpty }.joined(separator: "\n")
  }

  /// The code between the `// README: begin` and `// README: end` lines of a file (a path from
  /// the package's root).
  public static func region(of path: String) throws -> String {
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    let begin = try #require(text.range(of: "// README: begin\n"))
    let end = try #require(text.range(of: "\n// README: end"))
    return String(text[begin.upperBound..<end.lowerBound])
  }
}

extension Readme {
  /// The folder of the app the README's and the Getting Started articles' wiring builds: its
  /// `Shortcuts.plist` is the manifest that app bundles and loads with
  /// `RouteTable(contentsOf:)`, and the file `quickaction lint` and `simulate` read.
  public static let gettingStartedApp = root.appendingPathComponent("Examples/GettingStarted")

  /// The resource `name.ext` of the Getting Started app's bundle, or nil when there is none, as
  /// `Bundle.url(forResource:withExtension:)` answers.
  public static func gettingStartedResource(_ name: String?, _ ext: String?) -> URL? {
    guard let name else { return nil }
    let file = gettingStartedApp.appendingPathComponent(
      ext.map { "\(name).\($0)" } ?? name)
    return FileManager.default.fileExists(atPath: file.path) ? file : nil
  }
}

extension Readme {
  /// The Getting Started app's manifest with one more quick action, `com.example.qa.spots`
  /// ("Spots"), and, when `routed`, its route (`{tab = spots; path = ();}`), written to `folder`:
  /// the one place a route is added, for the tests that show `lint`, `simulate` and the app all
  /// seeing it.
  public static func gettingStartedManifest(routed: Bool, in folder: URL) throws -> URL {
    let manifest = try #require(gettingStartedResource("Shortcuts", "plist"))
    var text = try String(contentsOf: manifest, encoding: .utf8)
    let items = try #require(text.range(of: "<key>UIApplicationShortcutItems</key>\n\t<array>\n"))
    text.insert(
      contentsOf: """
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>com.example.qa.spots</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>Spots</string>
        \t\t</dict>

        """, at: items.upperBound)
    if routed {
      let routes = try #require(text.range(of: "<key>QuickActionRoutes</key>\n\t<dict>\n"))
      text.insert(
        contentsOf: """
          \t\t<key>com.example.qa.spots</key>
          \t\t<dict>
          \t\t\t<key>tab</key>
          \t\t\t<string>spots</string>
          \t\t\t<key>path</key>
          \t\t\t<array/>
          \t\t</dict>

          """, at: routes.upperBound)
    }
    let file = folder.appendingPathComponent(routed ? "routed.plist" : "unrouted.plist")
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }
}
