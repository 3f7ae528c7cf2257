import PropertyList
import QuickActions
import XcodeProject

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reading a file the project names, for linting and for excerpts.
enum ProjectFileBytes {
  static func read(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
  }

  static func isDirectory(_ path: String) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
      == .typeDirectory
  }

  /// Whether the first character, after a byte-order mark and white space, is `<`.
  static func startsLikeXML(_ bytes: [UInt8]) -> Bool {
    var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while i < bytes.count,
      bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D
    { i += 1 }
    return i < bytes.count && bytes[i] == UInt8(ascii: "<")
  }
}

/// Gathers findings into one report per file, in the order files are first met.
struct ReportCollector {
  var reports: [LintReport] = []

  mutating func add(_ report: LintReport) {
    if let index = reports.firstIndex(where: { $0.file == report.file }) {
      reports[index].findings += report.findings
    } else {
      reports.append(report)
    }
  }

  mutating func add(_ finding: Finding, source: [UInt8]?) {
    add(
      LintReport(
        file: finding.file, source: source ?? ProjectFileBytes.read(finding.file) ?? [],
        findings: [finding]))
  }
}
