import Foundation
import PropertyList
import PropertyListOpenStep
import TestSupport
import Testing

/// The peer suites' old-style cases (../shared/conformance: the fixtures that are neither
/// binary, JSON nor XML) read by the OpenStep reader against their expectations, and our side
/// of every difference with the Python peers that OpenStepPeerDecisions lists. Skipped when
/// ../shared is absent, failed in CI (`SharedData`).
@Suite struct OpenStepConformanceTests {
  static let shared = SharedData.root

  /// Decided differences with the suites' own expectations, each with its reason; the escapes
  /// are the `.strings` reader's decisions (ConformanceDecisions), which this reader shares.
  static let decisions: [String: String] = [
    "go-plist/strings_escape_Hex1.strings": ConformanceDecisions.all[
      "go-plist/strings_escape_Hex1.strings"] ?? "",
    "go-plist/strings_escape_Unicode1.strings": ConformanceDecisions.all[
      "go-plist/strings_escape_Unicode1.strings"] ?? "",
    "swift-foundation/oldstyle_literal_2.strings": ConformanceDecisions.all[
      "swift-foundation/oldstyle_literal_2.strings"] ?? "",
    "swift-foundation/oldstyle_literal_6.strings": ConformanceDecisions.all[
      "swift-foundation/oldstyle_literal_6.strings"] ?? "",
    "go-plist/strings_empty_text_document.strings":
      "A file of zero bytes is refused, as CoreFoundation refuses it (Cannot parse a NULL or zero-length data); go-plist reads an empty dictionary.",
    "dd-plist/github-issue88.plist":
      "An escaped character that is not one of CF's escapes stands for itself (getSlashedChar: Worl\\d is World); dd-plist refuses it.",
  ]

  /// The old-style fixtures: not JSON, not binary, and not starting (after a byte-order mark
  /// and white space) with '<'.
  static func oldStyleFixtures() throws -> [String] {
    try ConformanceTests.rows().map(\.file).filter { file in
      guard !file.hasSuffix(".json"),
        let data = FileManager.default.contents(
          atPath: ConformanceTests.folder.appendingPathComponent("fixtures/\(file)").path)
      else { return false }
      if data.starts(with: Array("bplist".utf8)) { return false }
      // UTF-16 and UTF-32, with a byte-order mark or without, seen through their ASCII bytes.
      var head = [UInt8](data.prefix(256)).filter { $0 != 0 }
      for bom: [UInt8] in [[0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF]]
      where head.starts(with: bom) {
        head = Array(head.dropFirst(bom.count))
      }
      return head.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) != 0x3C
    }
  }

  static func read(_ path: String, lenient: Bool = false) -> Result<PlistValue, PlistError> {
    guard let data = FileManager.default.contents(atPath: shared.appendingPathComponent(path).path)
    else {
      return .failure(PlistError(.emptyFile, "cannot read \(path)", at: .unknown))
    }
    do {
      return .success(
        try PropertyList.read(
          [UInt8](data), format: .openStep, options: .init(allowsDuplicateKeys: lenient)
        ).root)
    } catch {
      return .failure(error)
    }
  }

  @Test(
    "the peer suites' old-style cases agree with their expectations, or differ by a decision",
    .needsShared("conformance", ConformanceTests.needed))
  func suites() throws {
    // As ConformanceTests reads it: the one JSON null, `{"null": null}`, stands as true.
    let expectedData = Data(
      try String(
        contentsOf: ConformanceTests.folder.appendingPathComponent("expected.json"), encoding: .utf8
      )
      .replacingOccurrences(of: "\"null\": null", with: "\"null\": true").utf8)
    let expected = try #require(
      try PropertyList.read([UInt8](expectedData), format: .json, options: .init(maxDepth: 100_000))
        .root.dictionaryValue)
    let expectations = Dictionary(
      try ConformanceTests.rows().map { ($0.file, $0.expectation) }, uniquingKeysWith: { a, _ in a }
    )
    let files = try Self.oldStyleFixtures()
    #expect(files.count == 43)
    var differences: [String: String] = [:]
    for file in files {
      switch (expectations[file], Self.read("conformance/fixtures/\(file)")) {
      case ("valid", .success(let value)):
        if let want = expected[file], let diff = ConformanceTests.difference(value, want) {
          differences[file] = "reads differently: \(diff)"
        }
      case ("valid", .failure(let error)):
        differences[file] = "refused: \(error)"
      case ("invalid", .success(let value)):
        differences[file] = "accepted as \(value.typeDescription)"
      default:
        break
      }
    }
    for (file, what) in differences.sorted(by: { $0.key < $1.key })
    where Self.decisions[file] == nil {
      Issue.record("\(file): \(what) — fix it or add a decision")
    }
    for file in Self.decisions.keys.sorted() where differences[file] == nil {
      Issue.record("\(file): decided but no longer differs; remove the entry")
    }
  }

  @Test(
    "our side of each decided difference with the Python peers holds",
    .needsShared("conformance", ConformanceTests.needed),
    .needsShared("corpus/projects", "the real Xcode projects"))
  func peers() throws {
    for decision in OpenStepPeerDecisions.decisions {
      for file in decision.files {
        let path =
          file.hasPrefix("conformance/")
          ? "conformance/fixtures/" + file.dropFirst("conformance/".count) : String(file)
        switch decision.outcome {
        case "ours-refuses":
          if case .success = Self.read(path) {
            Issue.record("\(file): decided as refused here, but it reads")
          }
        case "peer-refuses", "value-differs":
          if case .failure(let error) = Self.read(path, lenient: true) {
            Issue.record("\(file): decided as read here, but \(error)")
          }
        default:
          Issue.record("\(file): unknown outcome \(decision.outcome)")
        }
      }
    }
  }

  @Test(
    "every corpus project.pbxproj reads, strictly",
    .needsShared("corpus", "the real Info.plists and Xcode projects"))
  func corpus() throws {
    let corpus = Self.shared.appendingPathComponent("corpus")
    let walker = try #require(FileManager.default.enumerator(atPath: corpus.path))
    var count = 0
    for case let relative as String in walker where relative.hasSuffix("project.pbxproj") {
      count += 1
      if case .failure(let error) = Self.read("corpus/" + relative) {
        Issue.record("\(relative): \(error)")
      }
    }
    #expect(count >= 40)
  }
}
