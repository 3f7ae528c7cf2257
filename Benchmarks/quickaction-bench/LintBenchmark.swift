import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Whole-process lint of the demo manifest: `quickaction lint Shortcuts.plist` started, run and
/// finished, as a build phase or CI step does it, beside `plistutil` (libplist's command-line
/// tool, which only parses and writes) on the same file.
enum LintBenchmark {
  struct Result {
    var lint = Figure(name: "quickaction lint", unit: " ms", bar: .atMost(5))
    var plistutil = Figure(name: "plistutil", unit: " ms")
  }

  /// The `quickaction` binary of the same build, beside this one.
  static var binary: String? {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let path = folder.appendingPathComponent("quickaction").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }

  static func run(rounds: Int, note: (String) -> Void) -> Result? {
    guard let binary, FileManager.default.fileExists(atPath: "Shortcuts.plist") else {
      note(
        "lint: skipped: build the tool first (swift build -c release --product quickaction) and run from the package root"
      )
      return nil
    }
    var result = Result()
    let plistutil = [
      "/usr/bin/plistutil", "/usr/local/bin/plistutil", "/opt/homebrew/bin/plistutil",
    ]
    .first { FileManager.default.isExecutableFile(atPath: $0) }
    for _ in 0..<rounds {
      result.lint.values.append(medianMilliseconds(binary, ["lint", "Shortcuts.plist"]))
      if let plistutil {
        result.plistutil.values.append(
          medianMilliseconds(plistutil, ["-i", "Shortcuts.plist", "-o", "/dev/null"]))
      }
    }
    let linking =
      isStatic(binary)
      ? "statically linked, as installed"
      : "dynamically linked: most of it is loading the Swift runtime; swift build -c release --static-swift-stdlib --product quickaction for the installed figure"
    note(
      "lint: the demo manifest, a whole process each time (median of 21 runs per round); \(binary): \(linking)"
    )
    let f = { (v: Double) in String(format: "%.2f", v) }
    note("  quickaction lint Shortcuts.plist " + result.lint.line(f))
    if plistutil != nil {
      note("  plistutil -i Shortcuts.plist     " + result.plistutil.line(f))
    } else {
      note(
        "  plistutil                        skipped: not installed (apt-get install libplist-utils)"
      )
    }
    return result
  }

  /// Whether the binary carries the Swift runtime (no `libswiftCore.so` among what it loads).
  static func isStatic(_ path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path) else { return false }
    return data.range(of: Data("libswiftCore.so".utf8)) == nil
  }

  /// The median of 21 runs of a process, in milliseconds, started with `posix_spawn`
  /// (Foundation's `Process` adds tens of milliseconds of its own) with its output to /dev/null:
  /// its wall time, or with `cpu`, its processor time (user + system, from `wait4`), what a
  /// shared, loaded machine does not inflate as it does the wall time.
  static func medianMilliseconds(_ path: String, _ arguments: [String], cpu: Bool = false) -> Double
  {
    var times: [Double] = []
    for _ in 0..<21 {
      // Darwin's spawn.h: `typedef void *posix_spawn_file_actions_t` (an optional raw pointer in
      // Swift, which posix_spawn_file_actions_init fills); Glibc's is a struct.
      #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
      #else
        var actions = posix_spawn_file_actions_t()
      #endif
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      let argv = ([path] + arguments).map { strdup($0) } + [nil]
      defer { for argument in argv { free(argument) } }
      var pid: pid_t = 0
      let start = DispatchTime.now().uptimeNanoseconds
      guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return .nan }
      var status: Int32 = 0
      var usage = rusage()
      wait4(pid, &status, 0, &usage)
      let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
      let processor =
        Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(
          usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
      times.append(cpu ? processor * 1000 : wall)
    }
    return times.sorted()[times.count / 2]
  }
}
