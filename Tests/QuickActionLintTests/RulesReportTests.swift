import Foundation
import PropertyList
import Testing

@testable import QuickActionLint

/// `quickaction rules`: the text lists every rule, and the JSON format carries its `version`
/// and every key of its contract.
@Suite struct RulesReportTests {
  @Test("rules --format json: version 1, then every rule with its documentation")
  func json() throws {
    var request = RulesRequest()
    request.format = .json
    let text = RulesReport.run(request)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["version"] as? Int == 1)
    #expect(text.hasPrefix("{\n  \"version\": 1,\n  \"rules\": ["))
    let rules = try #require(object["rules"] as? [[String: Any]])
    #expect(rules.count == Linter.rules.count)
    #expect(Set(rules[0].keys) == ["id", "severity", "optIn", "summary", "documentation"])
    let documentation = try #require(rules[0]["documentation"] as? [String: String])
    #expect(documentation["article"] == "\(RulesReport.article)#\(Linter.rules[0].id)")
  }

  @Test("rules: each rule's id, severity, summary, why and example")
  func text() {
    let text = RulesReport.run(RulesRequest())
    for rule in Linter.rules {
      #expect(text.contains("\(rule.id) (\(rule.severity.rawValue)"))
    }
    #expect(text.contains("\n  Why: "))
    #expect(text.contains("\n  Example: "))
  }
}
