import AndroidProject
import PropertyList
import Testing

@Suite struct XMLReaderTests {
  static func read(_ text: String) throws -> XMLElement { try XMLReader.read(Array(text.utf8)) }

  @Test("elements and attributes keep their line and column; android: resolves by namespace URI")
  func positions() throws {
    let root = try Self.read(
      """
      <?xml version="1.0" encoding="utf-8"?>
      <shortcuts xmlns:a="http://schemas.android.com/apk/res/android">
        <shortcut a:shortcutId="compose"
            a:shortcutShortLabel="@string/compose">
          <intent a:action="android.intent.action.VIEW" a:data="qa://compose"/>
        </shortcut>
      </shortcuts>
      """)
    #expect(root.name == "shortcuts")
    #expect(root.location.description == "2:1")
    let shortcut = try #require(root.children.first)
    #expect(shortcut.location.description == "3:3")
    let id = try #require(shortcut.attribute("shortcutId"))
    #expect(id.value == "compose")
    #expect(id.location.description == "3:13")
    #expect(id.valueLocation.description == "3:27")
    #expect(shortcut.attribute("shortcutShortLabel")?.location.description == "4:7")
    #expect(shortcut.children.first?[android: "data"] == "qa://compose")
  }

  @Test("text: references decoded, CDATA kept, comments dropped, nested text in allText")
  func text() throws {
    let root = try Self.read(
      #"<resources><string name="a">Fish &amp; <![CDATA[<chips>]]><!-- no --> &#x263A;<b>bold</b></string></resources>"#
    )
    let string = try #require(root.children.first)
    #expect(string.text == "Fish & <chips> ☺")
    #expect(string.allText == "Fish & <chips> ☺bold")
  }

  @Test(
    "hostile or broken input: the exact error and its position",
    arguments: [
      (
        "<!DOCTYPE r [<!ENTITY a \"aa\"><!ENTITY b \"&a;&a;\">]><r>&b;</r>",
        XMLReadError.Kind.unsafeDoctype,
        "the entity 'b' refers to other text ('&'): refused, so no entity can grow without bound (billion laughs)",
        "1:42"
      ),
      (
        "<!DOCTYPE r [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><r>&x;</r>", .unsafeDoctype,
        "only entities with literal text are read (no parameter, SYSTEM or PUBLIC entity); nothing was loaded or expanded",
        "1:14"
      ),
      (
        "<!DOCTYPE r [<!ENTITY % p \"x\">]><r/>", .unsafeDoctype,
        "only entities with literal text are read (no parameter, SYSTEM or PUBLIC entity); nothing was loaded or expanded",
        "1:14"
      ),
      (
        "<!DOCTYPE r [<!ELEMENT r ANY>]><r/>", .unsafeDoctype,
        "only <!ENTITY name \"text\"> declarations are read in an internal DTD subset; nothing was expanded",
        "1:14"
      ),
      (
        "<r>&lol;</r>", .unsafeDoctype,
        "undefined entity '&lol;'; only &lt; &gt; &amp; &quot; &apos; and numeric references are allowed",
        "1:4"
      ),
      (
        "<!ENTITY x SYSTEM \"file:///etc/passwd\"><r/>", .unsafeDoctype,
        "entity declarations are refused; nothing was expanded", "1:1"
      ),
      ("<r>\n  <a></b>\n</r>", .malformed, "</b> does not close <a> (opened at 2:3)", "2:6"),
      ("<r a=\"1\" a=\"2\"/>", .malformed, "duplicate attribute 'a' in <r>", "1:10"),
      (
        "<r x:y=\"1\"/>", .malformed,
        "the prefix 'x' of 'x:y' is not bound to a namespace (add xmlns:x=\"…\")", "1:4"
      ),
      ("<r>\n<a>", .malformed, "end of file inside <a> opened at 2:1", "2:4"),
      ("<r/><s/>", .malformed, "unexpected content after the root element's end", "1:5"),
      ("", .malformed, "the file holds no element (it is empty or only white space)", "1:1"),
      ("<r>\u{1}</r>", .malformed, "", ""),
    ])
  func refused(_ input: String, _ kind: XMLReadError.Kind, _ message: String, _ at: String) throws {
    if message.isEmpty {
      // Control characters are text here; a resource compiler refuses them, the reader need not.
      #expect(throws: Never.self) { try Self.read(input) }
      return
    }
    let error = try #require(throws: XMLReadError.self) { try Self.read(input) }
    #expect(error.kind == kind)
    #expect(error.message == message)
    #expect(error.location.description == at)
  }

