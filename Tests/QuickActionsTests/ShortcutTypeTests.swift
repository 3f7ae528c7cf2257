import PropertyList
import Testing

@testable import QuickActions

/// Shortcut types as apps ship them: route keys written with `$(PRODUCT_BUNDLE_IDENTIFIER)`, and
/// aliases that keep the old types of items already on Home Screens routed.
@Suite struct ShortcutTypeTests {
  /// A manifest whose `QuickActionRoutes` holds `routes`, one route per line from line 3.
  static func manifest(_ routes: [String]) throws -> PlistValue {
    try PropertyList.parse(
      Array(
        "<plist><dict>\n<key>QuickActionRoutes</key><dict>\n\(routes.joined(separator: "\n"))\n</dict></dict></plist>"
          .utf8))
  }

  static func route(_ name: String, aliases: [String] = [], extra: String = "") -> String {
    "<key>\(name)</key><dict><key>tab</key><string>t</string>\(extra)"
      + (aliases.isEmpty
        ? ""
        : "<key>aliases</key><array>\(aliases.map { "<string>\($0)</string>" }.joined())</array>")
      + "</dict>"
  }

  @Test("one table serves every bundle ID: $(PRODUCT_BUNDLE_IDENTIFIER) is the running app's")
  func bundleIdentifier() throws {
    let table = RouteTable {
      Route("$(PRODUCT_BUNDLE_IDENTIFIER).post", .present(.sheet, ["compose"]))
      Route("$(PRODUCT_BUNDLE_IDENTIFIER).mypage", .push([], inTab: "profile"))
    }
    for id in ["com.example.qa", "com.example.qa.debug", "com.example.qa.beta"] {
      let running = table.forBundle(id)
      #expect(running.route(for: "\(id).post")?.destination == .present(.sheet, ["compose"]))
      #expect(running.route(for: "\(id).mypage")?.destination == .push([], inTab: "profile"))
      #expect(running.route(for: "com.other.app.post") == nil)
    }
    // Another build's type is not this build's.
    #expect(table.forBundle("com.example.qa.beta").route(for: "com.example.qa.post") == nil)
    // Unexpanded (no bundle, as on Linux), the key matches as written, as an unexpanded item does.
    #expect(table.route(for: "$(PRODUCT_BUNDLE_IDENTIFIER).post") != nil)
    #expect(
      table.expandingBuildSettings(BuildSettings(["OTHER": "x"])).routes[0].type
        == "$(PRODUCT_BUNDLE_IDENTIFIER).post")
  }

  @Test("an alias routes the old type, in Swift and in the manifest, after every route's own type")
  func aliases() throws {
    let swift = RouteTable {
      Route("com.example.qa.post", .present(.sheet, ["compose"]))
        .aliased("com.example.qa.compose", "com.example.qa.new-post")
      Route("com.example.qa.mypage", .push([], inTab: "profile"))
    }
    #expect(swift.route(for: "com.example.qa.compose")?.type == "com.example.qa.post")
    #expect(swift.route(for: "com.example.qa.new-post")?.type == "com.example.qa.post")
    #expect(swift.route(for: "com.example.qa.composer") == nil)
    #expect(swift.routes[0].shortcutTypes.count == 3)
    let read = try #require(
      try RouteTable(
        plist: try Self.manifest([
          Self.route("$(PRODUCT_BUNDLE_IDENTIFIER).post", aliases: ["com.example.qa.compose"]),
          Self.route("b"),
        ])))
    #expect(read.routes[0].aliases == ["com.example.qa.compose"])
    #expect(read.routes[0].aliasLocations["com.example.qa.compose"]?.description == "3:108")
    #expect(read.route(for: "com.example.qa.compose")?.type == "$(PRODUCT_BUNDLE_IDENTIFIER).post")
    let beta = read.forBundle("com.example.qa.beta")
    #expect(beta.route(for: "com.example.qa.beta.post")?.aliases == ["com.example.qa.compose"])
    // A cold launch with the old type takes the route through the router.
    let routed = try swift.resolve(
      .shortcut(ShortcutItem(type: "com.example.qa.compose", title: "")))
    #expect(routed.route.type == "com.example.qa.post")
  }

  @Test(
    "an alias that is taken, its own type, empty, or on a route no shortcut takes: an error at it",
    arguments: [
      (
        [route("a", aliases: ["b"]), route("b")],
        "alias 'b' of route 'a' is also the type of route 'b' (4:1); a shortcut type takes one route",
        "3:76"
      ),
      (
        [route("a", aliases: ["old"]), route("b", aliases: ["x", "old"])],
        "alias 'old' of route 'b' is also an alias of route 'a' (3:76); a shortcut type takes one route",
        "4:94"
      ),
      (
        [route("a", aliases: ["a"])],
        "alias 'a' of route 'a' is the route's own type", "3:76"
      ),
      (
        [route("a", aliases: [" "])],
        "an alias of route 'a' is empty", "3:76"
      ),
      (
        [
          route(
            "a", aliases: ["old"],
            extra:
              "<key>shortcut</key><false/><key>urls</key><array><string>qa://a</string></array>")
        ],
        "alias 'old' of route 'a': the route takes no shortcut ('shortcut' is false), so an alias leads nowhere",
        "3:156"
      ),
      (
        [
          "<key>a</key><dict><key>tab</key><string>t</string><key>aliases</key><string>old</string></dict>"
        ],
        "'aliases' of route 'a' must be an array, not a string", "3:69"
      ),
    ] as [([String], String, String)])
  func aliasErrors(routes: [String], message: String, location: String) throws {
    let root = try Self.manifest(routes)
    do {
      _ = try RouteTable(plist: root)
      Issue.record("expected an error: \(message)")
    } catch {
      #expect(error.message == message)
      #expect(error.location.description == location)
    }
  }

  @Test("a Swift table that gives one type two routes fails its check, naming both")
  func swiftCheck() {
    let table = RouteTable {
      Route("com.example.qa.post", .present(.sheet, ["compose"]))
      Route("com.example.qa.draft", .present(.sheet, ["compose"])).aliased("com.example.qa.post")
    }
    #expect(throws: ManifestError.self) { try table.check() }
    do {
      try table.check()
    } catch {
      #expect(
        error.message
          == "alias 'com.example.qa.post' of route 'com.example.qa.draft' is also the type of route 'com.example.qa.post'; a shortcut type takes one route"
      )
    }
  }
}
