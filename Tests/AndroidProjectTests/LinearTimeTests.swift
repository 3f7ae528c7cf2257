import AndroidProject
import PropertyList
import Testing

/// The shapes that took quadratic time, proven linear without a clock: the work is counted
/// (key comparisons of the duplicate checks, bytes an excerpt looks at), and each shape still
/// gives the right answer at its size. Speed itself is `quickaction-bench --only android-shapes`.
@Suite struct LinearTimeTests {
  /// A key that counts the comparisons a hash table makes with it.
  final class Counter: @unchecked Sendable { var equalities = 0 }

  struct CountedKey: Hashable {
    let value: Int
    let counter: Counter
    static func == (a: CountedKey, b: CountedKey) -> Bool {
      a.counter.equalities += 1
      return a.value == b.value
    }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
  }

  static func comparisons(_ n: Int) -> Int {
    let counter = Counter()
    var seen = FirstOccurrences<CountedKey>()
    for i in 0..<n { _ = seen.insert(CountedKey(value: i, counter: counter), at: .unknown) }
    #expect(seen.insert(CountedKey(value: 7, counter: counter), at: .unknown) == .unknown)
    return counter.equalities
  }

  @Test("the duplicate check compares each key with a few others, not with every earlier one")
  func duplicateCheckIsLinear() {
    let small = Self.comparisons(10_000)
    let large = Self.comparisons(20_000)
    // Pairwise, 10,000 keys are 50 million comparisons; hashed, a few per key, and twice the
    // keys cost about twice the comparisons.
    #expect(small <= 8 * 10_000)
    #expect(large <= 3 * small)
  }

  @Test("one element with 40,000 attributes reads, and a duplicate among them is found, placed")
  func manyAttributes() throws {
    let attributes = (0..<40_000).map { " a\($0)=\"v\"" }.joined()
    let root = try XMLReader.read(Array("<r\(attributes)/>".utf8))
    #expect(root.attributes.count == 40_000)
    #expect(root.attributes.last?.location.description == "1:\(attributes.utf8.count - 7)")
    let error = #expect(throws: XMLReadError.self) {
      try XMLReader.read(Array("<r\(attributes) a17=\"w\"/>".utf8))
    }
    #expect(error?.message == "duplicate attribute 'a17' in <r>")
    #expect(error?.location.description == "1:\(2 + attributes.utf8.count + 2)")
  }

  @Test("an XML file over the cap is refused at once, with its size")
  func xmlCap() {
    let error = #expect(throws: XMLReadError.self) {
      try XMLReader.read(Array("<r/>".utf8), options: .init(maxInputBytes: 3))
    }
    #expect(error?.kind == .inputTooLarge)
    #expect(error?.location.description == "1:1")
  }

  static func fingerprint(_ i: Int) -> String {
    let bytes = (0..<32).map { UInt8(truncatingIfNeeded: i >> (8 * ($0 % 4)) ^ $0) }
    return bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }
      .joined(separator: ":")
  }

  @Test("10,000 distinct fingerprints give no warning; a repeated one is placed, with the first")
  func manyFingerprints() throws {
    let list = (0..<10_000).map { "\"\(Self.fingerprint($0))\"" }
    func file(_ items: [String]) -> [UInt8] {
      Array(
        ("[{\"relation\": [\"delegate_permission/common.handle_all_urls\"], \"target\": "
          + "{\"namespace\": \"android_app\", \"package_name\": \"com.example.qa\",\n"
          + "\"sha256_cert_fingerprints\": [\n" + items.joined(separator: ",\n") + "]}}]").utf8)
    }
    #expect(AssetLinksReader.read(file(list)).problems.isEmpty)
    let repeated = AssetLinksReader.read(file(list + [list[41]]))
    #expect(
      repeated.problems.map(\.description) == [
        "10003:1: warning: the fingerprint '\(Self.fingerprint(41))' is listed twice (first at 44:1)"
      ])
  }

  @Test("an excerpt looks at a bounded window of its line, however long the line")
  func excerptWindow() throws {
    let line = Array(repeating: UInt8(ascii: "x"), count: 1_800_000)
    var scanned = 0
    for offset in stride(from: 0, to: line.count, by: 112) {
      let location = SourceLocation(offset: offset, line: 1, column: offset + 1)
      let (text, caret) = try #require(
        SourceExcerpt.excerpt(at: location, in: line, scanned: &scanned))
      #expect(text.count <= SourceExcerpt.maxWidth + 2)
      #expect(caret.count <= SourceExcerpt.maxWidth + 2)
    }
    // 16,072 findings, each at most a window each side; scanning to the line's start would be
    // about 14 billion bytes.
    #expect(scanned <= 16_072 * 2 * SourceExcerpt.maxWidth * 4)
  }
}
