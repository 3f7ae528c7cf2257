import Foundation
import TestSupport
import Testing

/// The rough edges met porting real apps (issue 43), each through the command a porter ran.
@Suite(.serialized) struct PortingEdgeTests {
  /// The static item both files declare: New Message.
  static let staticItems = """
    \t<key>UIApplicationShortcutItems</key>
    \t<array>
    \t\t<dict>
    \t\t\t<key>UIApplicationShortcutItemType</key><string>com.example.mail.compose</string>
    \t\t\t<key>UIApplicationShortcutItemTitle</key><string>New Message</string>
    \t\t</dict>
    \t</array>
    """

  /// A mail app: one static item, two per-account dynamic items of one type, and a route only
  /// the dynamic items take.
  static let manifest = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \(staticItems)
    \t<key>QuickActionDynamicItems</key>
    \t<array>
    \t\t<dict>
    \t\t\t<key>UIApplicationShortcutItemType</key><string>com.example.mail.inbox</string>
    \t\t\t<key>UIApplicationShortcutItemTitle</key><string>Work Inbox</string>
    \t\t\t<key>UIApplicationShortcutItemUserInfo</key>
    \t\t\t<dict><key>account</key><string>work</string><key>folder</key><string>inbox</string></dict>
    \t\t</dict>
    \t\t<dict>
    \t\t\t<key>UIApplicationShortcutItemType</key><string>com.example.mail.inbox</string>
    \t\t\t<key>UIApplicationShortcutItemTitle</key><string>Home Inbox</string>
    \t\t\t<key>UIApplicationShortcutItemUserInfo</key>
    \t\t\t<dict><key>account</key><string>home</string></dict>
    \t\t</dict>
    \t</array>
    \t<key>QuickActionRoutes</key>
    \t<dict>
    \t\t<key>com.example.mail.compose</key>
    \t\t<dict><key>present</key><string>sheet</string><key>path</key><array><string>compose</string></array></dict>
    \t\t<key>com.example.mail.inbox</key>
    \t\t<dict><key>path</key><array><string>inbox(account)</string></array>
    \t\t\t<key>urls</key><array><string>mail:folder?account=:account</string></array></dict>
    \t</dict>
    \t<key>QuickActionNavigation</key>
    \t<dict>
    \t\t<key>screens</key><array><string>mailboxes</string><string>inbox</string><string>compose</string><string>login</string></array>
    \t\t<key>launch</key><dict><key>root</key><dict><key>stack</key><array><string>mailboxes</string></array></dict></dict>
    \t</dict>
    </dict>
    </plist>
    """

  /// The Info.plist the routes file is linted beside: the static item only.
  static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \(staticItems)
    \t<key>CFBundleURLTypes</key>
    \t<array><dict><key>CFBundleURLSchemes</key><array><string>mail</string></array></dict></array>
    </dict>
    </plist>
    """

  /// A folder holding the manifest as `Mail.plist` and the Info.plist.
  static func folder(_ name: String) throws -> URL {
    let folder = try CLI.scratchFolder(name)
    try Data(manifest.utf8).write(to: folder.appendingPathComponent("Mail.plist"))
    try Data(infoPlist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
    return folder
  }

  @Test("lint --routes counts the routes file's QuickActionDynamicItems: no false route-orphan")
  func lintRoutesDynamicItems() throws {
    let folder = try Self.folder("edge-lint")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try CLI.run(["lint", "Info.plist", "--routes", "Mail.plist"], in: folder)
    // Before, the routes file had a finding: "Mail.plist:30:3: warning: route
    // 'com.example.mail.inbox' matches no shortcut item [route-orphan]".
    #expect(run.stdout == "0 errors, 0 warnings in 1 file\n")
    #expect(run.stderr == "")
    #expect(run.status == 0)
  }

  @Test("simulate TYPE --user-info names the declared item those values choose, and adds none")
  func simulateChoosesItem() throws {
    let folder = try Self.folder("edge-simulate")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try CLI.run(
      [
        "simulate", "com.example.mail.inbox", "--user-info", "account=home", "--manifest",
        "Mail.plist",
      ], in: folder)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let lines = run.stdout.split(separator: "\n").prefix(2).map(String.init)
    #expect(
      lines == [
        #"Cold launch, scene lifecycle: quick action "Home Inbox" (com.example.mail.inbox)"#,
        #"userInfo: {"account":"home"}"#,
      ])
    // Values no declared item has: a bare item of the type, with just those values.
    let other = try CLI.run(
      [
        "simulate", "com.example.mail.inbox", "--user-info", "account=travel", "--manifest",
        "Mail.plist",
      ], in: folder)
    #expect(
      other.stdout.split(separator: "\n").prefix(2).map(String.init) == [
        #"Cold launch, scene lifecycle: quick action "com.example.mail.inbox" (com.example.mail.inbox)"#,
        #"userInfo: {"account":"travel"}"#,
      ])
  }

  @Test("a script's state may name a file, read relative to the script; errors name that file")
  func scriptStateFile() throws {
    let folder = try Self.folder("edge-script")
    defer { try? FileManager.default.removeItem(at: folder) }
    let scripts = folder.appendingPathComponent("scripts")
    try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
    try Data(#"{"root": {"stack": ["mailboxes", "inbox(account=work)"]}}"#.utf8).write(
      to: scripts.appendingPathComponent("reading.json"))
    try Data(
      #"{"state": "reading.json", "events": [{"launch": "warm", "item": "com.example.mail.compose"}]}"#
        .utf8
    ).write(to: scripts.appendingPathComponent("compose.json"))
    let run = try CLI.run(
      ["simulate", "--script", "scripts/compose.json", "--manifest", "Mail.plist"], in: folder)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.contains("stack: mailboxes > inbox(account: work)"))
    // A state file that names an unknown screen: the error is in that file, at its place.
    try Data(#"{"root": {"stack": ["mailbox"]}}"#.utf8).write(
      to: scripts.appendingPathComponent("reading.json"))
    let bad = try CLI.run(
      ["simulate", "--script", "scripts/compose.json", "--manifest", "Mail.plist"], in: folder)
    #expect(bad.status == 1)
    #expect(
      bad.stderr.hasPrefix(
        "scripts/reading.json:1:21: error: screen 'mailbox' is not among the navigation map's screens; did you mean 'mailboxes'?"
      ),
      "\(bad.stderr)")
    // A state file that is not there: named with the script's folder.
    try FileManager.default.removeItem(at: scripts.appendingPathComponent("reading.json"))
    let missing = try CLI.run(
      ["simulate", "--script", "scripts/compose.json", "--manifest", "Mail.plist"], in: folder)
    #expect(missing.status == 66)
    #expect(missing.stderr.contains("scripts/reading.json"), "\(missing.stderr)")
  }

  @Test("route takes an opaque URL (scheme:path?query) in a scheme the routes have")
  func routeOpaqueURL() throws {
    let folder = try Self.folder("edge-route")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try CLI.run(
      ["route", "mail:folder?account=home", "--manifest", "Mail.plist", "--format", "json"],
      in: folder)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.contains(#""url": "mail:folder?account=home""#), "\(run.stdout)")
    #expect(run.stdout.contains(#""outcome": "handled""#))
    // A shortcut type with a colon in a scheme no route has stays a shortcut type.
    let type = try CLI.run(["route", "other:thing", "--manifest", "Mail.plist"], in: folder)
    #expect(type.status == 1)
    #expect(type.stdout.contains("unknown"), "\(type.stdout)\(type.stderr)")
  }
}
