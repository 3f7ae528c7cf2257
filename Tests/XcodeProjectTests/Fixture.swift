import Foundation
import PropertyList

@testable import XcodeProject

/// A folder of files in the temporary directory, removed when the test is done with it.
struct Scratch {
  let root: String

  init(_ files: [String: String]) throws {
    root =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "xcodeproject-\(UUID().uuidString)"
      ).path
    for (path, text) in files { try write(path, text) }
  }

  func write(_ path: String, _ text: String) throws {
    let full = root + "/" + path
    try FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: full))
  }

  func path(_ relative: String) -> String { root + "/" + relative }

  func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// The demo app the project tests read: a workspace holding `App/App.xcodeproj` (and a
/// `Pods.xcodeproj` that is not there); an app target based on xcconfig files, with a variant
/// group of InfoPlist.strings and an asset catalog; a widget in an Xcode 16 synchronized folder
/// with exceptions; a unit-test target.
enum DemoProject {
  static let base = """
    // The project's settings.
    #include "Shared.xcconfig"
    #include? "Local.xcconfig"
    BUNDLE_PREFIX = com.example
    PRODUCT_BUNDLE_IDENTIFIER = $(BUNDLE_PREFIX).$(PRODUCT_NAME:rfc1034identifier:lower)
    SWIFT_FLAGS = $(inherited) -b
    SWIFT_FLAGS[config=Release] = $(inherited) -release
    SWIFT_FLAGS[sdk=macosx*] = mac-only
    HOMEPAGE = https:/$()/example.com // not a comment inside the value
    """

  static let shared = """
    DEVELOPMENT_TEAM = ABCDE12345;
    SWIFT_FLAGS = -a
    """

  static let widgetConfig = """
    PRODUCT_BUNDLE_IDENTIFIER = $(inherited).widget
    """

  static func pbxproj() throws -> String {
    func settings(_ pairs: [(String, PlistValue)]) -> PlistValue {
      PlistValue(
        .dictionary(PlistDictionary(pairs.map { PlistDictionary.Entry(key: $0.0, value: $0.1) })))
    }
    let objects: [(String, PlistValue)] = [
      (
        "ROOT",
        [
          "isa": "PBXProject", "buildConfigurationList": "PLIST", "developmentRegion": "en",
          "knownRegions": ["en", "fr", "Base"], "mainGroup": "MAIN", "projectDirPath": "",
          "targets": ["APP", "WIDGET", "TESTS", "AGG"],
        ]
      ),
      (
        "PLIST",
        [
          "isa": "XCConfigurationList", "buildConfigurations": ["PDEBUG", "PRELEASE"],
          "defaultConfigurationName": "Release",
        ]
      ),
      (
        "PDEBUG",
        [
          "isa": "XCBuildConfiguration", "name": "Debug", "baseConfigurationReference": "BASEREF",
          "buildSettings": settings([
            ("SDKROOT", "iphoneos"), ("SWIFT_FLAGS", "$(inherited) -project"),
          ]),
        ]
      ),
      (
        "PRELEASE",
        [
          "isa": "XCBuildConfiguration", "name": "Release", "baseConfigurationReference": "BASEREF",
          "buildSettings": settings([("SDKROOT", "iphoneos")]),
        ]
      ),
      (
        "MAIN",
        [
          "isa": "PBXGroup", "children": ["APPGROUP", "CONFIGGROUP", "WIDGETFOLDER"],
          "sourceTree": "<group>",
        ]
      ),
      (
        "CONFIGGROUP",
        [
          "isa": "PBXGroup", "children": ["BASEREF", "WIDGETCONFIGREF"], "path": "Config",
          "sourceTree": "<group>",
        ]
      ),
      ("BASEREF", ["isa": "PBXFileReference", "path": "Base.xcconfig", "sourceTree": "<group>"]),
      (
        "WIDGETCONFIGREF",
        ["isa": "PBXFileReference", "path": "Widget.xcconfig", "sourceTree": "<group>"]
      ),
      (
        "APPGROUP",
        [
          "isa": "PBXGroup", "children": ["STRINGS", "ASSETS", "INFOREF"], "path": "App",
          "sourceTree": "<group>",
        ]
      ),
      ("INFOREF", ["isa": "PBXFileReference", "path": "Info.plist", "sourceTree": "<group>"]),
      (
        "STRINGS",
        [
          "isa": "PBXVariantGroup", "children": ["STRINGS_EN", "STRINGS_FR"],
          "name": "InfoPlist.strings", "sourceTree": "<group>",
        ]
      ),
      (
        "STRINGS_EN",
        [
          "isa": "PBXFileReference", "name": "en", "path": "en.lproj/InfoPlist.strings",
          "sourceTree": "<group>",
        ]
      ),
      (
        "STRINGS_FR",
        [
          "isa": "PBXFileReference", "name": "fr", "path": "fr.lproj/InfoPlist.strings",
          "sourceTree": "<group>",
        ]
      ),
      (
        "ASSETS",
        [
          "isa": "PBXFileReference", "lastKnownFileType": "folder.assetcatalog",
          "path": "Assets.xcassets", "sourceTree": "<group>",
        ]
      ),
      (
        "WIDGETFOLDER",
        [
          "isa": "PBXFileSystemSynchronizedRootGroup", "exceptions": ["WIDGETEXCEPTIONS"],
          "path": "Widget", "sourceTree": "<group>",
        ]
      ),
      (
        "WIDGETEXCEPTIONS",
        [
          "isa": "PBXFileSystemSynchronizedBuildFileExceptionSet",
          "membershipExceptions": ["Info.plist", "Old.xcassets"], "target": "WIDGET",
        ]
      ),
      (
        "APP",
        [
          "isa": "PBXNativeTarget", "buildConfigurationList": "APPLIST",
          "buildPhases": ["APPRESOURCES"], "name": "Demo App",
          "productType": "com.apple.product-type.application",
        ]
      ),
      ("APPRESOURCES", ["isa": "PBXResourcesBuildPhase", "files": ["BF_STRINGS", "BF_ASSETS"]]),
      ("BF_STRINGS", ["isa": "PBXBuildFile", "fileRef": "STRINGS"]),
      ("BF_ASSETS", ["isa": "PBXBuildFile", "fileRef": "ASSETS"]),
      ("APPLIST", ["isa": "XCConfigurationList", "buildConfigurations": ["ADEBUG", "ARELEASE"]]),
      (
        "ADEBUG",
        [
          "isa": "XCBuildConfiguration", "name": "Debug",
          "buildSettings": settings([
            ("CODE_SIGN_ENTITLEMENTS", "App/App.entitlements"), ("GENERATE_INFOPLIST_FILE", "YES"),
            ("INFOPLIST_FILE", "App/Info.plist"), ("INFOPLIST_KEY_CFBundleDisplayName", "Demo"),
            ("INFOPLIST_KEY_UILaunchScreen_Generation", "YES"),
            ("INFOPLIST_KEY_LSRequiresIPhoneOS", "YES"),
            (
              "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad",
              "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft"
            ),
            ("MARKETING_VERSION", "1.2"), ("SWIFT_FLAGS", ["$(inherited)", "-target level"]),
          ]),
        ]
      ),
      (
        "ARELEASE",
        [
          "isa": "XCBuildConfiguration", "name": "Release",
          "buildSettings": settings([
            ("INFOPLIST_FILE", "$(MISSING_FOLDER)/Info.plist"), ("PRODUCT_NAME", "Demo"),
          ]),
        ]
      ),
      (
        "WIDGET",
        [
          "isa": "PBXNativeTarget", "buildConfigurationList": "WIDGETLIST", "buildPhases": [],
          "name": "Widget",
          "fileSystemSynchronizedGroups": ["WIDGETFOLDER"],
          "productType": "com.apple.product-type.app-extension",
        ]
      ),
      ("WIDGETLIST", ["isa": "XCConfigurationList", "buildConfigurations": ["WDEBUG"]]),
      (
        "WDEBUG",
        [
          "isa": "XCBuildConfiguration", "name": "Debug",
          "baseConfigurationReference": "WIDGETCONFIGREF",
          "buildSettings": settings([("INFOPLIST_FILE", "Widget/Info.plist")]),
        ]
      ),
      (
        "TESTS",
        [
          "isa": "PBXNativeTarget", "buildConfigurationList": "TESTLIST", "name": "DemoTests",
          "productType": "com.apple.product-type.bundle.unit-test",
        ]
      ),
      ("TESTLIST", ["isa": "XCConfigurationList", "buildConfigurations": []]),
      ("AGG", ["isa": "PBXAggregateTarget", "name": "Lint"]),
    ]
    let root: PlistValue = [
      "archiveVersion": "1", "objectVersion": "77", "rootObject": "ROOT",
      "objects": settings(objects),
    ]
    return try XMLPlistWriter.write(root)
  }

