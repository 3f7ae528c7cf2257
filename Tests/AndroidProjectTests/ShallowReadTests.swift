import Foundation
import PropertyList
import TestSupport
import Testing

@testable import AndroidProject

/// A string table is read shallow (`XMLReader.readShallow`: names and places kept, text taken
/// from the file when asked). It must be the table the full tree gives, and refuse what the
/// full read refuses with the same error at the same place.
@Suite struct ShallowReadTests {
  /// Both reads of `bytes`: the table of the tree, and the skimmed table (nil when the root is
  /// not `<resources>`), or both errors.
  static func both(_ bytes: [UInt8]) -> (
    full: Result<StringTable?, XMLReadError>, shallow: Result<StringTable?, XMLReadError>
  ) {
    let full = Result { () throws(XMLReadError) -> StringTable? in
      let root = try XMLReader.read(bytes)
      return root.name == "resources"
        ? StringTable(path: "values/strings.xml", qualifier: "", root: root) : nil
    }
    let shallow = Result { () throws(XMLReadError) -> StringTable? in
      let document = try XMLReader.readShallow(bytes)
      return document.root.name == "resources"
        ? StringTable(path: "values/strings.xml", qualifier: "", document: document) : nil
    }
    return (full, shallow)
  }

  static func expectSame(
    _ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let (full, shallow) = both(bytes)
    switch (full, shallow) {
    case (.success(let a), .success(let b)):
      #expect(a == b, sourceLocation: sourceLocation)
      // Entry by entry too: the text, the places, the duplicates in order.
      for (name, entry) in a?.strings ?? [:] {
        #expect(b?.strings[name]?.raw == entry.raw, "\(name)", sourceLocation: sourceLocation)
        #expect(
          b?.strings[name]?.location == entry.location, "\(name)", sourceLocation: sourceLocation)
      }
      #expect(a?.duplicates.map(\.raw) == b?.duplicates.map(\.raw), sourceLocation: sourceLocation)
      #expect(
        a?.duplicates.map(\.location) == b?.duplicates.map(\.location),
        sourceLocation: sourceLocation)
    case (.failure(let a), .failure(let b)):
      #expect(a == b, sourceLocation: sourceLocation)
    default:
      Issue.record(
        "one read failed, the other did not: \(full) / \(shallow)", sourceLocation: sourceLocation)
    }
  }

  @Test(
    "the skimmed table is the full tree's: text, nesting, references, CDATA, duplicates",
    arguments: [
      #"<resources><string name="a">Fish &amp; <![CDATA[<chips>]]><!-- no --> &#x263A;<b>bold</b> after</string></resources>"#,
      "<resources>\n  <string name=\"a\">One</string>\n  <string name=\"a\">Two</string>\n  <string name=\"b\"/>\n</resources>\n",
      #"<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2"><string name="n">Hi <xliff:g id="x" example="a>b">%1$s</xliff:g>, <i>you <b>deep</b> there</i>!</string></resources>"#,
      "<!DOCTYPE resources [\n <!ENTITY APP \"Termux\">\n]>\n<resources><string name=\"n\">New &APP; session</string></resources>",
      #"<resources><string-array name="s"><item>x</item></string-array><plurals name="p"><item quantity="one">1</item></plurals><string name="s">s</string></resources>"#,
      #"<resources><string translatable="false" name="t">T</string><string>no name</string><string xmlns:name="viaXmlns">X</string></resources>"#,
      #"<resources><string name="q">"  quoted  "\n\'a\' <?pi x?>\u0041</string><string name="e">&lt;&gt;&quot;&apos;&#65;</string></resources>"#,
      #"<resources><dimen name="d">1dp</dimen></resources>"#,
      #"<other><string name="a">A</string></other>"#,
      #"<resources a="1" b="2" c="3" d="4" e="5" f="6" g="7" h="8" i="9" j="10"><string name="z" a="1" b="2" c="3" d="4" e="5" f="6" g="7" h="8" i="9">Z</string></resources>"#,
    ])
  func same(_ text: String) {
    Self.expectSame(Array(text.utf8))
  }

  @Test(
    "what the full read refuses, the shallow read refuses the same way",
    arguments: [
      #"<resources><string name="a" name="b">x</string></resources>"#,
      #"<resources><string name="a" a="1" b="2" c="3" d="4" e="5" f="6" g="7" h="8" a="9">x</string></resources>"#,
      #"<resources><string name="a" x:y="1">x</string></resources>"#,
      #"<resources><string name="a"><g xmlns:x="u"><h x:y="1"/></g><k x:y="2"/></string></resources>"#,
      #"<resources><string name="a">&lol;</string></resources>"#,
      #"<resources><string name="&lol;">x</string></resources>"#,
      #"<resources><string name="a"><b>x</i></string></resources>"#,
      #"<resources><string name="a"><![CDATA[x</string></resources>"#,
      #"<resources><string name="a">x</resources>"#,
      #"<resources><string name="a" b>x</string></resources>"#,
      #"<resources><string name="a" b=c>x</string></resources>"#,
      #"<resources><string name="a" b="<">x</string></resources>"#,
      #"<resources><string name="a"><!ENTITY x "y"></string></resources>"#,
      #"<resources><string name="a">&#0;</string></resources>"#,
      "<resources>\n<string name=\"a\">\n<b/ ></string></resources>",
      "<resources><string name=\"a\">x</string></resources><r/>",
      "<resources><string name=\"a\">\u{FF}</string></resources>",
    ])
  func refused(_ text: String) {
    Self.expectSame(Array(text.utf8))
  }

  @Test("deep nesting, UTF-16, invalid UTF-8 and the size limit: the same result both ways")
  func limits() {
    Self.expectSame(
      Array(("<resources><string name=\"a\">" + String(repeating: "<a>", count: 300)).utf8))
    var utf16: [UInt8] = [0xFF, 0xFE]
    for u in "<resources>\n<string name=\"é\">Écrire &amp; <b>lire</b></string></resources>".utf16 {
      utf16 += [UInt8(u & 0xFF), UInt8(u >> 8)]
    }
    Self.expectSame(utf16)
    Self.expectSame([0x3C, 0x72, 0xFF, 0x2F, 0x3E])
    let value = String(repeating: "x", count: 1024)
    Self.expectSame(
      Array(
        ("<!DOCTYPE r [<!ENTITY a \"\(value)\">]><resources><string name=\"a\">"
          + String(repeating: "&a;", count: 1100) + "</string></resources>").utf8))
  }

  @Test(
    "every XML file of the Android corpus: the same table (or none, or the same error) both ways",
    .needsShared("corpus/android", "real Android apps' strings, manifests and other XML files"))
  func corpus() throws {
    let folder = SharedData.url("corpus/android").path
    let files = AppFolder.files(below: folder, skipping: []).filter { $0.hasSuffix(".xml") }
    #expect(files.count > 100)
    #expect(files.filter { $0.contains("/values") }.count > 30)
    for path in files {
      let bytes = try #require(AppFolder.read(path), "\(path) cannot be read")
      Self.expectSame(bytes)
    }
  }
}
