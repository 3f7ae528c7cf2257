import Testing

private typealias F = AndroidFixture
private let res = "app/src/main/res/xml/shortcuts.xml"
private let manifest = "app/src/main/AndroidManifest.xml"
private let values = "app/src/main/res/values/strings.xml"
private let site = "qa.example.com/.well-known/assetlinks.json"

/// A table of cases per rule that holds the Android app against the sites, the routes and iOS.
@Suite struct AndroidLinkRuleTests {
  static let fingerprint = Array(repeating: "AB", count: 32).joined(separator: ":")

  static func statement(_ package: String, fingerprint: String = fingerprint, extra: String = "")
    -> String
  {
    "{\"relation\": [\"delegate_permission/common.handle_all_urls\"],\n \"target\": {\"namespace\": \"android_app\", \"package_name\": \"\(package)\",\n"
      + " \"sha256_cert_fingerprints\": [\"\(fingerprint)\"]}\(extra)}"
  }

  static let verified = F.manifest(
    "<intent-filter android:autoVerify=\"true\">\n<action android:name=\"android.intent.action.VIEW\"/>\n"
      + "<category android:name=\"android.intent.category.DEFAULT\"/>\n<category android:name=\"android.intent.category.BROWSABLE\"/>\n"
      + "<data android:scheme=\"https\" android:host=\"qa.example.com\"/>\n<data android:pathPrefix=\"/questions/\"/>\n<data android:path=\"/answers\"/>\n"
      + "</intent-filter>\n")

  @Test(
    "assetlinks-format",
    arguments: [
      AndroidCase(
        name: "a good file", files: [:], expected: [],
        assetLinks: [site: "[" + statement("com.example.qa") + "]"]),
      AndroidCase(
        name: "an object, not an array", files: [:],
        expected: [
          "\(site):1:1: the file must be an array of statements, not a dictionary: put the statement in [ ]: Android ignores the whole file, so verification fails for the host"
        ],
        assetLinks: [site: statement("com.example.qa")]),
      AndroidCase(
        name: "a SHA-1 fingerprint, a bad package", files: [:],
        expected: [
          "\(site):2:57: 'com.0xchat.lite' is not an application ID such as com.example.app: no device matches it, so it verifies no app",
          "\(site):3:31: '\(Array(repeating: "AB", count: 20).joined(separator: ":"))' is a SHA-1 fingerprint (20 bytes); App Links need the certificate's SHA-256 fingerprint (32 bytes): no device matches it, so it verifies no app",
        ],
        assetLinks: [
          site: "["
            + statement(
              "com.0xchat.lite",
              fingerprint: Array(repeating: "AB", count: 20).joined(separator: ":")) + "]"
        ]),
      AndroidCase(
        name: "a dynamic rule's query that is a string", files: [:],
        expected: [
          "\(site):4:105: rule 0 of statement 0 sets no '/', '?' or '#', so Android never matches it (AOSP UriRelativeFilterGroup.matchData is false for a group without filters), though the page calls each part optional",
          "\(site):4:111: '?' of rule 0 of statement 0 must be an object of query parameter names and patterns, not a string: Android ignores it (AOSP optJSONObject)",
        ],
        assetLinks: [
          site: "["
            + statement(
              "com.example.qa",
              extra:
                ",\n \"relation_extensions\": {\"delegate_permission/common.handle_all_urls\": {\"dynamic_app_link_components\": [{\"?\": \"a=*\"}]}}"
            ) + "]"
        ]),
    ])
  func format(_ c: AndroidCase) throws { try F.check(c, rule: "assetlinks-format") }

  static let debugKey =
    "FA:C6:17:45:DC:09:03:78:6F:B9:ED:E6:2A:96:2B:39:9F:73:48:F0:BB:6F:89:9B:83:32:66:75:91:03:3B:9C"

  @Test(
    "assetlinks-debug-fingerprint",
    arguments: [
      AndroidCase(
        name: "the app's own key", files: [:], expected: [],
        assetLinks: [site: "[" + statement("com.example.qa") + "]"]),
      AndroidCase(
        name: "React Native's public debug key, as Bluesky publishes it", files: [:],
        expected: [
          "\(site):3:31: the fingerprint of React Native's public debug.keystore is granted 'com.example.qa': anyone can sign an app with it and open this site's links"
        ],
        assetLinks: [site: "[" + statement("com.example.qa", fingerprint: debugKey) + "]"]),
    ])
  func debugFingerprint(_ c: AndroidCase) throws {
    try F.check(c, rule: "assetlinks-debug-fingerprint")
  }

