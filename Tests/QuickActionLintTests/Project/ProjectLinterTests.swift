import Foundation
import PropertyList
import QuickActions
import Testing
import XcodeProject

@testable import QuickActionLint

@Suite struct ProjectLinterTests {
  static func lint(_ folder: URL, configuration: LintConfiguration = LintConfiguration()) throws
    -> [String]
  {
    let project = try XcodeProject(path: folder.appendingPathComponent("Demo.xcodeproj").path)
    let reports = ProjectLinter(configuration: configuration).lint(
      project: project, configuration: "Debug")
    return reports.flatMap { report in
      report.findings.map { finding in
        let file =
          finding.file.hasPrefix(folder.path + "/")
          ? String(finding.file.dropFirst(folder.path.count + 1)) : finding.file
        let message = finding.message.replacingOccurrences(of: folder.path + "/", with: "")
        return
          "\(file):\(finding.location.line):\(finding.location.column): \(finding.rule): \(message)"
      }
    }
  }

  @Test(
    "app and extension targets are linted as they build; each finding points where its value is written"
  )
  func findings() throws {
    let folder = try ProjectFixture.write()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      try Self.lint(folder) == [
        "Demo/Info.plist:17:4: shortcut-unresolved-variable: $(QA_PREFIX) in UIApplicationShortcutItemType has no value: QA_PREFIX (Config/App.xcconfig:5:13) -> $(COMPANY_PREFIX) is defined nowhere",
        "Demo/Info.plist:19:4: localization-missing: title 'SEARCH_TITLE' has no translation in 'fr'; iOS shows the development language's ('en') \"Search\" there",
        "Demo/Info.plist:21:4: icon-file-missing: icon file 'magnifier' is not in the asset catalogs",
        "Demo.xcodeproj/project.pbxproj:35:22: project-file-missing: INFOPLIST_FILE names 'Widget/Info.plist', which is not there, for target 'Widget' (Debug)",
        "Demo.xcodeproj/project.pbxproj:44:22: project-file-unresolved: the Info.plist of target 'Intents' (Debug) cannot be found: INFOPLIST_FILE cannot be resolved: INFOPLIST_FILE (Demo.xcodeproj/project.pbxproj:44:22) -> $(INTENTS_FOLDER) is defined nowhere",
        "Config/App.xcconfig:2:11: project-file-missing: the included file 'Missing.xcconfig' is not there (looked for Config/Missing.xcconfig)",
        "Config/App.xcconfig:6:1: xcconfig-syntax: expected 'NAME = value', #include or a // comment",
      ])
    let lines = ProjectFixture.pbxproj.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[34].hasSuffix("INFOPLIST_FILE = Widget/Info.plist;")
        && lines[43].contains("INTENTS_FOLDER"))
  }

  @Test(
    "the bundle identifier resolved from the xcconfig serves the routes and the type-prefix rule")
  func bundleIdentifier() throws {
    let folder = try ProjectFixture.write()
    defer { try? FileManager.default.removeItem(at: folder) }
    var configuration = LintConfiguration()
    configuration.enabledRules = ["shortcut-type-prefix"]
    configuration.disabledRules = [
      "project-file-missing", "project-file-unresolved", "xcconfig-syntax", "icon-file-missing",
      "localization-missing",
    ]
    let (table, problems) = Linter.loadRoutes(
      file: "Routes.plist", bytes: Array(ProjectFixture.routes.utf8))
    #expect(problems == [])
    configuration.routes = table
    let found = try Self.lint(folder, configuration: configuration)
    // com.example.demo.post is routed (the type expands with the bundle identifier the xcconfig
    // gives); the other route is an orphan; the QA_PREFIX type is not prefixed.
    #expect(!found.contains { $0.hasPrefix("Demo/Info.plist:9:4: shortcut-unrouted:") })
    #expect(found.contains { $0.contains("route-orphan") && $0.contains("com.example.demo.gone") })
    #expect(
      found.contains {
        $0.hasPrefix("Demo/Info.plist:17:4: shortcut-type-prefix:")
          && $0.contains("'com.example.demo'")
      })
    #expect(found.filter { $0.contains("project-file") || $0.contains("xcconfig-syntax") } == [])
  }

  @Test("a configuration the project lacks falls back to its default")
  func configurationFallback() throws {
    let folder = try ProjectFixture.write()
    defer { try? FileManager.default.removeItem(at: folder) }
    let project = try XcodeProject(path: folder.appendingPathComponent("Demo.xcodeproj").path)
    #expect(ProjectLinter.configurationName("Release", in: project) == "Debug")
    #expect(ProjectLinter.configurationName("Debug", in: project) == "Debug")
    #expect(ProjectLinter.lintedTargets(of: project).map(\.name) == ["Demo", "Widget", "Intents"])
  }

  @Test("a project that does not read is a plist-syntax finding at the error")
  func unreadable() throws {
    let folder = try ProjectFixture.write(extra: [
      "Demo.xcodeproj/project.pbxproj": "{\n  objects = {\n    A = (;\n"
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Demo.xcodeproj").path
    #expect {
      try XcodeProject(path: path)
    } throws: { error in
      guard let error = error as? ProjectError else { return false }
      let report = ProjectLinter().unreadable(error, source: [])
      return report.findings.map(\.rule) == ["plist-syntax"] && error.location.location.line == 3
    }
  }
}
