import PropertyList
import Testing

/// Every malformed input names its problem and its exact line and column.
@Suite struct XMLErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var input: String
    var kind: PlistError.Kind
    var line: Int
    var column: Int
    var message: String
    var testDescription: String { name }
  }

  static let p = "<plist version=\"1.0\">\n"

  static let cases: [Case] = [
    Case(
      name: "unclosed tag", input: p + "<dict\n", kind: .unclosedTag, line: 2, column: 1,
      message: "tag <dict> is not closed with '>'"),
    Case(
      name: "end of file inside a value", input: p + "<dict>\n\t<key>a</key>\n\t<string>x",
      kind: .unexpectedEndOfFile, line: 4, column: 11,
      message: "end of file inside <string> opened at 4:2"),
    Case(
      name: "end of file inside a container", input: p + "<array>\n\t<true/>\n",
      kind: .unexpectedEndOfFile, line: 4, column: 1,
      message: "end of file inside <array> opened at 2:1"),
    Case(
      name: "mismatched close tag", input: p + "<array>\n\t<string>a</string>\n</dict>\n</plist>",
      kind: .mismatchedTag, line: 4, column: 1,
      message: "</dict> does not close <array> (opened at 2:1)"),
    Case(
      name: "real with white space after it (Foundation refuses the file)",
      input: p + "<real>1.5  </real>\n</plist>",
      kind: .invalidReal, line: 2, column: 10,
      message: "white space after the number in <real> (Foundation refuses the file)"),
    Case(
      name: "UTF-32 text", input: "\u{0}\u{0}\u{0}<", kind: .unsupportedEncoding, line: 1,
      column: 1,
      message: "UTF-32 text is not read; save the file as UTF-8"),
    Case(
      name: "'>' inside a DOCTYPE's quotes (Foundation would read another document)",
      input: "<!DOCTYPE x \"><integer>1</integer>\"><plist><string>a</string></plist>",
      kind: .unsafeDoctype, line: 1, column: 14,
      message:
        "'>' inside the DOCTYPE's quotes: Foundation ends the DOCTYPE there and reads another document; refused"
    ),
    Case(
      name: "NUL in an attribute name", input: "<plist ver\u{0}sion=\"1.0\"><true/></plist>",
      kind: .malformedMarkup, line: 1, column: 11,
      message: "control character 0x00 in tag <plist>"),
    Case(
      name: "'>' in an attribute value (CoreFoundation would end the tag there)",
      input: "<plist><dict><key q=\">\">a</key><true/></dict></plist>",
      kind: .malformedMarkup, line: 1, column: 22,
      message:
        "'>' in an attribute value: CoreFoundation ends the tag there and would read another document"
    ),
    Case(
      name: "'<' in an attribute value", input: "<plist version=\"1<0\"><true/></plist>",
      kind: .malformedMarkup, line: 1, column: 18,
      message: "'<' in an attribute value"),
    Case(
      name: "integer that is not a number", input: p + "<integer>abc</integer>\n</plist>",
      kind: .invalidInteger, line: 2, column: 10, message: "'abc' is not an integer"),
    Case(
      name: "integer with a stray letter", input: p + "<integer>12x4</integer>\n</plist>",
      kind: .invalidInteger, line: 2, column: 12, message: "'12x4' is not an integer"),
    Case(
      name: "integer overflow", input: p + "<integer>18446744073709551616</integer>\n</plist>",
      kind: .integerOverflow, line: 2, column: 10,
      message:
        "integer '18446744073709551616' does not fit in 64 bits (-9223372036854775808 to 18446744073709551615)"
    ),
    Case(
      name: "negative integer overflow",
      input: p + "<integer>-9223372036854775809</integer>\n</plist>",
      kind: .integerOverflow, line: 2, column: 10,
      message:
        "integer '-9223372036854775809' does not fit in 64 bits (-9223372036854775808 to 18446744073709551615)"
    ),
    Case(
      name: "real with two points", input: p + "<real>1.2.3</real>\n</plist>",
      kind: .invalidReal, line: 2, column: 7, message: "'1.2.3' is not a real number"),
    Case(
      name: "key without a value", input: p + "<dict>\n\t<key>a</key>\n</dict>\n</plist>",
      kind: .keyWithoutValue, line: 3, column: 2, message: "key 'a' has no value before </dict>"),
    Case(
      name: "key followed by a key",
      input: p + "<dict>\n\t<key>a</key>\n\t<key>b</key>\n\t<true/>\n</dict>\n</plist>",
      kind: .keyWithoutValue, line: 3, column: 2,
      message: "key 'a' has no value (another <key> follows)"),
    Case(
      name: "value without a key", input: p + "<dict>\n\t<string>x</string>\n</dict>\n</plist>",
      kind: .valueWithoutKey, line: 3, column: 2,
      message: "<string> in a <dict> has no <key> before it"),
    Case(
      name: "duplicate key",
      input: p + "<dict>\n\t<key>a</key><true/>\n\t<key>a</key><false/>\n</dict>\n</plist>",
      kind: .duplicateKey, line: 4, column: 2,
      message:
        "duplicate key 'a' in this dictionary (the common parsers silently keep the last value)"),
    Case(
      name: "unknown tag", input: p + "<dict>\n\t<key>a</key>\n\t<str>x</str>\n</dict>\n</plist>",
      kind: .unknownTag, line: 4, column: 2,
      message:
        "unknown element <str>; property lists use dict, array, key, string, integer, real, true, false, date and data"
    ),
    Case(
      name: "bad base64", input: p + "<data>AB$D</data>\n</plist>",
      kind: .invalidBase64, line: 2, column: 9, message: "'$' is not a base64 character"),
    Case(
      name: "incomplete base64", input: p + "<data>ABC</data>\n</plist>",
      kind: .invalidBase64, line: 2, column: 9,
      message: "base64 data is incomplete (length is not a multiple of 4)"),
    Case(
      name: "bad date", input: p + "<date>2020-13-01T00:00:00Z</date>\n</plist>",
      kind: .invalidDate, line: 2, column: 7, message: "'2020-13-01T00:00:00Z' is not a valid date"),
    Case(
      name: "date of the wrong shape", input: p + "<date>2020-01-01</date>\n</plist>",
      kind: .invalidDate, line: 2, column: 7,
      message: "'2020-01-01' is not a date of the form YYYY-MM-DDTHH:MM:SSZ"),
    Case(
      name: "bare ampersand", input: p + "<string>a & b</string>\n</plist>",
      kind: .bareAmpersand, line: 2, column: 11, message: "'&' must be written as '&amp;' in text"),
    Case(
      name: "undefined entity", input: p + "<string>a&nbsp;</string>\n</plist>",
      kind: .undefinedEntity, line: 2, column: 10,
      message:
        "undefined entity '&nbsp;'; only &lt; &gt; &amp; &quot; &apos; and numeric references are allowed"
    ),
    Case(
      name: "character reference out of range", input: p + "<string>&#x110000;</string>\n</plist>",
      kind: .invalidCharacterReference, line: 2, column: 9,
      message: "'&#x110000;' is not a valid character reference"),
    Case(
      name: "non-empty true", input: p + "<true>yes</true>\n</plist>",
      kind: .nonEmptyBoolean, line: 2, column: 7, message: "<true> must be empty; write <true/>"),
    Case(
      name: "text after </plist>", input: p + "<true/>\n</plist>\nextra",
      kind: .trailingContent, line: 4, column: 1, message: "unexpected content after </plist>"),
    Case(
      name: "empty file", input: "", kind: .emptyFile, line: 1, column: 1,
      message: "the file holds no property list (it is empty or only white space)"),
    Case(
      name: "white space only", input: "  \n\t", kind: .emptyFile, line: 2, column: 2,
      message: "the file holds no property list (it is empty or only white space)"),
    Case(
      name: "JSON given as XML", input: "{\"a\": 1}", kind: .notXML, line: 1, column: 1,
      message: "this looks like JSON, not an XML property list"),
    Case(
      name: "old-style given as XML", input: "{ a = b; }", kind: .notXML, line: 1, column: 1,
      message: "this looks like an old-style (OpenStep or .strings) property list, not XML"),
    Case(
      name: "strings file given as XML", input: "\"a\" = \"b\";", kind: .notXML, line: 1, column: 1,
      message: "this looks like an old-style (OpenStep or .strings) property list, not XML"),
    Case(
      name: "root that is not plist", input: "<?xml version=\"1.0\"?>\n<dict/>", kind: .invalidRoot,
      line: 2, column: 1, message: "the root element must be <plist>, found <dict>"),
    Case(
      name: "empty plist element", input: p + "</plist>", kind: .invalidRoot, line: 2, column: 1,
      message: "<plist> holds no value"),
    Case(
      name: "two root values", input: p + "<true/>\n<false/>\n</plist>", kind: .invalidRoot,
      line: 3, column: 1, message: "<plist> holds more than one value"),
    Case(
      name: "text between elements", input: p + "<array>\n\thello\n</array>\n</plist>",
      kind: .unexpectedText, line: 3, column: 2, message: "unexpected text 'hello' between elements"
    ),
    Case(
      name: "key outside a dict", input: p + "<array>\n\t<key>a</key>\n</array>\n</plist>",
      kind: .malformedMarkup, line: 3, column: 2,
      message: "a <key> can only stand directly inside a <dict>"),
    Case(
      name: "element inside a string", input: p + "<string>a<b/></string>\n</plist>",
      kind: .malformedMarkup, line: 2, column: 10,
      message: "an element cannot stand inside <string>"),
    Case(
      name: "internal subset (billion laughs)",
      input:
        "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n<!ENTITY lol \"lol\">\n<!ENTITY lol2 \"&lol;&lol;&lol;\">\n]>\n<plist><string>&lol2;</string></plist>",
      kind: .unsafeDoctype, line: 2, column: 17,
      message:
        "an internal DTD subset is refused: it can declare entities (billion laughs, external files); nothing was expanded"
    ),
    Case(
      name: "external entity",
      input:
        "<!DOCTYPE plist [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n<plist><string>&xxe;</string></plist>",
      kind: .unsafeDoctype, line: 1, column: 17,
      message:
        "an internal DTD subset is refused: it can declare entities (billion laughs, external files); nothing was expanded"
    ),
    Case(
      name: "parameter entity",
      input:
        "<!DOCTYPE plist [<!ENTITY % p SYSTEM \"http://example.com/x.dtd\"> %p;]>\n<plist><true/></plist>",
      kind: .unsafeDoctype, line: 1, column: 17,
      message:
        "an internal DTD subset is refused: it can declare entities (billion laughs, external files); nothing was expanded"
    ),
    Case(
      name: "external DTD",
      input: "<!DOCTYPE plist SYSTEM \"file:///etc/passwd\">\n<plist><true/></plist>",
      kind: .unsafeDoctype, line: 1, column: 1,
      message:
        "external DTD reference 'file:///etc/passwd' is refused; property lists do not load DTDs"),
    Case(
      name: "entity declaration outside a DOCTYPE",
      input: "<!ENTITY a \"b\">\n<plist><true/></plist>",
      kind: .unsafeDoctype, line: 1, column: 1,
      message: "entity declarations are refused; nothing was expanded"),
  ]

  @Test("a malformed document gives the exact error and position", arguments: cases)
  func malformed(_ c: Case) throws {
    let error = try #require(parseError(c.input))
    #expect(error.kind == c.kind)
    #expect(error.message == c.message)
    #expect(error.location.line == c.line)
    #expect(error.location.column == c.column)
  }

  @Test("a duplicate key names both places")
  func duplicateKeyNote() throws {
    let error = try #require(
      parseError(
        Self.p + "<dict>\n\t<key>a</key><true/>\n\t<key>a</key><false/>\n</dict>\n</plist>"))
    #expect(
      error.notes == [
        PlistError.Note(
          "'a' first defined here", at: SourceLocation(offset: 30, line: 3, column: 2))
      ])
  }

  @Test("a mismatched tag names where the open tag is")
  func mismatchNote() throws {
    let error = try #require(parseError(Self.p + "<array>\n</dict>"))
    #expect(error.notes.map(\.location.description) == ["2:1"])
  }

  @Test("invalid UTF-8 is an error at the bad byte")
  func invalidUTF8() throws {
    var bytes = Array((Self.p + "<string>").utf8)
    bytes.append(0xFF)
    bytes += Array("</string>\n</plist>".utf8)
    let error = try #require(parseError(bytes))
    #expect(error.kind == .invalidEncoding)
    #expect(error.message == "invalid UTF-8 (byte 0xFF)")
    #expect(error.location.description == "2:9")
  }

  @Test("an overlong UTF-8 form is refused")
  func overlongUTF8() throws {
    let bytes = Array((Self.p + "<string>").utf8) + [0xC0, 0xAF] + Array("</string></plist>".utf8)
    let error = try #require(parseError(bytes))
    #expect(error.kind == .invalidEncoding)
    #expect(error.message == "invalid UTF-8 (byte 0xC0)")
    #expect(error.location.description == "2:9")
  }

  @Test("an input over the size limit is refused before it is read")
  func sizeLimit() throws {
    let bytes = Array((Self.p + "<string>abc</string></plist>").utf8)
    #expect(
      throws: PlistError(
        .inputTooLarge, "input is \(bytes.count) bytes, over the limit of 16",
        at: SourceLocation(offset: 0, line: 1, column: 1))
    ) {
      try PropertyList.parse(bytes, options: .init(maxInputBytes: 16))
    }
  }
}

func parseError(_ text: String) -> PlistError? { parseError(Array(text.utf8)) }

func parseError(_ bytes: [UInt8]) -> PlistError? {
  do {
    _ = try PropertyList.parse(bytes)
    return nil
  } catch {
    return error
  }
}

/// The word-at-a-time UTF-8 check at every alignment: a bad byte is found wherever it is, and
/// text that ends on a word boundary is read to its last byte.
@Suite struct UTF8ValidationTests {
  @Test("a bad byte at any offset of a 40-byte string is found at its column", arguments: 0..<40)
  func badByte(at index: Int) throws {
    var text =
      Array("<plist><string>".utf8) + [UInt8](repeating: 0x61, count: 40)
      + Array("</string></plist>".utf8)
    text[15 + index] = 0xFE
    let error = try #require(parseError(text))
    #expect(error.kind == .invalidEncoding)
    #expect(error.location.column == 16 + index)
  }

  @Test("plain ASCII of every length up to 64 reads back", arguments: 0..<64)
  func lengths(_ n: Int) throws {
    let s = String(repeating: "b", count: n)
    #expect(
      try PropertyList.parse(Array("<plist><string>\(s)</string></plist>".utf8)).stringValue == s)
  }
}
