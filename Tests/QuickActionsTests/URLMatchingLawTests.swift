import Foundation
import LaunchSimulator
import Testing

@testable import QuickActions

/// Laws over random tables of URL patterns and random URLs from the same small alphabet, so
/// that patterns overlap often: the tree finds what the plain matcher finds, and a table that
/// checks clean never has two equally specific patterns matching one URL.
@Suite struct URLMatchingLawTests {
  static let segments = [
    "a", "b", "A", "café", "caf%C3%A9", "1", "42", "-7", "true",
    "00000000-0000-0000-0000-000000000000", ":x", ":n as integer", ":f as boolean", ":u as uuid",
  ]
  static let urlSegments = [
    "a", "b", "A", "caf%C3%A9", "café", "1", "42", "-7", "true",
    "00000000-0000-0000-0000-000000000000",
    "%zz", "..", "%20", "x%2Fy",
  ]

  static func pattern(_ g: inout SeededGenerator) -> String {
    var text = ["qa://h", "QA://H", "qa://g", "https://h"][g.below(4)]
    for _ in 0..<g.below(4) { text += "/" + segments[g.below(segments.count)] }
    if g.below(4) == 0 { text += "/*" }
    if g.below(4) == 0 { text += ["?q=:q", "?q=1", "?q=:q&r=:r", "?r=a"][g.below(4)] }
    return text
  }

  static func url(_ g: inout SeededGenerator) -> String {
    var text = ["qa://h", "QA://h", "qa://g", "https://H"][g.below(4)]
    for _ in 0..<g.below(5) { text += "/" + urlSegments[g.below(urlSegments.count)] }
    if g.below(3) == 0 { text += "/" }
    if g.below(3) == 0 { text += ["?q=1", "?q=a&r=a", "?r=a&q=%31", "?q", "?q=1#f"][g.below(5)] }
    return text
  }

  @Test(
    "the tree agrees with the plain matcher; a clean table has no equally specific pair matching one URL"
  )
  func laws() throws {
    var g = SeededGenerator(seed: 20_261_201)
    var checkedClean = 0
    for _ in 0..<400 {
      let patterns = (0..<(1 + g.below(8))).map { _ in Self.pattern(&g) }
      let table = RouteTable(
        patterns.enumerated().map { i, p in
          Route(named: "r\(i)", .action("a"), triggers: [.url(URLPattern(p))])
        })
      let clean = (try? table.check()) != nil
      if clean { checkedClean += 1 }
      for _ in 0..<20 {
        let text = Self.url(&g)
        #expect(
          table.index.match(text)?.route == table.index.referenceMatch(text)?.route,
          "\(patterns) \(text)")
        #expect(
          table.index.match(text)?.captures == table.index.referenceMatch(text)?.captures,
          "\(patterns) \(text)")
        guard clean, let parts = URLParts(text) else { continue }
        let matching = table.index.urls.filter { $0.pattern.match(parts) != nil }.map(\.pattern)
        if matching.count >= 2 {
          #expect(matching[0].isMoreSpecific(than: matching[1]), "\(patterns) \(text)")
        }
      }
    }
    // The generator must give both kinds of table, or the second law tests nothing.
    #expect(checkedClean > 50 && checkedClean < 350, "\(checkedClean) of 400 tables checked clean")
  }
}
