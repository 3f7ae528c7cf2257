import Foundation

/// A small app written out as Xcode writes it (an OpenStep pbxproj), for the project linter's
/// tests: an app based on an xcconfig, whose Info.plist has quick actions; an extension whose
/// Info.plist is not there; an extension whose INFOPLIST_FILE cannot be resolved.
enum ProjectFixture {
  static let pbxproj = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 77;
    \tobjects = {
    \t\tROOT /* Project object */ = {isa = PBXProject; buildConfigurationList = PLIST; developmentRegion = en; knownRegions = (en, fr, Base, ); mainGroup = MAIN; projectDirPath = ""; targets = (APP, WIDGET, GEN, TESTS, ); };
    \t\tPLIST = {isa = XCConfigurationList; buildConfigurations = (PDEBUG, ); defaultConfigurationName = Debug; };
    \t\tPDEBUG = {isa = XCBuildConfiguration; baseConfigurationReference = APPCONFIG; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
    \t\tMAIN = {isa = PBXGroup; children = (DEMO, CONFIG, ); sourceTree = "<group>"; };
    \t\tCONFIG = {isa = PBXGroup; children = (APPCONFIG, ); path = Config; sourceTree = "<group>"; };
    \t\tAPPCONFIG /* App.xcconfig */ = {isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
    \t\tDEMO = {isa = PBXGroup; children = (STRINGS, ASSETS, ); path = Demo; sourceTree = "<group>"; };
    \t\tSTRINGS /* InfoPlist.strings */ = {isa = PBXVariantGroup; children = (STRINGS_EN, STRINGS_FR, ); name = InfoPlist.strings; sourceTree = "<group>"; };
    \t\tSTRINGS_EN = {isa = PBXFileReference; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    \t\tSTRINGS_FR = {isa = PBXFileReference; name = fr; path = fr.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    \t\tASSETS = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
    \t\tAPP /* Demo */ = {isa = PBXNativeTarget; buildConfigurationList = APPLIST; buildPhases = (RESOURCES, ); name = Demo; productType = "com.apple.product-type.application"; };
    \t\tRESOURCES = {isa = PBXResourcesBuildPhase; files = (BF1, BF2, ); };
    \t\tBF1 = {isa = PBXBuildFile; fileRef = STRINGS; };
    \t\tBF2 = {isa = PBXBuildFile; fileRef = ASSETS; };
    \t\tAPPLIST = {isa = XCConfigurationList; buildConfigurations = (ADEBUG, ); };
    \t\tADEBUG = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tINFOPLIST_FILE = Demo/Info.plist;
    \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
    \t\t\t};
    \t\t\tname = Debug;
    \t\t};
    \t\tWIDGET = {isa = PBXNativeTarget; buildConfigurationList = WIDGETLIST; name = Widget; productType = "com.apple.product-type.app-extension"; };
    \t\tWIDGETLIST = {isa = XCConfigurationList; buildConfigurations = (WDEBUG, ); };
    \t\tWDEBUG = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tINFOPLIST_FILE = Widget/Info.plist;
    \t\t\t};
    \t\t\tname = Debug;
    \t\t};
    \t\tGEN = {isa = PBXNativeTarget; buildConfigurationList = GENLIST; name = Intents; productType = "com.apple.product-type.app-extension"; };
    \t\tGENLIST = {isa = XCConfigurationList; buildConfigurations = (GDEBUG, ); };
    \t\tGDEBUG = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tINFOPLIST_FILE = "$(INTENTS_FOLDER)/Info.plist";
    \t\t\t};
    \t\t\tname = Debug;
    \t\t};
    \t\tTESTS = {isa = PBXNativeTarget; buildConfigurationList = TESTLIST; name = DemoTests; productType = "com.apple.product-type.bundle.unit-test"; };
    \t\tTESTLIST = {isa = XCConfigurationList; buildConfigurations = (TDEBUG, ); };
    \t\tTDEBUG = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = Tests/Info.plist; }; name = Debug; };
    \t};
    \trootObject = ROOT;
    }

    """

  static let xcconfig = """
    // Settings of every target.
    #include "Missing.xcconfig"
    #include? "Local.xcconfig"
    PRODUCT_BUNDLE_IDENTIFIER = com.example.$(PRODUCT_NAME:rfc1034identifier:lower)
    QA_PREFIX = $(COMPANY_PREFIX).qa
    DEVELOPMENT_TEAM: ABCDE12345

    """

  static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>UIApplicationShortcutItems</key>
    \t<array>
    \t\t<dict>
    \t\t\t<key>UIApplicationShortcutItemType</key>
    \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).post</string>
    \t\t\t<key>UIApplicationShortcutItemTitle</key>
    \t\t\t<string>POST_TITLE</string>
    \t\t\t<key>UIApplicationShortcutItemIconFile</key>
    \t\t\t<string>compose</string>
    \t\t</dict>
    \t\t<dict>
    \t\t\t<key>UIApplicationShortcutItemType</key>
    \t\t\t<string>$(QA_PREFIX).search</string>
    \t\t\t<key>UIApplicationShortcutItemTitle</key>
    \t\t\t<string>SEARCH_TITLE</string>
    \t\t\t<key>UIApplicationShortcutItemIconFile</key>
    \t\t\t<string>magnifier</string>
    \t\t</dict>
    \t</array>
    </dict>
    </plist>

    """

  static let routes = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>QuickActionRoutes</key>
    \t<dict>
    \t\t<key>com.example.demo.post</key>
    \t\t<dict><key>present</key><string>sheet</string><key>path</key><array><string>compose</string></array></dict>
    \t\t<key>com.example.demo.gone</key>
    \t\t<dict><key>present</key><string>sheet</string><key>path</key><array><string>compose</string></array></dict>
    \t</dict>
    </dict>
    </plist>

    """

  static var files: [String: String] {
    [
      "Demo.xcodeproj/project.pbxproj": pbxproj,
      "Config/App.xcconfig": xcconfig,
      "Demo/Info.plist": infoPlist,
      "Demo/en.lproj/InfoPlist.strings":
        "\"POST_TITLE\" = \"Post\";\n\"SEARCH_TITLE\" = \"Search\";\n",
      "Demo/fr.lproj/InfoPlist.strings": "\"POST_TITLE\" = \"Publier\";\n",
      "Demo/Assets.xcassets/Contents.json": "{\"info\": {\"version\": 1, \"author\": \"xcode\"}}",
      "Demo/Assets.xcassets/compose.imageset/Contents.json":
        "{\"images\": [], \"info\": {\"version\": 1, \"author\": \"xcode\"}}",
    ]
  }

  /// The project written in a new temporary folder; the caller removes it.
  static func write(extra: [String: String] = [:]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "qa-project-\(UUID().uuidString)")
    for (path, text) in files.merging(extra, uniquingKeysWith: { _, b in b }) {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder
  }
}
