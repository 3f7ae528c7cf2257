import Foundation
import PropertyList

/// XML parsing, ours (positions kept) against PropertyListSerialization, libplist and plistlib.
/// Each round times every parser on the same bytes, so the ratios are taken within a round.
enum ParseBenchmark {
  struct Result {
    var ours = Figure(name: "QuickActionRouter PropertyList", unit: " MB/s")
    var pls = Figure(name: "PropertyListSerialization", unit: " MB/s")
    var libplist = Figure(name: "libplist plist_from_xml", unit: " MB/s")
    var oursOverPLS = Figure(name: "ours / PropertyListSerialization", unit: "x", bar: .atLeast(6))
    var oursOverLibplist = Figure(name: "ours / libplist", unit: "x", bar: .atLeast(2))
    var plistlib: Double?
    var peakBytes: Int?
    var fileBytes = 0
  }

  static func run(rounds: Int, note: (String) -> Void) -> Result {
    let rssBefore = Measure.status("VmRSS")
    let bytes = Workload.infoPlist()
    var result = Result()
    result.fileBytes = bytes.count
    let mb = Double(bytes.count) / 1_000_000
    note("parse: \(bytes.count) bytes (\(String(format: "%.1f", mb)) MB), 20,000 shortcut items, \(rounds) rounds")

    // Peak memory first, while the process is small: input plus the parsed tree.
    Measure.resetPeak()
    var items = 0
    if let root = try? PropertyList.parse(bytes) {
      items = root["UIApplicationShortcutItems"]?.arrayValue?.count ?? 0
    }
    result.peakBytes = Measure.status("VmHWM").flatMap { hwm in rssBefore.map { hwm - $0 } }
    precondition(items == 20_000, "the benchmark file did not parse")

    let data = Data(bytes)
    let lib = Comparisons.LibPlist.load()
    for _ in 0..<rounds {
      // Ours and libplist take turns, three runs each, so that both meet the same moments of a
      // noisy machine; each keeps its best. Each parser's tree is freed after its clock stops.
      var oursSeconds = Double.infinity, libSeconds = Double.infinity
      for _ in 0..<3 {
        oursSeconds = min(oursSeconds, Measure.best(runs: 1, keeping: { try? PropertyList.parse(bytes) }))
        if let lib {
          var tree: UnsafeMutableRawPointer? = nil
          libSeconds = min(libSeconds, Measure.best(runs: 1) { tree = lib.parse(bytes) })
          lib.release(tree)
        }
      }
      let ours = mb / oursSeconds
      let pls = mb / Measure.best(runs: 1, keeping: { Comparisons.propertyListSerialization(data) })
      result.ours.values.append(ours)
      result.pls.values.append(pls)
      result.oursOverPLS.values.append(ours / pls)
      if lib != nil {
        let speed = mb / libSeconds
        result.libplist.values.append(speed)
        result.oursOverLibplist.values.append(ours / speed)
      }
    }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("quickaction-bench-\(getpid()).plist")
    try? data.write(to: path)
    result.plistlib = Comparisons.plistlib(path: path.path, bytes: bytes.count, runs: 3)
    try? FileManager.default.removeItem(at: path)

    let f = { (v: Double) in String(format: "%.1f", v) }
    note("  QuickActionRouter PropertyList   " + result.ours.line(f))
    note("  PropertyListSerialization        " + result.pls.line(f))
    note("    ours is                        " + result.oursOverPLS.line(f))
    if lib != nil {
      note("  libplist plist_from_xml (C)      " + result.libplist.line(f))
      note("    ours is                        " + result.oursOverLibplist.line(f))
    } else {
      note("  libplist plist_from_xml          skipped: libplist is not installed (apt-get install libplist-dev)")
    }
    if let plistlib = result.plistlib {
      note("  Python plistlib                  \(f(plistlib)) MB/s (best of 3); ours is \(f(result.ours.median / plistlib))x")
    } else {
      note("  Python plistlib                  skipped: python3 not found")
    }
    if let peak = result.peakBytes {
      let ratio = Double(peak) / Double(bytes.count)
      note("  peak memory while parsing        \(peak / 1_000_000) MB = \(f(ratio))x the input (bar: under 4x, \(ratio < 4 ? "met" : "ABOVE THE BAR"))")
    }
    return result
  }

  static func json(_ result: Result) -> JSONValue {
    .object([
      ("file_bytes", .int(result.fileBytes)),
      ("ours_mbps", result.ours.json),
      ("propertylistserialization_mbps", result.pls.json),
      ("libplist_mbps", result.libplist.values.isEmpty ? .null : result.libplist.json),
      ("ours_over_propertylistserialization", result.oursOverPLS.json),
      ("ours_over_libplist", result.oursOverLibplist.values.isEmpty ? .null : result.oursOverLibplist.json),
      ("plistlib_mbps", result.plistlib.map { .number(String(format: "%.2f", $0)) } ?? .null),
      ("peak_rss_bytes", result.peakBytes.map { .int($0) } ?? .null),
    ])
  }
}
