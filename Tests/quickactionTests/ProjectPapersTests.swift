import Foundation
import Testing

/// What a newcomer opens first: the README within its length, the licence and the project's
/// papers present, and every relative link and image in the README, the papers and the DocC
/// articles pointing at a file that is there.
@Suite struct ProjectPapersTests {
  static func text(_ path: String) throws -> String {
    try String(contentsOf: CLI.root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test("the README is a door: at most 400 lines")
  func readmeLength() throws {
    let lines = try Self.text("README.md").split(separator: "\n", omittingEmptySubsequences: false)
      .count
    #expect(
      lines <= 400, "README.md has \(lines) lines; move reference material into the DocC articles")
  }

  @Test("the licence is the Apache License 2.0, and the changelog and the contributing guide exist")
  func papers() throws {
    let licence = try Self.text("LICENSE")
    #expect(
      licence.contains("Apache License\n                           Version 2.0, January 2004"))
    #expect(licence.contains("END OF TERMS AND CONDITIONS"))
    #expect(try Self.text("CHANGELOG.md").hasPrefix("# Changelog\n"))
    #expect(try Self.text("CONTRIBUTING.md").contains("## Adding a lint rule"))
    #expect(try Self.text("ARCHITECTURE.md").hasPrefix("# Architecture\n"))
  }

  /// The relative targets of a Markdown text's links and images, with their line numbers: what
  /// is inside `](…)`, less a `#fragment`, for targets that are not web addresses or DocC's own
  /// `doc:` links. Fenced code blocks are passed over.
  static func relativeLinks(_ text: String) -> [(line: Int, target: String)] {
    var found: [(Int, String)] = []
    var fenced = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if line.hasPrefix("```") { fenced.toggle() }
      if fenced { continue }
      var rest = Substring(line)
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        let target = String(after[..<close]).split(
          separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        rest = after[close...]
        if target.isEmpty || target.contains("://") || target.hasPrefix("doc:")
          || target.hasPrefix("mailto:")
        {
          continue
        }
        found.append((index + 1, String(target)))
      }
    }
    return found
  }

  @Test(
    "every relative link and image resolves from its document's folder (as GitHub and DocC read it)"
  )
  func linksResolve() throws {
    let articles = DocArticleTests.files(under: "Sources", ending: ".md").filter {
      $0.path.contains(".docc/")
    }
    .map { String($0.path.dropFirst(CLI.root.path.count + 1)) }
    let documents = ["README.md", "CHANGELOG.md", "CONTRIBUTING.md", "ARCHITECTURE.md"] + articles
    var checked = 0
    for document in documents {
      let folder = CLI.root.appendingPathComponent(document).deletingLastPathComponent()
      for link in Self.relativeLinks(try Self.text(document)) {
        checked += 1
        let target = folder.appendingPathComponent(link.target).standardizedFileURL.path
        #expect(
          FileManager.default.fileExists(atPath: target),
          "\(document):\(link.line): '\(link.target)' is not there")
      }
    }
    #expect(checked >= 40, "the link scan found only \(checked) links: the scan itself broke")
  }

  @Test("the link scan sees links and images, skips web addresses, doc: links and code blocks")
  func linkScan() {
    let text =
      "See [a](A.md#top) and ![b](img/b.svg).\n```\n[c](C.md)\n```\n[d](https://x.y) <doc:E> [f](doc:F)"
    let links = Self.relativeLinks(text)
    #expect(links.map(\.target) == ["A.md", "img/b.svg"])
    #expect(links.map(\.line) == [1, 1])
  }
}
