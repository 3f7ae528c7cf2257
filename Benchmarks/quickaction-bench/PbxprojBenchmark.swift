import Foundation
import PropertyList
import PropertyListOpenStep

/// OpenStep parsing of a 5 MB `project.pbxproj` (PbxprojWorkload), ours (positions kept)
/// against the Cython `openstep-plist` and the pure-Python `openstep_parser` (PyPI). Ours is
/// timed in a child process of its own (as ParseWorker does), the Python ones inside Python,
/// each from the file's bytes (decoding to text included) to the parsed tree; the ratios are
/// taken within a round.
enum PbxprojBenchmark {
  struct Result {
    var ours = Figure(name: "QuickActionRouter PropertyList (OpenStep)", unit: " MB/s")
    var cython = Figure(name: "openstep-plist (Cython)", unit: " MB/s")
    var python = Figure(name: "openstep_parser (Python)", unit: " MB/s")
    var oursOverCython = Figure(name: "ours / openstep-plist", unit: "x", bar: .atLeast(3))
    var oursOverPython = Figure(name: "ours / openstep_parser", unit: "x", bar: .atLeast(20))
    var fileBytes = 0
  }

  /// The Python side: the best of `runs` parses of the file by one library, in seconds.
  static let pythonTimer = """
    import sys, time
    which, path, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
    if which == "openstep-plist":
        import openstep_plist
        parse = lambda data: openstep_plist.loads(data.decode("utf-8"))
    else:
        from openstep_parser import OpenStepDecoder
        parse = lambda data: OpenStepDecoder.ParseFromString(data.decode("utf-8"))
    data = open(path, "rb").read()
    assert len(parse(data)["objects"]) > 1000
    best = None
    for _ in range(runs):
        t = time.perf_counter(); tree = parse(data); t = time.perf_counter() - t
        del tree
        best = t if best is None or t < best else best
    print(best)
    """

  static func run(rounds: Int, note: (String) -> Void) -> Result {
    let bytes = PbxprojWorkload.project()
    var result = Result()
    result.fileBytes = bytes.count
    let mb = Double(bytes.count) / 1_000_000
    let objects =
      (try? PropertyList.read(bytes, format: .openStep).root["objects"]?.dictionaryValue?.count)
      ?? 0
    precondition(objects > 1000, "the benchmark pbxproj did not parse")
    note(
      "pbxproj: \(bytes.count) bytes (\(String(format: "%.1f", mb)) MB), 50 targets, \(objects) objects, \(rounds) rounds; ours in a process of its own (best of 5 after one untimed run), the Python parsers inside Python (best of 3, openstep_parser 1)"
    )
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quickaction-bench-\(getpid()).pbxproj")
    do { try Data(bytes).write(to: path) } catch {
      note("  cannot write the benchmark file: \(error.localizedDescription)")
      return result
    }
    defer { try? FileManager.default.removeItem(at: path) }
    let executable =
      FileManager.default.fileExists(atPath: "/proc/self/exe")
      ? "/proc/self/exe" : (Bundle.main.executablePath ?? CommandLine.arguments[0])
    var hasCython = true
    var hasPython = true
    for _ in 0..<rounds {
      guard
        let seconds = Comparisons.secondsPrinted(
          by: executable, ["--time-pbxproj", path.path, "5"])
      else {
        note("  the pbxproj worker failed")
        return result
      }
      let ours = mb / seconds
      result.ours.values.append(ours)
      if hasCython,
        let s = Comparisons.secondsPrinted(
          by: "/usr/bin/env", ["python3", "-c", pythonTimer, "openstep-plist", path.path, "3"])
      {
        result.cython.values.append(mb / s)
        result.oursOverCython.values.append(ours / (mb / s))
      } else {
        hasCython = false
      }
      if hasPython,
        let s = Comparisons.secondsPrinted(
          by: "/usr/bin/env", ["python3", "-c", pythonTimer, "openstep_parser", path.path, "1"])
      {
        result.python.values.append(mb / s)
        result.oursOverPython.values.append(ours / (mb / s))
      } else {
        hasPython = false
      }
    }
    let f = { (v: Double) in String(format: "%.1f", v) }
    note("  QuickActionRouter PropertyList   " + result.ours.line(f))
    if hasCython {
      note("  openstep-plist (Cython)          " + result.cython.line(f))
      note("    ours is                        " + result.oursOverCython.line(f))
    } else {
      note(
        "  openstep-plist                   skipped: not installed (python3 -m pip install openstep-plist)"
      )
    }
    if hasPython {
      note("  openstep_parser (Python)         " + result.python.line(f))
      note("    ours is                        " + result.oursOverPython.line(f))
    } else {
      note(
        "  openstep_parser                  skipped: not installed (python3 -m pip install openstep-parser)"
      )
    }
    return result
  }

  /// In the child (`quickaction-bench --time-pbxproj <file> <runs>`): one untimed parse, then
  /// the best time of `runs`, in seconds, on standard output.
  static func child(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2, let runs = Int(arguments[1]),
      let data = FileManager.default.contents(atPath: arguments[0])
    else { return 64 }
    let bytes = [UInt8](data)
    print(
      Measure.best(
        runs: runs + 1, keeping: { try? PropertyList.read(bytes, format: .openStep) },
        skippingFirst: true))
    return 0
  }

  static func json(_ result: Result) -> JSONValue {
    .object([
      ("file_bytes", .int(result.fileBytes)),
      ("ours_mbps", result.ours.json),
      ("openstep_plist_mbps", result.cython.values.isEmpty ? .null : result.cython.json),
      ("openstep_parser_mbps", result.python.values.isEmpty ? .null : result.python.json),
      (
        "ours_over_openstep_plist",
        result.oursOverCython.values.isEmpty ? .null : result.oursOverCython.json
      ),
      (
        "ours_over_openstep_parser",
        result.oursOverPython.values.isEmpty ? .null : result.oursOverPython.json
      ),
    ])
  }
}
