import Foundation
import TestSupport
import Testing

/// End to end: the built binary, its standard output, standard error and exit status.
@Suite(.serialized) struct CLITests {
  typealias Case = GoldenCase
  typealias Failure = FailureCase

  static let goldens: [Case] = [
    Case(name: "help", arguments: ["--help"], status: 0),
    Case(name: "lint-help", arguments: ["lint", "--help"], status: 0),
    Case(name: "items-help", arguments: ["items", "--help"], status: 0),
    Case(name: "route-help", arguments: ["route", "--help"], status: 0),
    Case(name: "simulate-help", arguments: ["simulate", "--help"], status: 0),
    Case(name: "rules", arguments: ["rules"], status: 0),
    Case(name: "lint-demo", arguments: ["lint"], status: 0),
    Case(name: "items", arguments: ["items"], status: 0),
    Case(name: "items-json", arguments: ["items", "--format", "json"], status: 0),
    Case(
      name: "route-participated", arguments: ["route", "com.example.qa.participated"], status: 0),
    Case(
      name: "route-ipad-json",
      arguments: [
        "route", "com.example.qa.question", "--state", "Examples/Tour/ipad.plist", "--format",
        "json",
      ], status: 0),
    Case(name: "route-unknown", arguments: ["route", "com.example.qa.nope"], status: 1),
    Case(
      name: "route-url", arguments: ["route", "https://QA.example.com/questions/42/"], status: 0),
    Case(
      name: "route-url-none", arguments: ["route", "qa://nowhere/7", "--format", "json"], status: 1),
    Case(
      name: "route-missing-parameter",
      arguments: [
        "route", "com.example.qa.question", "--manifest", CLI.fixture("no-userinfo.plist"),
      ], status: 1),
    Case(name: "simulate-default", arguments: ["simulate"], status: 0),
    Case(
      name: "simulate-cold-app-delegate", arguments: ["simulate", "--lifecycle", "app-delegate"],
      status: 0),
    Case(
      name: "simulate-warm-scene-draft",
      arguments: [
        "simulate", "com.example.qa.participated", "--launch", "warm", "--state",
        CLI.fixture("draft-sheet.json"),
      ], status: 1),
    Case(
      name: "simulate-warm-app-delegate-ipad",
      arguments: [
        "simulate", "com.example.qa.question", "--launch", "warm", "--lifecycle", "app-delegate",
        "--state", "Examples/Tour/ipad.plist",
      ], status: 0),
    Case(
      name: "simulate-gate-waits",
      arguments: [
        "simulate", "com.example.qa.mypage", "--launch", "warm", "--state",
        CLI.fixture("login-gate.json"),
      ], status: 1),
    Case(
      name: "simulate-gate-opens",
      arguments: [
        "simulate", "com.example.qa.mypage", "--launch", "warm", "--state",
        CLI.fixture("login-gate.json"), "--open-gate",
      ], status: 0),
    Case(
      name: "simulate-did-finish-true",
      arguments: ["simulate", "--lifecycle", "app-delegate", "--did-finish-returns-true"], status: 0
    ),
    Case(
      name: "simulate-json",
      arguments: [
        "simulate", "com.example.qa.question", "--user-info", "questionID=7", "--format", "json",
      ], status: 0),
    Case(
      name: "simulate-blocked-draft",
      arguments: [
        "simulate", "com.example.qa.post", "--launch", "warm", "--state",
        CLI.fixture("draft-sheet.json"),
      ], status: 1),
    Case(
      name: "simulate-script-gate",
      arguments: ["simulate", "--script", CLI.fixture("script-gate.json")], status: 0),
    Case(name: "preview-help", arguments: ["preview", "--help"], status: 0),
    Case(name: "map-help", arguments: ["map", "--help"], status: 0),
    Case(name: "map-mermaid", arguments: ["map", "--format", "mermaid"], status: 0),
    Case(name: "map-dot", arguments: ["map", "--format", "dot"], status: 0),
    Case(name: "map-svg", arguments: ["map"], status: 0),
    Case(
      name: "map-aasa-mermaid",
      arguments: [
        "map", "--aasa", "Examples/QA/apple-app-site-association", "--format", "mermaid",
      ], status: 0),
    Case(
      name: "map-aasa-dot",
      arguments: ["map", "--aasa", "Examples/QA/apple-app-site-association", "--format", "dot"],
      status: 0),
    Case(
      name: "simulate-script-gate-json",
      arguments: ["simulate", "--script", CLI.fixture("script-gate.json"), "--format", "json"],
      status: 0),
  ]

