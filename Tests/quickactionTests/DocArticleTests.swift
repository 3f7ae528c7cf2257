import Foundation
import Testing

/// Every Swift block of the DocC articles is code the tests compile: it appears, line for line, in
/// a test source file (indentation, blank lines and imports aside: the test files import the
/// doubles instead of SwiftUI and UIKit, and a test target has no `@main`).
@Suite struct DocArticleTests {
  static func files(under folder: String, ending suffix: String) -> [URL] {
    let root = CLI.root.appendingPathComponent(folder)
    let paths = (try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? []
    return paths.filter { $0.hasSuffix(suffix) }.sorted().map { root.appendingPathComponent($0) }
  }

  static func normalized(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      // A test copy adds `@available` lines to compile at the package's minimum (the README's
      // SwiftUI app targets iOS 17); `.ci/sdk-check` compiles the block as written, too.
      .filter {
        !$0.isEmpty && !$0.hasPrefix("import ") && $0 != "@main"
          && $0 != "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)"
      }
  }

  /// The Swift blocks of a Markdown text.
  static func swiftBlocks(_ text: String) -> [String] {
    text.components(separatedBy: "```swift\n").dropFirst().compactMap { part in
      part.range(of: "\n```").map { String(part[..<$0.lowerBound]) }
    }
  }

  /// Whether a test source holds `block`'s lines in a row.
  static func compiled(_ block: String, in sources: [[String]]) -> Bool {
    let lines = normalized(block)
    return sources.contains { source in
      source.indices.contains { start in
        start + lines.count <= source.count && Array(source[start..<start + lines.count]) == lines
      }
    }
  }

  static func testSources() throws -> [[String]] {
    try files(under: "Tests", ending: ".swift").map {
      normalized(try String(contentsOf: $0, encoding: .utf8))
    }
  }

  @Test("each Swift block of the articles is compiled by a test")
  func compiled() throws {
    let articles = Self.files(under: "Sources", ending: ".md").filter { $0.path.contains(".docc/") }
    #expect(articles.count >= 20)
    let sources = try Self.testSources()
    var blocks = 0
    for article in articles {
      for block in Self.swiftBlocks(try String(contentsOf: article, encoding: .utf8)) {
        blocks += 1
        #expect(
          Self.compiled(block, in: sources),
          "\(article.lastPathComponent): a Swift block no test compiles:\n\(block)")
      }
    }
    // Counted when the README's reference moved into the articles (issue 26): a block that stops
    // being found fails here instead of going uncompiled.
    #expect(blocks >= 11)
  }

  @Test(
    "each Swift block of the README is self-contained (it starts with its imports) and compiled by a test"
  )
  func readme() throws {
    let blocks = Self.swiftBlocks(
      try String(contentsOf: CLI.root.appendingPathComponent("README.md"), encoding: .utf8))
    // The package manifest and the UIKit wiring; the SwiftUI wiring is in its article.
    #expect(blocks.count >= 2)
    let sources = try Self.testSources()
    for block in blocks {
      // A package manifest is not Swift a test target can hold: ReadmeTests builds it with
      // `swift package dump-package` instead.
      if block.hasPrefix("// swift-tools-version") { continue }
      #expect(
        block.hasPrefix("import "), "a README block that does not start with its imports:\n\(block)"
      )
      #expect(Self.compiled(block, in: sources), "a README Swift block no test compiles:\n\(block)")
    }
  }
}
