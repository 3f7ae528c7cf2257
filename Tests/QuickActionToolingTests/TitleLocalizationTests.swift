import PropertyList
import QuickActionTooling
import QuickActions
import Testing

@Suite struct TitleLocalizationTests {
  static let tables = LocalizedStrings(tables: [
    .init(
      language: "en", path: "en.lproj/InfoPlist.strings",
      strings: PlistDictionary([
        .init(key: "SEARCH_TITLE", value: PlistValue(.string("Search"))),
        .init(key: "DEALS", value: PlistValue(.string("Deals"))),
      ])),
    .init(
      language: "de", path: "de.lproj/InfoPlist.strings",
      strings: PlistDictionary([
        .init(key: "SEARCH_TITLE", value: PlistValue(.string("Suchen")))
      ])),
    .init(
      language: "Base", path: "Base.lproj/InfoPlist.strings",
      strings: PlistDictionary([
        .init(key: "SEARCH_TITLE", value: PlistValue(.string("Base")))
      ])),
  ])

  @Test(
    "the user's languages, then CFBundleDevelopmentRegion, then the text as written",
    arguments: [
      ([], "en", "SEARCH_TITLE", "Search"),
      (["de"], "en", "SEARCH_TITLE", "Suchen"),
      (["de"], "en", "DEALS", "Deals"),
      (["fr", "de"], "en", "SEARCH_TITLE", "Suchen"),
      (["fr"], "en", "SEARCH_TITLE", "Search"),
      (["de_AT"], "en", "SEARCH_TITLE", "Suchen"),
      (["fr"], nil, "SEARCH_TITLE", nil),
      (["de"], "en", "OTHER", nil),
    ] as [([String], String?, String, String?)])
  func chain(_ languages: [String], _ region: String?, _ key: String, _ shown: String?) {
    let strings = TitleLocalization.strings(
      languages: languages, developmentRegion: region, in: Self.tables)
    #expect(strings?[key]?.stringValue == shown)
  }

  @Test(
    "the development region as the Info.plist declares it; $(DEVELOPMENT_LANGUAGE) unresolved is English"
  )
  func region() throws {
    func root(_ value: String?) throws -> PlistValue {
      let entry = value.map { "<key>CFBundleDevelopmentRegion</key><string>\($0)</string>" } ?? ""
      return try PropertyList.parse(Array("<plist><dict>\(entry)</dict></plist>".utf8))
    }
    #expect(TitleLocalization.developmentRegion(try root(nil)) == nil)
    #expect(TitleLocalization.developmentRegion(try root("de")) == "de")
    #expect(TitleLocalization.developmentRegion(try root("$(DEVELOPMENT_LANGUAGE)")) == "en")
    #expect(
      TitleLocalization.developmentRegion(
        try root("$(DEVELOPMENT_LANGUAGE)"), settings: BuildSettings(["DEVELOPMENT_LANGUAGE": "ja"])
      ) == "ja")
  }
}
