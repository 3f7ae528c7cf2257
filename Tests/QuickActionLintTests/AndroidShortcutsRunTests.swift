import Foundation
import QuickActionLint
import QuickActionTooling
import TestSupport
import Testing

/// `android shortcuts` as a library run: the files written through the environment, the check
/// against a folder, and the notes that close the report.
@Suite struct AndroidShortcutsRunTests {
  static let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Shortcuts.plist").path

  @Test("a written res/ folder checks clean; without --package the implicit note closes it")
  func writeThenCheck() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("android-run-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: base) }
    var request = AndroidShortcutsRequest()
    request.file = Self.manifest
    request.output = base
    let memory = MemoryEnvironment()
    let written = try AndroidShortcutsRun.run(request, in: memory.environment)
    #expect(written.succeeded)
    #expect(written.output?.hasPrefix("wrote \(base)/xml/shortcuts.xml (") == true)
    #expect(memory.written("\(base)/xml/shortcuts.xml")?.contains("<shortcuts") == true)
    #expect(
      written.notes == [
        "note: without --package the intents are implicit: the app opens only if an activity's intent filter matches each one (the actions com.example.qa.mypage, com.example.qa.participated, and any VIEW URLs); give --package ID to name the app"
      ])
    request.output = nil
    request.check = base
    let checked = try AndroidShortcutsRun.run(request, in: memory.environment)
    #expect(checked.succeeded, "\(checked.output ?? "")")
    request.package = "com.example.other"
    let other = try AndroidShortcutsRun.run(request, in: memory.environment)
    #expect(!other.succeeded)
    #expect(
      other.notes == [
        "\(base): differs from \(Self.manifest); run `quickaction android shortcuts \(Self.manifest) --output \(base)`"
      ])
  }

  @Test("no folder, and an activity without a package, are usage errors")
  func usage() {
    var request = AndroidShortcutsRequest()
    #expect(throws: ToolRunError.usage("missing --output RES_DIR or --check RES_DIR")) {
      try AndroidShortcutsRun.run(request, in: MemoryEnvironment().environment)
    }
    request.output = "res"
    request.activity = ".MainActivity"
    #expect(
      throws: ToolRunError.usage(
        "--activity goes with --package: an implicit intent names no class")
    ) {
      try AndroidShortcutsRun.run(request, in: MemoryEnvironment().environment)
    }
  }
}
