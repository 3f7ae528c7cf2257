import PropertyList
import Testing

@testable import XcodeProject

@Suite struct XCConfigFileTests {
  @Test(
    "includes are read in place, relative to the including file; a missing #include? is only remembered"
  )
  func includes() throws {
    let scratch = try Scratch([
      "Config/Base.xcconfig": DemoProject.base, "Config/Shared.xcconfig": DemoProject.shared,
    ])
    defer { scratch.remove() }
    let file = XCConfigFile(path: scratch.path("Config/Base.xcconfig"))
    #expect(file.problems == [])
    #expect(
      file.files == [scratch.path("Config/Base.xcconfig"), scratch.path("Config/Shared.xcconfig")])
    #expect(
      file.assignments.map(\.name) == [
        "DEVELOPMENT_TEAM", "SWIFT_FLAGS", "BUNDLE_PREFIX", "PRODUCT_BUNDLE_IDENTIFIER",
        "SWIFT_FLAGS", "SWIFT_FLAGS",
        "SWIFT_FLAGS", "HOMEPAGE",
      ])
    // A trailing ';' is not part of the value; '//' ends the value even in a URL.
    #expect(file.assignments[0].value == "ABCDE12345")
    #expect(
      file.assignments[0].location?.description == scratch.path("Config/Shared.xcconfig") + ":1:20")
    #expect(file.assignments[7].value == "https:/$()/example.com")
    #expect(file.assignments[5].conditions == [SettingCondition(key: "config", pattern: "Release")])
    #expect(
      file.missingOptionalIncludes.map(\.description) == [
        scratch.path("Config/Base.xcconfig") + ":3:12"
      ])
  }

  @Test(
    "bad lines and a missing #include are errors at their line and column; the rest still reads",
    arguments: [
      (
        "#include \"Nowhere.xcconfig\"\nA = 1",
        "the included file 'Nowhere.xcconfig' is not there (looked for DIR/Nowhere.xcconfig)",
        "1:11"
      ),
      ("A = 1\n  just words", "expected 'NAME = value', #include or a // comment", "2:3"),
      ("9LIVES = 1\nA = 1", "'9LIVES' is not a build setting name", "1:1"),
      ("A[sdk=iphoneos* = 1\nA = 1", "expected 'NAME = value', #include or a // comment", "1:1"),
      ("A[sdk] = 1\nA = 1", "'A[sdk]' is not a build setting name", "1:1"),
      (
        "#import \"x\"\nA = 1",
        "unknown directive; an xcconfig file knows only #include and #include?", "1:1"
      ),
      ("#include x.xcconfig\nA = 1", "expected a quoted path after #include", "1:10"),
      (
        "#include \"Self.xcconfig\"\nA = 1",
        "'Self.xcconfig' includes itself (through Self.xcconfig)", "1:11"
      ),
    ])
  func problems(text: String, message: String, position: String) throws {
    let scratch = try Scratch(["Self.xcconfig": text])
    defer { scratch.remove() }
    let file = XCConfigFile(path: scratch.path("Self.xcconfig"))
    let problem = try #require(file.problems.first)
    #expect(file.problems.count == 1)
    #expect(problem.message == message.replacingOccurrences(of: "DIR", with: scratch.root))
    #expect(problem.location.description == scratch.path("Self.xcconfig") + ":" + position)
    #expect(file.assignments.last?.name == "A")
  }

  @Test("a configuration file that is not there is a problem of the file")
  func missingFile() {
    let file = XCConfigFile(path: "/nonexistent/Base.xcconfig")
    #expect(
      file.problems.map(\.description) == [
        "/nonexistent/Base.xcconfig: the configuration file is not there"
      ])
  }
}
