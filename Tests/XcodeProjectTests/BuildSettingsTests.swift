import PropertyList
import Testing

@testable import XcodeProject

@Suite struct BuildSettingsTests {
  static func table(
    _ levels: [[(String, String)]], configuration: String = "Debug", sdk: String = "iphoneos"
  ) -> BuildSettingsTable {
    BuildSettingsTable(
      levels: levels.enumerated().map { level, pairs in
        pairs.enumerated().map { line, pair in
          let (name, conditions) = SettingAssignment.parseKey(pair.0) ?? (pair.0, [])
          return SettingAssignment(
            name: name, conditions: conditions, value: pair.1,
            location: ProjectLocation(
              file: "level\(level)", location: SourceLocation(offset: 0, line: line + 1, column: 1))
          )
        }
      }, context: BuildContext(configuration: configuration, sdk: sdk))
  }

  static let settings: [(String, String)] = [
    ("NAME", "My App 2"), ("LOWER", "$(NAME:lower)"), ("EMPTY", ""), ("NUMBERED", "2fast"),
  ]

  @Test(
    "references in every form, with Xcode's operators",
    arguments: [
      ("$(NAME)", "My App 2"), ("${NAME}", "My App 2"), ("$NAME-x", "My App 2-x"),
      ("$(NAME:lower)", "my app 2"), ("$(NAME:upper)", "MY APP 2"),
      ("$(NAME:rfc1034identifier)", "My-App-2"), ("$(NAME:c99extidentifier)", "My_App_2"),
      ("$(NUMBERED:c99extidentifier)", "_2fast"), ("$(NAME:rfc1034identifier:lower)", "my-app-2"),
      ("$(EMPTY:default=fallback)", "fallback"), ("$(UNDEFINED:default=$(NAME))", "My App 2"),
      ("$(NAME:default=unused)", "My App 2"), ("$(LOWER)", "my app 2"), ("a$-b", "a$-b"),
      ("$NAME$", "My App 2$"), ("$(", "$("), ("cost $5", "cost $5"),
      ("$(NAME_$(EMPTY:default=X))", "x-value"), ("${NAME:lower}.$(EMPTY)", "my app 2."),
      ("https:/$()/x", "https://x"),
    ])
  func expands(text: String, expected: String) throws {
    let table = Self.table([Self.settings + [("NAME_X", "x-value")]])
    #expect(try table.expand(text).get() == expected)
  }

  @Test("a variable defined nowhere is reported with the chain that needs it, never guessed empty")
  func unresolvedChain() throws {
    let table = Self.table([
      [("PREFIX", "com.$(COMPANY)")], [("PRODUCT_BUNDLE_IDENTIFIER", "$(PREFIX).app")],
    ])
    let id = try #require(table.resolve("PRODUCT_BUNDLE_IDENTIFIER"))
    #expect(id.value == nil)
    #expect(id.location?.description == "level1:1:1")
    let unresolved = try #require(id.unresolved)
    #expect(unresolved.variable == "COMPANY")
    #expect(
      unresolved.description
        == "PRODUCT_BUNDLE_IDENTIFIER (level1:1:1) -> PREFIX (level0:1:1) -> $(COMPANY) is defined nowhere"
    )
  }

  @Test(
    "two settings that need each other are a cycle, reported with the chain; a setting naming itself means its inherited value"
  )
  func cycles() throws {
    let table = Self.table([
      [("FLAGS", "-a"), ("A", "$(B)")], [("B", "x$(A)"), ("FLAGS", "$(FLAGS) -b")],
    ])
    #expect(
      table.resolve("A")?.unresolved?.description
        == "A (level0:2:1) -> B (level1:1:1) -> $(A) refers back to itself")
    #expect(table.resolve("FLAGS")?.value == "-a -b")
  }

  @Test("an operator Xcode does not have is reported, not ignored")
  func unknownOperator() throws {
    let table = Self.table([[("A", "$(B:shout)"), ("B", "b")]])
    let a = try #require(table.resolve("A"))
    #expect(
      a.unresolved?.description
        == "A (level0:1:1) -> $(B:shout) uses an operator Xcode does not have")
  }

  @Test(
    "$(inherited) is the assignment below: earlier in the level, then lower levels; empty at the bottom"
  )
  func inherited() throws {
    let table = Self.table([
      [("FLAGS", "$(inherited) -default")],
      [("FLAGS", "-a"), ("FLAGS", "$(inherited) -b")],
      [("FLAGS", "$(inherited) -c"), ("OTHER", "${inherited}x")],
    ])
    #expect(table.resolve("FLAGS")?.value == "-a -b -c")
    #expect(table.resolve("FLAGS")?.location?.description == "level2:1:1")
    #expect(table.resolve("OTHER")?.value == "x")
    #expect(
      Self.table([[("FLAGS", "$(inherited) -default")]]).resolve("FLAGS")?.value == " -default")
  }

  @Test(
    "conditional settings apply when every condition holds; the last that holds wins",
    arguments: [
      ("Debug", "iphoneos", "device-debug"), ("Release", "iphoneos", "device"),
      ("Debug", "iphonesimulator", "plain"),
      ("Release", "macosx", "mac"),
    ])
  func conditions(configuration: String, sdk: String, expected: String) throws {
    let table = Self.table(
      [
        [
          ("VALUE", "plain"), ("VALUE[sdk=iphoneos*]", "device"),
          ("VALUE[sdk=iphoneos*][config=Debug]", "device-debug"),
          ("VALUE[sdk=macosx*,arch=arm64]", "mac"), ("VALUE[unknown=x]", "never"),
        ]
      ], configuration: configuration, sdk: sdk)
    #expect(table.resolve("VALUE")?.value == expected)
  }

  @Test(
    "a key with unclosed brackets or a condition without '=' is not a setting",
    arguments: [
      "A[sdk=iphoneos*", "A[sdk]", "A[=x]",
    ])
  func badKeys(key: String) {
    #expect(SettingAssignment.parseKey(key) == nil)
  }

  @Test("a setting no level defines is nil; the table lists what is defined")
  func undefined() {
    let table = Self.table([[("B", "1"), ("A", "2")]])
    #expect(table.resolve("C") == nil)
    #expect(table.names == ["A", "B"])
    #expect(table.isDefined("A") && !table.isDefined("C"))
  }

  @Test(
    "path operators",
    arguments: [
      ("base", "/a/b/Info.plist", "Info"), ("dir", "/a/b/Info.plist", "/a/b/"),
      ("file", "/a/b/Info.plist", "Info.plist"),
      ("suffix", "/a/b/Info.plist", ".plist"), ("standardizepath", "a/./b/../c", "a/c"),
      ("quote", "a b", "a\\ b"),
    ])
  func pathOperators(op: String, value: String, expected: String) {
    #expect(MacroOperator.apply(op, to: value) == expected)
  }
}