  static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleDisplayName</key>
    \t<string>From the file</string>
    \t<key>UIApplicationShortcutItems</key>
    \t<array>
    \t\t<dict>
    \t\t\t<key>UIApplicationShortcutItemType</key>
    \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>
    \t\t\t<key>UIApplicationShortcutItemTitle</key>
    \t\t\t<string>COMPOSE</string>
    \t\t</dict>
    \t</array>
    </dict>
    </plist>
    """

  static let entitlements = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>com.apple.developer.associated-domains</key>
    \t<array>
    \t\t<string>applinks:example.com</string>
    \t</array>
    </dict>
    </plist>
    """

  static let workspace = """
    <?xml version="1.0" encoding="UTF-8"?>
    <Workspace
       version = "1.0">
       <Group
          location = "container:App"
          name = "App">
          <FileRef
             location = "group:App.xcodeproj">
          </FileRef>
       </Group>
       <FileRef
          location = "group:Pods/Pods.xcodeproj">
       </FileRef>
    </Workspace>
    """

  /// The demo written out; the caller removes it.
  static func write() throws -> Scratch {
    try Scratch([
      "Demo.xcworkspace/contents.xcworkspacedata": workspace,
      "App/App.xcodeproj/project.pbxproj": try pbxproj(),
      "App/Config/Base.xcconfig": base,
      "App/Config/Shared.xcconfig": shared,
      "App/Config/Widget.xcconfig": widgetConfig,
      "App/App/Info.plist": infoPlist,
      "App/App/App.entitlements": entitlements,
      "App/App/en.lproj/InfoPlist.strings": "\"COMPOSE\" = \"Compose\";\n",
      "App/App/fr.lproj/InfoPlist.strings": "\"COMPOSE\" = \"Écrire\";\n",
      "App/App/Assets.xcassets/Contents.json": "{}",
      "App/Widget/Info.plist": infoPlist,
      "App/Widget/Assets.xcassets/Contents.json": "{}",
      "App/Widget/Old.xcassets/Contents.json": "{}",
      "App/Widget/Resources/de.lproj/InfoPlist.strings": "\"COMPOSE\" = \"Schreiben\";\n",
      "App/Widget/InfoPlist.xcstrings": "{\"sourceLanguage\": \"en\", \"strings\": {}}",
    ])
  }
}