  @Test("golden output and exit status", arguments: goldens)
  func golden(_ c: Case) throws { try CLI.checkGolden(c) }

  static let failures: [Failure] = [
    Failure(
      name: "no command", arguments: [], status: 64,
      stderr:
        "quickaction: no command (lint, items, route, simulate, preview, map, rules, aasa, assetlinks, android)"
    ),
    Failure(
      name: "unknown command", arguments: ["simulat"], status: 64,
      stderr: "quickaction: unknown command 'simulat'; did you mean 'simulate'?"),
    Failure(
      name: "a dry run that would write a baseline",
      arguments: ["lint", "--fix", "--dry-run", "--write-baseline", "b.json"], status: 64,
      stderr:
        "quickaction lint: --dry-run and --write-baseline do not go together: --dry-run writes nothing, --write-baseline writes a file"
    ),
    Failure(
      name: "a baseline read and written",
      arguments: ["lint", "--baseline", "a.json", "--write-baseline", "b.json"], status: 64,
      stderr:
        "quickaction lint: --baseline and --write-baseline do not go together: --write-baseline records every finding, --baseline hides some"
    ),
    Failure(
      name: "a map whose format and file disagree",
      arguments: ["map", "--output", "x.mmd", "--format", "svg"], status: 64,
      stderr:
        "quickaction map: --format svg and --output 'x.mmd' (mermaid) disagree: drop one or make them match"
    ),
    Failure(
      name: "a map into a file that names no format", arguments: ["map", "--output", "x.txt"],
      status: 64,
      stderr:
        "quickaction map: --output 'x.txt' names no format: end it in .dot, .gv, .mermaid, .mmd, .svg"
    ),
    Failure(
      name: "preview of every language and one more",
      arguments: ["preview", "--language", "all", "--language", "de"], status: 64,
      stderr:
        "quickaction preview: --language all and --language de do not go together: all is every language"
    ),
    Failure(
      name: "a long value is clipped",
      arguments: ["items", "--format", String(repeating: "x", count: 5_000)], status: 64,
      stderr:
        "quickaction items: '\(String(repeating: "x", count: 80))… (5000 characters)' is not a valid --format (text, json)"
    ),
    Failure(
      name: "unknown option", arguments: ["lint", "--formt", "json"], status: 64,
      stderr: "quickaction lint: unknown option '--formt'; did you mean '--format'?"),
    Failure(
      name: "bad format", arguments: ["lint", "--format", "yaml"], status: 64,
      stderr: "quickaction lint: 'yaml' is not a valid --format (xcode, json, sarif, github)"),
    Failure(
      name: "unknown rule", arguments: ["lint", "--disable", "shortcut-too-mny"], status: 64,
      stderr: "quickaction lint: no rule 'shortcut-too-mny'; did you mean 'shortcut-too-many'?"),
    Failure(
      name: "missing value", arguments: ["route", "x", "--state"], status: 64,
      stderr: "quickaction route: option '--state' needs a value"),
    Failure(
      name: "route without type", arguments: ["route"], status: 64,
      stderr: "quickaction route: missing the shortcut TYPE or a URL"),
    Failure(
      name: "bad user-info", arguments: ["simulate", "--user-info", "questionID"], status: 64,
      stderr: "quickaction simulate: --user-info takes KEY=VALUE, not 'questionID'"),
    Failure(
      name: "missing file", arguments: ["lint", "Nope.plist"], status: 66,
      stderr: "quickaction lint: cannot read 'Nope.plist': no such file"),
    Failure(
      name: "missing state", arguments: ["simulate", "--state", "nope.json"], status: 66,
      stderr: "quickaction simulate: cannot read 'nope.json': no such file"),
    Failure(
      name: "malformed state", arguments: ["simulate", "--state", CLI.fixture("malformed.json")],
      status: 1,
      stderr:
        "Tests/quickactionTests/Fixtures/malformed.json:2:34: error: unexpected character ']'; a JSON value was expected\n  \"root\": {\"stack\": [\"questions\",]}\n                                 ^"
    ),
    Failure(
      name: "unknown tab in state",
      arguments: ["simulate", "--state", CLI.fixture("bad-tab.json")], status: 1,
      stderr:
        "Tests/quickactionTests/Fixtures/bad-tab.json:7:17: error: 'selected' names tab 'spot', which is not among the tabs; did you mean 'spots'?"
    ),
    Failure(
      name: "unknown type", arguments: ["simulate", "com.example.qa.nope"], status: 1,
      stderr: "(nothing)"),
    Failure(
      name: "help for an unknown command", arguments: ["help", "simulat"], status: 64,
      stderr: "quickaction: unknown command 'simulat'; did you mean 'simulate'?"),
    Failure(
      name: "did-finish-returns-true without app-delegate",
      arguments: ["simulate", "--did-finish-returns-true"], status: 64,
      stderr:
        "quickaction simulate: --did-finish-returns-true needs --lifecycle app-delegate and a cold launch: only didFinishLaunching returns a value, and only it makes iOS deliver the item a second time"
    ),
    Failure(
      name: "bad script event",
      arguments: ["simulate", "--script", CLI.fixture("script-bad.json")], status: 1,
      stderr:
        "Tests/quickactionTests/Fixtures/script-bad.json:3:5: error: unknown key 'gateOpen' in an event; did you mean 'gateOpens'?\n   {\"gateOpen\": true}]}\n    ^"
    ),
    Failure(
      name: "script with a type",
      arguments: ["simulate", "com.example.qa.post", "--script", CLI.fixture("script-gate.json")],
      status: 64,
      stderr: "quickaction simulate: TYPE does not go with --script: the script says what happens"),
    Failure(
      name: "state naming an unknown screen",
      arguments: [
        "route", "com.example.qa.post", "--state", CLI.fixture("state-unknown-screen.json"),
      ], status: 1,
      stderr:
        "Tests/quickactionTests/Fixtures/state-unknown-screen.json:1:34: error: screen 'questoin' is not among the navigation map's screens; did you mean 'question'?"
    ),
    Failure(
      name: "preview on an unknown device", arguments: ["preview", "--device", "iPhone 17"],
      status: 64,
      stderr:
        "quickaction preview: unknown device 'iPhone 17'; one of: iPhone 16 Pro, iPhone 16 Pro Max, iPhone 16, iPhone SE (3rd generation), iPad Air 11-inch (M2), iPad Pro 13-inch (M4)"
    ),
    Failure(
      name: "preview to a PNG", arguments: ["preview", "--output", "menu.png"], status: 64,
      stderr: "quickaction preview: --output 'menu.png' names no format: end it in .html, .svg"),
    Failure(
      name: "preview in a language without strings: the titles as written, as iOS falls back",
      arguments: ["preview", "--language", "ko"], status: 0,
      stderr:
        "note: no 'ko' strings below . (InfoPlist.strings or InfoPlist.xcstrings): iOS shows the development language's titles, as written"
    ),
    Failure(
      name: "preview into a missing folder",
      arguments: ["preview", "--output", "/nonexistent/menu.html"], status: 73,
      stderr: "quickaction preview: cannot write '/nonexistent/menu.html': no such directory"),
    Failure(
      name: "map in an unknown format", arguments: ["map", "--format", "png"], status: 64,
      stderr: "quickaction map: 'png' is not a valid --format (svg, dot, mermaid)"),
    Failure(
      name: "map of a broken file", arguments: ["map", CLI.fixture("broken.plist")], status: 1,
      stderr:
        "Tests/quickactionTests/Fixtures/broken.plist:5:3: error: </array> does not close <dict> (opened at 4:2)"
    ),
    Failure(
      name: "map with --app and no --aasa",
      arguments: ["map", "--app", "ABCDE12345.com.example.qa"], status: 64,
      stderr:
        "quickaction map: --app says which app an --aasa file is read for; give the file with --aasa"
    ),
    Failure(
      name: "map with an AASA file naming two apps and no --app",
      arguments: ["map", "--aasa", CLI.fixture("aasa-example.json")], status: 64,
      stderr:
        "quickaction map: Tests/quickactionTests/Fixtures/aasa-example.json names 2 apps (ABCDE12345.com.example.app, ABCDE12345.com.example.app2): say which app the map is for with --app TEAMID.bundle.id"
    ),
    Failure(
      name: "map with an AASA file that is not JSON",
      arguments: ["map", "--aasa", CLI.fixture("malformed.json")], status: 1,
      stderr:
        "Tests/quickactionTests/Fixtures/malformed.json:2:34: error: unexpected character ']'; a JSON value was expected"
    ),
    Failure(
      name: "map with a missing AASA file", arguments: ["map", "--aasa", "nope.json"], status: 66,
      stderr: "quickaction map: cannot read 'nope.json': no such file"),
    Failure(
      name: "items of a broken file", arguments: ["items", CLI.fixture("broken.plist")], status: 1,
      stderr:
        "Tests/quickactionTests/Fixtures/broken.plist:5:3: error: </array> does not close <dict> (opened at 4:2)"
    ),
  ]

