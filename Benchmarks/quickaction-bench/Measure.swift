import Foundation

/// Timing and memory helpers.
enum Measure {
  /// The best wall-clock time of `runs` runs, in seconds.
  static func best(runs: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      best = min(best, elapsed)
    }
    return best
  }

  /// The best time of `runs` runs of `body`, whose result is kept until the clock has stopped:
  /// parsing is timed, freeing the tree is not (for every parser alike).
  /// The first run is left out of the best with `skippingFirst` (a warm-up).
  static func best<T>(runs: Int, keeping body: () -> T, skippingFirst: Bool = false) -> Double {
    var best = Double.infinity
    for run in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      let kept = body()
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      withExtendedLifetime(kept) {}
      if run > 0 || !skippingFirst { best = min(best, elapsed) }
    }
    return best
  }

  /// A field of /proc/self/status in bytes (VmRSS, VmHWM), or nil off Linux.
  static func status(_ field: String) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
      let digits = line.split(separator: " ").compactMap { Int($0) }
      return digits.first.map { $0 * 1024 }
    }
    return nil
  }

  /// Resets the peak-RSS mark to the current RSS (Linux 4.0+).
  static func resetPeak() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
  }
}
