import Testing

@testable import QuickActionLint

/// Android's matching of a dynamic rule's expression, case by case from AOSP's own test
/// (frameworks/base, packages/StatementService/tests/.../parser/DalComponentParserTest.kt):
/// the expression, the PatternMatcher type and pattern AOSP builds, texts it matches and texts
/// it does not.
@Suite struct DalPatternTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var expression: String
    var kind: DalPattern.Kind
    var pattern: String
    var matching: [String]
    var failing: [String]
    var testDescription: String { expression }
  }

  static let aosp: [Case] = [
    Case(
      expression: "foobar", kind: .literal, pattern: "foobar", matching: ["foobar"],
      failing: ["foo.bar", "foo\\.bar"]),
    Case(
      expression: "foo*", kind: .prefix, pattern: "foo", matching: ["foo", "foobar", "foo.bar"],
      failing: ["fo", "barfoo"]),
    Case(
      expression: "*bar", kind: .glob, pattern: ".*bar", matching: ["foobar", "foo.bar", "bar"],
      failing: ["foo", "barfoo", "barfoobar", "abcbar"]),
    Case(
      expression: "*.bar", kind: .glob, pattern: ".*\\.bar", matching: [".bar", "foo.bar"],
      failing: ["bar", "foobar", ".bar.bar", "foo.b.bar"]),
    Case(
      expression: "foo*bar", kind: .glob, pattern: "foo.*bar",
      matching: ["foobar", "foo.bar", "foofoobar"], failing: ["foobarbar", "f.bar"]),
    Case(
      expression: "foo*.bar", kind: .glob, pattern: "foo.*\\.bar",
      matching: ["foo.bar", "foobar.bar"], failing: ["foobar", "foo.bar.bar"]),
    Case(
      expression: "foo?bar", kind: .glob, pattern: "foo.bar", matching: ["foo.bar", "foobbar"],
      failing: ["foobar"]),
    Case(
      expression: "fo?b*r", kind: .glob, pattern: "fo.b.*r",
      matching: ["foobar", "fo.br", "fobbbbr"], failing: ["foobrr", "fobar"]),
    // AOSP's test: "a '.' following '.*' is treated as a literal": `?` after `*` is a '.'.
    Case(
      expression: "foo*?bar", kind: .glob, pattern: "foo.*.bar",
      matching: ["foo.bar", "foofoo.bar", "foobar.bar"], failing: ["foobar", "foobarbar"]),
    Case(
      expression: "?*bar", kind: .glob, pattern: "..*bar", matching: ["bbar", ".bar", "foo.bar"],
      failing: ["bar"]),
    Case(
      expression: "foo?*bar*", kind: .glob, pattern: "foo..*bar.*",
      matching: ["foo.bar", "foodbar", "foo..bar", "foobarbar", "foo.bar.bar.foo"],
      failing: ["foobar", "foo.ba.bar"]),
    Case(
      expression: "foo\\*bar", kind: .glob, pattern: "foo\\\\.*bar",
      matching: ["foo\\bar", "foo\\.bar", "foo\\foobar"], failing: ["foobarbar", "f.bar"]),
    Case(
      expression: "foo[a-z]*", kind: .prefix, pattern: "foo[a-z]",
      matching: ["foo[a-z]", "foo[a-z]bar"], failing: ["foo", "fooz"]),
  ]

  @Test("AOSP's DalComponentParserTest cases: type, pattern, matches", arguments: aosp)
  func aospCases(_ c: Case) throws {
    let pattern = try #require(DalPattern(c.expression))
    #expect(pattern.kind == c.kind)
    #expect(pattern.matcherPattern == c.pattern)
    for text in c.matching {
      #expect(pattern.matches(text), "\(c.expression) should match \(text)")
    }
    for text in c.failing {
      #expect(!pattern.matches(text), "\(c.expression) should not match \(text)")
    }
  }

  @Test("'*' stops at the first occurrence of the next character: no backtracking")
  func noBacktracking() throws {
    let edit = try #require(DalPattern("/a/*/edit"))
    #expect(edit.matches("/a/x/edit"))
    #expect(!edit.matches("/a/x/y/edit"))
    let pdf = try #require(DalPattern("*.pdf"))
    #expect(pdf.matches("/files/report.pdf"))
    #expect(!pdf.matches("/files/v1.2/report.pdf"))
  }

  @Test(
    "an empty expression is refused (parseMatchingExpression throws); a null part never matches")
  func emptyAndNull() throws {
    #expect(DalPattern("") == nil)
    let any = try #require(DalPattern("*"))
    #expect(any.kind == .prefix)
    #expect(any.matches(""))
    #expect(!any.matches(nil))
  }

  @Test("matching is one pass: steps grow linearly with the text, for a hostile pattern too")
  func linear() throws {
    let pattern = try #require(DalPattern("*a*a*a*a*b"))
    func steps(_ n: Int) -> Int {
      var count = 0
      _ = pattern.matches(String(repeating: "a", count: n), steps: &count)
      return count
    }
    let small = steps(10_000)
    let large = steps(20_000)
    #expect(small > 0)
    #expect(large <= 2 * small + 16)
  }
}
