import Foundation
import TestSupport
import Testing

/// `quickaction android shortcuts` and `quickaction assetlinks`, end to end: output against
/// golden files and the exit status (0 in step / opens, 1 drift / does not open / errors, 64 bad
/// command line, 66 unreadable input).
@Suite(.serialized) struct AndroidCommandTests {
  typealias Case = GoldenCase
  typealias Failure = FailureCase

  static let links = CLI.fixture("assetlinks-example.json")

  static let goldens: [Case] = [
    Case(name: "android-help", arguments: ["android", "--help"], status: 0),
    Case(
      name: "android-check-in-step",
      arguments: ["android", "shortcuts", "--check", "Examples/Android/app/src/main/res"], status: 0
    ),
    Case(
      name: "android-check-drift",
      arguments: ["android", "shortcuts", "--check", CLI.fixture("android-drift")], status: 1),
    Case(name: "assetlinks-help", arguments: ["assetlinks", "--help"], status: 0),
    Case(
      name: "assetlinks-validate-clean", arguments: ["assetlinks", "validate", links], status: 0),
    Case(
      name: "assetlinks-validate-bad",
      arguments: ["assetlinks", "validate", CLI.fixture("assetlinks-bad.json")], status: 1),
    Case(
      name: "assetlinks-validate-bad-json",
      arguments: [
        "assetlinks", "validate", CLI.fixture("assetlinks-bad.json"), "--format", "json",
      ], status: 1),
    Case(
      name: "assetlinks-match-opens",
      arguments: [
        "assetlinks", "match", "https://qa.example.com/questions/42", "--package", "com.example.qa",
        links,
      ], status: 0),
    Case(
      name: "assetlinks-match-excluded",
      arguments: [
        "assetlinks", "match", "https://qa.example.com/questions/42?dl=1", "--package",
        "com.example.qa", links,
      ], status: 1),
    Case(
      name: "assetlinks-match-no-rule",
      arguments: [
        "assetlinks", "match", "https://qa.example.com/account", "--package", "com.example.qa",
        links,
      ], status: 1),
    Case(
      name: "assetlinks-match-fragment",
      arguments: ["assetlinks", "match", "https://qa.example.com/spots/7#list", links], status: 0),
    Case(
      name: "assetlinks-match-json",
      arguments: [
        "assetlinks", "match", "https://qa.example.com/spots/7#map", "--package", "com.example.qa",
        links, "--format", "json",
      ], status: 0),
    Case(
      name: "assetlinks-match-other-package",
      arguments: [
        "assetlinks", "match", "https://qa.example.com/", "--package", "com.other", links,
      ], status: 1),
  ]

  @Test("golden output and exit status", arguments: goldens)
  func golden(_ c: Case) throws { try CLI.checkGolden(c) }

  static let failures: [Failure] = [
    Failure(
      name: "no subcommand", arguments: ["android"], status: 64,
      stderr: "quickaction android: missing 'shortcuts'"),
    Failure(
      name: "no folder", arguments: ["android", "shortcuts"], status: 64,
      stderr: "quickaction android: missing --output RES_DIR or --check RES_DIR"),
    Failure(
      name: "both folders", arguments: ["android", "shortcuts", "--output", "a", "--check", "b"],
      status: 64,
      stderr: "quickaction android: --output and --check do not go together: --check writes nothing"
    ),
    Failure(
      name: "check a folder that is not there",
      arguments: ["android", "shortcuts", "--check", "nope"], status: 66,
      stderr: "quickaction android: cannot read 'nope': no such directory"),
    Failure(
      name: "assetlinks without subcommand", arguments: ["assetlinks"], status: 64,
      stderr: "quickaction assetlinks: missing 'validate' or 'match'"),
    Failure(
      name: "--package with validate",
      arguments: ["assetlinks", "validate", links, "--package", "x"], status: 64,
      stderr: "quickaction assetlinks: --package is for 'assetlinks match'"),
    Failure(
      name: "match without a file", arguments: ["assetlinks", "match", "https://qa.example.com/"],
      status: 64,
      stderr: "quickaction assetlinks: missing the assetlinks.json FILE"),
  ]

  @Test("bad command lines and folders", arguments: failures)
  func failure(_ f: Failure) throws {
    let run = try CLI.run(f.arguments)
    #expect(run.status == f.status)
    #expect(run.stderr.hasPrefix(f.stderr), "stderr: \(run.stderr)")
  }

