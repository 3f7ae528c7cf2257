import Foundation
import Testing

/// `quickaction lint` with no flags where there is no Xcode project to lint: a cross-platform
/// root (Flutter, React Native, Expo, Capacitor) with one half missing, an app folder holding
/// only an Info.plist, and decoys beside the folder linted, which are never read.
@Suite struct LintRootTests {
  /// The demo's Android app, as `android/` of a new root below `parent` (a new folder).
  static func androidRoot(in parent: URL) throws -> URL {
    let root = parent.appendingPathComponent("root")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: CLI.root.appendingPathComponent("Examples/Android"),
      to: root.appendingPathComponent("android"))
    return root
  }

  static let androidFiles =
    "android/app/src/main/AndroidManifest.xml, android/app/src/main/res/xml/shortcuts.xml, "
    + "android/app/src/main/res/values/quickaction_shortcuts.xml"

  /// What the Android half says it read at such a root, on standard error.
  static let androidNote =
    "note: linted the Android app in android/: read \(androidFiles); assetlinks.json: none below ./"

  @Test(
    "a root with android/ and no ios/: the Android half is linted, the missing iOS half is a note, exit 0"
  )
  func androidOnly() throws {
    let parent = try CLI.scratchFolder("android-root")
    defer { try? FileManager.default.removeItem(at: parent) }
    let run = try CLI.run(["lint"], in: try Self.androidRoot(in: parent))
    #expect(run.status == 0, "\(run.stderr)")
    // The files read are counted: not "in 0 files", as an empty folder would have it.
    #expect(run.stdout == "0 errors, 0 warnings in 3 files\n")
    #expect(
      run.stderr == """
        note: no ios/ folder, Xcode project or Shortcuts.plist here: the iOS half is not linted; linting android/
        \(Self.androidNote)

        """)
  }

  @Test(
    "a root whose ios/ holds no Xcode project (an Expo app before prebuild) names it in the note")
  func iosWithoutProject() throws {
    let parent = try CLI.scratchFolder("expo-root")
    defer { try? FileManager.default.removeItem(at: parent) }
    let root = try Self.androidRoot(in: parent)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("ios"), withIntermediateDirectories: true)
    let run = try CLI.run(["lint"], in: root)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "0 errors, 0 warnings in 3 files\n")
    #expect(
      run.stderr == """
        note: ios/ holds no Xcode project: the iOS half is not linted; linting android/
        \(Self.androidNote)

        """)
  }

  @Test(
    "a root with ios/ and no android/: the iOS project is linted, the missing Android half is a note"
  )
  func iosOnly() throws {
    let root = try CLI.scratchFolder("ios-root")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.copyItem(
      at: CLI.root.appendingPathComponent(CLI.fixture("Project")),
      to: root.appendingPathComponent("ios"))
    let run = try CLI.run(["lint"], in: root)
    let notes = run.stderr.split(separator: "\n").map(String.init).filter {
      !$0.hasPrefix("note:   ")
    }
    #expect(notes.first == "note: no project here; linting the one in ios/")
    #expect(
      notes.contains("note: no android/ folder here: the Android half is not linted"),
      "\(run.stderr)")
    #expect(!run.stderr.contains("cannot read"))
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("android"), withIntermediateDirectories: true)
    let empty = try CLI.run(["lint"], in: root)
    #expect(
      empty.stderr.contains(
        "note: android/ holds no AndroidManifest.xml: the Android half is not linted\n"),
      "\(empty.stderr)")
    #expect(empty.status == run.status)
  }

  @Test(
    "inside Examples/QA (an Info.plist, strings, an AASA; no Shortcuts.plist): its Info.plist is linted, exit 0"
  )
  func infoPlistHere() throws {
    let run = try CLI.run(["lint"], in: CLI.root.appendingPathComponent("Examples/QA"))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "0 errors, 0 warnings in 1 file\n")
    #expect(run.stderr == "note: no Shortcuts.plist or Xcode project here; linting Info.plist\n")
  }

  @Test(
    "decoys in the parent of the linted folder (assetlinks.json, Shortcuts.plist, .xcodeproj) are never read"
  )
  func decoysInParent() throws {
    let parent = try CLI.scratchFolder("decoys")
    defer { try? FileManager.default.removeItem(at: parent) }
    let root = try Self.androidRoot(in: parent)
    // Each decoy would be a finding, or a project to lint, if the search climbed to it.
    try Data("[{\"relation\": \"x\"}]\n".utf8).write(
      to: parent.appendingPathComponent("assetlinks.json"))
    try Data("not a plist".utf8).write(to: parent.appendingPathComponent("Shortcuts.plist"))
    try FileManager.default.createDirectory(
      at: parent.appendingPathComponent("Decoy.xcodeproj"), withIntermediateDirectories: true)
    let here = try CLI.run(["lint"], in: root)
    #expect(here.status == 0, "\(here.stderr)")
    #expect(here.stdout == "0 errors, 0 warnings in 3 files\n")
    #expect(here.stderr.hasSuffix(Self.androidNote + "\n"), "\(here.stderr)")
    // Named from elsewhere (the package root), the folder is searched, never its parent.
    let android = root.appendingPathComponent("android").path
    let named = try CLI.run(["lint", "--android", android, "--format", "json"])
    #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
    #expect(
      !named.stdout.contains(parent.appendingPathComponent("assetlinks.json").path),
      "\(named.stdout)")
    let text = try CLI.run(["lint", "--android", android])
    #expect(text.stderr.hasSuffix("; assetlinks.json: none below \(android)/\n"), "\(text.stderr)")
  }
}
