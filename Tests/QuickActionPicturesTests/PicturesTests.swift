import Foundation
import QuickActionPictures
import QuickActions
import TestSupport
import Testing

/// The preview and the map: golden SVG, DOT and Mermaid files, the order iOS shows the menu in,
/// truncation, and text from input files escaped in every format.
@Suite struct PicturesTests {
  static let hostile = "</text><script>alert(1)</script> & \"quotes\" 'single' #| `tick`\u{7}"

  static let items = [
    ShortcutItem(
      type: "com.example.post", title: "Post a Spot", subtitle: "Opens the compose sheet",
      icon: .system(.compose), source: .static),
    ShortcutItem(
      type: "com.example.participated", title: "Participated",
      icon: .symbol("bubble.left.and.bubble.right"), source: .static),
    ShortcutItem(
      type: "com.example.long", title: "Neuen Beitrag verfassen und veröffentlichen lassen",
      icon: .template("icon_post"),
      source: .static),
    ShortcutItem(type: "com.example.hostile", title: hostile, subtitle: hostile, source: .dynamic),
    ShortcutItem(
      type: "com.example.fifth", title: "Never shown", icon: .system(.time), source: .dynamic),
  ]

  static var menu: HomeScreenMenu {
    HomeScreenMenu(static: Array(items.prefix(3)), dynamic: Array(items.suffix(2)))
  }

  static let routes = RouteTable(
    [
      Route("com.example.post", .present(.sheet, ["compose"]), policy: .keepUnsaved),
      Route(
        "com.example.participated",
        .push(["participated", ScreenTemplate("spot", parameters: ["spotID"])], inTab: "spots")),
      Route(
        "com.example.question", .detail(tab: "questions", primary: [], detail: ["question"]),
        policy: .confirmDiscard),
      Route("com.example.orphan", .present(.fullScreen, ["camera"]), runsBehindGate: true),
      Route(hostile, .action(hostile)),
      Route("com.example.spotSettings", .push(["settings"], inTab: "spots")),
    ],
    map: NavigationMap(
      tabs: [
        .init("questions", isSplit: true, root: "questions"), .init("spots", root: "spots"),
        .init("settings", root: "settings"),
      ],
      screens: [
        "questions", "question", "spots", "participated", "spot", "compose", "camera", "settings",
      ],
      launchState: NavigationState(root: .stack([Screen("questions")]), gate: .login)))

  /// A type longer than any box the map would otherwise draw.
  static let longType =
    "com.example.groceries.shopping-list.add-an-item-from-the-most-recent-purchases"

  static var graph: NavigationGraph {
    NavigationGraph(
      routes: routes,
      items: Array(items.prefix(4)) + [
        ShortcutItem(type: "com.example.spotSettings", title: "Spot Settings", source: .static),
        ShortcutItem(type: longType, title: "Add Recent", source: .dynamic),
      ])
  }

  /// A universal-link pattern longer than any box the map would otherwise draw.
  static let longPattern =
    "https://help.qa.example.com/articles/:section/:articleID as integer/revisions/:revision as uuid/*rest"

  /// Every kind of door: a route with an item and five other triggers, and two routes no item
  /// takes, one of them a universal link the website's association file keeps out.
  static let doorRoutes = RouteTable(
    [
      Route(
        "com.example.question",
        .detail(
          tab: "questions", primary: [],
          detail: [ScreenTemplate("question", parameters: ["question"])]),
        policy: .confirmDiscard,
        triggers: [
          .url("qa://questions/:question"),
          .url("https://qa.example.com/questions/:question as integer"),
          .activity("com.example.viewing-question", reads: ["question"]),
          .spotlight("questions/:question"),
          .notification(category: "NEW_ANSWER", reads: ["question"]),
        ]),
      Route(
        named: "account", .push(["settings"], inTab: "settings"),
        triggers: [
          .url("https://qa.example.com/account/settings"),
          .notification(content: hostile, action: "open"),
        ]),
      Route(named: "help", .present(.sheet, ["help"]), triggers: [.url(URLPattern(longPattern))]),
    ],
    map: routes.map)

