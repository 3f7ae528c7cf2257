import AndroidProject
import Foundation
import QuickActionLint
import TestSupport
import Testing

/// Every Android folder of ../shared/corpus/android (real apps' manifests, shortcuts files,
/// strings and sites' assetlinks.json; see its MANIFEST.tsv), linted as `quickaction lint
/// --android FOLDER` lints it, with the default rules. Each finding below was judged by hand
/// as real (the issue 27 note has the table); any other finding is a false positive or noise.
@Suite(
  .needsShared(
    "corpus/android", "real Android apps' manifests, shortcuts files, strings and assetlinks.json"))
struct AndroidCorpusTests {
  static let corpus = SharedData.url("corpus/android")

  /// `folder/file:line:col severity [rule] message`, every finding of the corpus, judged real.
  static let judged: [String] = [
    "0xchat-app__website/public/.well-known/assetlinks.json:1:112 error [assetlinks-format] 'com.0xchat.lite' is not an application ID such as com.example.app: no device matches it, so it verifies no app",
    "10miaomiao__bilimiao2/app/src/main/AndroidManifest.xml:45:28 warning [app-link-filter] android:autoVerify=\"true\" on a filter with no http or https scheme (bilibili, bilimiao): only web links are verified, so it verifies nothing",
    "AAAAsea__Ghosten-Player/android/app/src/main/res/xml/shortcuts.xml:13:42 warning [android-capability-binding] <capability-binding> names 'actions.intent.CREATE_MESSAGE', but this file declares no <capability android:name=\"actions.intent.CREATE_MESSAGE\">: the binding is ignored",
    "AAAAsea__Ghosten-Player/android/app/src/main/res/xml/shortcuts.xml:7:41 error [android-string-missing] '@string/watch_tv' is defined only in res/values-en-rUS/, not in res/values/: a device in any other language or configuration cannot load it (Resources.NotFoundException)",
    "AAAAsea__Ghosten-Player/android/app/src/main/res/xml/shortcuts.xml:20:41 error [android-string-missing] '@string/watch_movie' is defined only in res/values-en-rUS/, not in res/values/: a device in any other language or configuration cannot load it (Resources.NotFoundException)",
    "AAAAsea__Ghosten-Player/android/app/src/main/res/xml/shortcuts.xml:26:42 warning [android-capability-binding] <capability-binding> names 'actions.intent.CREATE_MESSAGE', but this file declares no <capability android:name=\"actions.intent.CREATE_MESSAGE\">: the binding is ignored",
    "ARTI1208__RTCalculator/app/src/main/res/xml/shortcuts.xml:2:1 warning [android-shortcut-ignored-markup] the root element is <shortcurs>, not <shortcuts>: the platform still reads the shortcuts inside it, with a warning",
    "AntennaPod__AntennaPod/app/src/main/res/xml/shortcuts.xml:10:13 warning [android-shortcut-ignored-markup] <category> inside <intent> is ignored: an intent's categories are written <categories android:name=\"…\"/>",
    "AntennaPod__AntennaPod/app/src/main/res/xml/shortcuts.xml:24:13 warning [android-shortcut-ignored-markup] <category> inside <intent> is ignored: an intent's categories are written <categories android:name=\"…\"/>",
    "AntennaPod__AntennaPod/app/src/main/res/xml/shortcuts.xml:38:13 warning [android-shortcut-ignored-markup] <category> inside <intent> is ignored: an intent's categories are written <categories android:name=\"…\"/>",
    "AntennaPod__AntennaPod/app/src/main/res/xml/shortcuts.xml:52:13 warning [android-shortcut-ignored-markup] <category> inside <intent> is ignored: an intent's categories are written <categories android:name=\"…\"/>",
    "Automattic__simplenote-android/Simplenote/src/main/AndroidManifest.xml:88:42 warning [app-link-filter] the pathPattern '/account/.*/reset?redirect=simplenote://launch' spells a query, but a path is matched without the query: it never matches",
    "Automattic__simplenote-android/Simplenote/src/main/AndroidManifest.xml:124:42 warning [app-link-filter] the pathPattern '/account/.*/reset?redirect=simplenote://launch' spells a query, but a path is matched without the query: it never matches",
    "Coho-For-Mastodon__Coho/android/app/src/main/res/xml/shortcuts.xml:56:5 warning [android-shortcut-too-many] 5 shortcuts, but most launchers show 4 (best practice: four distinct shortcuts); likely unseen: 'new_post'",
    "TrianguloY__URLCheck/app/src/main/res/xml/shortcuts.xml:7:37 warning [android-shortcut-label-length] the short label 'Check URLs from the clipboard' has 29 characters and there is no long label; launchers show about 25 in the menu, 10 on a pinned icon (add a shorter android:shortcutShortLabel and a long label)",
    "Uniswap__interface/apps/web/public/.well-known/assetlinks.json:41:9 warning [assetlinks-debug-fingerprint] the fingerprint of React Native's public debug.keystore is granted 'com.uniswap.mobile.dev': anyone can sign an app with it and open this site's links",
    "bluesky-social__social-app/bskyweb/static/.well-known/assetlinks.json:8:109 warning [assetlinks-debug-fingerprint] the fingerprint of React Native's public debug.keystore is granted 'xyz.blueskyweb.app': anyone can sign an app with it and open this site's links",
    "coopcycle__coopcycle-website/static/.well-known/assetlinks.json:9:9 warning [assetlinks-debug-fingerprint] the fingerprint of React Native's public debug.keystore is granted 'fr.coopcycle': anyone can sign an app with it and open this site's links",
    "hiddify__hiddify-app/android/app/src/main/AndroidManifest.xml:40:9 error [android-shortcuts-meta-data] android.app.shortcuts is on <application>: the launcher reads it only from a launcher <activity> or <activity-alias> (MAIN and LAUNCHER); move it there",
    "home-assistant__android/app/src/debug/res/xml/shortcuts.xml:7:9 warning [android-shortcut-ignored-markup] <shortcut> has no attribute android:roundIcon: the platform ignores it",
    "nextcloud__notes-android/app/src/main/res/xml/shortcuts.xml:12:5 warning [android-shortcuts-unreferenced] no manifest's android.app.shortcuts meta-data names @xml/shortcuts: these shortcuts are never shown (add <meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\"/> to the launcher activity)",
    "termux__termux-app/app/src/main/res/xml/shortcuts.xml:23:13 warning [android-shortcut-ignored-markup] <intent> has no attribute android:name: the platform ignores it (a shortcut's category is <categories android:name> beside the <intent>)",
    "termux__termux-app/app/src/main/res/xml/shortcuts.xml:36:13 warning [android-shortcut-ignored-markup] <intent> has no attribute android:name: the platform ignores it (a shortcut's category is <categories android:name> beside the <intent>)",
    "termux__termux-app/app/src/main/res/xml/shortcuts.xml:51:13 warning [android-shortcut-ignored-markup] <intent> has no attribute android:name: the platform ignores it (a shortcut's category is <categories android:name> beside the <intent>)",
    "zhanghai__MaterialFiles/app/src/main/res/xml/shortcuts.xml:20:36 warning [android-shortcut-target-package-ignored] android:targetPackage 'me.zhanghai.android.files' without android:targetClass is ignored (Intent.parseIntent sets a component only when both are given): the intent stays implicit, and it resolves by its action like any app's intent: to 'me.zhanghai.android.files.filelist.FileListActivity' of this app, and to every other app that declares 'me.zhanghai.android.files.intent.action.VIEW_DOWNLOADS' too; add android:targetClass to open this app's activity",
    "zhanghai__MaterialFiles/app/src/main/res/xml/shortcuts.xml:30:36 warning [android-shortcut-target-package-ignored] android:targetPackage 'me.zhanghai.android.files' without android:targetClass is ignored (Intent.parseIntent sets a component only when both are given): the intent stays implicit, and it resolves by its action like any app's intent: to 'me.zhanghai.android.files.ftpserver.FtpServerActivity' of this app, and to every other app that declares 'me.zhanghai.android.files.intent.action.MANAGE_FTP_SERVER' too; add android:targetClass to open this app's activity",
  ]

