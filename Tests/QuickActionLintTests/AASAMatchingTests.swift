import Testing

@testable import QuickActionLint

/// Apple's matching of a URL against an `apple-app-site-association` file, case by case. Each
/// case names the Apple page or session its expectation comes from:
/// - applinks: https://developer.apple.com/documentation/bundleresources/applinks
/// - components: https://developer.apple.com/documentation/bundleresources/applinks/details-swift.dictionary/components-swift.dictionary
/// - query: https://developer.apple.com/documentation/bundleresources/applinks/details-swift.dictionary/components-swift.dictionary/query
/// - defaults: https://developer.apple.com/documentation/bundleresources/applinks/defaults-swift.dictionary
/// - substitution: https://developer.apple.com/documentation/bundleresources/applinks/substitutionvariables-swift.dictionary
/// - domains: "Supporting associated domains", https://developer.apple.com/documentation/xcode/supporting-associated-domains
/// - WWDC19: "What's new in universal links", https://developer.apple.com/videos/play/wwdc2019/717/
/// - WWDC20: "What's new in universal links", https://developer.apple.com/videos/play/wwdc2020/10098/
/// - TN3155: "Debugging universal links", https://developer.apple.com/documentation/technotes/tn3155-debugging-universal-links
@Suite struct AASAMatchingTests {
  static let app = "ABCDE12345.com.example.app"

  /// A file whose one detail names `app` with these components (JSON text).
  static func components(
    _ list: String, defaults: String? = nil, global: String? = nil, variables: String? = nil
  ) -> String {
    var applinks: [String] = []
    if let global { applinks.append("\"defaults\": \(global)") }
    if let variables { applinks.append("\"substitutionVariables\": \(variables)") }
    let detailDefaults = defaults.map { ", \"defaults\": \($0)" } ?? ""
    applinks.append(
      "\"details\": [{\"appIDs\": [\"\(app)\"]\(detailDefaults), \"components\": \(list)}]")
    return "{\"applinks\": {\(applinks.joined(separator: ", "))}}"
  }

