import Foundation
import Testing

/// Compares text with a golden file under `Snapshots/`, beside the calling test file. Set
/// `QUICKACTION_RECORD_SNAPSHOTS=1` to write the golden files anew (and review the diff).
public func assertSnapshot(
  _ actual: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(
    "Snapshots")
  let url = directory.appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["QUICKACTION_RECORD_SNAPSHOTS"] == "1" {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? actual.write(to: url, atomically: true, encoding: .utf8)
    return
  }
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record(
      "no snapshot \(name); record it with QUICKACTION_RECORD_SNAPSHOTS=1",
      sourceLocation: sourceLocation)
    return
  }
  #expect(actual == expected, "snapshot \(name) differs", sourceLocation: sourceLocation)
}
