import Foundation
import Testing

/// Where `lint` looks for its settings file when `--config` is not given: from the file's folder
/// up to the root of the git repository the current folder is in (the current folder outside
/// one); never above. A stray `.quickaction.json` above the project (a shared temporary folder,
/// the folder holding several clones) changes nothing.
@Suite struct SettingsSearchTests {
  /// `outer/inner/App/Info.plist` with a misspelt key (a warning by default), and beside
  /// `outer` a settings file that makes that key's rule an error.
  static func layout() throws -> (top: URL, outer: URL, inner: URL) {
    let top = try CLI.scratchFolder("settings-search")
    let outer = top.appendingPathComponent("outer")
    let inner = outer.appendingPathComponent("inner")
    try FileManager.default.createDirectory(
      at: inner.appendingPathComponent("App"), withIntermediateDirectories: true)
    try Data(CLITests.misspelt.utf8).write(to: inner.appendingPathComponent("App/Info.plist"))
    try Data(#"{"severity": {"shortcut-unknown-key": "error"}}"#.utf8)
      .write(to: outer.appendingPathComponent(".quickaction.json"))
    return (top, outer, inner)
  }

  @Test("a settings file above the current folder is not read")
  func aboveIsIgnored() throws {
    let (top, _, inner) = try Self.layout()
    defer { try? FileManager.default.removeItem(at: top) }
    let run = try CLI.run(["lint", "App/Info.plist"], in: inner)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.hasPrefix(
        "App/Info.plist:4:1: warning: unknown key 'UIApplicationShortcutItemSubTitle'"))
    #expect(run.stdout.hasSuffix("0 errors, 1 warning in 1 file\n"))
  }

  @Test("the settings at the root of the git repository above the current folder are read")
  func repositoryRootIsRead() throws {
    let (top, outer, inner) = try Self.layout()
    defer { try? FileManager.default.removeItem(at: top) }
    try FileManager.default.createDirectory(
      at: outer.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let run = try CLI.run(["lint", "App/Info.plist"], in: inner)
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.hasPrefix(
        "App/Info.plist:4:1: error: unknown key 'UIApplicationShortcutItemSubTitle'"))
    #expect(run.stdout.hasSuffix("1 error, 0 warnings in 1 file\n"))
  }

  @Test("a file outside the current folder and any repository: only its own folder is looked in")
  func outsideLooksBesideIt() throws {
    let (top, outer, inner) = try Self.layout()
    defer { try? FileManager.default.removeItem(at: top) }
    let elsewhere = try CLI.scratchFolder("settings-search-cwd")
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    let file = inner.appendingPathComponent("App/Info.plist").path
    let run = try CLI.run(["lint", file], in: elsewhere)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    try FileManager.default.moveItem(
      at: outer.appendingPathComponent(".quickaction.json"),
      to: inner.appendingPathComponent("App/.quickaction.json"))
    let beside = try CLI.run(["lint", file], in: elsewhere)
    #expect(beside.status == 1, "\(beside.stdout)\(beside.stderr)")
    #expect(beside.stdout.hasSuffix("1 error, 0 warnings in 1 file\n"))
  }
}
