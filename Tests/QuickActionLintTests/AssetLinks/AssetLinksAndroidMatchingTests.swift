import AndroidProject
import Testing

@testable import QuickActionLint

/// `assetlinks match` decides as Android does: AOSP's PatternMatcher glob (no backtracking),
/// UriRelativeFilterGroup (every part of a rule must match, a rule without parts never does),
/// UriRelativeFilter (decoded path and fragment, each `name=value` of the query), and
/// DomainVerificationService (no rule groups: every URL of the host goes to the manifest).
@Suite struct AssetLinksAndroidMatchingTests {
  static let fingerprint = Array(repeating: "AB", count: 32).joined(separator: ":")

  static func statement(_ package: String = "com.example.qa", rules: String? = nil) -> String {
    let extensions =
      rules.map {
        ", \"relation_extensions\": {\"delegate_permission/common.handle_all_urls\": "
          + "{\"dynamic_app_link_components\": \($0)}}"
      } ?? ""
    return "{\"relation\": [\"delegate_permission/common.handle_all_urls\"], \"target\": "
      + "{\"namespace\": \"android_app\", \"package_name\": \"\(package)\", "
      + "\"sha256_cert_fingerprints\": [\"\(fingerprint)\"]}\(extensions)}"
  }

  static func decide(_ url: String, _ statements: [String]) throws -> AssetLinksDecision {
    let reading = AssetLinksReader.read(
      Array(("[" + statements.joined(separator: ",\n") + "]").utf8))
    let file = try #require(reading.file)
    return AssetLinksMatcher(file).decide(try #require(AASAURL(url)), package: "com.example.qa")
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var url: String
    var rules: String
    var verdict: AssetLinksDecision.Verdict
    var testDescription: String { name }
  }

  @Test(
    "rules matched as AOSP matches them",
    arguments: [
      Case(
        name: "'*' stops at the first '/': /a/*/edit does not take /a/x/y/edit",
        url: "https://qa.example.com/a/x/y/edit", rules: "[{\"/\": \"/a/*/edit\"}]",
        verdict: .noMatch),
      Case(
        name: "... and takes /a/x/edit", url: "https://qa.example.com/a/x/edit",
        rules: "[{\"/\": \"/a/*/edit\"}]", verdict: .opens),
      Case(
        name: "'*.pdf' stops at the first '.': /files/v1.2/report.pdf is not taken",
        url: "https://qa.example.com/files/v1.2/report.pdf", rules: "[{\"/\": \"*.pdf\"}]",
        verdict: .noMatch),
      Case(
        name: "'#': '*' needs a fragment: Uri.getFragment() is null without '#'",
        url: "https://qa.example.com/spots", rules: "[{\"#\": \"*\"}]", verdict: .noMatch),
      Case(
        name: "'#': '*' takes an empty fragment", url: "https://qa.example.com/spots#",
        rules: "[{\"#\": \"*\"}]", verdict: .opens),
      Case(
        name: "the path is matched decoded (Uri.getPath): %20 is a space",
        url: "https://qa.example.com/a%20b", rules: "[{\"/\": \"/a b\"}]", verdict: .opens),
      Case(
        name: "a rule with no part never matches (a group without filters)",
        url: "https://qa.example.com/x", rules: "[{\"exclude\": true}, {\"/\": \"*\"}]",
        verdict: .opens),
      Case(
        name: "the page's order example: the exclusion first keeps everything out",
        url: "https://qa.example.com/path1",
        rules: "[{\"/\": \"*\", \"exclude\": true}, {\"/\": \"/path1\"}]",
        verdict: .excluded),
      Case(
        name: "a query rule matches one name=value parameter, in any order",
        url: "https://qa.example.com/shoes?lang=en&in_app=true",
        rules: "[{\"?\": {\"in_app\": \"true\"}}]",
        verdict: .opens),
      Case(
        name: "a query rule needs the parameter", url: "https://qa.example.com/shoes?lang=en",
        rules: "[{\"?\": {\"in_app\": \"true\"}}]", verdict: .noMatch),
      Case(
        name: "the query splits at ';' when it has no '&'",
        url: "https://qa.example.com/?a=1;dl=x", rules: "[{\"?\": {\"dl\": \"*\"}}]",
        verdict: .opens),
      Case(
        name: "an empty rule list is no rule: the manifest decides (DomainVerificationService)",
        url: "https://qa.example.com/anything", rules: "[]", verdict: .opens),
      Case(
        name: "an empty pattern discards every rule (DalComponentParser refuses it)",
        url: "https://qa.example.com/anything", rules: "[{\"/\": \"/only\"}, {\"#\": \"\"}]",
        verdict: .opens),
    ])
  func rules(_ c: Case) throws {
    let decision = try Self.decide(c.url, [Self.statement(rules: c.rules)])
    #expect(decision.verdict == c.verdict, "\(decision.reason)")
  }

  @Test("the answer names Android 15 when dynamic rules decided, and what earlier versions do")
  func versions() throws {
    let decision = try Self.decide(
      "https://qa.example.com/a/x/y/edit",
      [Self.statement(rules: "[{\"/\": \"/a/*/edit\"}]")])
    #expect(
      decision.outline == [
        "com.example.qa: does not open the app (noMatch)",
        "  https://qa.example.com/a/x/y/edit does not open com.example.qa: no dynamic rule of "
          + "statement 0 matches (1 tried), and a URL no rule matches stays in the browser",
        "  this holds for Android 15 and later; on Android 14 and earlier, which ignore dynamic "
          + "rules, it opens the app wherever the manifest's filters take it",
        "  tried in order:",
        "    statement 0, rule 0 (1:369): no match: path '/a/x/y/edit' does not match '/a/*/edit'",
      ])
    let plain = try Self.decide("https://qa.example.com/x", [Self.statement()])
    #expect(plain.androidVersions == nil && plain.verdict == .opens)
  }

  @Test("two statements for one app: the first decides, with or without rules")
  func firstStatement() throws {
    let decision = try Self.decide(
      "https://qa.example.com/blocked",
      [
        Self.statement(), Self.statement(rules: "[{\"/\": \"/blocked\", \"exclude\": true}]"),
      ])
    #expect(decision.verdict == .opens)
    #expect(decision.statement == 0)
  }

  @Test("a file Android does not read opens nothing, and says on which versions")
  func rejected() throws {
    let decision = try Self.decide(
      "https://qa.example.com/",
      [
        Self.statement(),
        "{\"relation\": [\"delegate_permission/Common.handle_all_urls\"], "
          + "\"target\": {\"namespace\": \"web\", \"site\": \"https://qa.example.com\"}}",
      ])
    #expect(decision.verdict == .fileIgnored)
    #expect(decision.androidVersions == "Android 12 and later")
  }
}
