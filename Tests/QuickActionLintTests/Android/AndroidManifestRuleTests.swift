import Testing

private typealias F = AndroidFixture
private let res = "app/src/main/res/xml/shortcuts.xml"
private let manifest = "app/src/main/AndroidManifest.xml"

/// A table of cases per manifest rule, each finding with its exact message and position.
@Suite struct AndroidManifestRuleTests {
  static let shortcuts = F.shortcuts(F.shortcut("a"))

  static func filter(_ body: String, attributes: String = " android:autoVerify=\"true\"") -> String
  {
    "<intent-filter\(attributes)>\n" + body + "</intent-filter>\n"
  }

  static let web =
    "<action android:name=\"android.intent.action.VIEW\"/>\n<category android:name=\"android.intent.category.DEFAULT\"/>\n"
    + "<category android:name=\"android.intent.category.BROWSABLE\"/>\n"

  @Test(
    "android-xml-syntax",
    arguments: [
      AndroidCase(
        name: "well-formed", files: [manifest: F.manifest(), res: shortcuts], expected: []),
      AndroidCase(
        name: "a tag closed by another",
        files: [res: F.header + "<shortcuts \(F.ns)>\n<shortcut>\n</shortcuts>\n"],
        expected: ["\(res):4:1: </shortcuts> does not close <shortcut> (opened at 3:1)"]),
    ])
  func syntax(_ c: AndroidCase) throws { try F.check(c, rule: "android-xml-syntax") }

  static let onApplication =
    F.header + "<manifest \(F.ns)>\n<application>\n"
    + "<meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\"/>\n</application>\n</manifest>\n"
  static let onPlainActivity =
    F.header + "<manifest \(F.ns)>\n<application>\n<activity android:name=\".Settings\">\n"
    + "<meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\"/>\n</activity>\n</application>\n</manifest>\n"
  static let aliasOpens =
    F.header + "<manifest \(F.ns)>\n<application>\n<activity android:name=\"com.example.Launch\">\n"
    + "<meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\"/>\n</activity>\n"
    + "<activity-alias android:name=\".Icon1\" android:targetActivity=\"com.example.Launch\">\n"
    + "<intent-filter><action android:name=\"android.intent.action.MAIN\"/><category android:name=\"android.intent.category.LAUNCHER\"/></intent-filter>\n"
    + "<meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\"/>\n</activity-alias>\n</application>\n</manifest>\n"

  @Test(
    "android-shortcuts-meta-data",
    arguments: [
      AndroidCase(
        name: "on the launcher", files: [manifest: F.manifest(), res: shortcuts], expected: []),
      AndroidCase(
        name: "on <application>, as hiddify has it",
        files: [manifest: onApplication, res: shortcuts],
        expected: [
          "\(manifest):4:1: android.app.shortcuts is on <application>: the launcher reads it only from a launcher <activity> or <activity-alias> (MAIN and LAUNCHER); move it there"
        ]),
      AndroidCase(
        name: "on an activity that is no launcher",
        files: [manifest: onPlainActivity, res: shortcuts],
        expected: [
          "\(manifest):5:1: android.app.shortcuts is on '.Settings', which no manifest makes a launcher activity (MAIN and LAUNCHER): the launcher never reads it"
        ]),
      AndroidCase(
        name: "a debug overlay's activity that the main manifest makes a launcher",
        files: [
          manifest: F.manifest(meta: false),
          "app/src/debug/AndroidManifest.xml": onPlainActivity.replacingOccurrences(
            of: ".Settings", with: ".Main"),
          res: shortcuts,
        ], expected: []),
      AndroidCase(
        name: "on an activity its launcher aliases open, as Cherrygram has it",
        files: [manifest: aliasOpens, res: shortcuts], expected: []),
    ])
  func metaData(_ c: AndroidCase) throws { try F.check(c, rule: "android-shortcuts-meta-data") }

  @Test(
    "android-shortcuts-unreferenced",
    arguments: [
      AndroidCase(
        name: "referenced", files: [manifest: F.manifest(), res: shortcuts], expected: []),
      AndroidCase(
        name: "no meta-data names it, as nextcloud notes has it",
        files: [manifest: F.manifest(meta: false), res: shortcuts],
        expected: [
          "\(res):3:1: no manifest's android.app.shortcuts meta-data names @xml/shortcuts: these shortcuts are never shown (add <meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\"/> to the launcher activity)"
        ]),
      AndroidCase(
        name: "everything commented out, as Xamarin Evolve has it",
        files: [
          manifest: F.manifest(meta: false), res: F.shortcuts("<!--" + F.shortcut("a") + "-->\n"),
        ], expected: []),
    ])
  func unreferenced(_ c: AndroidCase) throws {
    try F.check(c, rule: "android-shortcuts-unreferenced")
  }

  @Test(
    "app-link-filter",
    arguments: [
      AndroidCase(
        name: "a verifiable filter",
        files: [
          manifest: F.manifest(
            filter(web + "<data android:scheme=\"https\" android:host=\"qa.example.com\"/>\n"))
        ], expected: []),
      AndroidCase(
        name: "custom schemes only, as bilimiao2 has it",
        files: [manifest: F.manifest(filter(web + "<data android:scheme=\"bilibili\"/>\n"))],
        expected: [
          "\(manifest):7:16: android:autoVerify=\"true\" on a filter with no http or https scheme (bilibili): only web links are verified, so it verifies nothing"
        ]),
      AndroidCase(
        name: "no BROWSABLE, a custom scheme beside https",
        files: [
          manifest: F.manifest(
            filter(
              "<action android:name=\"android.intent.action.VIEW\"/>\n<category android:name=\"android.intent.category.DEFAULT\"/>\n<data android:scheme=\"https\" android:host=\"qa.example.com\"/>\n<data android:scheme=\"qa\"/>\n"
            ))
        ],
        expected: [
          "\(manifest):7:16: this App Links filter lacks android.intent.category.BROWSABLE: Android verifies only a filter with VIEW, DEFAULT and BROWSABLE",
          "\(manifest):11:23: the scheme 'qa' beside http/https in an autoVerify filter prevents verification: put custom schemes in a filter of their own",
        ]),
      AndroidCase(
        name: "host '*', and a query in a pathPattern",
        files: [
          manifest: F.manifest(
            filter(
              web
                + "<data android:scheme=\"https\" android:host=\"*\" android:pathPattern=\"/r?to=app\"/>\n"
            ))
        ],
        expected: [
          "\(manifest):11:44: the host '*' cannot be verified (no site publishes assetlinks.json for every host); on Android 11 and lower it fails verification of every host of the app",
          "\(manifest):11:68: the pathPattern '/r?to=app' spells a query, but a path is matched without the query: it never matches",
        ]),
      AndroidCase(
        name: "host '*' the project suppresses, as nextcloud does",
        files: [
          manifest: F.manifest(
            filter(
              web
                + "<data android:scheme=\"https\"/>\n<data android:host=\"*\" tools:ignore=\"AppLinkUrlError\" xmlns:tools=\"http://schemas.android.com/tools\"/>\n"
            ))
        ],
        expected: []),
    ])
  func appLinkFilter(_ c: AndroidCase) throws { try F.check(c, rule: "app-link-filter") }
}
