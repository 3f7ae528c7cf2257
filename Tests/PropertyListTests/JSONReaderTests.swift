import PropertyList
import Testing

@Suite struct JSONReaderTests {
  func read(_ text: String) throws(PlistError) -> PlistValue {
    try PropertyList.read(Array(text.utf8), format: .json).root
  }

  @Test("values with their positions")
  func values() throws {
    let value = try read("{\n  \"a\": [1, -2.5, true, \"x\\u00e9\\ud83d\\ude00\"],\n  \"b\": {}\n}")
    #expect(
      value == ["a": [1, -2.5, true, "xé😀"], "b": PlistValue(.dictionary(PlistDictionary()))])
    #expect(value["a"]?.location.description == "2:8")
    #expect(value["a"]?.arrayValue?[3].location.description == "2:24")
    #expect(value.dictionaryValue?.entry(forKey: "b")?.keyLocation.description == "3:3")
  }

  @Test("integers keep the 64-bit range")
  func integers() throws {
    #expect(try read("18446744073709551615").integerValue == PlistInteger(UInt64.max))
    #expect(try read("-9223372036854775808").integerValue == PlistInteger(Int64.min))
  }

  @Test(
    "malformed JSON",
    arguments: [
      (
        "{\"a\": null}", PlistError.Kind.unexpectedText,
        "null has no property-list equivalent; leave the key out instead", "1:7"
      ),
      ("[1, 2", .unexpectedEndOfFile, "unexpected end of file; expected ',' or ']'", "1:6"),
      ("{\"a\": 1,}", .unexpectedText, "expected a string key", "1:9"),
      (
        "{\"a\": 1, \"a\": 2}", .duplicateKey,
        "duplicate key 'a' in this dictionary (the common parsers silently keep the last value)",
        "1:10"
      ),
      ("[01]", .invalidInteger, "a JSON number cannot start with 0", "1:2"),
      (
        "\"a\nb\"", .unexpectedText,
        "control character in a string; write it as an escape such as \\n", "1:3"
      ),
      ("[tru]", .unexpectedText, "unexpected text; did you mean 'true'?", "1:2"),
      ("{} x", .trailingContent, "unexpected content after the JSON value", "1:4"),
      ("  ", .emptyFile, "the file holds no JSON value (it is empty or only white space)", "1:3"),
      ("\"\\ud800\"", .invalidCharacterReference, "unpaired surrogate escape", "1:8"),
      (
        "99999999999999999999", .integerOverflow,
        "integer '99999999999999999999' does not fit in 64 bits (-9223372036854775808 to 18446744073709551615)",
        "1:1"
      ),
    ])
  func malformed(text: String, kind: PlistError.Kind, message: String, location: String) {
    do {
      _ = try read(text)
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == kind)
      #expect(error.message == message)
      #expect(error.location.description == location)
    }
  }

  @Test("deep nesting is refused without exhausting the stack")
  func nesting() {
    #expect(
      throws: PlistError(
        .nestingTooDeep, "nesting is deeper than 512 levels",
        at: SourceLocation(offset: 512, line: 1, column: 513))
    ) {
      try read(String(repeating: "[", count: 100_000))
    }
  }
}
