import Foundation
import PropertyList

/// Each parser timed in a process of its own, on the same file.
///
/// In one process, a parser timed right after another runs in the heap the other left: after
/// libplist's tree of a million small blocks is freed, glibc consolidates them on our next large
/// allocation, and ours measured about 190 MB/s there against 250 MB/s alone (observed on this
/// machine); trimming the heap between them instead made each page-fault its memory afresh.
/// A child per parser gives each one a heap of its own, warmed by one untimed run, as a
/// program that parses many files has.
enum ParseWorker {
  enum Parser: String, CaseIterable {
    case ours, libplist, propertyListSerialization
  }

  /// In the child (`quickaction-bench --time-parse <parser> <file> <runs>`): one untimed run,
  /// then the best time of `runs`, in seconds, on standard output. Each tree is freed after its
  /// clock stops.
  static func main(_ arguments: [String]) -> Int32 {
    guard arguments.count == 3, let parser = Parser(rawValue: arguments[0]),
      let runs = Int(arguments[2]),
      let data = FileManager.default.contents(atPath: arguments[1])
    else { return 64 }
    let bytes = [UInt8](data)
    let seconds: Double
    switch parser {
    case .ours:
      seconds = Measure.best(
        runs: runs + 1, keeping: { try? PropertyList.parse(bytes) }, skippingFirst: true)
    case .propertyListSerialization:
      seconds = Measure.best(
        runs: runs + 1, keeping: { Comparisons.propertyListSerialization(data) },
        skippingFirst: true)
    case .libplist:
      guard let lib = Comparisons.LibPlist.load() else { return 69 }
      var best = Double.infinity
      for run in 0...runs {
        var tree: UnsafeMutableRawPointer? = nil
        let elapsed = Measure.best(runs: 1) { tree = lib.parse(bytes) }
        lib.release(tree)
        if run > 0 { best = min(best, elapsed) }
      }
      seconds = best
    }
    print(seconds)
    return 0
  }

  /// The best seconds of `runs` runs of `parser` on the file at `path`, timed in a child
  /// process; nil when the child could not run it (libplist not installed).
  static func time(_ parser: Parser, path: String, runs: Int) -> Double? {
    // This same executable, as the child: /proc/self/exe on Linux.
    let executable =
      FileManager.default.fileExists(atPath: "/proc/self/exe")
      ? "/proc/self/exe" : (Bundle.main.executablePath ?? CommandLine.arguments[0])
    return Comparisons.secondsPrinted(
      by: executable, ["--time-parse", parser.rawValue, path, String(runs)])
  }
}
