import Foundation
import PropertyList
import QuickActionTooling
import QuickActions
import Testing

/// Finding an app's InfoPlist.strings: every language below the folder, never those of
/// dependencies or build products.
@Suite struct LocalizedStringsTests {
  @Test(
    "strings under Pods, Carthage, .build and DerivedData are not the app's; symbolic links are not followed"
  )
  func skipsDependencies() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "qa-strings-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    func write(_ relative: String, _ text: String) throws {
      let url = root.appendingPathComponent(relative)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write("App/de.lproj/InfoPlist.strings", #""Post" = "Posten";"#)
    try write("App/Base.lproj/InfoPlist.strings", #""Post" = "Post";"#)
    for skipped in [
      "Pods/SDK", "Carthage/Checkouts/SDK", ".build/checkouts/SDK", "DerivedData/App/Build",
    ] {
      try write("\(skipped)/fr.lproj/InfoPlist.strings", #""Post" = "Poster";"#)
    }
    // A link back to the root would loop for ever if followed.
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("App/loop"), withDestinationURL: root)
    let (strings, failures) = LocalizedStrings.load(directory: root.path)
    #expect(failures.isEmpty)
    #expect(strings.tables.map(\.language) == ["Base", "de"])
    #expect(
      strings.tables.map(\.path) == [
        "\(root.path)/App/Base.lproj/InfoPlist.strings",
        "\(root.path)/App/de.lproj/InfoPlist.strings",
      ])
  }

  @Test(
    "a String Catalog's tables: stringUnit values by language with their positions; variations and empty values are no translation"
  )
  func catalog() throws {
    let json = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Post": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Posten"}},
                                   "fr": {"stringUnit": {"state": "new", "value": ""}}}},
        "Items": {"localizations": {"de": {"variations": {"plural": {"one": {"stringUnit": {"value": "Eins"}}}}}}},
        "Page": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Page"}}}}
      }}
      """
    let tables = try LocalizedStrings.catalogTables(Array(json.utf8), path: "InfoPlist.xcstrings")
    #expect(tables.map(\.language) == ["de", "fr"])
    #expect(tables[0].strings.keys == ["Post"])
    #expect(tables[0].strings["Post"]?.stringValue == "Posten")
    #expect(tables[0].strings["Post"]?.location.line == 2)
    #expect(tables[0].strings["Post"]?.location.column == 84)
    #expect(tables[1].strings.keys == ["Page"])
    #expect(
      throws: PlistError(
        .invalidRoot, "a String Catalog has a \"strings\" object",
        at: SourceLocation(offset: 0, line: 1, column: 1))
    ) {
      try LocalizedStrings.catalogTables(Array("{}".utf8), path: "x")
    }
  }
}
