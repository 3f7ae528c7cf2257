import PropertyList
import Testing

@testable import XcodeProject

@Suite struct ProjectTests {
  @Test(
    "the folder's workspace leads to its project; a listed project that is not there is returned apart"
  )
  func discovery() throws {
    let scratch = try DemoProject.write()
    defer { scratch.remove() }
    let found = try ProjectDiscovery.projects(in: scratch.root)
    #expect(found.projects == [scratch.path("App/App.xcodeproj")])
    #expect(found.missing.map(\.path) == [scratch.path("Pods/Pods.xcodeproj")])
    #expect(
      found.missing.map(\.location.description) == [
        scratch.path("Demo.xcworkspace/contents.xcworkspacedata") + ":12:19"
      ])
    #expect(
      try ProjectDiscovery.projects(in: scratch.path("App")).projects == [
        scratch.path("App/App.xcodeproj")
      ])
  }

  @Test("native targets, their product types and configurations; other targets are left out")
  func targets() throws {
    let scratch = try DemoProject.write()
    defer { scratch.remove() }
    let project = try XcodeProject(path: scratch.path("App/App.xcodeproj"))
    #expect(project.name == "App")
    #expect(project.directory == scratch.path("App"))
    #expect(project.targets.map(\.name) == ["Demo App", "Widget", "DemoTests"])
    #expect(project.targets.map(\.productType) == [.application, .appExtension, .unitTestBundle])
    #expect(project.targets.map { $0.productType.isApplication } == [true, false, false])
    #expect(project.targets.map { $0.productType.isExtension } == [false, true, false])
    #expect(project.configurationNames == ["Debug", "Release"])
    #expect(project.defaultConfigurationName == "Release")
    #expect(project.knownRegions == ["en", "fr", "Base"])
    #expect(project.developmentRegion == "en")
    #expect(project.problems == [])
  }

  @Test(
    "precedence: target settings, target xcconfig, project settings, project xcconfig, defaults")
  func precedence() throws {
    let scratch = try DemoProject.write()
    defer { scratch.remove() }
    let project = try XcodeProject(path: scratch.path("App/App.xcodeproj"))
    let app = ConfiguredTarget(project: project, target: project.targets[0], configuration: "Debug")
    #expect(app.settings.context.sdk == "iphoneos")
    // Shared.xcconfig -a, Base.xcconfig -b, project -project, target -target level.
    #expect(app.settings.resolve("SWIFT_FLAGS")?.value == "-a -b -project \"-target level\"")
    #expect(app.bundleIdentifier?.value == "com.example.demo-app")
    #expect(
      app.bundleIdentifier?.location?.description == scratch.path("App/Config/Base.xcconfig")
        + ":5:29")
    #expect(app.developmentTeam?.value == "ABCDE12345")
    #expect(app.settings.resolve("PRODUCT_MODULE_NAME")?.value == "Demo_App")
    #expect(app.settings.resolve("SRCROOT")?.value == scratch.path("App"))
    #expect(app.settings.resolve("CONFIGURATION")?.value == "Debug")
    #expect(app.settings.resolve("HOMEPAGE")?.value == "https://example.com")
    let release = ConfiguredTarget(
      project: project, target: project.targets[0], configuration: "Release")
    #expect(release.settings.resolve("SWIFT_FLAGS")?.value == "-a -b -release")
    #expect(release.bundleIdentifier?.value == "com.example.demo")
    let widget = ConfiguredTarget(
      project: project, target: project.targets[1], configuration: "Debug")
    #expect(widget.bundleIdentifier?.value == "com.example.widget.widget")
    #expect(
      widget.bundleIdentifier?.location?.description == scratch.path("App/Config/Widget.xcconfig")
        + ":1:29")
  }

  @Test(
    "the Info.plist file merged with the generated keys; the file's value wins; each entry says where it is written"
  )
  func infoPlist() throws {
    let scratch = try DemoProject.write()
    defer { scratch.remove() }
    let project = try XcodeProject(path: scratch.path("App/App.xcodeproj"))
    let app = ConfiguredTarget(project: project, target: project.targets[0], configuration: "Debug")
    let info = app.infoPlist()
    #expect(info.generates)
    let file = try #require(try info.file?.get())
    #expect(file.path == scratch.path("App/App/Info.plist"))
    #expect(
      info.entries.map(\.key) == [
        "CFBundleDisplayName", "UIApplicationShortcutItems", "CFBundleIdentifier",
        "CFBundleExecutable", "CFBundleName",
        "CFBundlePackageType", "CFBundleDevelopmentRegion", "CFBundleInfoDictionaryVersion",
        "CFBundleShortVersionString",
        "LSRequiresIPhoneOS", "UILaunchScreen", "UISupportedInterfaceOrientations~ipad",
      ])
    #expect(info["CFBundleDisplayName"]?.value == "From the file")
    #expect(
      info["CFBundleDisplayName"]?.location.description == scratch.path("App/App/Info.plist")
        + ":5:2")
    #expect(
      info["CFBundleIdentifier"]?.location.description == scratch.path("App/Config/Base.xcconfig")
        + ":5:29")
    #expect(info["LSRequiresIPhoneOS"]?.value == true)
    #expect(info["UILaunchScreen"]?.value == [:])
    #expect(
      info["UISupportedInterfaceOrientations~ipad"]?.value == [
        "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft",
      ])
    #expect(
      try app.settings.expand("$(PRODUCT_BUNDLE_IDENTIFIER).compose").get()
        == "com.example.demo-app.compose")
  }

  @Test("an INFOPLIST_FILE that cannot be resolved is reported with its chain, where it is written")
  func unresolvedInfoPlist() throws {
    let scratch = try DemoProject.write()
    defer { scratch.remove() }
    let project = try XcodeProject(path: scratch.path("App/App.xcodeproj"))
    let release = ConfiguredTarget(
      project: project, target: project.targets[0], configuration: "Release")
    let info = release.infoPlist()
    #expect(!info.generates)
    guard case .failure(let error) = info.file else {
      Issue.record("expected a failure")
      return
    }
    #expect(
      error.message
        == "INFOPLIST_FILE cannot be resolved: INFOPLIST_FILE (\(error.setting.location!)) -> $(MISSING_FOLDER) is defined nowhere"
    )
    #expect(error.location?.file == scratch.path("App/App.xcodeproj/project.pbxproj"))
    #expect(error.location?.location.hasLineAndColumn == true)
  }

  @Test(
    "entitlements, localized InfoPlist.strings and asset catalogs, from the variant group and the synchronized folder"
  )
  func resources() throws {
    let scratch = try DemoProject.write()
    defer { scratch.remove() }
    let project = try XcodeProject(path: scratch.path("App/App.xcodeproj"))
    let app = ConfiguredTarget(project: project, target: project.targets[0], configuration: "Debug")
    let entitlements = try #require(try app.entitlements()?.get())
    #expect(
      entitlements.document.root["com.apple.developer.associated-domains"] == [
        "applinks:example.com"
      ])
    #expect(
      app.infoPlistStrings == [
        LocalizedFile(region: "en", path: scratch.path("App/App/en.lproj/InfoPlist.strings")),
        LocalizedFile(region: "fr", path: scratch.path("App/App/fr.lproj/InfoPlist.strings")),
      ])
    #expect(app.assetCatalogs == [scratch.path("App/App/Assets.xcassets")])
    let widget = ConfiguredTarget(
      project: project, target: project.targets[1], configuration: "Debug")
    #expect(
      widget.target.synchronizedFolders == [
        SynchronizedFolder(
          path: scratch.path("App/Widget"), excluded: ["Info.plist", "Old.xcassets"])
      ])
    #expect(
      widget.infoPlistStrings == [
        LocalizedFile(region: nil, path: scratch.path("App/Widget/InfoPlist.xcstrings")),
        LocalizedFile(
          region: "de", path: scratch.path("App/Widget/Resources/de.lproj/InfoPlist.strings")),
      ])
    #expect(widget.assetCatalogs == [scratch.path("App/Widget/Assets.xcassets")])
    #expect(widget.entitlements() == nil)
  }

  @Test(
    "a project that does not read is an error with its position",
    arguments: [
      ("", "the project has no project.pbxproj", ""),
      (
        "<plist><dict><key>rootObject</key><string>X</string></dict></plist>",
        "a project.pbxproj has an 'objects' dictionary", ":1:8"
      ),
      (
        "<plist><dict><key>objects</key><dict/><key>rootObject</key><string>X</string></dict></plist>",
        "the project's rootObject is not among its objects", ":1:60"
      ),
      ("{\n  objects = {\n    A = (;\n", "OPENSTEP", ":3:10"),
    ])
  func unreadable(text: String, message: String, position: String) throws {
    let scratch = try Scratch(
      text.isEmpty ? ["A.xcodeproj/readme": ""] : ["A.xcodeproj/project.pbxproj": text])
    defer { scratch.remove() }
    do {
      _ = try XcodeProject(path: scratch.path("A.xcodeproj"))
      Issue.record("expected an error")
    } catch {
      if message != "OPENSTEP" { #expect(error.message == message) }
      let file =
        text.isEmpty ? scratch.path("A.xcodeproj") : scratch.path("A.xcodeproj/project.pbxproj")
      #expect(error.location.description == file + position, "\(error.message)")
    }
  }
}
