import Foundation
import TestSupport
import Testing

/// `quickaction android shortcuts` writes files that build and open the app: build settings
/// from the Xcode project and `--define`, a checked `--package`, a qualified `--activity`, the
/// implicit-intent note, and a `--check` that ignores how FILE is spelled and shows only the
/// lines that change.
@Suite(.serialized) struct AndroidGeneratorCommandTests {
  static let failures: [FailureCase] = [
    FailureCase(
      name: "a package that is no application ID",
      arguments: ["android", "shortcuts", "--output", "x", "--package", "not a package!"],
      status: 64,
      stderr:
        "quickaction android: --package 'not a package!' is not an Android application ID: it needs at least two segments separated by dots (such as com.example.app)"
    ),
    FailureCase(
      name: "a package segment starting with a digit",
      arguments: ["android", "shortcuts", "--output", "x", "--package", "com.1app"],
      status: 64,
      stderr:
        "quickaction android: --package 'com.1app' is not an Android application ID: segment 2 ('1app') does not start with a letter (such as com.example.app)"
    ),
    FailureCase(
      name: "an activity without a package",
      arguments: ["android", "shortcuts", "--output", "x", "--activity", ".Main"], status: 64,
      stderr:
        "quickaction android: --activity goes with --package: an implicit intent names no class"
    ),
    FailureCase(
      name: "an activity that is no class name",
      arguments: [
        "android", "shortcuts", "--output", "x", "--package", "com.example.qa", "--activity",
        "ui Home",
      ], status: 64,
      stderr:
        "quickaction android: --activity 'ui Home' is not a class name: 'ui Home' is not a Java identifier (such as .MainActivity or com.example.app.MainActivity)"
    ),
  ]

  @Test("bad --package and --activity: exit 64, the exact message", arguments: failures)
  func failure(_ f: FailureCase) throws {
    let run = try CLI.run(f.arguments)
    #expect(run.status == f.status)
    #expect(
      run.stderr == f.stderr + "\n" + (try CLI.usageTail(f.arguments)), "stderr: \(run.stderr)")
    #expect(run.stdout == "")
  }

  @Test(
    "the Xcode target that builds FILE expands $(PRODUCT_BUNDLE_IDENTIFIER), --define the rest; its strings translate"
  )
  func projectSettings() throws {
    let folder = try CLI.scratchFolder("android-project")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: CLI.root.appendingPathComponent(CLI.fixture("Project")),
      to: folder.appendingPathComponent("p"))
    let app = folder.appendingPathComponent("p")
    let refused = try CLI.run(
      [
        "android", "shortcuts", "Demo/Info.plist", "--output", "res", "--package",
        "com.example.demo",
      ], in: app)
    #expect(refused.status == 1)
    #expect(
      refused.stderr == """
        note: build settings and strings of Demo, target Demo (Debug)
        Demo/Info.plist:17:4: error: $(QA_PREFIX) in the type '$(QA_PREFIX).search' is not defined, and Android takes resource files as written: give --define QA_PREFIX=VALUE, or run where the Xcode project that builds this file is
        Demo/Info.plist: nothing written or checked: the files would not be what the app builds

        """)
    #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("res").path))
    let run = try CLI.run(
      [
        "android", "shortcuts", "Demo/Info.plist", "--output", "res", "--package",
        "com.example.demo",
        "--define", "QA_PREFIX=com.example.qa", "--activity", ".ui.HomeActivity",
      ], in: app)
    #expect(run.status == 0, "\(run.stderr)")
    let xml = try String(
      contentsOf: app.appendingPathComponent("res/xml/shortcuts.xml"), encoding: .utf8)
    #expect(xml.contains("android:shortcutId=\"com.example.demo.post\""))
    #expect(xml.contains("android:shortcutId=\"com.example.qa.search\""))
    #expect(xml.contains("android:targetClass=\"com.example.demo.ui.HomeActivity\""))
    #expect(!xml.contains("$("))
    let french = try String(
      contentsOf: app.appendingPathComponent("res/values-fr/quickaction_shortcuts.xml"),
      encoding: .utf8)
    #expect(french.contains("<string name=\"shortcut_com_example_demo_post\">Publier</string>"))
  }

  @Test(
    "no project builds the file: each unexpanded type is an error at its place; --define writes it")
  func examplesDefine() throws {
    let folder = try CLI.scratchFolder("android-define")
    defer { try? FileManager.default.removeItem(at: folder) }
    let refused = try CLI.run([
      "android", "shortcuts", "Examples/QA/Info.plist", "--output", folder.path,
    ])
    #expect(refused.status == 1)
    #expect(
      refused.stderr.hasPrefix(
        "Examples/QA/Info.plist:22:4: error: $(PRODUCT_BUNDLE_IDENTIFIER) in the type '$(PRODUCT_BUNDLE_IDENTIFIER).post' is not defined"
      ))
    let run = try CLI.run([
      "android", "shortcuts", "Examples/QA/Info.plist", "--output", folder.path, "--strings",
      "Examples/QA",
      "--define", "PRODUCT_BUNDLE_IDENTIFIER=com.example.qa",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let xml = try String(
      contentsOf: folder.appendingPathComponent("xml/shortcuts.xml"), encoding: .utf8)
    #expect(xml.contains("android:shortcutId=\"com.example.qa.post\""))
    #expect(!xml.contains("$("))
    let values = try String(
      contentsOf: folder.appendingPathComponent("values/quickaction_shortcuts.xml"), encoding: .utf8
    )
    #expect(!values.contains("POST_TITLE"), "\(values)")
  }

  @Test("without --package: a note names the actions the app's intent filters must match")
  func implicitNote() throws {
    let folder = try CLI.scratchFolder("android-implicit")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try CLI.run(["android", "shortcuts", "--output", folder.path])
    #expect(run.status == 0)
    #expect(
      run.stderr
        == "note: without --package the intents are implicit: the app opens only if an activity's intent filter matches each one (the actions com.example.qa.mypage, com.example.qa.participated, and any VIEW URLs); give --package ID to name the app\n"
    )
    let explicit = try CLI.run([
      "android", "shortcuts", "--output", folder.path, "--package", "com.example.qa",
    ])
    #expect(explicit.stderr == "")
  }

  @Test("--check passes however FILE is spelled, and a changed --package shows only its lines")
  func check() throws {
    let folder = try CLI.scratchFolder("android-check")
    defer { try? FileManager.default.removeItem(at: folder) }
    let write = try CLI.run([
      "android", "shortcuts", "Shortcuts.plist", "--output", folder.path, "--package",
      "com.example.qa",
    ])
    #expect(write.status == 0)
    for spelling in [
      "./Shortcuts.plist", CLI.root.appendingPathComponent("Shortcuts.plist").path,
      "Examples/../Shortcuts.plist",
    ] {
      let run = try CLI.run([
        "android", "shortcuts", spelling, "--check", folder.path, "--package", "com.example.qa",
      ])
      #expect(run.status == 0, "\(spelling): \(run.stdout)")
    }
    let other = try CLI.run([
      "android", "shortcuts", "--check", folder.path, "--package", "com.example.other",
    ])
    #expect(other.status == 1)
    let changed = other.stdout.split(separator: "\n").filter {
      ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++")
    }
    #expect(changed.count == 12, "\(other.stdout)")
    #expect(
      changed.allSatisfy {
        $0.contains("android:targetPackage=") || $0.contains("android:targetClass=")
      }, "\(other.stdout)")
    #expect(other.stdout.split(separator: "\n").filter { $0.hasPrefix("@@") }.count == 3)
  }
}
