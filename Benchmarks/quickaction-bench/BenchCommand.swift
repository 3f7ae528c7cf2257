import PropertyList

/// What the benchmark was asked to do, read from its command line before anything runs. An
/// argument it does not know is refused (exit 64, with the usage), never ignored: ignored, a
/// misspelt `--only` or a `--help` ran the whole benchmark, three minutes of it.
enum BenchCommand: Equatable {
  /// `--help` or `-h`: the usage, at once.
  case help
  /// The benchmark itself: `rounds` rounds of every part, or of `only`; `json` for scripts.
  case run(rounds: Int, only: String?, json: Bool)
  /// `--dump [--format F] FILE…`: each file's typed JSON, for the agreement scripts.
  case dump(format: PropertyList.Format?, paths: [String])
  /// `--write-pbxproj FILE`: the pbxproj benchmark's project, to look at.
  case writePbxproj(String)
  /// `--profile-parse [N]`, `--profile-plan`, `--profile-url [resolve]`: one workload in a loop.
  case profileParse(runs: Int)
  case profilePlan
  case profileURL(resolving: Bool)
  /// `--time-parse …` and `--time-pbxproj …`: the benchmark's own child processes, whose
  /// arguments the children check.
  case timeParse([String])
  case timePbxproj([String])

  /// The parts `--only` names.
  static let parts = [
    "parse", "pbxproj", "plan", "url", "lint", "project", "flutter", "android", "android-shapes",
    "wiring",
  ]

  static let usage = """
    USAGE: quickaction-bench [--rounds N] [--only parse|pbxproj|plan|url|lint|project|flutter|android|android-shapes|wiring] [--json]
           quickaction-bench --dump [--format FORMAT] FILE…
           quickaction-bench --profile-parse [N] | --profile-plan | --profile-url [resolve]
           quickaction-bench --write-pbxproj FILE
           quickaction-bench --help

    Times this package beside its peers, side by side in one run (build it with -c release):
    XML parsing against PropertyListSerialization, libplist and plistlib; a project.pbxproj
    against openstep-plist and openstep_parser; planning; URL matching against a URLComponents
    loop; `quickaction lint` as a whole process against plistutil, and of a 50-target project.
    Prints each figure's median and range over the rounds, and whether it meets its bar.

    OPTIONS:
      --rounds N        rounds of each part (default 5); the ratios are taken within each round
      --only PART       one part: parse, pbxproj, plan, url, lint, project, flutter, android, android-shapes or wiring
      --json            the figures as JSON, for scripts
      --dump            each FILE's value as typed JSON (read leniently), for Benchmarks/agreement.py;
                        --format reads every file as FORMAT (xml, binary, strings, json, openStep)
      --profile-…       one workload in a loop, for a profiler (--profile-parse N: N parses, default 20)
      --write-pbxproj   writes the pbxproj benchmark's generated project to FILE
      --help, -h        this text
    """

  /// A command line the benchmark cannot take, and why.
  struct UsageError: Error, Equatable {
    var message: String
  }

  /// Reads the arguments after the program's name.
  static func parse(_ arguments: [String]) throws(UsageError) -> BenchCommand {
    guard let first = arguments.first else { return .run(rounds: 5, only: nil, json: false) }
    if first == "--help" || first == "-h" { return .help }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "--time-parse": return .timeParse(rest)
    case "--time-pbxproj": return .timePbxproj(rest)
    case "--dump": return try dump(rest)
    case "--write-pbxproj":
      guard rest.count == 1 else { throw UsageError(message: "--write-pbxproj takes one FILE") }
      return .writePbxproj(rest[0])
    case "--profile-parse":
      guard rest.count <= 1 else { throw unknown(rest[1]) }
      guard let runs = rest.first.map({ Int($0) }) ?? 20, runs > 0 else {
        throw UsageError(
          message: "--profile-parse takes a positive number of parses, not '\(rest[0])'")
      }
      return .profileParse(runs: runs)
    case "--profile-plan":
      if let extra = rest.first { throw unknown(extra) }
      return .profilePlan
    case "--profile-url":
      guard rest.isEmpty || rest == ["resolve"] else {
        throw unknown(rest.first { $0 != "resolve" } ?? rest[1])
      }
      return .profileURL(resolving: rest == ["resolve"])
    default:
      return try run(arguments)
    }
  }

  static func unknown(_ argument: String) -> UsageError {
    UsageError(message: "unknown argument '\(TerminalText.escape(argument))'")
  }

  static func run(_ arguments: [String]) throws(UsageError) -> BenchCommand {
    var rounds: Int? = nil
    var only: String? = nil
    var json = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      let value = index + 1 < arguments.count ? arguments[index + 1] : nil
      switch argument {
      case "--rounds":
        guard rounds == nil else { throw UsageError(message: "--rounds is given twice") }
        guard let value, let n = Int(value), n > 0 else {
          throw UsageError(message: "--rounds takes a positive number")
        }
        rounds = n
        index += 2
      case "--only":
        guard only == nil else { throw UsageError(message: "--only is given twice") }
        guard let value, parts.contains(value) else {
          throw UsageError(
            message:
              "--only takes parse, pbxproj, plan, url, lint, project, flutter, android, android-shapes or wiring"
          )
        }
        only = value
        index += 2
      case "--help", "-h":
        return .help
      case "--json":
        guard !json else { throw UsageError(message: "--json is given twice") }
        json = true
        index += 1
      default:
        throw unknown(argument)
      }
    }
    return .run(rounds: rounds ?? 5, only: only, json: json)
  }

  static func dump(_ arguments: [String]) throws(UsageError) -> BenchCommand {
    var paths = arguments[...]
    var format: PropertyList.Format? = nil
    if paths.first == "--format" {
      guard let name = paths.dropFirst().first, let named = PropertyList.Format(rawValue: name)
      else {
        throw UsageError(
          message:
            "--format takes one of \(PropertyList.Format.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      format = named
      paths = paths.dropFirst(2)
    }
    return .dump(format: format, paths: Array(paths))
  }
}