  @Test(
    "bad command lines and inputs: the exact message and status, never a crash", arguments: failures
  )
  func failure(_ f: Failure) throws {
    let run = try CLI.run(f.arguments)
    #expect(run.status == f.status)
    if f.status == 64 {
      // A usage error names the mistake in one line, then the usage and where the help is, as
      // swift-argument-parser's do; never the whole help.
      #expect(run.stderr == f.stderr + "\n" + (try CLI.usageTail(f.arguments)))
      #expect(run.stdout.isEmpty)
    } else if f.stderr == "(nothing)" {
      #expect(run.stderr.isEmpty)
    } else {
      #expect(run.stderr.contains(f.stderr), "stderr was: \(run.stderr)")
    }
  }

  @Test("lint: many files, each under its own path; exit 1 on errors, --strict on warnings")
  func lintManyFiles() throws {
    let run = try CLI.run([
      "lint", "Shortcuts.plist", CLI.fixture("broken.plist"), CLI.fixture("warnings.plist"),
    ])
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(
        "Tests/quickactionTests/Fixtures/broken.plist:5:3: error: </array> does not close <dict> (opened at 4:2) [plist-syntax]"
      ))
    #expect(run.stdout.contains("Tests/quickactionTests/Fixtures/warnings.plist:"))
    #expect(run.stdout.hasSuffix("1 error, 1 warning in 3 files\n"))
    #expect(try CLI.run(["lint", CLI.fixture("warnings.plist")]).status == 0)
    #expect(try CLI.run(["lint", CLI.fixture("warnings.plist"), "--strict"]).status == 1)
    #expect(
      try CLI.run([
        "lint", CLI.fixture("warnings.plist"), "--strict", "--disable", "shortcut-title-length",
      ]).status == 0)
  }

  @Test("colour only on a terminal: never in a pipe")
  func noColourInPipes() throws {
    let run = try CLI.run(["lint", CLI.fixture("warnings.plist")], environment: [:])
    #expect(!run.stdout.contains("\u{1B}["))
  }

  @Test(
    "items reads a duplicate key as iOS does (the last value) and warns; lint calls it an error")
  func duplicateKey() throws {
    let items = try CLI.run(["items", CLI.fixture("duplicate.plist"), "--format", "json"])
    #expect(items.status == 0)
    #expect(items.stdout.contains("\"type\": \"com.example.qa.new\""))
    #expect(
      items.stderr.hasPrefix(
        "Tests/quickactionTests/Fixtures/duplicate.plist:9:4: warning: duplicate key 'UIApplicationShortcutItemType'"
      ))
    let lint = try CLI.run(["lint", CLI.fixture("duplicate.plist")])
    #expect(lint.status == 1)
    #expect(
      lint.stdout.contains(
        "duplicate.plist:9:4: error: duplicate key 'UIApplicationShortcutItemType'"))
  }

  @Test("lint with --strings, --assets, --define and --bundle-id on an app folder")
  func appFolder() throws {
    let app = CLI.fixture("App")
    let run = try CLI.run([
      "lint", app + "/Info.plist", "--strings", app, "--assets", app, "--bundle-id",
      "com.example.qa",
      "--define", "PRODUCT_BUNDLE_IDENTIFIER=com.example.qa", "--format", "json",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.contains("\"message\": \"title 'Participated' has no translation in 'de'\""))
    #expect(
      run.stdout.contains(
        "\"message\": \"icon file 'icon_touch_talk' is not in the asset catalogs\""))
    #expect(run.stdout.contains("\"errors\": 0"))
    #expect(run.stdout.contains("\"warnings\": 2"))
    // Xcode always defines $(PRODUCT_BUNDLE_IDENTIFIER): no warning without the definition.
    let undefined = try CLI.run(["lint", app + "/Info.plist"])
    #expect(!undefined.stdout.contains("shortcut-unresolved-variable"), "\(undefined.stdout)")
  }

  @Test("control characters from a file never reach the terminal raw: items and lint escape them")
  func controlCharacters() throws {
    for arguments in [
      ["items", CLI.fixture("control-characters.plist")],
      [
        "lint", CLI.fixture("control-characters.plist"), "--enable", "shortcut-type-prefix",
        "--bundle-id", "x",
      ],
    ] {
      let run = try CLI.run(arguments)
      #expect(
        !run.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" },
        "\(arguments[0]): \(run.stdout)")
      #expect(run.stdout.contains("t\\u{1B}[2Jx"), "\(arguments[0]): \(run.stdout)")
    }
  }

  @Test("items in another language, with build settings expanded")
  func itemsLocalized() throws {
    let run = try CLI.run([
      "items", CLI.fixture("App/Info.plist"), "--language", "ja", "--define",
      "PRODUCT_BUNDLE_IDENTIFIER=com.example.qa",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.contains("スポット投稿"))
    #expect(run.stdout.contains("com.example.qa.participated"))
    // No French strings: iOS shows the development language's titles, and so does items.
    let missing = try CLI.run([
      "items", CLI.fixture("App/Info.plist"), "--language", "fr", "--define",
      "PRODUCT_BUNDLE_IDENTIFIER=com.example.qa",
    ])
    #expect(missing.status == 0)
    #expect(missing.stdout.contains("Post a Spot"))
    #expect(
      missing.stderr
        == "note: no 'fr' strings below Tests/quickactionTests/Fixtures/App (InfoPlist.strings or InfoPlist.xcstrings): iOS shows the development language's titles, as written\n"
    )
  }

  @Test("--version")
  func version() throws {
    #expect(try CLI.run(["--version"]).stdout == "quickaction 1.0.0\n")
  }

  @Test("preview: every language of an app side by side, as HTML and SVG files written whole")
  func preview() throws {
    let folder = try CLI.scratchFolder("preview")
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in ["menu.html", "menu.svg"] {
      let output = folder.appendingPathComponent(file).path
      let run = try CLI.run([
        "preview", CLI.fixture("App/Info.plist"), "--language", "all", "--define",
        "PRODUCT_BUNDLE_IDENTIFIER=com.example.qa",
        "--appearance", "dark", "--device", "ipad air 11-inch (m2)", "--output", output,
      ])
      #expect(run.status == 0)
      #expect(run.stderr == "wrote \(output): 2 languages, iPad Air 11-inch (M2), dark\n")
      let text = try String(contentsOfFile: output, encoding: .utf8)
      #expect(
        text.components(separatedBy: "class=\"qa-variant\" data-language=").count - 1
          == (file.hasSuffix(".svg") ? 4 : 0))
      #expect(text.contains("Spot posten"))
      #expect(text.contains("data-device=\"iPad Air 11-inch (M2)\""))
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
        $0.contains(".tmp-")
      }
      #expect(leftovers.isEmpty)
    }
  }

  @Test(
    "map --aasa: the demo's account link is blocked by the file's exclude, the others go through, each named by the URL tried"
  )
  func mapBlockedLink() throws {
    let run = try CLI.run([
      "map", "--aasa", "Examples/QA/apple-app-site-association", "--format", "mermaid",
    ])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    let lines = run.stdout.components(separatedBy: "\n")
    let blocked = try #require(
      lines.firstIndex { $0.contains("https://qa.example.com/account/settings") })
    #expect(
      lines[blocked].hasSuffix(
        ">\"universal link: blocked by detail 0, component 2 (exclude)<br>https://qa.example.com/account/settings\"]"
      ))
    #expect(lines[blocked + 1].hasSuffix(" blocked"))
    #expect(lines.filter { $0.contains("blocked by the AASA") }.count == 1)
    #expect(
      run.stdout.contains(
        ">\"universal link: the AASA lets it through (detail 0, component 0)<br>https://qa.example.com/questions/:questionID (tried https://qa.example.com/questions/x)\"]"
      ))
    #expect(
      run.stdout.contains(
        ">\"universal link: the AASA lets it through (detail 0, component 1)<br>https://qa.example.com/spots/:spotID (tried https://qa.example.com/spots/x)\"]"
      ))
    let svg = try CLI.run(["map", "--aasa", "Examples/QA/apple-app-site-association"]).stdout
    #expect(
      svg.contains(
        "https://qa.example.com/account/settings does not open ABCDE12345.com.example.qa: detail 0, component 2 (9:11) excludes it"
      ))
    // For an app the file does not name, no universal link opens it.
    let other = try CLI.run([
      "map", "--aasa", "Examples/QA/apple-app-site-association", "--app",
      "ABCDE12345.com.example.other", "--format", "mermaid",
    ])
    #expect(
      other.stdout.components(
        separatedBy: "not covered: the AASA does not name ABCDE12345.com.example.other"
      ).count - 1 == 3)
    // A file given for another domain says nothing of qa.example.com's links; one for the domain does.
    let elsewhere = try CLI.run([
      "map", "--aasa", "other.example.com=Examples/QA/apple-app-site-association", "--format",
      "mermaid",
    ])
    #expect(elsewhere.status == 0)
    #expect(!elsewhere.stdout.contains("AASA"))
    #expect(
      elsewhere.stdout.contains(">\"universal link<br>https://qa.example.com/account/settings\"]"))
    let scoped = try CLI.run([
      "map", "--aasa", "QA.example.com=Examples/QA/apple-app-site-association", "--format",
      "mermaid",
    ])
    #expect(scoped.stdout == run.stdout)
  }

  /// The drawn menu the README and the article show.
  static let previewPicture =
    "Sources/QuickActionPictures/QuickActionPictures.docc/preview-demo.svg"

  @Test(
    "the map of the article 'Drawing the menu and the map' and the README's preview are what the tool draws today"
  )
  func readmePictures() throws {
    let readme = try String(
      contentsOf: CLI.root.appendingPathComponent(
        "Sources/QuickActionPictures/QuickActionPictures.docc/DrawingTheMenuAndTheMap.md"),
      encoding: .utf8)
    let open = try #require(readme.range(of: "```mermaid\n"))
    let close = try #require(readme[open.upperBound...].range(of: "```\n"))
    let mermaid = try CLI.run(["map", "--format", "mermaid"])
    #expect(mermaid.status == 0)
    #expect(
      String(readme[open.upperBound..<close.lowerBound]) == mermaid.stdout,
      "update the article with: swift run quickaction map --format mermaid")
    let folder = try CLI.scratchFolder("readme")
    defer { try? FileManager.default.removeItem(at: folder) }
    let drawn = folder.appendingPathComponent("preview.svg").path
    #expect(try CLI.run(["preview", "--output", drawn]).status == 0)
    #expect(
      try String(contentsOfFile: drawn, encoding: .utf8)
        == String(contentsOf: CLI.root.appendingPathComponent(Self.previewPicture), encoding: .utf8),
      "update \(Self.previewPicture) with: swift run quickaction preview --output \(Self.previewPicture)"
    )
    for document in [
      "README.md",
      "Sources/QuickActionPictures/QuickActionPictures.docc/DrawingTheMenuAndTheMap.md",
    ] {
      let text = try String(contentsOf: CLI.root.appendingPathComponent(document), encoding: .utf8)
      let picture = document == "README.md" ? Self.previewPicture : "preview-demo.svg"
      #expect(text.contains("](\(picture))"), "\(document) does not show \(picture)")
    }
  }

  @Test("lint - reads standard input, as plutil does; positions name <stdin>")
  func standardInput() throws {
    let duplicate = Data("<plist><dict><key>a</key><true/><key>a</key><true/></dict></plist>".utf8)
    let run = try CLI.run(["lint", "-"], input: duplicate)
    #expect(run.status == 1)
    #expect(run.stdout.hasPrefix("<stdin>:1:33: error: duplicate key 'a' in this dictionary"))
    let demo = try Data(contentsOf: CLI.root.appendingPathComponent("Shortcuts.plist"))
    #expect(try CLI.run(["lint", "-"], input: demo).stdout == "0 errors, 0 warnings in 1 file\n")
  }

  @Test("a file over the size limit is refused from its size, before it is read")
  func oversized() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "qa-huge-\(UUID().uuidString).plist"
    ).path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 300 << 20)  // sparse: 300 MB that take no disk
    try handle.close()
    let run = try CLI.run(["lint", path])
    #expect(run.status == 66)
    #expect(
      run.stderr
        == "quickaction lint: cannot read '\(path)': is 314572800 bytes, over the limit of 268435456 bytes; nothing was read\n"
    )
  }

  @Test(
    "String Catalogs: InfoPlist.xcstrings translates titles for lint and items, an empty value is no translation"
  )
  func stringCatalog() throws {
    let app = CLI.fixture("Catalog")
    let lint = try CLI.run(["lint", app + "/Info.plist", "--strings", app])
    #expect(lint.status == 0)
    #expect(
      lint.stdout == """
        \(app)/Info.plist:13:4: warning: title 'Post a Spot' is cut by the menu in 'de' (measured approximately) [shortcut-title-length]
        \t\t\t<string>Post a Spot</string>
        \t\t\t^
        \(app)/InfoPlist.xcstrings:25:23: note: de: "Einen neuen Ort mit allen Freunden und der Welt teilen und veröffentlichen" is shown as "Einen neuen Ort mit / allen Freunden und d…"
        \(app)/Info.plist:19:4: warning: title 'My Page' has no translation in 'fr' [localization-missing]
        \t\t\t<string>My Page</string>
        \t\t\t^
        \(app)/InfoPlist.xcstrings: note: no "My Page" entry in fr
        0 errors, 2 warnings in 2 files

        """)
    let items = try CLI.run(["items", app + "/Info.plist", "--language", "fr", "--format", "json"])
    #expect(items.status == 0)
    #expect(items.stdout.contains("\"title\": \"Publier un lieu\""))
    #expect(items.stdout.contains("\"title\": \"My Page\""))
  }

  @Test(
    "lint --fix writes the safe fixes in place and reports what is left; --dry-run shows the diff and writes nothing"
  )
  func fix() throws {
    let folder = try CLI.scratchFolder("fix")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Info.plist").path
    let original = """
      <plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array><dict>
      <key>UIApplicationShortcutItemType</key><string>post</string>
      <key>UIApplicationShortcutItemTitle</key><string>Post</string>
      <key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeComposer</string>
      </dict></array></dict></plist>

      """
    try Data(original.utf8).write(to: URL(fileURLWithPath: path))
    let dry = try CLI.run(["lint", path, "--fix", "--dry-run"])
    #expect(dry.status == 0)
    #expect(
      dry.stdout == """
        --- \(path)
        +++ \(path)
        @@ -1,5 +1,5 @@
         <plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array><dict>
         <key>UIApplicationShortcutItemType</key><string>post</string>
         <key>UIApplicationShortcutItemTitle</key><string>Post</string>
        -<key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeComposer</string>
        +<key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeCompose</string>
         </dict></array></dict></plist>

        """)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
    let fix = try CLI.run(["lint", path, "--fix"])
    #expect(fix.status == 0)
    #expect(fix.stderr == "\(path): fixed 1 finding\n")
    #expect(fix.stdout == "0 errors, 0 warnings in 1 file\n")
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == original.replacingOccurrences(of: "Composer", with: "Compose"))
    let misuse = try CLI.run(["lint", path, "--dry-run"])
    #expect(misuse.status == 64)
    #expect(
      misuse.stderr
        == "quickaction lint: --dry-run goes with --fix: it shows what --fix would change\n"
        + (try CLI.usageTail(["lint"])))
  }

  static let misspelt = """
    <plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array><dict>
    <key>UIApplicationShortcutItemType</key><string>post</string>
    <key>UIApplicationShortcutItemTitle</key><string>Post</string>
    <key>UIApplicationShortcutItemSubTitle</key><string>Drafts</string>
    </dict></array></dict></plist>

    """

  /// A project folder with App/Info.plist and Vendor/Info.plist, both with a misspelt key.
  static func project() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "qa-project-\(UUID().uuidString)")
    for sub in ["App", "Vendor"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
      try Data(misspelt.utf8).write(to: folder.appendingPathComponent("\(sub)/Info.plist"))
    }
    return folder
  }

  @Test(
    "project settings: .quickaction.json above the file sets severities and excludes paths; a mistake in it has its position"
  )
  func settingsFile() throws {
    let folder = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"severity": {"shortcut-unknown-key": "error"}, "exclude": ["Vendor/**"]}"#.utf8)
      .write(to: folder.appendingPathComponent(".quickaction.json"))
    let run = try CLI.run(["lint", "App/Info.plist", "Vendor/Info.plist"], in: folder)
    #expect(run.status == 1)
    #expect(
      run.stdout.hasPrefix(
        "App/Info.plist:4:1: error: unknown key 'UIApplicationShortcutItemSubTitle'"))
    #expect(run.stdout.hasSuffix("1 error, 0 warnings in 1 file\n"))
    try Data(#"{"disable": ["shortcut-title-lenght"]}"#.utf8).write(
      to: folder.appendingPathComponent(".quickaction.json"))
    let bad = try CLI.run(["lint", "App/Info.plist"], in: folder)
    #expect(bad.status == 1)
    #expect(
      bad.stderr.hasPrefix(
        "\(folder.path)/.quickaction.json:1:14: error: no rule 'shortcut-title-lenght'; did you mean 'shortcut-title-length'?\n"
      ))
  }

  @Test("a baseline records today's findings and leaves them out later; a new one still shows")
  func baseline() throws {
    let folder = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let write = try CLI.run(
      ["lint", "App/Info.plist", "--write-baseline", "baseline.json"], in: folder)
    #expect(write.status == 0)
    #expect(write.stderr == "wrote baseline.json: 1 finding accepted\n")
    let quiet = try CLI.run(
      ["lint", "App/Info.plist", "--baseline", "baseline.json", "--strict"], in: folder)
    #expect(quiet.status == 0)
    #expect(quiet.stdout == "0 errors, 0 warnings in 1 file\n")
    #expect(quiet.stderr == "1 finding in the baseline not shown\n")
    // Another misspelling appears: it is reported; the accepted one stays hidden.
    let more = Self.misspelt.replacingOccurrences(
      of: "<key>UIApplicationShortcutItemTitle</key>",
      with: "<key>UIApplicationShortcutItemTitel</key>")
    try Data(more.utf8).write(to: folder.appendingPathComponent("App/Info.plist"))
    let again = try CLI.run(["lint", "App/Info.plist", "--baseline", "baseline.json"], in: folder)
    #expect(again.stdout.contains("unknown key 'UIApplicationShortcutItemTitel'"))
    #expect(!again.stdout.contains("UIApplicationShortcutItemSubTitle'"))
  }

  @Test("--stamp is written after a run that passes, and not after one that fails")
  func stamp() throws {
    let folder = try CLI.scratchFolder("stamp")
    defer { try? FileManager.default.removeItem(at: folder) }
    let stamp = folder.appendingPathComponent("Stamp.swift").path
    #expect(try CLI.run(["lint", CLI.fixture("broken.plist"), "--stamp", stamp]).status == 1)
    #expect(!FileManager.default.fileExists(atPath: stamp))
    #expect(try CLI.run(["lint", "Shortcuts.plist", "--stamp", stamp]).status == 0)
    #expect(try String(contentsOfFile: stamp, encoding: .utf8) == "// quickaction lint passed\n")
  }
}
