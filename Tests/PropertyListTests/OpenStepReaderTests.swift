import Foundation
import PropertyList
import PropertyListOpenStep
import Testing

@Suite struct OpenStepReaderTests {
  func parse(_ text: String, options: PropertyList.Options = .init()) throws(PlistError)
    -> PlistValue
  {
    try PropertyList.parseOpenStep(Data(text.utf8), options: options)
  }

  @Test("a pbxproj-shaped document: comments, words, quoted strings, nested containers, positions")
  func pbxproj() throws {
    let text = """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tobjects = {
      /* Begin PBXBuildFile section */
      \t\t13B07F961A680F5B00A75B9A /* Images.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = 13B07F951A680F5B00A75B9A /* Images.xcassets */; };
      /* End PBXBuildFile section */
      \t\tAB = {
      \t\t\tbuildSettings = {
      \t\t\t\tOTHER_LDFLAGS = (
      \t\t\t\t\t"$(inherited)",
      \t\t\t\t\t"-ObjC",
      \t\t\t\t);
      \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
      \t\t\t\tINFOPLIST_FILE = App/Info.plist;
      \t\t\t};
      \t\t};
      \t};
      \trootObject = AB;
      }

      """
    let root = try parse(text)
    #expect(root.location.description == "2:1")
    #expect(root["archiveVersion"]?.stringValue == "1")
    let objects = try #require(root["objects"]?.dictionaryValue)
    #expect(objects.keys == ["13B07F961A680F5B00A75B9A", "AB"])
    #expect(objects.entry(forKey: "13B07F961A680F5B00A75B9A")?.keyLocation.description == "6:3")
    let file = try #require(objects["13B07F961A680F5B00A75B9A"])
    #expect(file.location.description == "6:65")
    #expect(file["isa"]?.stringValue == "PBXBuildFile")
    #expect(file["fileRef"]?.stringValue == "13B07F951A680F5B00A75B9A")
    let settings = try #require(objects["AB"]?["buildSettings"])
    #expect(settings["OTHER_LDFLAGS"]?.arrayValue == ["$(inherited)", "-ObjC"])
    #expect(settings["OTHER_LDFLAGS"]?.arrayValue?[1].location.description == "12:6")
    #expect(settings["PRODUCT_NAME"]?.stringValue == "$(TARGET_NAME)")
    #expect(settings["INFOPLIST_FILE"]?.stringValue == "App/Info.plist")
    #expect(
      settings.dictionaryValue?.entry(forKey: "INFOPLIST_FILE")?.keyLocation.description == "15:5")
    #expect(root["rootObject"]?.stringValue == "AB")
  }

  @Test(
    "positions after newlines in comments, quoted strings, escapes and data, and in a strings file")
  func positionsAcrossLines() throws {
    let root = try parse(
      "{ /* one\ntwo */ a = \"x\ny\\\nz\"; b = <00\n11>;\r\n  c = 'q'; // end\n d = e; }")
    let d = try #require(root.dictionaryValue)
    #expect(d.entry(forKey: "a")?.keyLocation.description == "2:8")
    #expect(d.entry(forKey: "b")?.keyLocation.description == "4:5")
    #expect(d["b"]?.location.description == "4:9")
    #expect(d.entry(forKey: "c")?.keyLocation.description == "6:3")
    #expect(d.entry(forKey: "d")?.keyLocation.description == "7:2")
    let strings = try parse("\"k\" = \"v\";\n\n  k2 = v2;")
    #expect(strings.dictionaryValue?.entry(forKey: "k2")?.keyLocation.description == "3:3")
    #expect(strings["k2"]?.location.description == "3:8")
  }

  @Test("data, single quotes, empty containers and a trailing comma")
  func scalars() throws {
    let root = try parse(
      "{ d = <0fBD 77\n 00>; e = <>; q = 'it\\'s'; a = (); b = {}; c = ( x, y, ); }")
    #expect(root["d"]?.dataValue == Data([0x0F, 0xBD, 0x77, 0x00]))
    #expect(root["e"]?.dataValue == Data())
    #expect(root["q"]?.stringValue == "it's")
    #expect(root["a"]?.arrayValue == [])
    #expect(root["b"]?.dictionaryValue == PlistDictionary())
    #expect(root["c"]?.arrayValue == ["x", "y"])
    let quoted = try parse("{ q = 'say \"hi\"'; }")
    #expect(quoted["q"]?.stringValue == "say \"hi\"")
  }

  @Test("root values other than a dictionary, and CF's top-level forms")
  func roots() throws {
    #expect(try parse("( a, \"b\" )") == ["a", "b"])
    #expect(try parse("  word  ") == "word")
    #expect(try parse("<abcd>").dataValue == Data([0xAB, 0xCD]))
    // White space and comments alone: an empty dictionary (CF: "now defined to be an empty dictionary").
    #expect(try parse(" /* nothing */ \n").dictionaryValue == PlistDictionary())
    // A string followed by more is a strings file, as CF reparses it.
    #expect(try parse("a = b; \"c\" = (d);\ne;") == ["a": "b", "c": ["d"], "e": "e"])
    // `key;` in any dictionary stands for `key = key;`.
    #expect(try parse("{ k; }") == ["k": "k"])
  }

  @Test(
    "escapes read as CoreFoundation's getSlashedChar reads them",
    arguments: [
      ("\\n\\t\\r\\a\\b\\f\\v", "\n\t\r\u{7}\u{8}\u{C}\u{B}"), ("\\\"", "\""), ("\\\\", "\\"),
      ("\\'", "'"),
      ("\\351", "Ø"), ("\\101", "A"), ("\\400", "\u{0}"), ("\\1010", "A0"), ("\\U20AC", "€"),
      ("\\U20ACD", "€D"),
      ("\\u00AC", "u00AC"), ("\\UD83D\\UDE00", "😀"), ("\\é", "é"), ("a\\\nb", "a\nb"),
    ])
  func escapes(_ escaped: String, _ text: String) throws {
    #expect(try parse("{ s = \"\(escaped)\"; }")["s"]?.stringValue == text)
  }

  @Test("UTF-16 with a byte-order mark, both orders, and UTF-8 with one")
  func encodings() throws {
    let text = "{ a = \"😀 é\"; }"
    var little: [UInt8] = [0xFF, 0xFE]
    var big: [UInt8] = [0xFE, 0xFF]
    for unit in text.utf16 {
      little += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      big += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
    }
    for bytes in [little, big, [0xEF, 0xBB, 0xBF] + Array(text.utf8)] {
      #expect(try PropertyList.read(bytes, format: .openStep).root["a"]?.stringValue == "😀 é")
    }
  }

  @Test("the format by file name, and the document's format")
  func format() throws {
    #expect(
      PropertyList.format(of: Array("{}".utf8), path: "App.xcodeproj/project.pbxproj") == .openStep)
    #expect(try PropertyList.read(Array("{}".utf8), format: .openStep).format == .openStep)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var input: String
    var kind: PlistError.Kind
    var message: String
    var location: String
    var testDescription: String { message }
  }

  @Test(
    "malformed documents: the exact message and where",
    arguments: [
      Case(
        input: "{ a = b }", kind: .openStepSyntax,
        message: "expected ';' after the value of 'a', found '}'", location: "1:9"),
      Case(
        input: "{ a b; }", kind: .openStepSyntax,
        message: "expected '=' or ';' after the key 'a', found 'b'", location: "1:5"),
      Case(
        input: "{\n  a = ;\n}", kind: .openStepSyntax,
        message: "expected a value (a dictionary, array, data or string), found ';'",
        location: "2:7"),
      Case(
        input: "( a b )", kind: .openStepSyntax,
        message: "expected ',' or ')' after an array element, found 'b'", location: "1:5"),
      Case(
        input: "( a, , )", kind: .openStepSyntax,
        message: "expected a value or ')' (a dictionary, array, data or string), found ','",
        location: "1:6"),
      Case(
        input: "{ (a) = b; }", kind: .openStepSyntax,
        message: "expected a key (a quoted string or a word) or '}', found '('", location: "1:3"),
      Case(
        input: "{ a = \"b; }", kind: .openStepSyntax, message: "string is not closed with '\"'",
        location: "1:7"),
      Case(
        input: "{ a = 'b\\'; }", kind: .openStepSyntax, message: "string is not closed with \"'\"",
        location: "1:7"),
      Case(
        input: "{ a = b; /* open\n}", kind: .openStepSyntax,
        message: "comment is not closed with '*/'", location: "1:10"),
      Case(
        input: "{ a = <0fb>; }", kind: .openStepSyntax,
        message: "data has an odd number of hexadecimal digits in a group", location: "1:10"),
      Case(
        input: "{ a = <0f b>; }", kind: .openStepSyntax,
        message: "data has an odd number of hexadecimal digits in a group", location: "1:11"),
      Case(
        input: "{ a = <0fzz>; }", kind: .openStepSyntax,
        message: "unexpected 'z' in data; data is pairs of hexadecimal digits", location: "1:10"),
      Case(
        input: "{ a = <0f", kind: .openStepSyntax, message: "data is not closed with '>'",
        location: "1:7"),
      Case(
        input: "{ a = \"\\UD83D\"; }", kind: .openStepSyntax, message: "unpaired surrogate escape",
        location: "1:14"),
      Case(
        input: "{ a = é; }", kind: .openStepSyntax,
        message: "expected a value (a dictionary, array, data or string), found 'é'",
        location: "1:7"),
      Case(
        input: "{ a = \u{1}; }", kind: .openStepSyntax,
        message: "expected a value (a dictionary, array, data or string), found U+0001",
        location: "1:7"),
      Case(
        input: "{\n  a = (b, c);\n", kind: .unexpectedEndOfFile,
        message: "end of file inside the dictionary opened at 1:1", location: "3:1"),
      Case(
        input: "{ a = (b, c", kind: .unexpectedEndOfFile,
        message: "end of file inside the array opened at 1:7", location: "1:12"),
      Case(
        input: "{ a = b; }\n}", kind: .trailingContent,
        message: "unexpected '}' after the root value (opened at 1:1)", location: "2:1"),
      Case(
        input: "a = b;\nc = d", kind: .openStepSyntax,
        message: "expected ';' after the value of 'c', found the end of the file", location: "2:6"),
      Case(
        input: "a = b;\nc", kind: .openStepSyntax,
        message: "expected '=' or ';' after the key 'c', found the end of the file", location: "2:2"
      ),
      Case(
        input: "a = b; }", kind: .openStepSyntax,
        message: "expected a key (a quoted string or a word), found '}'", location: "1:8"),
      Case(
        input: "{ a = b;\n  a = c; }", kind: .duplicateKey,
        message:
          "duplicate key 'a' in this dictionary (the common parsers silently keep the last value)",
        location: "2:3"),
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

  @Test("an empty file, invalid UTF-8 and UTF-32 are refused with their place")
  func refusedBytes() throws {
    #expect(
      throws: PlistError(
        .emptyFile, "the file is empty", at: SourceLocation(offset: 0, line: 1, column: 1))
    ) {
      try PropertyList.read([], format: .openStep)
    }
    #expect(
      throws: PlistError(
        .invalidEncoding, "invalid UTF-8 (byte 0xFE)",
        at: SourceLocation(offset: 7, line: 1, column: 8))
    ) {
      try PropertyList.read(
        Array("{ a = \"".utf8) + [0xFE] + Array("\"; }".utf8), format: .openStep)
    }
    #expect(
      throws: PlistError(
        .unsupportedEncoding, "UTF-32 text is not read; save the file as UTF-8",
        at: SourceLocation(offset: 0, line: 1, column: 1))
    ) {
      try PropertyList.read([0xFF, 0xFE, 0, 0, 0x7B, 0, 0, 0], format: .openStep)
    }
    // CoreFoundation guesses UTF-16 from a zero among the first two bytes (encodingForXMLData);
    // found by the openstep-differential fuzz target, where the package read UTF-8 with NULs.
    #expect(
      throws: PlistError(
        .unsupportedEncoding,
        "UTF-16 text without a byte-order mark is not read; save the file as UTF-8",
        at: SourceLocation(offset: 0, line: 1, column: 1))
    ) {
      try PropertyList.read([0x22, 0, 0x61, 0x22], format: .openStep)
    }
  }

  @Test("duplicate keys read leniently: the last value in the first one's place, each listed")
  func lenientDuplicates() throws {
    let document = try PropertyList.read(
      Array("{ a = 1; b = 2; a = 3; }".utf8), format: .openStep,
      options: .init(allowsDuplicateKeys: true))
    #expect(document.root.dictionaryValue?.keys == ["a", "b"])
    #expect(document.root["a"]?.stringValue == "3")
    #expect(document.duplicateKeys.map(\.location.description) == ["1:17"])
    #expect(document.duplicateKeys.first?.notes.first?.location.description == "1:3")
  }

  @Test("duplicates in a large dictionary are found through its index")
  func largeDictionaryDuplicate() throws {
    let entries = (0..<40).map { "k\($0) = v;" }.joined(separator: " ")
    #expect(throws: PlistError.self) { try parse("{ \(entries) k7 = w; }") }
    #expect(try parse("{ \(entries) }").dictionaryValue?.count == 40)
  }

  @Test("nesting past maxDepth is refused without recursion, at any depth asked")
  func depth() throws {
    let deep = String(repeating: "(", count: 100_000)
    #expect(
      throws: PlistError(
        .nestingTooDeep, "nesting is deeper than 512 levels",
        at: SourceLocation(offset: 512, line: 1, column: 513))
    ) {
      try parse(deep)
    }
    #expect(try parse("((()))", options: .init(maxDepth: 3)) == [[[]]])
    #expect(
      throws: PlistError(
        .nestingTooDeep, "nesting is deeper than 2 levels",
        at: SourceLocation(offset: 2, line: 1, column: 3))
    ) {
      try parse("((()))", options: .init(maxDepth: 2))
    }
  }

  @Test("an input over maxInputBytes is refused before reading")
  func size() throws {
    #expect(
      throws: PlistError(
        .inputTooLarge, "input is 9 bytes, over the limit of 8",
        at: SourceLocation(offset: 0, line: 1, column: 1))
    ) {
      try parse("{ a = b;}", options: .init(maxInputBytes: 8))
    }
  }
}