  @Test("an internal subset's literal entities expand, as aapt2 reads termux's strings.xml")
  func literalEntities() throws {
    let root = try Self.read(
      "<!DOCTYPE resources [\n <!ENTITY APP \"Termux\">\n]>\n<resources><string name=\"n\">New &APP; session</string></resources>"
    )
    #expect(root.children.first?.text == "New Termux session")
  }

  @Test("entity references past the expansion budget are refused")
  func expansionBudget() throws {
    let value = String(repeating: "x", count: 1024)
    let input =
      "<!DOCTYPE r [<!ENTITY a \"\(value)\">]><r>" + String(repeating: "&a;", count: 1100) + "</r>"
    let error = try #require(throws: XMLReadError.self) { try Self.read(input) }
    #expect(error.message == "entity references expand past the limit; refused")
  }

  @Test("100,000 nested elements: an error at the 257th, quickly, with no stack overflow")
  func deepNesting() throws {
    let input = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
    let error = try #require(throws: XMLReadError.self) { try Self.read(input) }
    #expect(error.kind == .nestingTooDeep)
    #expect(error.message == "elements are nested deeper than 256")
    #expect(error.location.column == 256 * 3 + 1)
  }

  @Test("the size limit is checked before anything is read")
  func size() throws {
    let error = try #require(throws: XMLReadError.self) {
      try XMLReader.read(Array("<r/>".utf8), options: .init(maxInputBytes: 3))
    }
    #expect(error.message == "input is 4 bytes, over the limit of 3")
  }

  @Test("a UTF-8 byte-order mark and UTF-16 with one are read; positions are in the UTF-8 text")
  func encodings() throws {
    #expect(try XMLReader.read([0xEF, 0xBB, 0xBF] + Array("<r/>".utf8)).name == "r")
    var utf16: [UInt8] = [0xFF, 0xFE]
    for u in "<r a=\"é\"/>".utf16 { utf16 += [UInt8(u & 0xFF), UInt8(u >> 8)] }
    let root = try XMLReader.read(utf16)
    #expect(root.attribute("a", namespace: nil)?.value == "é")
    let bad = try #require(throws: XMLReadError.self) {
      try XMLReader.read([0x3C, 0x72, 0xFF, 0x2F, 0x3E])
    }
    #expect(bad.message == "invalid UTF-8 (byte 0xFF)")
    #expect(bad.location.description == "1:3")
  }

  @Test(
    "UTF-16 that cannot be decoded: the error points at the end of the part before the fault, in the text sourceText shows"
  )
  func undecodableUTF16() throws {
    // Found by the android-xml fuzzer: a big-endian mark, then 13 bytes. The six whole units
    // transcode to 18 bytes of UTF-8 (U+FFE3 and U+FF67 take three each), so the place is past
    // the raw input's 15 bytes and must be read against the transcoding.
    let bytes: [UInt8] = [
      0xFE, 0xFF, 0xFF, 0xE3, 0x65, 0x6C, 0x61, 0x79, 0xFF, 0x3B, 0xFF, 0x67, 0x4F, 0x63, 0x73,
    ]
    let error = try #require(throws: XMLReadError.self) { try XMLReader.read(bytes) }
    #expect(error.message == "odd trailing byte at byte offset 14 of the UTF-16 input")
    #expect(error.location == SourceLocation(offset: 18, line: 1, column: 19))
    let shown = XMLReader.sourceText(bytes)
    #expect(shown == Array("\u{FFE3}\u{656C}\u{6179}\u{FF3B}\u{FF67}\u{4F63}".utf8))
    #expect(error.location.offset == shown.count)
    // An unpaired surrogate, little-endian: the part before it, and the place after that part.
    let surrogate: [UInt8] = [0xFF, 0xFE, 0x3C, 0x00, 0x72, 0x00, 0x00, 0xD8, 0x2F, 0x00]
    let unpaired = try #require(throws: XMLReadError.self) { try XMLReader.read(surrogate) }
    #expect(unpaired.message == "unpaired surrogate at byte offset 6 of the UTF-16 input")
    #expect(unpaired.location == SourceLocation(offset: 2, line: 1, column: 3))
    #expect(XMLReader.sourceText(surrogate) == Array("<r".utf8))
  }
}
