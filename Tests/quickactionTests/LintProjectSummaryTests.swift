import Foundation
import TestSupport
import Testing

/// Project-mode `quickaction lint` says what it linted: the project (and workspace), the
/// configuration, each target and the files read for it, or why there was nothing to check;
/// briefly on standard error in the Xcode format, and in JSON's `linted` field.
@Suite(.serialized) struct LintProjectSummaryTests {
  static let generated = CLI.root.appendingPathComponent(CLI.fixture("Generated"))

  @Test(
    "a generated Info.plist, one with entitlements, none at all: each target says why it had nothing to check, or what it read"
  )
  func generated() throws {
    let run = try CLI.run(["lint"], in: Self.generated)
    #expect(run.status == 0)
    #expect(run.stdout == "0 errors, 0 warnings in 1 file\n")
    #expect(
      run.stderr == """
        note: linted Generated.xcodeproj, configuration Debug: 3 targets; not linted: 1 other target (Kit: framework)
        note:   App (application): nothing to check: generated Info.plist: no quick actions, URL types, activity types or associated domains
        note:   Share (app-extension): read Share/Share.entitlements; generated Info.plist: no quick actions, URL types or activity types
        note:   Bare (app-extension): nothing to check: no Info.plist: INFOPLIST_FILE is not set and GENERATE_INFOPLIST_FILE is not YES

        """)
  }

  @Test("\"in 0 files\" never stands alone: the summary line says what was read instead")
  func noFiles() throws {
    let run = try CLI.run(["lint", "--target", "App"], in: Self.generated)
    #expect(run.status == 0)
    #expect(
      run.stdout
        == "0 errors, 0 warnings in 0 files: nothing to check in 1 target of Generated.xcodeproj (Debug)\n"
    )
    // A project with no app or extension target names the targets it has.
    let folder = try CLI.scratchFolder("frameworks-only")
    defer { try? FileManager.default.removeItem(at: folder) }
    let pbxproj = try String(
      contentsOf: Self.generated.appendingPathComponent("Generated.xcodeproj/project.pbxproj"),
      encoding: .utf8
    )
    .replacingOccurrences(of: "targets = (APP, SHARE, BARE, KIT, );", with: "targets = (KIT, );")
    let project = folder.appendingPathComponent("Kit.xcodeproj")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try pbxproj.write(
      to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
    let kit = try CLI.run(["lint"], in: folder)
    #expect(kit.status == 0)
    #expect(
      kit.stdout
        == "0 errors, 0 warnings in 0 files: Kit.xcodeproj has no app or extension target (Kit: framework)\n"
    )
    #expect(
      kit.stderr
        == "note: linted Kit.xcodeproj, configuration Debug: no app or extension target; not linted: 1 other target (Kit: framework)\n"
    )
  }

  @Test("JSON: the linted field, after version, diagnostics and summary, which keep their shape")
  func json() throws {
    let run = try CLI.run(["lint", "--format", "json"], in: Self.generated)
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty, "the notes are for the Xcode format only")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(json["version"] as? Int == 1)
    #expect((json["summary"] as? [String: Int]) == ["files": 1, "errors": 0, "warnings": 0])
    let linted = try #require(json["linted"] as? [[String: Any]])
    #expect(linted.count == 1)
    #expect(linted[0]["project"] as? String == "Generated.xcodeproj")
    #expect(linted[0]["configuration"] as? String == "Debug")
    #expect(linted[0]["workspace"] == nil && linted[0]["requestedConfiguration"] == nil)
    let targets = try #require(linted[0]["targets"] as? [[String: Any]])
    #expect(targets.map { $0["name"] as? String } == ["App", "Share", "Bare"])
    #expect(
      targets.map { $0["productType"] as? String } == [
        "application", "app-extension", "app-extension",
      ])
    #expect(targets.map { $0["files"] as? [String] } == [[], ["Share/Share.entitlements"], []])
    #expect(
      targets.map { $0["unchecked"] as? String } == [
        "generated Info.plist: no quick actions, URL types, activity types or associated domains",
        "generated Info.plist: no quick actions, URL types or activity types",
        "no Info.plist: INFOPLIST_FILE is not set and GENERATE_INFOPLIST_FILE is not YES",
      ])
    #expect(
      (linted[0]["otherTargets"] as? [[String: String]]) == [
        ["name": "Kit", "productType": "framework"]
      ])
    // The file contract's order: the new field comes last.
    let keys = ["\"version\"", "\"diagnostics\"", "\"summary\"", "\"linted\""].compactMap {
      run.stdout.range(of: $0)?.lowerBound
    }
    #expect(keys.count == 4 && keys == keys.sorted())
  }

  @Test(
    "a workspace is named, and a project without the configuration asked for says which it used")
  func workspaceAndConfiguration() throws {
    let folder = try CLI.scratchFolder("workspace-summary")
    defer { try? FileManager.default.removeItem(at: folder) }
    let pbxproj = try String(
      contentsOf: Self.generated.appendingPathComponent("Generated.xcodeproj/project.pbxproj"),
      encoding: .utf8
    )
    .replacingOccurrences(of: "targets = (APP, SHARE, BARE, KIT, );", with: "targets = (APP, );")
    .replacingOccurrences(of: "name = Debug;", with: "name = Beta;").replacingOccurrences(
      of: "defaultConfigurationName = Debug;", with: "defaultConfigurationName = Beta;")
    let project = folder.appendingPathComponent("App/App.xcodeproj")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try pbxproj.write(
      to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
    let workspace = folder.appendingPathComponent("App.xcworkspace")
    try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <Workspace version = "1.0">
       <FileRef location = "group:App/App.xcodeproj"></FileRef>
    </Workspace>
    """.write(
      to: workspace.appendingPathComponent("contents.xcworkspacedata"), atomically: true,
      encoding: .utf8)
    let run = try CLI.run(["lint"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr.hasPrefix(
        "note: linted App/App.xcodeproj in App.xcworkspace, configuration Beta (it has no Debug): 1 target\n"
      ), "\(run.stderr)")
    #expect(
      run.stdout
        == "0 errors, 0 warnings in 0 files: nothing to check in 1 target of App/App.xcodeproj (Beta)\n"
    )
    let json = try CLI.run(["lint", "--format", "json"], in: folder)
    #expect(
      json.stdout.contains(
        "\"workspace\": \"App.xcworkspace\",\n      \"configuration\": \"Beta\",\n      \"requestedConfiguration\": \"Debug\","
      ), "\(json.stdout)")
  }

  /// In every corpus folder that holds a project: each project lint names every target it
  /// linted, in text on standard error and in JSON, and gives each either files read or why it
  /// had none; no summary line says "in 0 files" alone.
  @Test(
    "in every corpus project folder, lint names its targets, what it read for each, or why nothing",
    .needsShared("corpus/projects", "the real Xcode projects"))
  func corpus() throws {
    var targets = 0
    var nothingToCheck = 0
    for folder in LintProjectTests.corpusFolders {
      let name = String(folder.path.dropFirst(LintProjectTests.corpus.path.count + 1))
      let json = try CLI.run(["lint", "--format", "json"], in: folder)
      // Workspaces whose projects the corpus did not keep.
      guard json.status != 66 else { continue }
      let document = try #require(
        try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(name)")
      let linted = try #require(document["linted"] as? [[String: Any]], "\(name): no linted field")
      #expect(!linted.isEmpty, "\(name)")
      let text = try CLI.run(["lint"], in: folder)
      let summary = text.stdout.split(separator: "\n").last.map(String.init) ?? ""
      #expect(!summary.hasSuffix(" in 0 files"), "\(name): \(summary)")
      for project in linted {
        let path = try #require(project["project"] as? String)
        #expect(
          text.stderr.contains("note: linted \(path)"),
          "\(name): \(path) not named on standard error")
        for entry in project["targets"] as? [[String: Any]] ?? [] {
          targets += 1
          let target = try #require(entry["name"] as? String, "\(name): a target without a name")
          let files = entry["files"] as? [String] ?? []
          let unchecked = entry["unchecked"] as? String
          #expect(
            !files.isEmpty || unchecked != nil,
            "\(name): target '\(target)' read nothing and says not why")
          if files.isEmpty { nothingToCheck += 1 }
          #expect(
            text.stderr.contains("note:   \(target) ("),
            "\(name): target '\(target)' not named on standard error")
        }
      }
    }
    // Counted on the corpus as it is: a change here is a change in what lint reads.
    #expect(targets == Self.corpusTargets, "\(targets) targets linted")
    #expect(
      nothingToCheck == Self.corpusTargetsReadingNothing, "\(nothingToCheck) targets read nothing")
  }

  /// The app and extension targets of the corpus's projects, and those of them whose Info.plist
  /// the corpus did not keep or that generate theirs (so nothing was read).
  static let corpusTargets = 155
  static let corpusTargetsReadingNothing = 63
}
