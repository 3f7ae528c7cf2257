import Foundation
import PropertyList
import Testing

@testable import QuickActions

@Suite struct CatalogTests {
  static let plist = """
    <plist version="1.0"><dict>
    <key>UIApplicationShortcutItems</key>
    <array>
      <dict>
        <key>UIApplicationShortcutItemType</key><string>$(PRODUCT_BUNDLE_IDENTIFIER).post</string>
        <key>UIApplicationShortcutItemTitle</key><string>POST_TITLE</string>
        <key>UIApplicationShortcutItemSubtitle</key><string>Write a question</string>
        <key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeCompose</string>
        <key>UIApplicationShortcutItemUserInfo</key><dict><key>draft</key><true/></dict>
      </dict>
      <dict>
        <key>UIApplicationShortcutItemType</key><string>${PRODUCT_BUNDLE_IDENTIFIER:lower}.both</string>
        <key>UIApplicationShortcutItemTitle</key><string>Both</string>
        <key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeSearch</string>
        <key>UIApplicationShortcutItemIconFile</key><string>star</string>
        <key>UIApplicationShortcutItemIconSymbolName</key><string>star.fill</string>
      </dict>
      <dict><key>UIApplicationShortcutItemType</key><string>no-title</string></dict>
      <string>not a dictionary</string>
    </array>
    </dict></plist>
    """

  @Test(
    "static items: build settings expanded, titles localized, icon precedence, bad entries left out"
  )
  func decode() throws {
    let root = try PropertyList.parse(Array(Self.plist.utf8))
    let strings: PlistDictionary = ["POST_TITLE": "投稿"]
    let items = StaticShortcuts.decode(
      root, settings: BuildSettings(["PRODUCT_BUNDLE_IDENTIFIER": "com.Example.QA"]),
      strings: strings)
    #expect(items.map(\.type) == ["com.Example.QA.post", "com.example.qa.both"])
    #expect(items.map(\.title) == ["投稿", "Both"])
    #expect(items[0].subtitle == "Write a question")
    #expect(items[0].icon == .system(.compose))
    #expect(items[0].userInfo["draft"] == true)
    #expect(items[0].location.description == "4:3")
    #expect(items[1].icon == .symbol("star.fill"))
    #expect(items.allSatisfy { $0.source == .static })
  }

  @Test("an undefined build setting is left as written")
  func undefinedSetting() {
    #expect(BuildSettings().expand("$(A).x") == "$(A).x")
    #expect(BuildSettings(["A": "$(B)-1", "B": "b"]).expand("$(A).${B}") == "b-1.b")
    #expect(BuildSettings.references(in: "$(A).${B:rfc1034identifier}").map(\.name) == ["A", "B"])
    #expect(BuildSettings(["N": "My App!"]).expand("$(N:rfc1034identifier)") == "My-App-")
  }

  @Test("the 29 system icon types by their Info.plist names")
  func systemIcons() {
    #expect(SystemIcon.allCases.count == 29)
    #expect(SystemIcon.markLocation.infoPlistName == "UIApplicationShortcutIconTypeMarkLocation")
    #expect(
      SystemIcon(infoPlistName: "UIApplicationShortcutIconTypeTaskCompleted") == .taskCompleted)
    #expect(SystemIcon(infoPlistName: "UIApplicationShortcutIconTypeCamera") == nil)
    #expect(SystemIcon.suggestion(for: "UIApplicationShortcutIconTypeCamera") == .capturePhoto)
    #expect(SystemIcon.suggestion(for: "UIApplicationShortcutIconTypeComposer") == .compose)
    #expect(SystemIcon.suggestion(for: "UIApplicationShortcutIconTypeSpaceship") == nil)
    #expect(
      ShortcutIcon.resolve(type: "UIApplicationShortcutIconTypeAdd", file: "f", symbol: nil)
        == .template("f"))
    #expect(
      ShortcutIcon.resolve(type: "UIApplicationShortcutIconTypeAdd", file: nil, symbol: nil)
        == .system(.add))
  }

  @Test("the Home Screen shows static items, then dynamic ones, up to four")
  func menu() {
    let s = (1...3).map { ShortcutItem(type: "s\($0)", title: "S\($0)", source: .static) }
    let d = (1...3).map { ShortcutItem(type: "d\($0)", title: "D\($0)") }
    let menu = HomeScreenMenu(static: s, dynamic: d)
    #expect(menu.visible.map(\.type) == ["s1", "s2", "s3", "d1"])
    #expect(menu.cut.map(\.type) == ["d2", "d3"])
  }
}

