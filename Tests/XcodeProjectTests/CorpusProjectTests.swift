import Foundation
import TestSupport
import Testing

@testable import XcodeProject

/// The real projects under ../shared/corpus/projects (read in place, never copied); skipped
/// without ../shared, failed in CI (`SharedData`).
@Suite(.needsShared("corpus/projects", "the real Xcode projects")) struct CorpusProjectTests {
  static let corpus = SharedData.url("corpus/projects").path

  static var projects: [String] {
    let paths = (try? FileManager.default.subpathsOfDirectory(atPath: corpus)) ?? []
    return paths.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }.sorted().map {
      corpus + "/" + String($0.dropLast("/project.pbxproj".count))
    }
  }

  @Test(
    "every corpus project reads, and every target resolves its settings for Debug without a crash")
  func everyProjectReads() throws {
    #expect(Self.projects.count >= 30)
    var lines: [String] = []
    for path in Self.projects {
      let project = try XcodeProject(path: path)
      lines.append(
        "\(path.dropFirst(Self.corpus.count + 1)): \(project.targets.count) targets, problems \(project.problems.count)"
      )
      for problem in project.problems { lines.append("  problem \(problem)") }
      for target in project.targets
      where target.productType.isApplication || target.productType.isExtension {
        let configured = ConfiguredTarget(project: project, target: target, configuration: "Debug")
        let id = configured.bundleIdentifier
        let info = configured.infoPlist()
        var infoText = "none"
        switch info.file {
        case .success(let file): infoText = "file \(file.path.dropFirst(Self.corpus.count + 1))"
        case .failure(let error): infoText = "error \(error.message)"
        case nil: infoText = info.generates ? "generated" : "none"
        }
        lines.append(
          "  \(target.name) [\(target.productType)] sdk=\(configured.settings.context.sdk) id=\(id?.value ?? id?.unresolved?.description ?? "-") info=\(infoText) strings=\(configured.infoPlistStrings.count) assets=\(configured.assetCatalogs.count)"
        )
      }
    }
    if ProcessInfo.processInfo.environment["CORPUS_SUMMARY"] != nil {
      print(lines.joined(separator: "\n"))
    }
  }
}

/// Settings resolved on real projects, checked against their files by hand.
@Suite(.needsShared("corpus/projects", "the real Xcode projects")) struct CorpusSettingsTests {
  static func configured(_ project: String, _ target: String, _ configuration: String = "Debug")
    throws -> ConfiguredTarget
  {
    let project = try XcodeProject(path: CorpusProjectTests.corpus + "/" + project)
    let found = try #require(project.target(named: target))
    return ConfiguredTarget(project: project, target: found, configuration: configuration)
  }

  @Test(
    "NetNewsWire: the bundle id is made of three xcconfig files at two levels; the entitlements' variable is defined empty"
  )
  func netNewsWire() throws {
    let app = try Self.configured(
      "Ranchero-Software__NetNewsWire/NetNewsWire.xcodeproj", "NetNewsWire-iOS")
    #expect(app.settings.context.sdk == "iphoneos")
    #expect(app.bundleIdentifier?.value == "com.ranchero.NetNewsWire.iOS-DEBUG")
    #expect(
      app.bundleIdentifier?.location?.description.hasSuffix(
        "xcconfig/NetNewsWire_iOSapp_target.xcconfig:8:29") == true)
    #expect(app.developmentTeam?.value == "M8L2WTLA8W")
    let entitlements = try #require(try app.entitlements()?.get())
    #expect(entitlements.path.hasSuffix("iOS/Resources/NetNewsWire.entitlements"))
    let release = try Self.configured(
      "Ranchero-Software__NetNewsWire/NetNewsWire.xcodeproj", "NetNewsWire-iOS", "Release")
    #expect(release.bundleIdentifier?.value == "com.ranchero.NetNewsWire.iOS")
    let mac = try Self.configured(
      "Ranchero-Software__NetNewsWire/NetNewsWire.xcodeproj", "NetNewsWire")
    #expect(mac.settings.context.sdk == "macosx")
  }

  @Test(
    "home-assistant: a suffix only other targets define leaves the app's bundle id unresolved, with its chain"
  )
  func homeAssistant() throws {
    let app = try Self.configured("home-assistant__iOS/HomeAssistant.xcodeproj", "App")
    let id = try #require(app.bundleIdentifier)
    #expect(id.value == nil)
    #expect(id.unresolved?.variable == "PROVISIONING_SUFFIX")
    #expect(
      id.unresolved?.chain.first?.location?.description.hasSuffix(
        "Configuration/HomeAssistant.xcconfig:13:29") == true)
  }

  @Test("Provenance: a target's bundle id that names itself extends the project's")
  func selfReference() throws {
    let spotlight = try Self.configured(
      "Provenance-Emu__Provenance/Provenance.xcodeproj", "SpotlightImportExtension")
    #expect(spotlight.bundleIdentifier?.value?.hasPrefix("org.provenance-emu.provenance") == true)
    #expect(spotlight.bundleIdentifier?.unresolved == nil)
  }
}
