import Foundation
import PropertyList
import Testing

@testable import QuickActions

/// Host patterns for an app served from many domains: `*.` subdomains and `{…}` host lists.
@Suite struct URLHostPatternTests {
  typealias Case = URLRoutingTests.Case

  static let cases: [Case] = [
    // `*.example.com`: every subdomain, at any depth, in any case; not the domain itself.
    Case(
      patterns: ["https://*.example.com/users/:user"], url: "https://a.example.com/users/ana",
      winner: 0,
      captures: ["user": "ana"]),
    Case(
      patterns: ["https://*.example.com/users/:user"], url: "https://A.B.Example.com/users/ana",
      winner: 0,
      captures: ["user": "ana"]),
    Case(
      patterns: ["https://*.example.com/users/:user"], url: "https://example.com/users/ana",
      winner: nil),
    Case(
      patterns: ["https://*.example.com/users/:user"], url: "https://badexample.com/users/ana",
      winner: nil),
    Case(
      patterns: ["https://*.example.com/users/:user"], url: "qa://a.example.com/users/ana",
      winner: nil),
    // A list: each host, none other.
    Case(
      patterns: ["https://{mastodon.social,fosstodon.org}/users/:user"],
      url: "https://fosstodon.org/users/ana", winner: 0, captures: ["user": "ana"]),
    Case(
      patterns: ["https://{mastodon.social,fosstodon.org}/users/:user"],
      url: "https://Mastodon.Social/users/ana", winner: 0, captures: ["user": "ana"]),
    Case(
      patterns: ["https://{mastodon.social,fosstodon.org}/users/:user"],
      url: "https://example.org/users/ana", winner: nil),
    // A host as it is beats `*.`, whatever the paths; a longer `*.` domain beats a shorter.
    Case(
      patterns: ["https://*.example.com/*", "https://qa.example.com/x"],
      url: "https://qa.example.com/x", winner: 1),
    Case(
      patterns: ["https://*.example.com/x", "https://qa.example.com/*"],
      url: "https://qa.example.com/x", winner: 1),
    Case(
      patterns: ["https://*.example.com/x", "https://qa.example.com/y"],
      url: "https://qa.example.com/x", winner: 0),
    Case(
      patterns: ["https://*.example.com/x", "https://*.users.example.com/x"],
      url: "https://ana.users.example.com/x", winner: 1),
    Case(
      patterns: ["https://*.example.com/x", "https://*.users.example.com/x"],
      url: "https://www.example.com/x", winner: 0),
    Case(
      patterns: ["https://{a.example.org,b.example.org}/x", "https://*.example.org/*"],
      url: "https://c.example.org/x", winner: 1),
  ]

  @Test("which host pattern a URL takes, the tree and the plain matcher agreeing", arguments: cases)
  func matching(_ c: Case) {
    let table = URLRoutingTests.table(c.patterns)
    let match = table.index.match(c.url)
    #expect(match?.route == c.winner)
    if c.winner != nil { #expect(match?.captures == c.captures) }
    let reference = table.index.referenceMatch(c.url)
    #expect(reference?.route == match?.route && reference?.captures == match?.captures)
  }

  @Test("two patterns sharing a host of a list clash when the table is checked")
  func listOverlap() throws {
    let table = URLRoutingTests.table(["https://{a.example,b.example}/x", "https://b.example/x"])
    #expect(
      throws: ManifestError(
        "URL pattern 'https://b.example/x' of route 'r1' and 'https://{a.example,b.example}/x' of route 'r0' are equally specific and both match 'https://b.example/x'; make one more specific or remove one",
        at: .unknown)
    ) { try table.check() }
    let wild = URLRoutingTests.table(["https://*.example.com/x", "https://*.example.com/:p"])
    #expect(throws: Never.self) { try wild.check() }
  }

  @Test("a pattern's hosts")
  func hosts() {
    #expect(URLPattern("https://{A.example,b.example}/x").hosts == ["a.example", "b.example"])
    #expect(URLPattern("https://*.Example.com/x").hosts == ["*.example.com"])
    #expect(URLPattern("qa://compose").hosts == ["compose"])
    #expect(URLPattern("qa:folder").hosts == [""])
  }
}
