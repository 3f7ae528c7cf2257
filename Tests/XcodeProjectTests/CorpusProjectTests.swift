import Foundation
import Testing
@testable import XcodeProject

/// The real projects under ../shared/corpus/projects (read in place, never copied).
@Suite struct CorpusProjectTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus/projects").path

  static var projects: [String] {
    let paths = (try? FileManager.default.subpathsOfDirectory(atPath: corpus)) ?? []
    return paths.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }.sorted().map { corpus + "/" + String($0.dropLast("/project.pbxproj".count)) }
  }

  @Test("every corpus project reads, and every target resolves its settings for Debug without a crash")
  func everyProjectReads() throws {
    #expect(Self.projects.count >= 30)
    var lines: [String] = []
    for path in Self.projects {
      let project = try XcodeProject(path: path)
      lines.append("\(path.dropFirst(Self.corpus.count + 1)): \(project.targets.count) targets, problems \(project.problems.count)")
      for problem in project.problems { lines.append("  problem \(problem)") }
      for target in project.targets where target.productType.isApplication || target.productType.isExtension {
        let configured = ConfiguredTarget(project: project, target: target, configuration: "Debug")
        let id = configured.bundleIdentifier
        let info = configured.infoPlist()
        var infoText = "none"
        switch info.file {
        case .success(let file): infoText = "file \(file.path.dropFirst(Self.corpus.count + 1))"
        case .failure(let error): infoText = "error \(error.message)"
        case nil: infoText = info.generates ? "generated" : "none"
        }
        lines.append("  \(target.name) [\(target.productType)] sdk=\(configured.settings.context.sdk) id=\(id?.value ?? id?.unresolved?.description ?? "-") info=\(infoText) strings=\(configured.infoPlistStrings.count) assets=\(configured.assetCatalogs.count)")
      }
    }
    if ProcessInfo.processInfo.environment["CORPUS_SUMMARY"] != nil { print(lines.joined(separator: "\n")) }
  }
}
