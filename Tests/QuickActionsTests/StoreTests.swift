import Foundation
import LaunchSimulator
import PropertyList
import Testing

@testable import QuickActions

/// The dynamic-item store never loses data: concurrent saves, saves killed half way, stores of
/// another shape or a newer version, stores too large to read.
@Suite struct StoreTests {
  static func temporaryPath(_ name: String) -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "qa-store-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent(name).path
  }

  static func leftovers(of path: String) throws -> [String] {
    let url = URL(fileURLWithPath: path)
    return try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
      .filter { $0 != url.lastPathComponent }.sorted()
  }

  @Test(
    "concurrent saves to one path: every save succeeds, the store is whole, no temporary file is left"
  )
  func concurrentSaves() async throws {
    let path = Self.temporaryPath("store.plist")
    let registry = DynamicShortcutRegistry()
    let failures = await withTaskGroup(of: String?.self) { group in
      for i in 0..<200 {
        group.addTask {
          registry.register(ShortcutItem(type: "t\(i % 7)", title: "T \(i)"))
          do { try registry.save(to: path) } catch { return "\(error)" }
          let reader = DynamicShortcutRegistry()
          let report = reader.load(from: path)
          return report.problem.map { "save \(i): read back \($0)" }
        }
      }
      var out: [String] = []
      for await failure in group { if let failure { out.append(failure) } }
      return out
    }
    #expect(failures.isEmpty)
    let final = DynamicShortcutRegistry()
    #expect(final.load(from: path) == DynamicShortcutRegistry.LoadReport())
    // The last save took its snapshot last: the store holds the registry's latest items.
    #expect(final.items.map(\.title) == registry.items.map(\.title))
    #expect(try Self.leftovers(of: path) == [])
  }

  @Test(
    "a temporary file of a process that died is removed by the next load; one of a live process is kept"
  )
  func orphans() throws {
    let path = Self.temporaryPath("store.plist")
    try DynamicShortcutRegistry([ShortcutItem(type: "a", title: "A")]).save(to: path)
    let dead = path + ".tmp-2147483646-Ab3dEf"  // no such process
    let live = path + ".tmp-\(getpid())-Zz9yXw"  // a save of this process, in progress
    for file in [dead, live] {
      try Data("<plist><dict><key>UIApp".utf8).write(to: URL(fileURLWithPath: file))
    }
    let registry = DynamicShortcutRegistry()
    let report = registry.load(from: path)
    #expect(report.removedTemporaryFiles == [dead])
    #expect(report.problem == nil && registry.items.map(\.type) == ["a"])
    #expect(try Self.leftovers(of: path) == [URL(fileURLWithPath: live).lastPathComponent])
  }

  static let badStores: [(String, StoreProblem.Kind, String, String, String)] = [
    (
      "<plist><array/></plist>", .wrongShape, "the store's root is an array, not a dictionary",
      "1:8", "corrupt"
    ),
    (
      "<plist><dict><key>UIApplicationShortcutItems</key><string>x</string></dict></plist>",
      .wrongShape,
      "UIApplicationShortcutItems is a string, not an array", "1:51", "corrupt"
    ),
    (
      "<plist><dict><key>UIApplicationShortcutItems</key><array><dict><key>UIApplicationShortcutItemType</key><string>a</string></dict></array></dict></plist>",
      .wrongShape, "item 0 is not a quick action (a dictionary with a type and a title)", "1:58",
      "corrupt"
    ),
    (
      "<plist><dict><key>QuickActionStoreVersion</key><integer>2</integer></dict></plist>",
      .newerVersion,
      "the store is version 2; this version of the package reads up to 1", "1:48", "newer"
    ),
    (
      "<plist><dict><key>QuickActionStoreVersion</key><string>1</string></dict></plist>",
      .wrongShape,
      "QuickActionStoreVersion is a string, not a version number", "1:48", "corrupt"
    ),
  ]

  @Test(
    "a store of another shape or a newer version is reported and kept aside, never read as empty and overwritten",
    arguments: badStores)
  func keptAside(
    _ text: String, _ kind: StoreProblem.Kind, _ message: String, _ location: String,
    _ suffix: String
  ) throws {
    let path = Self.temporaryPath("store.plist")
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let registry = DynamicShortcutRegistry([ShortcutItem(type: "x", title: "X")])
    let report = registry.load(from: path)
    #expect(report.problem?.kind == kind)
    #expect(report.problem?.message == message)
    #expect(report.problem?.location.description == location)
    #expect(report.movedAsideTo == path + "." + suffix)
    #expect(try String(contentsOfFile: path + "." + suffix, encoding: .utf8) == text)
    #expect(registry.items.isEmpty)
    try registry.save(to: path)  // a new store; the old one is still aside
    #expect(try String(contentsOfFile: path + "." + suffix, encoding: .utf8) == text)
  }

  @Test("a store over the size limit is refused before it is read, and kept aside")
  func tooLarge() throws {
    let path = Self.temporaryPath("store.plist")
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    // Sparse: nothing to read.
    try handle.truncate(atOffset: UInt64(DynamicShortcutRegistry.maxStoreBytes + 1))
    try handle.close()
    let report = DynamicShortcutRegistry().load(from: path)
    #expect(
      report.problem
        == StoreProblem(.tooLarge, "the store is 4194305 bytes; the limit is 4194304", at: .unknown)
    )
    #expect(report.movedAsideTo == path + ".corrupt")
  }

  @Test("the store records its version")
  func version() throws {
    let text = try XMLPlistWriter.write(
      DynamicShortcutRegistry([ShortcutItem(type: "a", title: "A")]).propertyList)
    #expect(text.contains("<key>QuickActionStoreVersion</key>\n\t<integer>1</integer>"))
  }
}

/// Saves killed with SIGKILL at random moments, 100 times: the store is always the old or the
/// new content, whole, and the next load leaves no temporary file behind.
@Suite struct StoreKillTests {
  /// The helper beside the test bundle, in the same build folder.
  static var helper: URL? {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !folder.path.isEmpty && folder.path != "/" {
      let candidate = folder.appendingPathComponent("store-crash-helper")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  @Test(
    "kill -9 during saves, 100 times: old or new store, never a part; no temporary file after the next load"
  )
  func killed() throws {
    let helper = try #require(Self.helper, "store-crash-helper is not built")
    let path = StoreTests.temporaryPath("store.plist")
    var random = SeededGenerator(seed: 9)
    var seen: Set<String> = []
    var orphansRemoved = 0
    for round in 0..<100 {
      let process = Process()
      process.executableURL = helper
      process.arguments = [path]
      let out = Pipe()
      process.standardOutput = out
      try process.run()
      // Wait for "ready", then let it save for 0 to 20 ms.
      _ = out.fileHandleForReading.readData(ofLength: 6)
      usleep(UInt32(random.next() % 20_000))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      #expect(
        process.terminationReason == .uncaughtSignal, "round \(round): the helper stopped by itself"
      )
      let registry = DynamicShortcutRegistry()
      let report = registry.load(from: path)
      #expect(report.problem == nil, "round \(round): \(String(describing: report.problem))")
      orphansRemoved += report.removedTemporaryFiles.count
      let names = Set(registry.items.map { String($0.type.split(separator: ".")[2]) })
      #expect(
        registry.items.isEmpty || (registry.items.count == 40 && names.count == 1),
        "round \(round): a mixed store")
      seen.formUnion(names)
      #expect(try StoreTests.leftovers(of: path) == [], "round \(round)")
    }
    // The kills landed both between and during saves.
    #expect(seen == ["A", "B"])
    #expect(orphansRemoved > 0)
  }
}
