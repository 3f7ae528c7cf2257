import Foundation
import PropertyList
import PropertyListOpenStep
import Testing

@Suite struct StringsFileTests {
  func parse(_ text: String) throws(PlistError) -> PlistDictionary {
    try PropertyList.parseStrings(Data(text.utf8))
  }

  @Test("quoted and unquoted keys, comments and escapes")
  func entries() throws {
    let text = """
      /* A block comment
         over two lines */
      "NewPost" = "新規投稿"; // a line comment
      ShortcutItemTitleNewTab = "New \\"Tab\\"";
      "Tab\\tKey" = "line\\nbreak \\U20AC \\U00e9 \\101";
      "Same";
      """
    let dict = try parse(text)
    #expect(dict.keys == ["NewPost", "ShortcutItemTitleNewTab", "Tab\tKey", "Same"])
    #expect(dict["NewPost"]?.stringValue == "新規投稿")
    #expect(dict["ShortcutItemTitleNewTab"]?.stringValue == "New \"Tab\"")
    #expect(dict["Tab\tKey"]?.stringValue == "line\nbreak € é A")
    #expect(dict["Same"]?.stringValue == "Same")
    #expect(dict.entry(forKey: "NewPost")?.keyLocation.description == "3:1")
    #expect(dict["NewPost"]?.location.description == "3:13")
  }

  @Test("UTF-16 little-endian with a byte-order mark, as Xcode often saves them")
  func utf16() throws {
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in "\"a\" = \"😀\";".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    #expect(try PropertyList.parseStrings(Data(bytes))["a"]?.stringValue == "😀")
  }

  @Test(
    "escapes read as CoreFoundation's getSlashedChar reads them",
    arguments: [
      ("\\351", "Ø"), ("\\200", "\u{A0}"), ("\\400", "\u{0}"), ("\\101", "A"), ("\\0", "\u{0}"),
      ("\\376", "\u{0}"),
      ("\\u00AC", "u00AC"), ("\\xAB", "xAB"), ("\\w", "w"), ("\\q", "q"), ("\\é", "é"),
      ("\\'", "'"), ("\\\\", "\\"),
      ("\\U00AC", "¬"), ("\\UZ", "\u{0}Z"), ("\\f\\v", "\u{C}\u{B}"),
    ])
  func coreFoundationEscapes(_ escaped: String, _ text: String) throws {
    #expect(try parse("\"a\" = \"\(escaped)\";")["a"]?.stringValue == text)
  }

  @Test("surrogate pairs written as two escapes")
  func surrogates() throws {
    #expect(try parse("\"a\" = \"\\UD83D\\UDE00\";")["a"]?.stringValue == "😀")
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var input: String
    var kind: PlistError.Kind
    var message: String
    var location: String
    var testDescription: String { message }
  }

  @Test(
    "malformed .strings files",
    arguments: [
      Case(
        input: "\"a\" = \"b\"\n\"c\" = \"d\";", kind: .stringsSyntax,
        message: "expected ';' after the entry for 'a'", location: "2:1"),
      Case(
        input: "\"a\" = \"b;\n", kind: .stringsSyntax, message: "string is not closed with '\"'",
        location: "1:7"),
      Case(
        input: "/* open\n\"a\" = \"b\";", kind: .stringsSyntax,
        message: "comment is not closed with '*/'", location: "1:1"),
      Case(
        input: "\"a\" = ;", kind: .stringsSyntax,
        message: "expected a quoted string or a word as the value, found ';'", location: "1:7"),
      Case(
        input: "\"a\" = \"b\";\n\"a\" = \"c\";", kind: .duplicateKey,
        message:
          "duplicate key 'a' in this dictionary (the common parsers silently keep the last value)",
        location: "2:1"),
      Case(
        input: "\"a\" = \"\\UD83D\";", kind: .stringsSyntax, message: "unpaired surrogate escape",
        location: "1:14"),
      Case(
        input: "\"a\" = \"\\UD83D\\UD83D\";", kind: .stringsSyntax,
        message: "unpaired surrogate escape", location: "1:14"),
    ])
  func malformed(_ c: Case) throws {
    do {
      _ = try parse(c.input)
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == c.kind)
      #expect(error.message == c.message)
      #expect(error.location.description == c.location)
    }
  }

  @Test("invalid UTF-8 in a .strings file")
  func invalidUTF8() throws {
    #expect(
      throws: PlistError(
        .invalidEncoding, "invalid UTF-8 (byte 0xFE)",
        at: SourceLocation(offset: 7, line: 1, column: 8))
    ) {
      try PropertyList.parseStrings(Data(Array("\"a\" = \"".utf8) + [0xFE] + Array("\";".utf8)))
    }
  }
}
