import Foundation
import PropertyList
import Testing

@testable import QuickActionLint

/// `quickaction aasa` and `quickaction assetlinks`: `validate --format json` and `match --format
/// json` carry their `version` first, then their contract's keys.
@Suite struct SiteFileReportTests {
  static let file = #"""
    {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.qa"],
      "components": [{"/": "/questions/*"}]}]}}
    """#

  static func keys(_ value: JSONValue) -> [String] {
    guard case .object(let members) = value else { return [] }
    return members.map(\.0)
  }

  @Test("match --format json: version 1, the URL, whether it opens, each decision")
  func match() throws {
    let reading = AASAReader.read(Array(Self.file.utf8))
    let matcher = AASAMatcher(try #require(reading.file))
    let url = try #require(AASAURL("https://example.com/questions/42"))
    let decisions = matcher.decideForEveryApp(url)
    let json = SiteFileReport.matchJSON(
      url: "https://example.com/questions/42", opens: true, decisions: decisions.map(\.json))
    #expect(Self.keys(json) == ["version", "url", "opens", "decisions"])
    let text = json.serialized(pretty: true)
    #expect(text.hasPrefix("{\n  \"version\": 1,\n  \"url\": \"https://example.com/questions/42\""))
    let outline = SiteFileReport.matchText(url: "https://example.com/q", outlines: [["a"], ["b"]])
    #expect(outline == "https://example.com/q\na\nb")
  }

  @Test("validate --format json: version 1, the file, its problems, the counts")
  func validate() throws {
    let reading = AASAReader.read(Array(#"{"applinks": {"details": 1}}"#.utf8))
    let problems = reading.problems.map(\.json)
    #expect(!problems.isEmpty)
    let errors = reading.problems.filter { $0.severity == .error }.count
    let json = SiteFileReport.validationJSON(file: "aasa.json", problems: problems, errors: errors)
    #expect(Self.keys(json) == ["version", "file", "problems", "summary"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.serialized(pretty: true).utf8))
        as? [String: Any])
    #expect(object["version"] as? Int == SiteFileReport.version)
    #expect(
      (object["summary"] as? [String: Int])
        == ["errors": errors, "warnings": problems.count - errors])
    let text = SiteFileReport.validationText(
      file: "aasa.json", rendered: ["e1", "w1"], errors: 1, contents: "no applinks")
    #expect(text == "e1\nw1\naasa.json: 1 error, 1 warning; no applinks")
  }
}