  static func paths(_ list: String) -> String {
    "{\"applinks\": {\"apps\": [], \"details\": [{\"appID\": \"\(app)\", \"paths\": \(list)}]}}"
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var source: String
    var file: String
    var url: String
    var verdict: AASADecision.Verdict
    /// The deciding step: detail, kind and index; nil when none matched.
    var decidedBy: (detail: Int, kind: String, index: Int)?
    var app: String = AASAMatchingTests.app
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Order: the first component that matches decides.
    Case(
      name: "the first match wins over a later exclude",
      source: "domains: patterns are evaluated in order, the first match wins",
      file: components(#"[{"/": "/a/*"}, {"/": "/a/b", "exclude": true}]"#),
      url: "https://example.com/a/b",
      verdict: .opens, decidedBy: (0, "component", 0)),
    Case(
      name: "an exclude first stops the scan", source: "components: exclude stops pattern matching",
      file: components(#"[{"/": "/a/*", "exclude": true}, {"/": "/a/b"}]"#),
      url: "https://example.com/a/b",
      verdict: .excluded, decidedBy: (0, "component", 0)),
    Case(
      name: "an exclude that does not match lets the scan go on",
      source: "components: exclude applies when the URL matches the pattern",
      file: components(#"[{"/": "/x/*", "exclude": true}, {"/": "/a/*"}]"#),
      url: "https://example.com/a/b",
      verdict: .opens, decidedBy: (0, "component", 1)),
    Case(
      name: "nothing matches", source: "TN3155: a URL no pattern matches opens in the browser",
      file: components(#"[{"/": "/a/*"}]"#), url: "https://example.com/b", verdict: .noMatch,
      decidedBy: nil),
    Case(
      name: "an empty component matches every URL",
      source: "components: each key defaults to *, which matches everything",
      file: components(#"[{}]"#), url: "https://example.com/anything?x=1#y", verdict: .opens,
      decidedBy: (0, "component", 0)),
    // Wildcards.
    Case(
      name: "* matches zero characters", source: "WWDC20: * matches zero or more characters",
      file: components(#"[{"/": "/a/*"}]"#), url: "https://example.com/a/", verdict: .opens,
      decidedBy: (0, "component", 0)),
    Case(
      name: "* matches across slashes", source: "WWDC20: * is greedy and matches any characters",
      file: components(#"[{"/": "/a/*"}]"#), url: "https://example.com/a/b/c", verdict: .opens,
      decidedBy: (0, "component", 0)),
    Case(
      name: "? matches exactly one character", source: "WWDC20: ? matches exactly one character",
      file: components(#"[{"/": "/????"}]"#), url: "https://example.com/abcd", verdict: .opens,
      decidedBy: (0, "component", 0)),
    Case(
      name: "? does not match three characters for four",
      source: "WWDC20: ? matches exactly one character",
      file: components(#"[{"/": "/????"}]"#), url: "https://example.com/abc", verdict: .noMatch,
      decidedBy: nil),
    Case(
      name: "?* needs at least one character", source: "WWDC20: ?* matches one or more characters",
      file: components(#"[{"/": "/x/?*"}]"#), url: "https://example.com/x/", verdict: .noMatch,
      decidedBy: nil),
    Case(
      name: "the whole path must match, not a prefix",
      source: "components: / is the pattern to match with the URL path",
      file: components(#"[{"/": "/buy"}]"#), url: "https://example.com/buy/1", verdict: .noMatch,
      decidedBy: nil),
    Case(
      name: "an empty path is /", source: "domains: / matches the root of the site",
      file: components(#"[{"/": "/"}]"#), url: "https://example.com", verdict: .opens,
      decidedBy: (0, "component", 0)),
    // Query dictionaries and strings.
    Case(
      name: "a query item matches its pattern", source: "query: \"?\": {\"productID\": \"12345\"}",
      file: components(#"[{"/": "/help/*", "?": {"articleNumber": "????"}}]"#),
      url: "https://example.com/help/1?articleNumber=4815&x=y",
      verdict: .opens, decidedBy: (0, "component", 0)),
    Case(
      name: "a query item of the wrong length does not",
      source: "components: the articleNumber example, exactly four characters",
      file: components(#"[{"/": "/help/*", "?": {"articleNumber": "????"}}]"#),
      url: "https://example.com/help/1?articleNumber=123",
      verdict: .noMatch, decidedBy: nil),
    Case(
      name: "every instance of a repeated item must match",
      source: "WWDC19: all instances of a given query item name must match",
      file: components(#"[{"?": {"id": "??"}}]"#), url: "https://example.com/p?id=12&id=345",
      verdict: .noMatch, decidedBy: nil),
    Case(
      name: "a missing item is empty, which * accepts",
      source: "WWDC20: an absent query item is matched as an empty value",
      file: components(#"[{"?": {"id": "*"}}]"#), url: "https://example.com/p", verdict: .opens,
      decidedBy: (0, "component", 0)),
    Case(
      name: "a missing item is empty, which ?* refuses", source: "WWDC20: ?* requires a value",
      file: components(#"[{"?": {"id": "?*"}}]"#), url: "https://example.com/p?other=1",
      verdict: .noMatch, decidedBy: nil),
    Case(
      name: "a query string pattern matches the whole query",
      source: "components: ? is a pattern to match with the query",
      file: components(#"[{"?": "a=*"}]"#), url: "https://example.com/p?a=1", verdict: .opens,
      decidedBy: (0, "component", 0)),
    Case(
      name: "a query string pattern does not match another query",
      source: "components: ? is a pattern to match with the query",
      file: components(#"[{"?": "a=*"}]"#), url: "https://example.com/p?b=1", verdict: .noMatch,
      decidedBy: nil),
    // Fragments.
    Case(
      name: "a fragment exclude keeps the URL out",
      source: "components: the \"#\": \"no_universal_links\" example",
      file: components(##"[{"#": "no_universal_links", "exclude": true}, {"/": "*"}]"##),
      url: "https://example.com/a#no_universal_links", verdict: .excluded,
      decidedBy: (0, "component", 0)),
    Case(
      name: "another fragment passes the fragment exclude",
      source: "components: the \"#\": \"no_universal_links\" example",
      file: components(##"[{"#": "no_universal_links", "exclude": true}, {"/": "*"}]"##),
      url: "https://example.com/a#top", verdict: .opens, decidedBy: (0, "component", 1)),
    // Case and percent-encoding.
    Case(
      name: "matching is case-sensitive by default",
      source: "components: caseSensitive defaults to true",
      file: components(#"[{"/": "/Help/*"}]"#), url: "https://example.com/help/1",
      verdict: .noMatch, decidedBy: nil),
    Case(
      name: "caseSensitive false ignores case", source: "components: caseSensitive",
      file: components(#"[{"/": "/Help/*", "caseSensitive": false}]"#),
      url: "https://example.com/HELP/1",
      verdict: .opens, decidedBy: (0, "component", 0)),
    Case(
      name: "patterns are percent-encoded by default",
      source: "components: percentEncoded defaults to true",
      file: components(#"[{"/": "/caf%C3%A9"}]"#), url: "https://example.com/caf%C3%A9",
      verdict: .opens, decidedBy: (0, "component", 0)),
    Case(
      name: "a decoded pattern does not match by default",
      source: "components: percentEncoded defaults to true",
      file: components(#"[{"/": "/café"}]"#), url: "https://example.com/caf%C3%A9",
      verdict: .noMatch, decidedBy: nil),
    Case(
      name: "percentEncoded false decodes the URL", source: "components: percentEncoded",
      file: components(#"[{"/": "/café", "percentEncoded": false}]"#),
      url: "https://example.com/caf%C3%A9",
      verdict: .opens, decidedBy: (0, "component", 0)),
    // Defaults at three levels.
    Case(
      name: "domain defaults apply",
      source: "defaults: values at the domain level apply to all pattern matches",
      file: components(#"[{"/": "/Help"}]"#, global: #"{"caseSensitive": false}"#),
      url: "https://example.com/help",
      verdict: .opens, decidedBy: (0, "component", 0)),
    Case(
      name: "app defaults override domain defaults",
      source: "defaults: the more specific definition overrides the less specific",
      file: components(
        #"[{"/": "/Help"}]"#, defaults: #"{"caseSensitive": true}"#,
        global: #"{"caseSensitive": false}"#),
      url: "https://example.com/help", verdict: .noMatch, decidedBy: nil),
    Case(
      name: "a component overrides app defaults",
      source: "defaults: URL-level values override app-level ones",
      file: components(
        #"[{"/": "/Help", "caseSensitive": false}]"#, defaults: #"{"caseSensitive": true}"#),
      url: "https://example.com/help", verdict: .opens, decidedBy: (0, "component", 0)),
    Case(
      name: "percentEncoded from the domain defaults",
      source: "defaults: a subclass of components, any of its properties",
      file: components(#"[{"/": "/café"}]"#, global: #"{"percentEncoded": false}"#),
      url: "https://example.com/caf%C3%A9",
      verdict: .opens, decidedBy: (0, "component", 0)),
    // Legacy paths.
    Case(
      name: "a NOT path excludes",
      source: "domains (legacy paths): NOT excludes; the first match wins",
      file: paths(#"["NOT /a/b", "/a/*"]"#), url: "https://example.com/a/b", verdict: .excluded,
      decidedBy: (0, "path", 0)),
    Case(
      name: "a path after a NOT path that does not match",
      source: "domains (legacy paths): evaluated in order",
      file: paths(#"["NOT /a/b", "/a/*"]"#), url: "https://example.com/a/c", verdict: .opens,
      decidedBy: (0, "path", 1)),
    Case(
      name: "a later NOT path comes too late",
      source: "domains (legacy paths): the first match wins",
      file: paths(#"["/a/*", "NOT /a/b"]"#), url: "https://example.com/a/b", verdict: .opens,
      decidedBy: (0, "path", 0)),
    Case(
      name: "components win over paths",
      source: "WWDC19: iOS 13 ignores paths when components is present",
      file:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "paths": ["*"], "components": [{"/": "/only"}]}]}}"#,
      url: "https://example.com/other", verdict: .noMatch, decidedBy: nil),
    // Apps and details.
    Case(
      name: "an app no detail names",
      source: "applinks.Details: appIDs name the apps that handle the components",
      file: components(#"[{}]"#), url: "https://example.com/a", verdict: .appNotListed,
      decidedBy: nil, app: "ZZZZZ99999.com.other"),
    Case(
      name: "a later detail of the same app is read",
      source: "applinks: details is an array read in order",
      file:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a"}]}, {"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/b"}]}]}}"#,
      url: "https://example.com/b", verdict: .opens, decidedBy: (1, "component", 0)),
    Case(
      name: "a substitution variable stands for its values",
      source: "substitution: each name is replaced with each string of its array",
      file: components(#"[{"/": "/$(food)/*"}]"#, variables: #"{"food": ["burrito", "taco"]}"#),
      url: "https://example.com/taco/1",
      verdict: .opens, decidedBy: (0, "component", 0)),
    Case(
      name: "a value the variable does not hold",
      source: "substitution: each name is replaced with each string of its array",
      file: components(#"[{"/": "/$(food)/*"}]"#, variables: #"{"food": ["burrito", "taco"]}"#),
      url: "https://example.com/pizza/1",
      verdict: .noMatch, decidedBy: nil),
    Case(
      name: "a predefined digit variable", source: "substitution: $(digit) is one decimal digit",
      file: components(#"[{"/": "/item/$(digit)$(digit)"}]"#), url: "https://example.com/item/42",
      verdict: .opens, decidedBy: (0, "component", 0)),
    Case(
      name: "only web links are universal links",
      source: "TN3155: universal links are http and https URLs",
      file: components(#"[{}]"#), url: "myapp://example.com/a", verdict: .notWebLink, decidedBy: nil
    ),
  ]

  @Test("matching case", arguments: cases)
  func matching(_ c: Case) throws {
    let reading = AASAReader.read(Array(c.file.utf8))
    let file = try #require(reading.file)
    let url = try #require(AASAURL(c.url))
    let decision = AASAMatcher(file).decide(url, appID: c.app)
    #expect(decision.verdict == c.verdict, "\(c.source): \(decision.reason)")
    let step = decision.decidingStep
    #expect(
      step?.detail == c.decidedBy?.detail && step?.kind == c.decidedBy?.kind
        && step?.index == c.decidedBy?.index,
      "\(c.source): \(decision.reason)")
  }

  @Test("the reason names the detail, the component and the part that decided")
  func reason() throws {
    let file = try #require(
      AASAReader.read(
        Array(
          Self.components(#"[{"/": "/help/website/*", "exclude": true}, {"/": "/help/*"}]"#).utf8)
      ).file)
    let decision = AASAMatcher(file).decide(
      try #require(AASAURL("https://example.com/help/website/a")), appID: Self.app)
    #expect(
      decision.reason
        == "https://example.com/help/website/a does not open ABCDE12345.com.example.app: detail 0, component 0 (1:85) excludes it (path '/help/website/a' matches '/help/website/*'), and the scan stops there"
    )
    let miss = AASAMatcher(file).decide(
      try #require(AASAURL("https://example.com/x?q=1")), appID: Self.app)
    #expect(
      miss.steps.map(\.explanation) == [
        "path '/x' does not match '/help/website/*'", "path '/x' does not match '/help/*'",
      ])
    #expect(
      miss.reason
        == "https://example.com/x?q=1 does not open ABCDE12345.com.example.app: nothing in detail 0 matches (2 patterns tried)"
    )
  }

  @Test("many stars cost no backtracking")
  func manyStars() {
    let pattern = AASAPattern(String(repeating: "*a", count: 200) + "b")
    #expect(!pattern.matches(String(repeating: "a", count: 2000)))
    #expect(pattern.matches(String(repeating: "a", count: 300) + "b"))
  }

  @Test(
    "URLs split into path, query and fragment as written",
    arguments: [
      ("https://user@Example.COM:8443/a%20b?x=1&y#frag", "example.com", "/a%20b", "x=1&y", "frag"),
      ("http://[::1]/p", "[::1]", "/p", nil, nil),
      ("https://example.com?q", "example.com", "/", "q", nil),
    ] as [(String, String, String, String?, String?)])
  func url(_ text: String, host: String, path: String, query: String?, fragment: String?) throws {
    let url = try #require(AASAURL(text))
    #expect(url.host == host && url.path == path && url.query == query && url.fragment == fragment)
  }

  @Test(
    "not absolute URLs", arguments: ["example.com/a", "https:/a", "1http://a/", "https://", ""])
  func notURL(_ text: String) {
    #expect(AASAURL(text) == nil)
  }

  @Test("query items keep their encoding; percent-decoding leaves a bad escape alone")
  func queryItems() throws {
    let url = try #require(AASAURL("https://e.com/?a=1&b&c=%41+&&d="))
    #expect(url.queryItems.map(\.name) == ["a", "b", "c", "d"])
    #expect(url.queryItems.map(\.value) == ["1", "", "%41+", ""])
    #expect(AASAURL.percentDecoded("%41%zz%4") == "A%zz%4")
  }
}
