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
    note(
      "parse: \(bytes.count) bytes (\(String(format: "%.1f", mb)) MB), 20,000 shortcut items, \(rounds) rounds; each parser in a process of its own, best of 5 runs (PropertyListSerialization: 2) after one untimed run"
    )

    // Peak memory first, while the process is small: input plus the parsed tree.
    Measure.resetPeak()
    var items = 0
    if let root = try? PropertyList.parse(bytes) {
      items = root["UIApplicationShortcutItems"]?.arrayValue?.count ?? 0
    }
    result.peakBytes = Measure.status("VmHWM").flatMap { hwm in rssBefore.map { hwm - $0 } }
    precondition(items == 20_000, "the benchmark file did not parse")

    // Every parser in a child process of its own (see ParseWorker), on the same file; the
    // ratios are taken within a round.
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quickaction-bench-\(getpid()).plist")
    do { try Data(bytes).write(to: path) } catch {
      note("  cannot write the benchmark file: \(error.localizedDescription)")
      return result
    }
    defer { try? FileManager.default.removeItem(at: path) }
    var hasLibplist = Comparisons.LibPlist.load() != nil
    for _ in 0..<rounds {
      guard let oursSeconds = ParseWorker.time(.ours, path: path.path, runs: 5),
        let plsSeconds = ParseWorker.time(.propertyListSerialization, path: path.path, runs: 2)
      else {
        note("  the parse worker failed")
        return result
      }
      let ours = mb / oursSeconds
      let pls = mb / plsSeconds
      result.ours.values.append(ours)
      result.pls.values.append(pls)
      result.oursOverPLS.values.append(ours / pls)
      if hasLibplist, let libSeconds = ParseWorker.time(.libplist, path: path.path, runs: 5) {
        result.libplist.values.append(mb / libSeconds)
        result.oursOverLibplist.values.append(ours / (mb / libSeconds))
      } else {
        hasLibplist = false
      }
    }
    result.plistlib = Comparisons.plistlib(path: path.path, bytes: bytes.count, runs: 3)

    let f = { (v: Double) in String(format: "%.1f", v) }
    note("  QuickActionRouter PropertyList   " + result.ours.line(f))
    note("  PropertyListSerialization        " + result.pls.line(f))
    note("    ours is                        " + result.oursOverPLS.line(f))
    if !result.libplist.values.isEmpty {
      note("  libplist plist_from_xml (C)      " + result.libplist.line(f))
      note("    ours is                        " + result.oursOverLibplist.line(f))
    } else {
      note(
        "  libplist plist_from_xml          skipped: libplist is not installed (apt-get install libplist-dev)"
      )
    }
    if let plistlib = result.plistlib {
      note(
        "  Python plistlib                  \(f(plistlib)) MB/s (best of 3); ours is \(f(result.ours.median / plistlib))x"
      )
    } else {
      note("  Python plistlib                  skipped: python3 not found")
    }
    if let peak = result.peakBytes {
      let ratio = Double(peak) / Double(bytes.count)
      note(
        "  peak memory while parsing        \(peak / 1_000_000) MB = \(f(ratio))x the input (bar: under 4x, \(ratio < 4 ? "met" : "ABOVE THE BAR"))"
      )
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
      (
        "ours_over_libplist",
        result.oursOverLibplist.values.isEmpty ? .null : result.oursOverLibplist.json
      ),
      ("plistlib_mbps", result.plistlib.map { .number(String(format: "%.2f", $0)) } ?? .null),
      ("peak_rss_bytes", result.peakBytes.map { .int($0) } ?? .null),
    ])
  }
}