  @Test(
    "app-link-package-missing",
    arguments: [
      AndroidCase(
        name: "the site grants the manifest's package", files: [manifest: verified], expected: [],
        assetLinks: [site: "[" + statement("com.example.qa") + "]"]),
      AndroidCase(
        name: "the site grants another package", files: [manifest: verified],
        expected: [
          "\(manifest):11:44: \(site) (for qa.example.com) grants handle_all_urls to com.example.other, not to com.example.qa: Android will not verify this host for the app"
        ],
        assetLinks: [site: "[" + statement("com.example.other") + "]"]),
    ])
  func packageMissing(_ c: AndroidCase) throws { try F.check(c, rule: "app-link-package-missing") }

  static let routes = """
    <plist version="1.0"><dict><key>QuickActionRoutes</key><dict>
    <key>com.example.qa.post</key><dict><key>present</key><string>sheet</string><key>path</key><array><string>compose</string></array>
    <key>urls</key><array><string>qa://compose</string></array></dict>
    <key>question</key><dict><key>shortcut</key><false/><key>path</key><array><string>question(id)</string></array>
    <key>urls</key><array><string>https://qa.example.com/questions/:id</string></array></dict>
    </dict></dict></plist>
    """

  @Test(
    "android-shortcut-unrouted",
    arguments: [
      AndroidCase(
        name: "routed by its type",
        files: [manifest: F.manifest(), res: F.shortcuts(F.shortcut("com.example.qa.post"))],
        expected: [], routes: routes),
      AndroidCase(
        name: "routed by its data URL",
        files: [manifest: F.manifest(), res: F.shortcuts(F.shortcut("compose"))], expected: [],
        routes: routes),
      AndroidCase(
        name: "neither", files: [manifest: F.manifest(), res: F.shortcuts(F.shortcut("compse"))],
        expected: [
          "\(res):4:67: no route takes the shortcut 'compse': no route has that type, and its intent's data 'qa://compse' matches no route URL"
        ],
        routes: routes),
    ])
  func shortcutUnrouted(_ c: AndroidCase) throws {
    try F.check(c, rule: "android-shortcut-unrouted")
  }

  @Test(
    "app-link-unrouted",
    arguments: [
      AndroidCase(
        name: "the prefix is routed, the path is not", files: [manifest: verified],
        expected: [
          "\(manifest):13:21: no route takes https://qa.example.com/answers (the path of an App Links filter)"
        ], routes: routes),
      AndroidCase(
        name: "a host no route has",
        files: [
          manifest: verified.replacingOccurrences(of: "qa.example.com", with: "www.example.org")
        ],
        expected: [
          "\(manifest):11:44: no route has a URL pattern on www.example.org, an App Links host: its links open the app at its start"
        ], routes: routes),
    ])
  func appLinkUnrouted(_ c: AndroidCase) throws { try F.check(c, rule: "app-link-unrouted") }

  @Test(
    "universal-link-without-app-link",
    arguments: [
      AndroidCase(
        name: "verified on Android too", files: [manifest: verified], expected: [], routes: routes),
      AndroidCase(
        name: "no App Links filter", files: [manifest: F.manifest()],
        expected: [
          "Routes.plist:5:23: the route 'question' opens https://qa.example.com/questions/:id as a universal link, but no autoVerify filter of the Android app names qa.example.com: Android opens it in the browser"
        ],
        routes: routes),
    ])
  func withoutAppLink(_ c: AndroidCase) throws {
    try F.check(c, rule: "universal-link-without-app-link")
  }

  static let ios = """
    <plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array>
    <dict><key>UIApplicationShortcutItemType</key><string>com.example.qa.post</string><key>UIApplicationShortcutItemTitle</key><string>Compose</string></dict>
    <dict><key>UIApplicationShortcutItemType</key><string>com.example.qa.search</string><key>UIApplicationShortcutItemTitle</key><string>Search</string></dict>
    </array></dict></plist>
    """

  @Test(
    "platform-drift",
    arguments: [
      AndroidCase(
        name: "a missing shortcut on each side, and a label that differs",
        files: [
          manifest: F.manifest(),
          values: F.strings.replacingOccurrences(of: ">Compose<", with: ">Write<"),
          res: F.shortcuts(F.shortcut("post") + F.shortcut("scan")),
        ],
        expected: [
          "Info.plist:3:1: the iOS quick action 'com.example.qa.search' ('Search') has no Android shortcut",
          "\(res):3:65: the iOS title 'Compose' and the Android label 'Write' (values) of 'post' differ",
          "\(res):6:1: the Android shortcut 'scan' has no iOS quick action",
        ],
        ios: ios),
      AndroidCase(
        name: "in step",
        files: [
          manifest: F.manifest(), values: F.strings,
          res: F.shortcuts(
            F.shortcut("post") + F.shortcut("com.example.qa.search", label: "@string/s")),
        ]
        .merging([
          values: F.header
            + "<resources><string name=\"a\">Compose</string><string name=\"s\">Search</string></resources>"
        ]) { _, b in b },
        expected: [], ios: ios),
    ])
  func drift(_ c: AndroidCase) throws { try F.check(c, rule: "platform-drift") }
}