  /// What the association file says of two of the universal links; the third is not asked about.
  static let links = [
    "https://qa.example.com/questions/:question as integer": LinkVerdict(
      opensApp: true, summary: "lets it through (detail 0, component 0)",
      reason:
        "https://qa.example.com/questions/1 opens ABCDE12345.com.example.qa: detail 0, component 0 (6:11) matches",
      tried: "https://qa.example.com/questions/1"),
    "https://qa.example.com/account/settings": LinkVerdict(
      opensApp: false, summary: "blocked by detail 0, component 2 (exclude)",
      reason:
        "https://qa.example.com/account/settings does not open ABCDE12345.com.example.qa: detail 0, component 2 (8:11) excludes it"
    ),
  ]

  static var doorGraph: NavigationGraph {
    NavigationGraph(
      routes: doorRoutes,
      items: [
        ShortcutItem(type: "com.example.question", title: "Recent Question", source: .dynamic)
      ],
      links: links)
  }

  @Test("an App Intent trigger is a door of its own, named by the intent's type")
  func intentDoor() {
    let routes = RouteTable([
      Route(
        named: "question", .push(["question(questionID)"]),
        triggers: [.intent("OpenQuestionIntent", supplies: ["questionID"])])
    ])
    let doors = NavigationGraph(routes: routes, items: [], links: [:]).nodes.filter {
      $0.column == 0
    }
    #expect(doors.map(\.label) == ["App Intent"])
    #expect(doors.map(\.detail) == ["OpenQuestionIntent"])
  }

