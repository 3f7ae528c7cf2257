import Foundation
import PropertyList
import TestSupport
import Testing

@testable import QuickActionLint

/// The reader and validator of `apple-app-site-association` files: each mistake with its exact
/// message and position, a clean file with none, and every real file of the shared corpus with
/// the findings judged by hand.
@Suite struct AASAReaderTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var json: String
    /// `line:column severity: message`, in source order.
    var problems: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "not JSON", json: "{\n  \"applinks\": {,}\n}",
      problems: ["2:16 error: expected a string key"]),
    Case(
      name: "null", json: "{\"applinks\": null}",
      problems: ["1:14 error: null has no property-list equivalent; leave the key out instead"]),
    Case(
      name: "root not a dictionary", json: "[1]",
      problems: ["1:1 error: the file must be a dictionary, not an array"]),
    Case(
      name: "no service", json: "{}",
      problems: [
        "1:1 warning: the file holds no service iOS reads (applinks, webcredentials, appclips, activitycontinuation)"
      ]),
    Case(
      name: "unknown root key with a suggestion", json: "{\n\"applink\": {}\n}",
      problems: [
        "1:1 warning: the file holds no service iOS reads (applinks, webcredentials, appclips, activitycontinuation)",
        "2:1 warning: unknown key 'applink' in the file, which iOS ignores; did you mean 'applinks'?",
      ]),
    Case(
      name: "applinks without details", json: "{\"applinks\": {}}",
      problems: ["1:14 error: 'applinks' has no 'details': no URL opens an app"]),
    Case(
      name: "details as the iOS 9 dictionary",
      json: "{\"applinks\": {\"details\": {\"ABCDE12345.com.e\": {\"paths\": [\"*\"]}}}}",
      problems: [
        "1:26 error: 'details' is a dictionary keyed by app ID, the form of the iOS 9 betas; iOS reads an array of details, each with 'appIDs' and 'components'"
      ]),
    Case(
      name: "apps not empty", json: "{\"applinks\": {\"apps\": [\"x\"], \"details\": []}}",
      problems: [
        "1:23 warning: 'applinks.apps' must be empty: iOS 9 to 12 required it as [], and the apps that open links are listed in 'details'"
      ]),
    Case(
      name: "a detail with no app", json: "{\"applinks\": {\"details\": [\n{\"components\": []}]}}",
      problems: ["2:1 error: detail 0 names no app: add 'appIDs' with TEAMID.bundle.id entries"]),
    Case(
      name: "an app ID without a team",
      json:
        "{\"applinks\": {\"details\": [{\"appIDs\": [\"com.example.app\"], \"components\": []}]}}",
      problems: [
        "1:39 error: the app ID 'com.example.app' does not start with a team ID: 'com' has 3 characters, and a team ID is 10 capital letters and digits"
      ]),
    Case(
      name: "an app ID with no dot",
      json: "{\"applinks\": {\"details\": [{\"appIDs\": [\"placeholder\"], \"components\": []}]}}",
      problems: [
        "1:39 error: the app ID 'placeholder' has no team ID: write it as TEAMID.bundle.id (the 10-character team ID, a dot, the bundle ID)"
      ]),
    Case(
      name: "a team ID in lower case",
      json:
        "{\"applinks\": {\"details\": [{\"appIDs\": [\"abcde12345.com.e\"], \"components\": []}]}}",
      problems: [
        "1:39 error: the app ID 'abcde12345.com.e' does not start with a team ID: 'abcde12345' holds characters a team ID does not, and a team ID is 10 capital letters and digits"
      ]),
    Case(
      name: "a build setting in an app ID",
      json:
        "{\"applinks\": {\"details\": [{\"appID\": \"$(TeamIdentifierPrefix)com.e\", \"paths\": []}]}}",
      problems: [
        "1:37 error: the app ID '$(TeamIdentifierPrefix)com.e' holds an Xcode build setting, which a website's file never expands; write the team ID and bundle ID themselves"
      ]),
    Case(
      name: "a bad bundle ID", json: "{\"webcredentials\": {\"apps\": [\"ABCDE12345.com.e_x\"]}}",
      problems: [
        "1:30 error: the bundle ID 'com.e_x' of the app ID 'ABCDE12345.com.e_x' may hold only letters, digits, '-' and '.'"
      ]),
    Case(
      name: "appID disagreeing with appIDs",
      json:
        "{\"applinks\": {\"details\": [{\n\"appIDs\": [\"ABCDE12345.com.a\"],\n\"appID\": \"ABCDE12345.com.b\", \"paths\": [\"*\"]}]}}",
      problems: [
        "3:10 warning: the legacy 'appID' 'ABCDE12345.com.b' of detail 0 is not among its 'appIDs': iOS 13 and later read only 'appIDs', earlier versions only 'appID', so they open links in different apps",
        "2:1 note: 'appIDs' is here",
      ]),
    Case(
      name: "appID equal to appIDs (serving iOS 12 and 13)",
      json:
        "{\"applinks\": {\"details\": [{\"appIDs\": [\"ABCDE12345.com.a\"], \"appID\": \"ABCDE12345.com.a\", \"paths\": [\"*\"], \"components\": [{}]}]}}",
      problems: []),
    Case(
      name: "a duplicate app",
      json:
        "{\"applinks\": {\"details\": [{\"appIDs\": [\"ABCDE12345.com.a\",\n\"ABCDE12345.com.a\"], \"components\": []}]}}",
      problems: [
        "2:1 warning: 'ABCDE12345.com.a' appears twice in 'appIDs' of detail 0",
        "1:39 note: first here",
      ]),
    Case(
      name: "a detail with no components or paths",
      json: "{\"applinks\": {\"details\": [{\"appIDs\": [\"ABCDE12345.com.a\"]}]}}",
      problems: [
        "1:27 warning: detail 0 has neither 'components' nor 'paths', so it opens no URL in its apps"
      ]),
    Case(
      name: "exclude written as a string",
      json:
        "{\"applinks\": {\"details\": [{\"appIDs\": [\"ABCDE12345.com.a\"], \"components\": [{\"exclude\": \"true\"}]}]}}",
      problems: [
        "1:87 error: 'exclude' of component 0 of detail 0 must be true or false, not a string; write true without quotes"
      ]),
    Case(
      name: "a path key spelt out",
      json:
        "{\"applinks\": {\"details\": [{\"appIDs\": [\"ABCDE12345.com.a\"], \"components\": [{\"path\": \"/a\"}]}]}}",
      problems: [
        "1:76 warning: unknown key 'path' in component 0 of detail 0, which iOS ignores; did you mean '/'?"
      ]),
    Case(
      name: "a misspelt key",
      json:
        "{\"applinks\": {\"details\": [{\"appIDs\": [\"ABCDE12345.com.a\"], \"components\": [{\"caseSensitiv\": false}]}]}}",
      problems: [
        "1:76 warning: unknown key 'caseSensitiv' in component 0 of detail 0, which iOS ignores; did you mean 'caseSensitive'?"
      ]),
    Case(
      name: "a query of the wrong type",
      json:
        "{\"applinks\": {\"details\": [{\"appIDs\": [\"ABCDE12345.com.a\"], \"components\": [{\"?\": 1}]}]}}",
      problems: [
        "1:81 error: '?' of component 0 of detail 0 must be a string or a dictionary of query item names and patterns, not an integer"
      ]),
    Case(
      name: "a path without its slash",
      json:
        "{\"applinks\": {\"details\": [{\"appIDs\": [\"ABCDE12345.com.a\"], \"components\": [{\"/\": \"help/*\"}]}]}}",
      problems: [
        "1:81 warning: the path pattern 'help/*' never matches: a URL's path starts with '/' (write '/help/*')"
      ]),
    Case(
      name: "a fragment in a path",
      json:
        "{\"applinks\": {\"details\": [{\"appIDs\": [\"ABCDE12345.com.a\"], \"components\": [{\"/\": \"/#/market\"}]}]}}",
      problems: [
        "1:81 warning: the path pattern '/#/market' has a '#', but a URL's path never does: the fragment after '#' is matched with the '#' key of components"
      ]),
    Case(
      name: "a query in a path",
      json:
        "{\"applinks\": {\"details\": [{\"appIDs\": [\"ABCDE12345.com.a\"], \"components\": [{\"/\": \"/invite?code=*\"}]}]}}",
      problems: [
        "1:81 warning: in the path pattern '/invite?code=*', '?' is a one-character wildcard, not the start of the query; match the query with the '?' key of the component"
      ]),
    Case(
      name: "a legacy path without its slash",
      json:
        "{\"applinks\": {\"details\": [{\"appID\": \"ABCDE12345.com.a\", \"paths\": [\"NOT /a\", \"b/*\"]}]}}",
      problems: [
        "1:77 warning: the path pattern 'b/*' never matches: a URL's path starts with '/' (write '/b/*')"
      ]),
    Case(
      name: "an unknown variable",
      json:
        "{\"applinks\": {\"details\": [{\"appIDs\": [\"ABCDE12345.com.a\"], \"components\": [{\"/\": \"/$(lang)/$(food)\"}]}]}}",
      problems: [
        "1:76 error: '$(food)' in '/$(lang)/$(food)' is neither a substitution variable of this file nor one Apple predefines; it is matched as the text '$(food)'"
      ]),
    Case(
      name: "a variable value using a variable",
      json:
        "{\"applinks\": {\"substitutionVariables\": {\"a(b\": [\"$(alpha)x\"]}, \"details\": []}}",
      problems: [
        "1:41 error: the substitution variable name 'a(b' may not contain '$', '(' or ')'",
        "1:49 error: a value of substitution variable 'a(b' uses another variable, which Apple does not allow: '$(alpha)x'",
      ]),
    Case(
      name: "a service without apps", json: "{\"webcredentials\": {\"app\": []}}",
      problems: [
        "1:20 error: 'webcredentials' has no 'apps': it names no app",
        "1:21 warning: unknown key 'app' in 'webcredentials', which iOS ignores; did you mean 'apps'?",
      ]),
  ]

  /// A problem and its notes as `line:column severity: message` lines.
  static func lines(_ problems: [AASAProblem]) -> [String] {
    problems.flatMap { p in
      ["\(p.location) \(p.severity.rawValue): \(p.message)"]
        + p.notes.map { "\($0.location) note: \($0.message)" }
    }
  }

  @Test("each mistake, with its message and position", arguments: cases)
  func problem(_ c: Case) {
    #expect(Self.lines(AASAReader.read(Array(c.json.utf8)).problems) == c.problems)
  }

  @Test("Apple's documented example reads clean and whole")
  func appleExample() throws {
    let json = """
      {"applinks": {"defaults": {"caseSensitive": false},
        "substitutionVariables": {"food": ["burrito", "taco"]},
        "details": [{"appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"],
          "defaults": {"percentEncoded": false},
          "components": [
            {"#": "no_universal_links", "exclude": true, "comment": "Matches any URL with a fragment that equals no_universal_links"},
            {"/": "/buy/*", "comment": "Matches any URL with a path that starts with /buy/"},
            {"/": "/help/website/*", "exclude": true},
            {"/": "/help/*", "?": {"articleNumber": "????"}},
            {"/": "/$(food)/*"}]}]},
       "webcredentials": {"apps": ["ABCDE12345.com.example.app"]},
       "appclips": {"apps": ["ABCDE12345.com.example.MyApp.Clip"]}}
      """
    let reading = AASAReader.read(Array(json.utf8))
    #expect(reading.problems.isEmpty)
    let applinks = try #require(reading.file?.applinks)
    #expect(applinks.appIDs == ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"])
    #expect(applinks.defaults?.caseSensitive == false)
    #expect(applinks.substitutionVariables.map(\.name) == ["food"])
    let detail = try #require(applinks.details.first)
    #expect(detail.defaults?.percentEncoded == false)
    #expect(detail.components?.count == 5)
    guard case .items(let items)? = detail.components?[3].query else {
      Issue.record("the query is not a dictionary")
      return
    }
    #expect(
      items.map { "\($0.name)=\($0.pattern) at \($0.location)" } == ["articleNumber=???? at 9:30"])
    #expect(detail.components?[0].comment?.hasPrefix("Matches") == true)
    #expect(reading.file?.services.map(\.name) == ["webcredentials", "appclips"])
  }

  /// The real files of the shared corpus (../shared/corpus/projects, see its MANIFEST.tsv), and
  /// what the validator says of each, judged by hand: every one below is a real mistake.
  static let corpusFindings: [String: [String]] = [
    "0Itsuki0__iOSUniversalLinkLocalHost/.well-known/apple-app-site-association": [
      // A placeholder left in the sample: no app opens these links.
      "5:28 error: the app ID 'appid_placeholder' has no team ID: write it as TEAMID.bundle.id (the 10-character team ID, a dot, the bundle ID)",
      "16:17 error: the app ID 'appid_placeholder' has no team ID: write it as TEAMID.bundle.id (the 10-character team ID, a dot, the bundle ID)",
    ],
    "AgoraIO-Community__Universal-Links-SwiftUI/apple-app-site-association": [
      "5:16 error: the app ID 'DEVELOPMENT_TEAM.PRODUCT_BUNDLE_IDENTIFIER' holds an Xcode build setting, which a website's file never expands; write the team ID and bundle ID themselves"
    ],
    "ElenaCristea__aasa/.well-known/apple-app-site-association.json": [
      "6:18 error: the app ID 'com.repeatmd.mobile' does not start with a team ID: 'com' has 3 characters, and a team ID is 10 capital letters and digits"
    ],
    "edityomurti__apple-app-site-association-pls/static/.well-known/apple-app-site-association": [
      // The webcredentials team ID lost its first letter ("UW7JAY4CE8" in applinks).
      "17:17 error: the app ID 'W7JAY4CE8.me.wideboard.Wideboard' does not start with a team ID: 'W7JAY4CE8' has 9 characters, and a team ID is 10 capital letters and digits"
    ],
    "openfoodfacts__openfoodfacts-ios/apple-app-site-association": [
      // "appID": 588797948.org… without its opening quote: iOS cannot read the file at all.
      "6:32 error: a fraction needs digits after '.'"
    ],
  ]

  static let corpus = SharedData.url("corpus/projects")

  @Test(
    "every real AASA file of the corpus: only the findings judged real",
    .needsShared("corpus/projects/MANIFEST.tsv", "the list of real projects and websites' files"))
  func corpusFiles() throws {
    let manifest = try String(
      contentsOf: Self.corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
    let files = manifest.split(separator: "\n").map {
      String($0.split(separator: "\t").first ?? "")
    }
    .filter { $0.contains("apple-app-site-association") }
    #expect(files.count == 30)
    for file in files {
      let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(file)))
      #expect(
        Self.lines(AASAReader.read(bytes).problems) == Self.corpusFindings[file] ?? [], "\(file)")
    }
  }
}
