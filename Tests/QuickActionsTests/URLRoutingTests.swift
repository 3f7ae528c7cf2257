import Foundation
import PropertyList
import Testing

@testable import QuickActions

/// URL patterns: what matches, which pattern wins, what is captured, and the errors a table
/// with bad or ambiguous patterns gives when it loads.
@Suite struct URLRoutingTests {
  /// One route per pattern, named by its place in the list, going nowhere (no screens read).
  static func table(_ patterns: [String]) -> RouteTable {
    RouteTable(
      patterns.enumerated().map { i, pattern in
        Route(named: "r\(i)", .action("a\(i)"), triggers: [.url(URLPattern(pattern))])
      })
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var patterns: [String]
    var url: String
    /// The index of the pattern that wins, or nil for no match.
    var winner: Int?
    var captures: [String: String] = [:]
    var testDescription: String { "\(url) → \(winner.map { patterns[$0] } ?? "no match")" }
  }

  static let specific = ["qa://q/new", "qa://q/:id as integer", "qa://q/:slug", "qa://q/*rest"]

  static let cases: [Case] = [
    // Scheme and host are case-insensitive; the path is not.
    Case(patterns: ["qa://compose"], url: "qa://compose", winner: 0),
    Case(patterns: ["qa://compose"], url: "QA://Compose", winner: 0),
    Case(patterns: ["QA://COMPOSE"], url: "qa://compose", winner: 0),
    Case(patterns: ["qa://x/compose"], url: "qa://x/Compose", winner: nil),
    Case(
      patterns: ["https://qa.example.com/questions/:id as integer"],
      url: "https://QA.Example.COM/questions/7",
      winner: 0, captures: ["id": "7"]),
    Case(patterns: ["qa://compose"], url: "qb://compose", winner: nil),
    Case(patterns: ["https://qa.example.com/x"], url: "https://qa.example.com:8443/x", winner: nil),
    Case(patterns: ["https://qa.example.com/x"], url: "https://user@qa.example.com/x", winner: nil),
    // A trailing slash, on either side, is ignored; the fragment is ignored.
    Case(
      patterns: ["qa://questions/:id"], url: "qa://questions/42/", winner: 0, captures: ["id": "42"]
    ),
    Case(
      patterns: ["qa://questions/:id/"], url: "qa://questions/42", winner: 0, captures: ["id": "42"]
    ),
    Case(patterns: ["qa://compose"], url: "qa://compose/", winner: 0),
    Case(patterns: ["qa://compose"], url: "qa://compose#draft", winner: 0),
    Case(patterns: ["https://qa.example.com/"], url: "https://qa.example.com", winner: 0),
    Case(patterns: ["qa://a/b"], url: "qa://a//b", winner: nil),
    // Percent-encoding: literals and captures compare decoded; a bad escape matches nothing.
    Case(patterns: ["qa://search/café"], url: "qa://search/caf%C3%A9", winner: 0),
    Case(patterns: ["qa://search/caf%C3%A9"], url: "qa://search/café", winner: 0),
    Case(
      patterns: ["qa://tags/:tag"], url: "qa://tags/swift%20ui", winner: 0,
      captures: ["tag": "swift ui"]),
    Case(patterns: ["qa://tags/:tag"], url: "qa://tags/a%2Fb", winner: 0, captures: ["tag": "a/b"]),
    Case(
      patterns: ["qa://q/:id as integer"], url: "qa://q/%34%32", winner: 0, captures: ["id": "42"]),
    Case(patterns: ["qa://tags/:tag"], url: "qa://tags/%zz", winner: nil),
    Case(patterns: ["qa://tags/:tag"], url: "qa://tags/%FF", winner: nil),
    Case(patterns: ["qa://tags/:tag"], url: "qa://tags/%20", winner: nil),
    // Typed parameters.
    Case(
      patterns: ["qa://q/:id as integer"], url: "qa://q/-12", winner: 0, captures: ["id": "-12"]),
    Case(
      patterns: ["qa://q/:id as integer"], url: "qa://q/18446744073709551615", winner: 0,
      captures: ["id": "18446744073709551615"]),
    Case(patterns: ["qa://q/:id as integer"], url: "qa://q/18446744073709551616", winner: nil),
    Case(patterns: ["qa://q/:id as integer"], url: "qa://q/4x", winner: nil),
    Case(
      patterns: ["qa://s/:on as boolean"], url: "qa://s/true", winner: 0, captures: ["on": "true"]),
    Case(patterns: ["qa://s/:on as boolean"], url: "qa://s/yes", winner: nil),
    Case(
      patterns: ["qa://d/:id as uuid"], url: "qa://d/0f8fad5b-d9cb-469f-a165-70867728950e",
      winner: 0,
      captures: ["id": "0f8fad5b-d9cb-469f-a165-70867728950e"]),
    Case(
      patterns: ["qa://d/:id as uuid"], url: "qa://d/0f8fad5b-d9cb-469f-a165-70867728950",
      winner: nil),
    Case(patterns: ["qa://q/:slug"], url: "qa://q/..", winner: nil),
    Case(patterns: ["qa://q/:slug"], url: "qa://q/.", winner: nil),
    // The most specific pattern wins, whatever the order they were declared in.
    Case(patterns: specific, url: "qa://q/new", winner: 0),
    Case(patterns: specific, url: "qa://q/42", winner: 1, captures: ["id": "42"]),
    Case(patterns: specific, url: "qa://q/hello", winner: 2, captures: ["slug": "hello"]),
    Case(patterns: specific, url: "qa://q/a/b", winner: 3, captures: ["rest": "a/b"]),
    Case(patterns: specific.reversed(), url: "qa://q/new", winner: 3),
    Case(patterns: specific.reversed(), url: "qa://q/42", winner: 2, captures: ["id": "42"]),
    Case(
      patterns: ["qa://x/:p/b", "qa://x/a/:q"], url: "qa://x/a/b", winner: 1, captures: ["q": "b"]),
    Case(patterns: ["qa://f/*", "qa://f"], url: "qa://f", winner: 1),
    Case(patterns: ["qa://f/*"], url: "qa://f", winner: 0),
    Case(patterns: ["qa://f/*"], url: "qa://g", winner: nil),
    // Query items: required, captured, literal; more of them is more specific.
    Case(
      patterns: ["qa://search?q=:query"], url: "qa://search?page=2&q=swift%20ui", winner: 0,
      captures: ["query": "swift ui"]),
    Case(patterns: ["qa://search?q=:query"], url: "qa://search", winner: nil),
    Case(
      patterns: ["qa://search?q=:query"], url: "qa://search?q=a+b", winner: 0,
      captures: ["query": "a+b"]),
    Case(
      patterns: ["qa://search?q=:query", "qa://search?q=:query&scope=answers"],
      url: "qa://search?scope=answers&q=x",
      winner: 1, captures: ["query": "x"]),
    Case(
      patterns: ["qa://search?q=:query", "qa://search?q=:query&scope=answers"],
      url: "qa://search?scope=all&q=x",
      winner: 0, captures: ["query": "x"]),
    Case(patterns: ["qa://search?page=:n as integer"], url: "qa://search?page=two", winner: nil),
    Case(
      patterns: ["qa://search/*", "qa://search?q=:query"], url: "qa://search?q=x", winner: 1,
      captures: ["query": "x"]),
    // Not URLs.
    Case(patterns: ["qa://compose"], url: "compose", winner: nil),
    Case(patterns: ["qa://compose"], url: "", winner: nil),
  ]