  @Test("--output writes the files --check then finds in step, and the generated app lints clean")
  func writeThenCheck() throws {
    let folder = try CLI.scratchFolder("android-output")
    defer { try? FileManager.default.removeItem(at: folder) }
    let res = folder.appendingPathComponent("app/src/main/res").path
    let write = try CLI.run(["android", "shortcuts", "--output", res])
    #expect(write.status == 0, "\(write.stderr)")
    #expect(
      write.stdout.hasPrefix(
        "wrote \(res)/xml/shortcuts.xml (3 shortcuts)\nwrote \(res)/values/quickaction_shortcuts.xml\nmissing drawables"
      ))
    let written = try String(contentsOfFile: res + "/xml/shortcuts.xml", encoding: .utf8)
    let golden = try String(
      contentsOf: CLI.root.appendingPathComponent(
        "Examples/Android/app/src/main/res/xml/shortcuts.xml"), encoding: .utf8)
    #expect(written == golden)
    #expect(try CLI.run(["android", "shortcuts", "--check", res]).status == 0)
    let lint = try CLI.run(["lint", "Shortcuts.plist", "--android", folder.path])
    #expect(lint.status == 0)
    // The plist and the two files written, each counted; the note names the folder and them.
    #expect(lint.stdout == "0 errors, 0 warnings in 3 files\n", "\(lint.stdout)")
    #expect(
      lint.stderr
        == "note: linted the Android app in \(folder.path)/: read \(res)/xml/shortcuts.xml, "
        + "\(res)/values/quickaction_shortcuts.xml; assetlinks.json: none below \(folder.path)/\n")
  }

  @Test(
    "lint --fix renames a misspelt shortcuts root and wraps a relation string, byte for byte elsewhere; --dry-run shows it"
  )
  func fix() throws {
    let folder = try CLI.scratchFolder("android-fix")
    defer { try? FileManager.default.removeItem(at: folder) }
    let res = folder.appendingPathComponent("android/app/src/main/res/xml")
    try FileManager.default.createDirectory(at: res, withIntermediateDirectories: true)
    let shortcuts =
      "<?xml version=\"1.0\"?>\n<shortcurs xmlns:android=\"http://schemas.android.com/apk/res/android\">\n  <shortcut android:shortcutId=\"a\" android:shortcutShortLabel=\"@string/a\"><intent android:action=\"a.b\"/></shortcut>\n</shortcurs>\n"
    try Data(shortcuts.utf8).write(to: res.appendingPathComponent("shortcuts.xml"))
    let siteFolder = folder.appendingPathComponent("qa.example.com/.well-known")
    try FileManager.default.createDirectory(at: siteFolder, withIntermediateDirectories: true)
    let links =
      "[{\"relation\": \"delegate_permission/common.handle_all_urls\", \"target\": {\"namespace\": \"web\", \"site\": \"https://qa.example.com\"}}]\n"
    try Data(links.utf8).write(to: siteFolder.appendingPathComponent("assetlinks.json"))
    // --android DIR reads below DIR only: the site beside it is named.
    let site = ["--assetlinks", "qa.example.com/.well-known/assetlinks.json"]
    let dry = try CLI.run(
      ["lint", "--android", "android", "--fix", "--dry-run"] + site, in: folder)
    #expect(
      dry.stdout.contains(
        "-<shortcurs xmlns:android=\"http://schemas.android.com/apk/res/android\">\n+<shortcuts xmlns:android="
      ), "\(dry.stdout)")
    #expect(
      try String(contentsOf: res.appendingPathComponent("shortcuts.xml"), encoding: .utf8)
        == shortcuts)
    let run = try CLI.run(["lint", "--android", "android", "--fix"] + site, in: folder)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(
      try String(contentsOf: res.appendingPathComponent("shortcuts.xml"), encoding: .utf8)
        == shortcuts.replacingOccurrences(of: "shortcurs", with: "shortcuts"))
    #expect(
      try String(contentsOf: siteFolder.appendingPathComponent("assetlinks.json"), encoding: .utf8)
        == links.replacingOccurrences(
          of: "\"delegate_permission/common.handle_all_urls\"",
          with: "[\"delegate_permission/common.handle_all_urls\"]"))
    #expect(
      run.stderr.contains("android/app/src/main/res/xml/shortcuts.xml: fixed 1 finding"),
      "\(run.stderr)")
  }

  @Test(
    "lint with no flags at a Flutter-shaped root lints ios/ and android/ together, with the project's routes"
  )
  func flutterRoot() throws {
    let folder = try CLI.scratchFolder("flutter-root")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: CLI.root.appendingPathComponent(CLI.fixture("Project")),
      to: folder.appendingPathComponent("ios"))
    try FileManager.default.copyItem(
      at: CLI.root.appendingPathComponent("Examples/Android"),
      to: folder.appendingPathComponent("android"))
    let run = try CLI.run(["lint"], in: folder)
    #expect(run.status == 1)
    #expect(
      run.stderr.split(separator: "\n").first == "note: no project here; linting the one in ios/")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    // The demo's Android app against the fixture project's routes (Routes.plist, by .quickaction.json) and quick actions.
    #expect(
      lines.contains(
        "android/app/src/main/AndroidManifest.xml:18:37: error: no route has a URL pattern on qa.example.com, an App Links host: its links open the app at its start [app-link-unrouted]"
      ))
    // The iOS 'Post' and the Android 'com.example.qa.post' pair by id (DriftPairing), and differ.
    #expect(
      lines.contains(
        "android/app/src/main/res/xml/shortcuts.xml:9:36: warning: the iOS title 'Post' and the Android label 'Post a Spot' (values) of 'com.example.qa.post' differ [platform-drift]"
      ))
    #expect(
      lines.contains(
        "android/app/src/main/res/xml/shortcuts.xml:14:5: warning: the Android shortcut 'com.example.qa.participated' has no iOS quick action [platform-drift]"
      ))
    #expect(
      lines.contains {
        $0.hasPrefix("ios/Demo/Info.plist:")
          && $0.hasSuffix("has no Android shortcut [platform-drift]")
      }, "\(run.stdout)")
  }
}
