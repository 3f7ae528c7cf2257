import Foundation
import Testing

/// `quickaction-bench` refuses what it does not know, and `--help` prints its usage at once: the
/// built binary, run as a user runs it. (Each case returns before any benchmark starts: a command
/// line that started the run would print figures, not the usage, and fail on its output. No
/// wall-clock limit: a busy machine only makes it slower.)
@Suite(.serialized) struct BenchCommandTests {
  static var bench: URL { CLI.executable("quickaction-bench") }

  /// The usage the binary prints for `--help` (checked by `help`).
  static let usage =
    (try? CLI.run(["--help"], executable: bench))?.stdout
    ?? "(quickaction-bench --help did not run)"

  @Test(
    "--help and -h print the usage on standard output and exit 0",
    arguments: [["--help"], ["-h"], ["--rounds", "2", "--help"]])
  func help(_ arguments: [String]) throws {
    let run = try CLI.run(arguments, executable: Self.bench)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty)
    #expect(
      run.stdout.hasPrefix(
        "USAGE: quickaction-bench [--rounds N] [--only parse|pbxproj|plan|url|lint|project|flutter|android|android-shapes|wiring] [--json]\n"
      ))
    #expect(run.stdout.contains("\n  --help, -h        this text\n"))
  }

  @Test(
    "an argument it does not know, or a bad value, exits 64 with the reason and the usage on standard error",
    arguments: [
      (["--frobnicate"], "unknown argument '--frobnicate'"),
      (["extra"], "unknown argument 'extra'"),
      (["--json", "--round", "3"], "unknown argument '--round'"),
      (["--rounds"], "--rounds takes a positive number"),
      (["--rounds", "0"], "--rounds takes a positive number"),
      (["--rounds", "2", "--rounds", "3"], "--rounds is given twice"),
      (
        ["--only", "parsing"],
        "--only takes parse, pbxproj, plan, url, lint, project, flutter, android, android-shapes or wiring"
      ),
      (["--only", "url", "--only", "plan"], "--only is given twice"),
      (["--json", "--json"], "--json is given twice"),
      (
        ["--dump", "--format", "yaml", "Shortcuts.plist"],
        "--format takes one of xml, binary, strings, json, openStep"
      ),
      (
        ["--profile-parse", "many"], "--profile-parse takes a positive number of parses, not 'many'"
      ),
      (["--profile-plan", "now"], "unknown argument 'now'"),
      (["--profile-url", "fast"], "unknown argument 'fast'"),
      (["--write-pbxproj"], "--write-pbxproj takes one FILE"),
      (["--bad\u{1B}[31m"], "unknown argument '--bad\\u{1B}[31m'"),
    ])
  func refused(_ arguments: [String], _ message: String) throws {
    let run = try CLI.run(arguments, executable: Self.bench)
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == "quickaction-bench: \(message)\n\n" + Self.usage, "\(run.stderr)")
  }

  @Test("the modes the agreement scripts use still run: --dump with a format")
  func dump() throws {
    let run = try CLI.run(["--dump", "--format", "xml", "Shortcuts.plist"], executable: Self.bench)
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("{\"file\":\"Shortcuts.plist\",\"value\":"))
  }
}
