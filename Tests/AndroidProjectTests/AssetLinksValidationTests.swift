import AndroidProject
import PropertyList
import Testing

/// The validator is as strict as Android and no stricter: each case is a file Android rejects or
/// misreads (or, for `include`, one it accepts), with the exact finding, its place, and what
/// Android does. Sources: the Statement List Syntax page
/// (https://developers.google.com/digital-asset-links/v1/statements), "Configure website
/// associations and dynamic rules"
/// (https://developer.android.com/training/app-links/configure-assetlinks), and AOSP's
/// StatementService (StatementParser.kt, JsonParser, AssetFactory, WebAsset, AndroidAppAsset,
/// Relation, UrlFetcher, DalComponentParser).
@Suite struct AssetLinksValidationTests {
  static let good = Array(repeating: "AB", count: 32).joined(separator: ":")

  /// One statement for com.example.qa, with `target` and `extra` spliced in.
  static func file(
    target: String? = nil, relation: String = "[\"delegate_permission/common.handle_all_urls\"]",
    extra: String = ""
  ) -> String {
    let app =
      target ?? "{\"namespace\": \"android_app\", \"package_name\": \"com.example.qa\",\n"
      + "  \"sha256_cert_fingerprints\": [\"\(good)\"]}"
    return "[{\"relation\": \(relation),\n \"target\": \(app)\(extra)}]"
  }

  static func rules(_ list: String) -> String {
    ",\n \"relation_extensions\": {\"delegate_permission/common.handle_all_urls\": "
      + "{\"dynamic_app_link_components\": \(list)}}"
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var expected: [String]
    var testDescription: String { name }
  }

  @Test(
    "each statement field checked as Android checks it",
    arguments: [
      Case(name: "a good file", text: file(), expected: []),
      Case(
        name: "a lowercase fingerprint (the device compares uppercase strings exactly)",
        text: file(
          target: "{\"namespace\": \"android_app\", \"package_name\": \"com.example.qa\",\n"
            + "  \"sha256_cert_fingerprints\": [\"\(good.lowercased())\"]}"),
        expected: [
          "3:32: error: '\(good.lowercased())' has lowercase hexadecimal digits; Android compares fingerprints with the uppercase ones it computes, exactly (AOSP AndroidAppAssetMatcher): write it in uppercase: no device matches it, so it verifies no app"
        ]),
      Case(
        name: "a web site with a path (WebAsset.create throws)",
        text: file(target: "{\"namespace\": \"web\", \"site\": \"https://qa.example.com/app\"}"),
        expected: [
          "2:41: error: the site 'https://qa.example.com/app' of statement 0 has a path or query: it must be http[s]://host[:port] (the Statement List Syntax page; AOSP WebAsset.create throws); a site is a whole host: Android 12 and later ignore the whole file (verification fails for the host), Android 11 and earlier this statement"
        ]),
      Case(
        name: "a web site with user information",
        text: file(target: "{\"namespace\": \"web\", \"site\": \"https://me@qa.example.com\"}"),
        expected: [
          "2:41: error: the site 'https://me@qa.example.com' of statement 0 has user information: it must be http[s]://host[:port] (the Statement List Syntax page; AOSP WebAsset.create throws): Android 12 and later ignore the whole file (verification fails for the host), Android 11 and earlier this statement"
        ]),
      Case(
        name: "the default port: the page says omit it, AOSP accepts it",
        text: file(target: "{\"namespace\": \"web\", \"site\": \"https://qa.example.com:443\"}"),
        expected: [
          "2:41: warning: the site 'https://qa.example.com:443' of statement 0 names the default port, which the Statement List Syntax page says must be omitted; Android accepts it (AOSP WebAsset adds the default port itself), other readers of the file may not"
        ]),
      Case(
        name: "an empty relation array grants nothing",
        text: file(relation: "[]"),
        expected: [
          "1:15: error: 'relation' of statement 0 is empty: it grants nothing: Android ignores the statement"
        ]),
      Case(
        name: "a relation outside [a-z0-9_.]+ (Relation.create throws, which sinks the file)",
        text: file(relation: "[\"delegate_permission/common.handle_all_URLs\"]"),
        expected: [
          "1:16: error: the relation 'delegate_permission/common.handle_all_URLs' of statement 0 is not kind/detail, each of [a-z0-9_.]+, such as 'delegate_permission/common.handle_all_urls' (AOSP Relation.create throws): Android 12 and later ignore the whole file (verification fails for the host), Android 11 and earlier this statement"
        ]),
      Case(
        name: "an empty path pattern discards the dynamic rules",
        text: file(extra: rules("[{\"/\": \"\"}]")),
        expected: [
          "4:111: error: '/' of rule 0 of statement 0 is empty, which AOSP's DalComponentParser refuses: Android 15 and later discard the dynamic rules, and the manifest's filters decide"
        ]),
      Case(
        name: "an empty fragment pattern discards the dynamic rules",
        text: file(extra: rules("[{\"/\": \"/a\"}, {\"#\": \"\"}]")),
        expected: [
          "4:124: error: '#' of rule 1 of statement 0 is empty, which AOSP's DalComponentParser refuses: Android 15 and later discard the dynamic rules, and the manifest's filters decide"
        ]),
      Case(
        name: "an empty rule never matches",
        text: file(extra: rules("[{}]")),
        expected: [
          "4:105: warning: rule 0 of statement 0 sets no '/', '?' or '#', so Android never matches it (AOSP UriRelativeFilterGroup.matchData is false for a group without filters), though the page calls each part optional"
        ]),
      Case(
        name: "an empty rule list: no rule, the manifest decides",
        text: file(extra: rules("[]")),
        expected: [
          "4:104: warning: 'dynamic_app_link_components' of statement 0 holds no rule: Android 15 and later apply none, and the manifest's filters decide (AOSP DomainVerificationService lets every URL through when a host has no rule groups)"
        ]),
      Case(
        name: "a rule that is not an object loses the file on Android 15",
        text: file(extra: rules("[\"/a/*\"]")),
        expected: [
          "4:105: error: rule 0 of statement 0 must be an object, not a string: Android 15 and later ignore the whole file (AOSP StatementParser: getJSONObject throws), so verification fails for the host"
        ]),
      Case(
        name: "a number anywhere in a statement loses the file (JsonParser)",
        text: file(extra: rules("[{\"/\": \"/a\", \"exclude\": 1}]")),
        expected: [
          "4:128: error: statement 0 holds an integer, which AOSP's statement reader (JsonParser) refuses: write it as a string: Android ignores the whole file, so verification fails for the host"
        ]),
      Case(
        name: "two statements for one app, one with rules: Android does not say which it uses",
        text: String(file().dropLast()) + ",\n"
          + String(file(extra: rules("[{\"/\": \"/a\"}]")).dropFirst()),
        expected: [
          "4:1: warning: statement 1 grants 'com.example.qa' handle_all_urls again, and one of them has dynamic rules: Android does not guarantee which statement's rules it uses; `assetlinks match` follows the first, statement 0"
        ]),
      Case(
        name: "the documented include statement is accepted",
        text: "[{\"include\": \"https://example.com/includedstatements.json\"}]", expected: []),
      Case(
        name: "an include over http: Android fetches includes over HTTPS only",
        text: "[{\"include\": \"http://example.com/other.json\"}]",
        expected: [
          "1:14: error: the include 'http://example.com/other.json' of statement 0 is not HTTPS: Android 12 and later fetch includes over HTTPS only (AOSP UrlFetcher), and verification of the host fails"
        ]),
      Case(
        name: "a target beside an include is not read",
        text: "[{\"include\": \"https://example.com/other.json\",\n \"target\": {}}]",
        expected: [
          "2:2: warning: 'target' beside 'include' in statement 0: Android reads the statement as an include only and ignores it"
        ]),
    ])
  func fields(_ c: Case) {
    let reading = AssetLinksReader.read(Array(c.text.utf8))
    #expect(reading.problems.map(\.description) == c.expected)
  }

