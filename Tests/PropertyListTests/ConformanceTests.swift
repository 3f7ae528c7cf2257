import Foundation
import PropertyList
import PropertyListOpenStep
import TestSupport
import Testing

/// The 772 inputs of nine other implementations' test suites (../shared/conformance): each
/// valid input reads as the expected typed value, each invalid one is refused, and every
/// difference is a documented decision in `ConformanceDecisions`. Skipped when the folder is
/// absent (a fresh clone without ../shared), failed in CI (`SharedData`).
@Suite struct ConformanceTests {
  static let folder = SharedData.url("conformance")
  static let needed = "nine other implementations' test suites"

  struct Row: Sendable {
    var file: String
    var expectation: String
  }

  static func rows() throws -> [Row] {
    let text = try String(
      contentsOf: folder.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
    return text.split(separator: "\n").dropFirst().compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return fields.count >= 4 ? Row(file: fields[0], expectation: fields[3]) : nil
    }
  }

  /// What this package makes of one input: a value, or the error.
  static func read(_ file: String) -> Result<PlistValue, PlistError> {
    guard
      let data = FileManager.default.contents(
        atPath: folder.appendingPathComponent("fixtures/\(file)").path)
    else {
      return .failure(PlistError(.emptyFile, "cannot read the fixture", at: .unknown))
    }
    let bytes = [UInt8](data)
    do {
      return .success(
        try PropertyList.read(bytes, format: PropertyList.format(of: bytes, path: file)).root)
    } catch {
      return .failure(error)
    }
  }

  /// Why `ours` differs from the expected tagged value, or nil when they agree.
  static func difference(_ ours: PlistValue, _ expected: PlistValue, at path: String = "root")
    -> String?
  {
    guard let tagged = expected.dictionaryValue, tagged.count == 1, let entry = tagged.first else {
      return "\(path): the expected value is not tagged"
    }
    let want = entry.value
    switch (entry.key, ours.kind) {
    case ("any", _): return nil
    case ("string", .string(let s)):
      return s == want.stringValue
        ? nil : "\(path): '\(s)' where '\(want.stringValue ?? "?")' was expected"
    case ("integer", .integer(let i)):
      return i.description == want.stringValue
        ? nil : "\(path): \(i) where \(want.stringValue ?? "?")"
    case ("bool", .bool(let b)): return b == want.boolValue ? nil : "\(path): \(b)"
    case ("real", .real(let r)):
      let expectedReal: Double? =
        switch want.kind {
        case .real(let x): x
        case .integer(let i): i.int64Value.map(Double.init)
        case .string("nan"): .nan
        case .string("inf"): .infinity
        case .string("-inf"): -.infinity
        default: nil
        }
      guard let x = expectedReal else { return "\(path): an unreadable expected real" }
      return r == x || (r.isNaN && x.isNaN) ? nil : "\(path): \(r) where \(x) was expected"
    case ("date", .date(let d)):
      let seconds: Double? =
        switch want.kind {
        case .real(let x): x
        case .integer(let i): i.int64Value.map(Double.init)
        default: nil
        }
      guard let seconds else { return "\(path): an unreadable expected date" }
      return abs(d.timeIntervalSince1970 - seconds) < 1e-6
        ? nil : "\(path): date \(d.timeIntervalSince1970) where \(seconds)"
    case ("data", .data(let d)):
      return Data(base64Encoded: want.stringValue ?? "") == d ? nil : "\(path): other data"
    case ("array", .array(let a)):
      let items = want.arrayValue ?? []
      guard a.count == items.count else {
        return "\(path): \(a.count) elements where \(items.count)"
      }
      for (i, (x, y)) in zip(a, items).enumerated() {
        if let d = difference(x, y, at: "\(path)[\(i)]") { return d }
      }
      return nil
    case ("dict", .dictionary(let d)):
      let pairs = want.arrayValue ?? []
      guard d.count == pairs.count else { return "\(path): \(d.count) keys where \(pairs.count)" }
      // Looked up through a hash table: some inputs have dictionaries of many thousand keys.
      var mineByKey: [String: PlistValue] = [:]
      for entry in d { mineByKey[entry.key] = entry.value }
      for pair in pairs {
        guard let kv = pair.arrayValue, kv.count == 2, let key = kv[0].stringValue else {
          return "\(path): a malformed expected pair"
        }
        guard let mine = mineByKey[key] else { return "\(path): no key '\(key)'" }
        if let diff = difference(mine, kv[1], at: "\(path).\(key)") { return diff }
      }
      return nil
    default:
      return "\(path): \(ours.typeDescription) where \(entry.key) was expected"
    }
  }

  @Test(
    "every input of the nine peer suites agrees with its expectation, or differs by a documented decision",
    .needsShared("conformance", needed))
  func conformance() throws {
    // JSON's null has no property-list equivalent (this reader refuses it); the one expected
    // value that uses it, `{"null": null}`, is read as `{"null": true}`.
    let expectedText = try String(
      contentsOf: Self.folder.appendingPathComponent("expected.json"), encoding: .utf8
    )
    .replacingOccurrences(of: "\"null\": null", with: "\"null\": true")
    let expectedData = Data(expectedText.utf8)
    // expected.json nests deeper than a plist may (the deep-nesting inputs), so its limit is raised.
    let expected = try #require(
      try PropertyList.read([UInt8](expectedData), format: .json, options: .init(maxDepth: 100_000))
        .root.dictionaryValue)
    var differences: [String: String] = [:]
    let rows = try Self.rows()
    #expect(rows.count == 772)
    for row in rows {
      let result = Self.read(row.file)
      switch (row.expectation, result) {
      case ("valid", .success(let value)):
        if let want = expected[row.file], let diff = Self.difference(value, want) {
          differences[row.file] = "reads differently: \(diff)"
        }
      case ("valid", .failure(let error)):
        differences[row.file] = "refused: \(error.message)"
      case ("invalid", .success(let value)):
        differences[row.file] = "accepted as \(value.typeDescription)"
      default:
        break
      }
    }
    let decided = ConformanceDecisions.all
    for (file, what) in differences.sorted(by: { $0.key < $1.key }) where decided[file] == nil {
      Issue.record("\(file): \(what) — fix it or add a decision to ConformanceDecisions")
    }
    for file in decided.keys.sorted() where differences[file] == nil {
      Issue.record(
        "\(file): listed in ConformanceDecisions but no longer differs; remove the entry")
    }
    let agreeing = rows.count - differences.count
    print(
      "conformance: \(agreeing) agree, \(differences.count) differ by decision (of \(rows.count))")
  }
}