  @Test(
    "the whole Android corpus is linted with no crash, and gives exactly the findings judged real")
  func corpusFindings() throws {
    let manifest = Self.corpus.appendingPathComponent("MANIFEST.tsv")
    let folders = Set(
      try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n").dropFirst()
        .map { String($0.split(separator: "\t").first ?? "") }
    ).filter { !$0.isEmpty }.sorted()
    #expect(folders.count >= 60)
    var found: [String] = []
    for folder in folders {
      let root = Self.corpus.appendingPathComponent(folder).path
      let app = AndroidApp(folder: root)
      let verified = Set(
        app.manifests.flatMap {
          $0.intentFilters.filter { $0.filter.verifies }.flatMap {
            $0.filter.hosts.map { $0.text.lowercased() }
          }
        }
      ).sorted()
      let sites = try AndroidApp.assetLinksFiles(below: root).map { path in
        AssetLinksSite(
          file: path, bytes: try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))),
          hosts: verified)
      }
      for report in AndroidLinter().lint(app, assetLinks: sites) {
        for f in report.findings {
          found.append(
            "\(folder)/\(f.file.dropFirst(root.count + 1)):\(f.location.line):\(f.location.column) \(f.severity.rawValue) [\(f.rule)] \(f.message)"
          )
        }
      }
    }
    #expect(found.sorted() == Self.judged.sorted(), "actual:\n\(found.joined(separator: "\n"))")
  }
}
