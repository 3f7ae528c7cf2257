import Foundation
import Testing
import XcodeProject

@testable import QuickActionLint

/// The project linter picks a rule by the kind of the project reader's problem, never by its
/// English text: a bad line whose message says "is not there" is still a syntax problem, and a
/// generated CocoaPods file is known by the path looked for.
@Suite struct ProblemKindTests {
  @Test(
    "a line whose message says 'is not there' is xcconfig-syntax; a missing include is project-file-missing"
  )
  func kindNotText() throws {
    let xcconfig = ProjectFixture.xcconfig + "is not there = 1\n"
    let folder = try ProjectFixture.write(extra: ["Config/App.xcconfig": xcconfig])
    defer { try? FileManager.default.removeItem(at: folder) }
    let found = try ProjectLinterTests.lint(folder).filter { $0.hasPrefix("Config/") }
    #expect(
      found == [
        "Config/App.xcconfig:2:11: project-file-missing: the included file 'Missing.xcconfig' is not there (looked for Config/Missing.xcconfig)",
        "Config/App.xcconfig:6:1: xcconfig-syntax: expected 'NAME = value', #include or a // comment",
        "Config/App.xcconfig:7:1: xcconfig-syntax: 'is not there' is not a build setting name",
      ])
  }

  @Test("the reader's problems carry their kind: the file looked for, or invalid")
  func kinds() throws {
    let folder = try ProjectFixture.write()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = XCConfigFile(path: folder.appendingPathComponent("Config/App.xcconfig").path)
    #expect(
      file.problems.map(\.kind) == [
        .missingFile(path: folder.appendingPathComponent("Config/Missing.xcconfig").path), .invalid,
      ])
    let gone = XCConfigFile(path: folder.appendingPathComponent("Config/Gone.xcconfig").path)
    #expect(
      gone.problems.map(\.missingPath) == [
        folder.appendingPathComponent("Config/Gone.xcconfig").path
      ])
  }

  @Test(
    "a missing include of a CocoaPods file is made by a tool, known by its path; an ordinary one is not"
  )
  func generated() {
    let at = ProjectLocation(file: "App.xcconfig", location: .unknown)
    let pods = ProjectError(
      "the included file is not there", at: at,
      kind: .missingFile(path: "Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig"))
    let own = ProjectError(
      "the included file is not there", at: at, kind: .missingFile(path: "Config/Local.xcconfig"))
    // The message alone names no path: only the kind tells the two apart.
    #expect(pods.missingPath.flatMap(GeneratedFiles.known) == "CocoaPods writes it (pod install)")
    #expect(own.missingPath.flatMap(GeneratedFiles.known) == nil)
    // A problem inside a file pod install wrote is not reported at all.
    let inside = ProjectError(
      "a line does not read",
      at: ProjectLocation(
        file: "Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig", location: .unknown))
    #expect(ProjectLinter.isGenerated(inside))
    #expect(!ProjectLinter.isGenerated(pods))
  }
}