  @Test("which pattern a URL takes, and what it captures", arguments: cases)
  func matching(_ c: Case) {
    let table = Self.table(c.patterns)
    let match = table.index.match(c.url)
    #expect(match?.route == c.winner)
    if c.winner != nil { #expect(match?.captures == c.captures) }
    let reference = table.index.referenceMatch(c.url)
    #expect(reference?.route == match?.route && reference?.captures == match?.captures)
  }

  @Test("a URL entry fills the route's typed screen parameters from the captures")
  func parameters() throws {
    let table = RouteTable {
      Route(
        named: "question", .push(["question(questionID as integer)"]),
        triggers: [.url("qa://q/:questionID")])
    }
    let match = try table.resolve(.url(try #require(URL(string: "qa://q/42"))))
    #expect(match.route.type == "question" && match.parameters == ["questionID": "42"])
    #expect(
      throws: UnroutedEntry(
        outcome: .invalidParameter(
          screen: "question", parameter: "questionID",
          reason: "userInfo 'questionID' is a string; the parameter 'questionID' needs an integer"))
    ) {
      _ = try table.resolve(.url(try #require(URL(string: "qa://q/x"))))
    }
  }

  @Test("a route built in Swift that takes no shortcut and has no trigger is refused by check()")
  func unreachable() {
    let table = RouteTable([Route(named: "lost", .action("a"), triggers: [])])
    #expect(
      throws: ManifestError(
        "route 'lost' takes no shortcut and has no triggers; nothing leads to it", at: .unknown)
    ) {
      try table.check()
    }
  }

  @Test(
    "pattern syntax errors",
    arguments: [
      ("compose", "URL pattern 'compose': no scheme; write scheme://host/path"),
      ("://x", "URL pattern '://x': no scheme; write scheme://host/path"),
      (
        "q a://x",
        "URL pattern 'q a://x': 'q a' is not a URL scheme (a letter, then letters, digits, '+', '-' or '.')"
      ),
      (
        "qa://x/*/y",
        "URL pattern 'qa://x/*/y': '*' must be the last segment; a wildcard takes the rest"
      ),
      ("qa://x/*a-b", "URL pattern 'qa://x/*a-b': '*a-b' is not a wildcard; write '*' or '*name'"),
      (
        "qa://x/:",
        "URL pattern 'qa://x/:': parameter ':' needs a name of letters, digits and '_' after ':'"
      ),
      (
        "qa://x/:id as intger",
        "URL pattern 'qa://x/:id as intger': unknown parameter type 'intger' (string, integer, boolean, uuid); did you mean 'integer'?"
      ),
      (
        "qa://x/:id as int",
        "URL pattern 'qa://x/:id as int': unknown parameter type 'int' (string, integer, boolean, uuid)"
      ),
      (
        "qa://x/:id integer",
        "URL pattern 'qa://x/:id integer': parameter ':id integer' must be written ':name' or ':name as TYPE'"
      ),
      ("qa://x/:id/:id", "URL pattern 'qa://x/:id/:id': parameter 'id' is captured twice"),
      ("qa://x/:id?id=:id", "URL pattern 'qa://x/:id?id=:id': parameter 'id' is captured twice"),
      ("qa://x/a b", "URL pattern 'qa://x/a b': 'a b' holds white space; percent-encode it (%20)"),
      (
        "qa://x/a%2",
        "URL pattern 'qa://x/a%2': 'a%2' has a '%' that is not followed by two hex digits of UTF-8"
      ),
      ("qa://x/a//b", "URL pattern 'qa://x/a//b': an empty segment ('//') matches nothing"),
      ("qa://x#top", "URL pattern 'qa://x#top': a fragment ('#…') is never matched; remove it"),
      ("qa://x?q", "URL pattern 'qa://x?q': query item 'q' must be written key=:name or key=value"),
      ("qa://x?q=1&q=2", "URL pattern 'qa://x?q=1&q=2': query item 'q' is written twice"),
      (
        "qa://a*.example.com/x",
        "URL pattern 'qa://a*.example.com/x': host 'a*.example.com' may hold '*' only as '*.' before a domain (*.example.com: its subdomains)"
      ),
      (
        "https://*.com/x",
        "URL pattern 'https://*.com/x': host '*.com' may hold '*' only as '*.' before a domain (*.example.com: its subdomains)"
      ),
      (
        "https://{a.example,*.b.example}/x",
        "URL pattern 'https://{a.example,*.b.example}/x': host list '{a.example,*.b.example}' holds '*.b.example'; a list names hosts as they are, and a '*.' host is a pattern of its own"
      ),
      (
        "https://{a.example,A.example}/x",
        "URL pattern 'https://{a.example,A.example}/x': host list '{a.example,A.example}' names 'a.example' twice"
      ),
      (
        "https://{a.example,}/x",
        "URL pattern 'https://{a.example,}/x': host '' in the list '{a.example,}' must be written as it is, without spaces, '*' or a user"
      ),
      (
        "https://{a.example/x",
        "URL pattern 'https://{a.example/x': host list '{a.example' must be written {host,host,…}"
      ),
    ])
  func syntax(pattern: String, message: String) {
    #expect(URLPattern(pattern).syntaxError == ManifestError(message, at: .unknown))
    #expect(throws: ManifestError(message, at: .unknown)) { try Self.table([pattern]).check() }
  }
}
