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
