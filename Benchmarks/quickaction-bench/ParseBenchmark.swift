import Foundation
import PropertyList

/// XML parsing, ours (positions kept) against PropertyListSerialization, libplist and plistlib.
enum ParseBenchmark {
  static func run(note: (String) -> Void) -> JSONValue {
    let rssBefore = Measure.status("VmRSS")
    let bytes = Workload.infoPlist()
    let mb = Double(bytes.count) / 1_000_000
    note("parse: \(bytes.count) bytes (\(String(format: "%.1f", mb)) MB), 20,000 shortcut items")

    // Peak memory first, while the process is small: input plus the parsed tree.
    Measure.resetPeak()
    var items = 0
    if let root = try? PropertyList.parse(bytes) {
      items = root["UIApplicationShortcutItems"]?.arrayValue?.count ?? 0
    }
    let peak = Measure.status("VmHWM").flatMap { hwm in rssBefore.map { hwm - $0 } }
    precondition(items == 20_000, "the benchmark file did not parse")

    // Each parser's tree is freed after its clock stops (plistlib, timed inside Python, too).
    let ours = mb / Measure.best(runs: 10, keeping: { try? PropertyList.parse(bytes) })
    let data = Data(bytes)
    let pls = mb / Measure.best(runs: 3, keeping: { Comparisons.propertyListSerialization(data) })
    let libplist = Comparisons.LibPlist.load().map { lib in
      var trees: [UnsafeMutableRawPointer?] = []
      defer { trees.forEach(lib.release) }
      return mb / Measure.best(runs: 5, keeping: { trees.append(lib.parse(bytes)) })
    }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("quickaction-bench-\(getpid()).plist")
    try? data.write(to: path)
    let plistlib = Comparisons.plistlib(path: path.path, bytes: bytes.count, runs: 3)
    try? FileManager.default.removeItem(at: path)

    func f(_ v: Double) -> String { String(format: "%.1f", v) }
    note("  QuickActionRouter PropertyList   \(f(ours)) MB/s")
    note("  PropertyListSerialization        \(f(pls)) MB/s   ours is \(f(ours / pls))x (bar: 6x)")
    if let libplist {
      note("  libplist plist_from_xml (C)      \(f(libplist)) MB/s   ours is \(f(ours / libplist))x (bar: 1.5x)")
    } else {
      note("  libplist plist_from_xml          skipped: libplist is not installed (apt-get install libplist-dev)")
    }
    if let plistlib {
      note("  Python plistlib                  \(f(plistlib)) MB/s   ours is \(f(ours / plistlib))x")
    } else {
      note("  Python plistlib                  skipped: python3 not found")
    }
    if let peak {
      note("  peak memory while parsing        \(peak / 1_000_000) MB = \(f(Double(peak) / Double(bytes.count)))x the input (bar: under 4x)")
    }
    func number(_ v: Double?) -> JSONValue { v.map { .number(String(format: "%.2f", $0)) } ?? .null }
    return .object([
      ("file_bytes", .int(bytes.count)),
      ("ours_mbps", number(ours)),
      ("propertylistserialization_mbps", number(pls)),
      ("plistlib_mbps", number(plistlib)),
      ("libplist_mbps", number(libplist)),
      ("peak_rss_bytes", peak.map { .int($0) } ?? .null),
    ])
  }
}
