import AppWiring
import Foundation
import Testing

@testable import QuickActionLint

/// The wiring rules on real apps' delegates. The sources are other projects' code, never kept
/// in the repository: `QUICKACTION_WIRING_SOURCES` names a folder holding them in the layout of
/// `../shared/corpus/wiring/MANIFEST.tsv` (each app's folder, with its Info.plist). Without it
/// the test skips with a line (it fails with `CI=true` only when the folder is named and
/// missing). The expected findings are the hand-judged true positives (issue 40's note).
@Suite("Wiring rules on real apps")
struct WiringCorpusTests {
  static var sources: String? { ProcessInfo.processInfo.environment["QUICKACTION_WIRING_SOURCES"] }

  static func findings(in root: String) -> [String] {
    let apps =
      ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: root + "/" + $0, isDirectory: &isFolder)
          && isFolder.boolValue
      }.sorted()
    var lines: [String] = []
    for app in apps {
      let wiring = WiringReader.read(folder: root + "/" + app)
      let reports = WiringRuleRegistry.reports(wiring, configuration: LintConfiguration()) { _ in [] }
      for finding in reports.flatMap(\.findings) {
        let file = String(finding.file.dropFirst(root.count + 1))
        lines.append("\(file):\(finding.location.line):\(finding.location.column) \(finding.rule)")
      }
    }
    return lines
  }

  @Test("every finding on the real apps is one judged true")
  func corpus() throws {
    guard let root = Self.sources else {
      print("skipped: QUICKACTION_WIRING_SOURCES names no folder of the wiring corpus's sources")
      return
    }
    try #require(FileManager.default.fileExists(atPath: root), "no folder \(root)")
    let found = Self.findings(in: root)
    for line in found { print("FINDING", line) }
    #expect(found == Self.judged)
  }

  static let judged: [String] = []
}