  @Test("a file over Android's 1 MB fetch limit is an error at 1:1; every other finding is kept")
  func overTheLimit() throws {
    let padding = String(repeating: " ", count: AssetLinksReader.androidSizeLimit)
    let reading = AssetLinksReader.read(Array((Self.file() + padding).utf8))
    #expect(
      reading.problems.map(\.description) == [
        "1:1: error: the file is \(Self.file().utf8.count + padding.utf8.count) bytes, over Android's limit of 1048576 (HTTP_CONTENT_SIZE_LIMIT_IN_BYTES, AOSP StatementRetriever): Android ignores the whole file, so verification fails for the host"
      ])
    #expect(try #require(reading.file).androidRejection?.location.description == "1:1")
  }

  @Test("a file over the reader's cap is refused at once, with its size")
  func cap() {
    let reading = AssetLinksReader.read(Array(Self.file().utf8), options: .init(maxInputBytes: 100))
    #expect(reading.file == nil)
    #expect(
      reading.problems.map(\.description) == [
        "1:1: error: the file is \(Self.file().utf8.count) bytes, over the 100-byte limit of this reader; Android reads at most 1048576 bytes (1 MB): Android ignores the whole file, so verification fails for the host"
      ])
  }

  @Test(
    "bytes that are not UTF-8: where, and what Android makes of them",
    arguments: [
      (
        [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00],
        "1:1: error: the file is UTF-16; Android reads it as UTF-8 (AOSP UrlFetcher), which is not JSON then: save it as UTF-8: Android ignores the whole file, so verification fails for the host"
      ),
      (
        [0xEF, 0xBB, 0xBF] + Array("[]".utf8),
        "1:1: error: the file starts with a UTF-8 byte-order mark, which Android keeps (AOSP UrlFetcher) and its strict JsonReader refuses: save it without the mark: Android ignores the whole file, so verification fails for the host"
      ),
      (
        Array("[\n{\"include\": \"https://a.com/\u{E9}".utf8.dropLast(1)) + [0x22, 0x7D, 0x5D],
        "2:28: error: byte 0xC3 is not UTF-8; Android reads the file as UTF-8 (AOSP UrlFetcher) and makes it U+FFFD, so no name or fingerprint holding it matches: save the file as UTF-8"
      ),
    ] as [([UInt8], String)])
  func encoding(_ bytes: [UInt8], _ expected: String) {
    #expect(AssetLinksReader.read(bytes).problems.map(\.description) == [expected])
  }
}