@Suite struct RegistryTests {
  func temporaryPath(_ name: String) -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "qa-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent(name).path
  }

  @Test("concurrent registers and removes from many tasks lose nothing")
  func concurrency() async {
    let registry = DynamicShortcutRegistry()
    await withTaskGroup(of: Void.self) { group in
      for i in 0..<500 {
        group.addTask {
          registry.register(ShortcutItem(type: "t\(i)", title: "T\(i)"))
          if i % 5 == 0 { registry.remove(type: "t\(i)") }
          registry.register(ShortcutItem(type: "t\(i)", title: "again \(i)"))
        }
      }
    }
    let items = registry.items
    #expect(items.count == 500)
    #expect(Set(items.map(\.type)).count == 500)
    #expect(items.allSatisfy { $0.title.hasPrefix("again") })
  }

  @Test("save then load gives the same items, userInfo and icons included")
  func persistence() throws {
    let path = temporaryPath("dynamic.plist")
    let registry = DynamicShortcutRegistry([
      ShortcutItem(
        type: "com.example.recent", title: "Recent <&>", subtitle: "Last opened",
        icon: .symbol("clock"),
        userInfo: ["questionID": 42, "name": "x"], targetContentIdentifier: "q42"),
      ShortcutItem(type: "com.example.fav", title: "Favorites", icon: .system(.favorite)),
    ])
    try registry.save(to: path)
    let loaded = DynamicShortcutRegistry()
    #expect(loaded.load(from: path) == DynamicShortcutRegistry.LoadReport())
    #expect(loaded.items.map(\.type) == ["com.example.recent", "com.example.fav"])
    #expect(loaded.items[0].userInfo == registry.items[0].userInfo)
    #expect(loaded.items[0].icon == .symbol("clock"))
    #expect(loaded.items[0].targetContentIdentifier == "q42")
    #expect(loaded.items[0].title == "Recent <&>")
  }

  @Test("a write interrupted half way leaves the old store, which still parses")
  func interruptedWrite() throws {
    let path = temporaryPath("store.plist")
    let old = DynamicShortcutRegistry([ShortcutItem(type: "old", title: "Old")])
    try old.save(to: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    struct Crash: Error {}
    let bytes = Array(
      try XMLPlistWriter.write(
        DynamicShortcutRegistry([ShortcutItem(type: "new", title: "New")]).propertyList
      ).utf8)
    #expect(throws: AtomicFile.Failure(path: path, reason: "interrupted: Crash()")) {
      try AtomicFile.write(bytes, to: path, afterFirstHalf: { throw Crash() })
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    let reloaded = DynamicShortcutRegistry()
    reloaded.load(from: path)
    #expect(reloaded.items.map(\.type) == ["old"])
  }

  @Test("a corrupt store is reported and moved aside, never overwritten")
  func corruptStore() throws {
    let path = temporaryPath("store.plist")
    let garbage = Data("<plist><dict><key>UIApplicationShortcutItems</key>".utf8)
    try garbage.write(to: URL(fileURLWithPath: path))
    let registry = DynamicShortcutRegistry([ShortcutItem(type: "x", title: "X")])
    let report = registry.load(from: path)
    #expect(report.problem?.kind == .unparseable)
    #expect(report.problem?.message == "end of file inside <dict> opened at 1:8")
    #expect(report.problem?.location.description == "1:51")
    #expect(report.movedAsideTo == path + ".corrupt")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".corrupt")) == garbage)
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(registry.items.isEmpty)
  }
}