  @Test(
    "every trigger is a door of its own under its route's item, each with an arrow into the route's one path"
  )
  func doors() {
    let graph = Self.doorGraph
    let doors = graph.nodes.filter { $0.column == 0 }
    #expect(
      doors.map(\.id) == [
        "qa:com.example.question", "door:com.example.question/0", "door:com.example.question/1",
        "door:com.example.question/2",
        "door:com.example.question/3", "door:com.example.question/4", "door:account/0",
        "door:account/1", "door:help/0",
      ])
    #expect(
      doors.map(\.label) == [
        "Recent Question", "URL, custom scheme",
        "universal link: the AASA lets it through (detail 0, component 0)",
        "user activity (Handoff)", "Spotlight result", "notification, tapped",
        "universal link: blocked by detail 0, component 2 (exclude)",
        "notification, action open", "universal link",
      ])
    #expect(
      doors.map(\.detail) == [
        "com.example.question", "qa://questions/:question",
        "https://qa.example.com/questions/:question as integer (tried https://qa.example.com/questions/1)",
        "com.example.viewing-question", "questions/:question", "category NEW_ANSWER",
        "https://qa.example.com/account/settings",
        "content " + Self.hostile, Self.longPattern,
      ])
    #expect(doors.map(\.row) == Array(0..<9), "a row per door, in order")
    #expect(
      doors.map(\.route) == Array(repeating: "com.example.question", count: 6) + [
        "account", "account", "help",
      ])
    // Routes reached only by triggers are not orphans, and have no quick-action box.
    #expect(graph.orphanCount == 0)
    #expect(graph.unroutedCount == 0)
    #expect(graph.triggerCount == 8)
    // Each door has one arrow, into the first box of its route's path, on the first door's row.
    for door in doors {
      let out = graph.edges.filter { $0.from == door.id }
      #expect(out.count == 1)
      #expect(
        out.first?.to == "route:\(door.route ?? "")/"
          + (door.route == "help"
            ? "modal:sheet" : door.route == "account" ? "tab:settings" : "tab:questions"))
      #expect(out.first?.isShortcut == true)
    }
    #expect(graph.nodes.first { $0.id == "route:account/tab:settings/settings" }?.row == 6)
    #expect(graph.nodes.first { $0.id == "route:help/modal:sheet/help" }?.row == 8)
    let labels = Dictionary(
      graph.edges.filter(\.isShortcut).map { ($0.from, $0.label ?? "") },
      uniquingKeysWith: { a, _ in a })
    #expect(labels["door:com.example.question/4"] == "confirmDiscard, after the gate")
    #expect(labels["door:account/1"] == "automatic, after the gate")
  }

  @Test(
    "a universal link the association file keeps out is drawn blocked, with its reason, in every format"
  )
  func blockedLink() throws {
    let graph = Self.doorGraph
    #expect(graph.nodes.filter(\.isBlocked).map(\.id) == ["door:account/0"])
    #expect(graph.blockedCount == 1)
    let edge = try #require(graph.edges.first { $0.from == "door:account/0" })
    #expect(edge.isBlocked)
    #expect(edge.label == "blocked by the AASA")
    #expect(graph.edges.filter(\.isBlocked).count == 1, "the account's notification still opens it")
    #expect(
      graph.nodes.first { $0.id == "door:account/0" }?.note
        == Self.links["https://qa.example.com/account/settings"]?.reason)
    let svg = MapSVG.render(graph, title: "Doors.plist")
    #expect(svg.contains("data-kind=\"trigger\" data-blocked=\"true\" data-route=\"account\""))
    #expect(svg.contains(">universal link: blocked by detail 0, component 2 (exclude)</text>"))
    #expect(
      svg.contains(
        "<title>universal link: blocked by detail 0, component 2 (exclude)\nhttps://qa.example.com/account/settings\nhttps://qa.example.com/account/settings does not open ABCDE12345.com.example.qa: detail 0, component 2 (8:11) excludes it</title>"
      ))
    #expect(svg.contains("stroke=\"#D70015\" stroke-width=\"1.6\" stroke-dasharray=\"5 4\""))
    #expect(svg.contains("1 universal link the AASA keeps out (dashed red)"))
    let dot = MapDot.render(graph)
    #expect(
      dot.contains(
        "xlabel=\"blocked\", tooltip=\"https://qa.example.com/account/settings does not open"))
    #expect(
      dot.contains(
        "\"door:account/0\" -> \"route:account/tab:settings\" [label=\"blocked by the AASA\", color=\"#D70015\", style=dashed"
      ))
    let mermaid = MapMermaid.render(graph)
    #expect(
      mermaid.contains(
        "  n6>\"universal link: blocked by detail 0, component 2 (exclude)<br>https://qa.example.com/account/settings\"]\n  class n6 blocked\n"
      ))
    #expect(mermaid.contains("  n6 -.->|\"blocked by the AASA\"| "))
    // Without a verdict nothing is blocked, and the legend says nothing of the AASA.
    let plain = NavigationGraph(routes: Self.doorRoutes, items: [])
    #expect(plain.blockedCount == 0)
    #expect(!MapSVG.render(plain, title: "Doors.plist").contains("AASA"))
    #expect(!MapMermaid.render(plain).contains("blocked"))
  }

  @Test("a door's text is never cut: the column is as wide as the longest pattern or verdict")
  func doorsWhole() {
    let svg = MapSVG.render(Self.doorGraph, title: "Doors.plist")
    #expect(svg.contains(">\(Self.longPattern)</text>"))
    #expect(
      svg.contains(
        ">https://qa.example.com/questions/:question as integer (tried https://qa.example.com/questions/1)</text>"
      ))
    #expect(!svg.contains("\u{2026}</text>"), "no text of the doors' map is cut")
  }

  @Test(
    "the menu keeps four items in order, truncates the long title on two lines and the subtitle on one"
  )
  func layout() {
    let layout = MenuLayout(Self.menu)
    #expect(
      layout.rows.map(\.item.type) == [
        "com.example.post", "com.example.participated", "com.example.long", "com.example.hostile",
      ])
    #expect(layout.cut.map(\.type) == ["com.example.fifth"])
    #expect(layout.rows[2].titleLines == ["Neuen Beitrag", "verfassen und veröffe\u{2026}"])
    #expect(layout.rows[2].isTruncated)
    #expect(!layout.rows[0].isTruncated)
    #expect(layout.rows[0].titleLines == ["Post a Spot"])
    #expect(layout.rows[3].subtitle?.hasSuffix("\u{2026}") == true)
    #expect(layout.rows.map(\.height) == [64, 44, 66, 64])
  }

  @Test(
    "with the icon in the lower half the menu is drawn in reverse: the first item nearest the icon")
  func reversed() throws {
    let picture = MenuPicture(
      layout: MenuLayout(Self.menu), device: .standard, appearance: .light, appName: "QA")
    func order(_ svg: String) -> [String] {
      svg.components(separatedBy: "class=\"qa-item\" data-number=\"").dropFirst().map {
        String($0.prefix(1))
      }
    }
    #expect(order(picture.svg(.upper)) == ["1", "2", "3", "4"])
    #expect(order(picture.svg(.lower)) == ["4", "3", "2", "1"])
    let lower = picture.svg(.lower)
    let remove = try #require(lower.range(of: ">Remove App<"))
    let edit = try #require(lower.range(of: ">Edit Home Screen<"))
    #expect(remove.lowerBound < edit.lowerBound, "iOS's own items are reversed too")
  }

  @Test("text from the files is escaped in SVG, HTML, DOT and Mermaid")
  func escaping() {
    let page = PreviewPage(
      source: "<x>.plist", variants: [.init(language: "de\"><b>", menu: Self.menu)],
      appName: Self.hostile)
    for output in [
      page.svg(), page.html(), MapSVG.render(Self.graph, title: Self.hostile),
      MapSVG.render(Self.doorGraph, title: "Doors.plist"),
    ] {
      #expect(!output.contains("<script"))
      #expect(!output.contains("\u{7}"))
      #expect(!output.contains("<b>"))
      #expect(!output.contains("<x>"))
    }
    let dot = MapDot.render(Self.graph)
    #expect(dot.contains(#"label="\u{2F}text>"#) == false)
    #expect(dot.contains(#"\"quotes\""#))
    #expect(!dot.contains("\u{7}"))
    let mermaid = MapMermaid.render(Self.graph)
    #expect(
      mermaid.contains(
        "#lt;/text#gt;#lt;script#gt;alert(1)#lt;/script#gt; #amp; #quot;quotes#quot; 'single' #35;#124; #96;tick#96;\u{FFFD}"
      ))
  }

  @Test(
    "the graph: a row per route, unrouted items and orphan routes flagged, the gate on each route's label"
  )
  func graph() {
    let graph = Self.graph
    let flagged = graph.nodes.filter { $0.isUnrouted || $0.isOrphan }.map(\.id)
    #expect(
      flagged == [
        "qa:com.example.long", "qa:com.example.hostile", "qa:" + Self.longType,
        "qa:com.example.question", "qa:com.example.orphan",
        "qa:" + Self.hostile,
      ])
    #expect(
      graph.nodes.filter(\.isUnrouted).map(\.id) == [
        "qa:com.example.long", "qa:com.example.hostile", "qa:" + Self.longType,
      ])
    #expect(
      graph.edges.filter(\.isShortcut).map(\.label) == [
        "keepUnsaved, after the gate", "automatic, after the gate",
        "confirmDiscard, after the gate", "automatic, behind the gate",
        "automatic, after the gate", "automatic, after the gate",
      ])
    #expect(graph.nodes.first { $0.id == "gate" }?.label == "gate: login")
    let spot = graph.nodes.first {
      $0.id == "route:com.example.participated/tab:spots/participated/spot"
    }
    #expect(spot?.label == "spot(spotID)")
    #expect(spot?.column == 3)
    #expect(spot?.row == graph.nodes.first { $0.id == "qa:com.example.participated" }?.row)
    #expect(graph.nodes.first { $0.id == "tab:settings" }?.detail == "stack, root settings")
  }

  @Test("one path per route: two routes into one tab are two rows, each ending at its own screen")
  func pathPerRoute() throws {
    let graph = Self.graph
    func path(_ type: String) -> [String] {
      var out = ["qa:" + type]
      while let next = graph.edges.first(where: { $0.route == type && $0.from == out.last }) {
        out.append(next.to)
      }
      return out
    }
    let participated = path("com.example.participated")
    let settings = path("com.example.spotSettings")
    #expect(
      participated == [
        "qa:com.example.participated", "route:com.example.participated/tab:spots",
        "route:com.example.participated/tab:spots/participated",
        "route:com.example.participated/tab:spots/participated/spot",
      ])
    #expect(
      settings == [
        "qa:com.example.spotSettings", "route:com.example.spotSettings/tab:spots",
        "route:com.example.spotSettings/tab:spots/settings",
      ])
    #expect(Set(participated).isDisjoint(with: settings))
    let labels = graph.nodes.filter { settings.contains($0.id) }.map(\.label)
    #expect(labels == ["Spot Settings", "tab spots", "settings"])
    // Each route's nodes sit on its item's row, and every edge belongs to one route.
    for id in settings {
      #expect(
        graph.nodes.first { $0.id == id }?.row == graph.nodes.first { $0.id == settings[0] }?.row)
    }
    #expect(graph.edges.allSatisfy { $0.route != nil })
    // Tabs no route reaches are still drawn once, with their kind.
    #expect(graph.nodes.filter { $0.id == "tab:settings" }.count == 1)
  }

  @Test("the map's types are never cut: a column is as wide as its widest type")
  func typesWhole() {
    let svg = MapSVG.render(Self.graph, title: "Fixture.plist")
    #expect(svg.contains(">\(Self.longType)</text>"))
    #expect(svg.contains(">com.example.spotSettings</text>"))
    #expect(svg.contains("data-unrouted=\"true\" data-type=\"\(Self.longType)\""))
  }

  @Test("iOS's own rows have their glyphs, and Remove App is red")
  func systemRows() throws {
    let svg = MenuPicture(
      layout: MenuLayout(Self.menu), device: .standard, appearance: .light, appName: "QA"
    ).svg(.upper)
    #expect(svg.components(separatedBy: "class=\"qa-icon qa-system-glyph\"").count - 1 == 3)
    let remove = try #require(
      svg.range(
        of:
          "data-name=\"Remove App\" data-destructive=\"true\"><text class=\"qa-text qa-system-title\" x=\"16\" y=\"362\" font-size=\"17\" fill=\"#FF3B30\""
      ))
    #expect(!svg[remove.upperBound...].isEmpty)
    let dark = MenuPicture(
      layout: MenuLayout(Self.menu), device: .standard, appearance: .dark, appName: "QA"
    ).svg(.upper)
    #expect(
      dark.contains(
        "data-destructive=\"true\"><text class=\"qa-text qa-system-title\" x=\"16\" y=\"362\" font-size=\"17\" fill=\"#FF453A\""
      ))
    #expect(!svg.contains("fill-opacity=\"0.55\""))
  }

  @Test("captions fit every device whole, the iPhone SE too", arguments: Device.all)
  func captions(_ device: Device) {
    let svg = PreviewPage(
      source: "Fixture.plist", variants: [.init(language: "de", menu: Self.menu)], device: device,
      appName: "QA"
    ).svg()
    #expect(svg.contains(">de · icon in the upper half</text>"))
    #expect(svg.contains(">de · icon in the lower half</text>"))
    #expect(svg.contains(">\(device.name)</text>"))
  }

  @Test("golden files: the map as SVG, DOT and Mermaid, and the preview as SVG and HTML")
  func golden() {
    assertSnapshot(MapSVG.render(Self.graph, title: "Fixture.plist"), named: "map.svg")
    assertSnapshot(MapDot.render(Self.graph), named: "map.dot")
    assertSnapshot(MapMermaid.render(Self.graph), named: "map.mmd")
    assertSnapshot(MapSVG.render(Self.doorGraph, title: "Doors.plist"), named: "map-doors.svg")
    assertSnapshot(MapDot.render(Self.doorGraph), named: "map-doors.dot")
    assertSnapshot(MapMermaid.render(Self.doorGraph), named: "map-doors.mmd")
    let page = PreviewPage(
      source: "Fixture.plist", variants: [.init(language: nil, menu: Self.menu)], appName: "QA",
      templates: ["icon_post": "data:image/png;base64,AAAA"])
    assertSnapshot(page.svg(), named: "preview.svg")
    let dark = PreviewPage(
      source: "Fixture.plist", variants: [.init(language: "de", menu: Self.menu)],
      device: Device.named("iPad Pro 13-inch (M4)") ?? .standard, appearance: .dark, appName: "QA")
    assertSnapshot(dark.html(), named: "preview-ipad-dark.html")
  }

  @Test("devices are found by name without case or spaces; each fits its safe area in its screen")
  func devices() {
    #expect(Device.named("iphone16pro")?.name == "iPhone 16 Pro")
    #expect(Device.named("iPhone 17") == nil)
    for device in Device.all { #expect(device.safeTop + device.safeBottom < device.height) }
  }

  @Test("template icons: the largest PNG of each imageset asked for, as a data URL")
  func templates() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "qa-templates-\(UUID().uuidString)")
    let set = folder.appendingPathComponent("Assets.xcassets/icon_post.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      #"{"images": [{"filename": "a.png", "scale": "1x"}, {"filename": "b.png", "scale": "3x"}, {"filename": "c.pdf", "scale": "2x"}]}"#
        .utf8
    )
    .write(to: set.appendingPathComponent("Contents.json"))
    try Data([1, 2, 3]).write(to: set.appendingPathComponent("a.png"))
    try Data([4, 5, 6]).write(to: set.appendingPathComponent("b.png"))
    let found = TemplateImages.load(directory: folder.path, names: ["icon_post", "missing"])
    #expect(found == ["icon_post": "data:image/png;base64,BAUG"])
  }
}
