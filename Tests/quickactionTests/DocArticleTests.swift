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
      .filter { !$0.isEmpty && !$0.hasPrefix("import ") && $0 != "@main" }
  }

  @Test("each Swift block of the articles is compiled by a test")
  func compiled() throws {
    let articles = Self.files(under: "Sources", ending: ".md").filter { $0.path.contains(".docc/") }
    #expect(articles.count >= 11)
    let sources = try Self.files(under: "Tests", ending: ".swift").map { Self.normalized(try String(contentsOf: $0, encoding: .utf8)) }
    var blocks = 0
    for article in articles {
      let text = try String(contentsOf: article, encoding: .utf8)
      for part in text.components(separatedBy: "```swift\n").dropFirst() {
        guard let end = part.range(of: "\n```") else { continue }
        blocks += 1
        let block = Self.normalized(String(part[..<end.lowerBound]))
        let found = sources.contains { lines in
          lines.indices.contains { start in
            start + block.count <= lines.count && Array(lines[start..<start + block.count]) == block
          }
        }
        #expect(found, "\(article.lastPathComponent): a Swift block no test compiles:\n\(block.joined(separator: "\n"))")
      }
    }
    #expect(blocks >= 7)
  }
}
