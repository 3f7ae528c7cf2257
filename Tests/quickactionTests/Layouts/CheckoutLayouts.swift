import Foundation

/// Checkouts as real apps lay them out, written by hand for the lint's tests: a Flutter app with
/// `ios/` and `macos/` (before the flutter tool has run), native Android apps with build
/// variants and a resource-generating plugin, and a monorepo of them.
enum CheckoutLayouts {
  /// Writes `files` (path → text) below `folder`.
  static func write(_ files: [String: String], in folder: URL) throws {
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  /// A Runner project as `flutter create` writes it: one app target whose Debug and Release
  /// configurations are based on `configs` (Debug, Release), its Info.plist at `Runner/`.
  static func runnerProject(debug: String, release: String) -> String {
    """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 54;
    \tobjects = {
    \t\tROOT = {isa = PBXProject; buildConfigurationList = PLIST; mainGroup = MAIN; projectDirPath = ""; targets = (RUNNER, ); };
    \t\tPLIST = {isa = XCConfigurationList; buildConfigurations = (PDEBUG, PRELEASE, ); defaultConfigurationName = Release; };
    \t\tPDEBUG = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
    \t\tPRELEASE = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
    \t\tMAIN = {isa = PBXGroup; children = (FLUTTER, ); sourceTree = "<group>"; };
    \t\tFLUTTER = {isa = PBXGroup; children = (DEBUGCONFIG, RELEASECONFIG, ); path = Flutter; sourceTree = "<group>"; };
    \t\tDEBUGCONFIG = {isa = PBXFileReference; path = \(debug); sourceTree = "<group>"; };
    \t\tRELEASECONFIG = {isa = PBXFileReference; path = \(release); sourceTree = "<group>"; };
    \t\tRUNNER = {isa = PBXNativeTarget; buildConfigurationList = RLIST; name = Runner; productType = "com.apple.product-type.application"; };
    \t\tRLIST = {isa = XCConfigurationList; buildConfigurations = (RDEBUG, RRELEASE, ); };
    \t\tRDEBUG = {isa = XCBuildConfiguration; baseConfigurationReference = DEBUGCONFIG; buildSettings = { INFOPLIST_FILE = Runner/Info.plist; PRODUCT_BUNDLE_IDENTIFIER = com.example.qa; }; name = Debug; };
    \t\tRRELEASE = {isa = XCBuildConfiguration; baseConfigurationReference = RELEASECONFIG; buildSettings = { INFOPLIST_FILE = Runner/Info.plist; PRODUCT_BUNDLE_IDENTIFIER = com.example.qa; }; name = Release; };
    \t};
    \trootObject = ROOT;
    }

    """
  }

  static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>CFBundleIdentifier</key>
    \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
    </dict>
    </plist>

    """

  /// A Flutter app's checkout: `ios/` and `macos/` whose xcconfig files include what the
  /// flutter tool and `pod install` write (not there), a local secrets file the root
  /// `.gitignore` ignores (not there), and, with `missing`, an include of a file that should be
  /// committed and is not.
  static func flutterApp(missing: Bool = false) -> [String: String] {
    [
      ".gitignore": """
      # Flutter's template, and the team's secrets
      **/ios/Flutter/.last_build_id
      .dart_tool/
      /build/
      *.secrets.xcconfig

      """,
      "pubspec.yaml": "name: qa\n",
      "ios/Runner.xcodeproj/project.pbxproj": runnerProject(
        debug: "Debug.xcconfig", release: "Release.xcconfig"),
      "ios/Flutter/Debug.xcconfig": """
      #include? "Pods/Target Support Files/Pods-Runner/Pods-Runner.debug.xcconfig"
      #include "Generated.xcconfig"

      """,
      "ios/Flutter/Release.xcconfig": """
      #include "Pods/Target Support Files/Pods-Runner/Pods-Runner.release.xcconfig"
      #include "Generated.xcconfig"
      #include "app.secrets.xcconfig"
      """ + (missing ? "\n#include \"Shared.xcconfig\"\n" : "\n"),
      "ios/Runner/Info.plist": infoPlist,
      "macos/Runner.xcodeproj/project.pbxproj": runnerProject(
        debug: "Flutter-Debug.xcconfig", release: "Flutter-Release.xcconfig"),
      "macos/Flutter/Flutter-Debug.xcconfig": "#include \"ephemeral/Flutter-Generated.xcconfig\"\n",
      "macos/Flutter/Flutter-Release.xcconfig":
        "#include \"ephemeral/Flutter-Generated.xcconfig\"\n",
      "macos/Runner/Info.plist": infoPlist,
    ]
  }
}

extension CheckoutLayouts {
  static let androidNamespace = "xmlns:android=\"http://schemas.android.com/apk/res/android\""

  /// A native Android app below `prefix` (`""` or `"apps/shop/"`): a Gradle root, an app module
  /// with `id`, a launcher naming `@xml/shortcuts`, and, with `shortcuts`, the file and its
  /// label; `plugin` adds a line to the module's build file.
  static func nativeApp(
    _ prefix: String, id: String, shortcuts: Bool = true, plugin: String = "",
    configuration: String = ""
  ) -> [String: String] {
    var files = [
      prefix + "settings.gradle": "rootProject.name = \"\(id)\"\ninclude ':app'\n",
      prefix + "app/build.gradle": """
      plugins {
          id 'com.android.application'
      \(plugin)}

      android {
          namespace 'com.example.qa'
          defaultConfig {
              applicationId "\(id)"
          }
      }
      \(configuration)
      """,
      prefix + "app/src/main/AndroidManifest.xml": """
      <?xml version="1.0" encoding="utf-8"?>
      <manifest \(androidNamespace)>
          <application android:label="@string/app_name">
              <activity android:name=".MainActivity" android:exported="true">
                  <intent-filter>
                      <action android:name="android.intent.action.MAIN"/>
                      <category android:name="android.intent.category.LAUNCHER"/>
                  </intent-filter>
                  <meta-data android:name="android.app.shortcuts" android:resource="@xml/shortcuts"/>
              </activity>
          </application>
      </manifest>

      """,
      prefix + "app/src/main/res/values/strings.xml": """
      <?xml version="1.0" encoding="utf-8"?>
      <resources>
          <string name="app_name">QA</string>
          <string name="compose">Compose</string>
      </resources>

      """,
    ]
    if shortcuts {
      files[prefix + "app/src/main/res/xml/shortcuts.xml"] = """
        <?xml version="1.0" encoding="utf-8"?>
        <shortcuts \(androidNamespace)>
            <shortcut android:shortcutId="compose" android:shortcutShortLabel="@string/compose">
                <intent android:action="android.intent.action.VIEW"
                    android:targetPackage="\(id)"
                    android:targetClass="com.example.qa.MainActivity"/>
            </shortcut>
        </shortcuts>

        """
    }
    return files
  }

  /// A monorepo: two native apps, a shared Android library's Gradle root, and each app's
  /// website copy of `assetlinks.json`.
  static var monorepo: [String: String] {
    var files = nativeApp("apps/shop/", id: "com.example.shop")
      .merging(nativeApp("apps/news/", id: "com.example.news")) { $1 }
    files["packages/ui/android/settings.gradle"] = "include ':ui'\n"
    files["packages/ui/android/ui/build.gradle"] = "plugins { id 'com.android.library' }\n"
    files["packages/ui/android/ui/src/main/AndroidManifest.xml"] =
      "<manifest \(androidNamespace)/>\n"
    for app in ["shop", "news"] {
      files["apps/\(app)/web/.well-known/assetlinks.json"] =
        "[{\"relation\": [\"delegate_permission/common.handle_all_urls\"], \"target\": {\"namespace\": \"android_app\", \"package_name\": \"com.example.\(app)\", \"sha256_cert_fingerprints\": [\"14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5\"]}}]\n"
    }
    return files
  }
}
