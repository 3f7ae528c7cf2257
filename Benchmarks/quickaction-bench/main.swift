import Foundation
import PropertyList
import PropertyListOpenStep

// quickaction-bench: the figures ARCHITECTURE.md's bars are measured by, side by side in one run,
// as medians of several rounds with their spread, each said to meet its bar or not.
//   swift run -c release quickaction-bench [--rounds N] [--only parse|pbxproj|plan|url|lint|project|flutter|android|android-shapes|wiring] [--json]
//                                                                  (N default 5; --only for one part)
//   swift run -c release quickaction-bench --dump [--format F] FILE…   (typed JSON of each file, for the
//                                                         agreement script)
//   quickaction-bench --profile-parse [N] | --profile-plan | --profile-url (one workload in a loop, for perf)
//   quickaction-bench --write-pbxproj FILE        (the pbxproj benchmark's 5 MB project, to look at)
//   quickaction-bench --help                       (BenchCommand.usage; an unknown argument is refused, 64)

let command: BenchCommand
do { command = try BenchCommand.parse(Array(CommandLine.arguments.dropFirst())) } catch {
  FileHandle.standardError.write(
    Data("quickaction-bench: \(error.message)\n\n\(BenchCommand.usage)\n".utf8))
  exit(64)
}

let rounds: Int
let only: String?
let wantsJSON: Bool
switch command {
case .help:
  print(BenchCommand.usage)
  exit(0)
case .dump(let forced, let paths):
  // Read leniently, so a file with duplicate keys still yields the value iOS would see; the
  // duplicates are listed beside it. `--format NAME` first reads every file in that format.
  for path in paths {
    var members: [(String, JSONValue)] = [("file", .string(path))]
    do {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      let document = try PropertyList.read(
        bytes, format: forced ?? PropertyList.format(of: bytes, path: path),
        options: .init(allowsDuplicateKeys: true))
      members.append(("value", document.root.taggedJSON))
      members.append(("duplicates", .array(document.duplicateKeys.map { .string($0.description) })))
    } catch let error as PlistError {
      members += [("error", .string(error.description)), ("kind", .string(error.kind.rawValue))]
    } catch {
      members.append(("error", .string("\(error)")))
    }
    print(JSONValue.object(members).serialized())
  }
  exit(0)
case .timeParse(let arguments):
  // A child of the parse benchmark: one parser, timed in a process of its own.
  exit(ParseWorker.main(arguments))
case .writePbxproj(let path):
  do { try Data(PbxprojWorkload.project()).write(to: URL(fileURLWithPath: path)) } catch {
    FileHandle.standardError.write(Data("quickaction-bench: \(error.localizedDescription)\n".utf8))
    exit(73)
  }
  exit(0)
case .timePbxproj(let arguments):
  // A child of the pbxproj benchmark: our OpenStep reader, timed in a process of its own.
  exit(PbxprojBenchmark.child(arguments))
case .profileParse(let runs):
  // Only our parser, in a loop, for a profiler to look at.
  let bytes = Workload.infoPlist()
  for _ in 0..<runs { _ = try? PropertyList.parse(bytes) }
  exit(0)
case .profilePlan:
  // Only planning, in a loop, for a profiler to look at.
  _ = PlanBenchmark.run(rounds: 20, note: { _ in })
  exit(0)
case .profileURL(let resolving):
  // Only URL matching, in a loop, for a profiler to look at.
  URLBenchmark.profile(resolving: resolving)
  exit(0)
case .run(let n, let part, let json):
  (rounds, only, wantsJSON) = (n, part, json)
}
func note(_ s: String) { if !wantsJSON { print(s) } }

func wanted(_ part: String) -> Bool { only == nil || only == part }

var report: [(String, JSONValue)] = [("rounds", .int(rounds))]
var bars: [Bool?] = []
if wanted("parse") {
  let parse = ParseBenchmark.run(rounds: rounds, note: note)
  report.append(("parse", ParseBenchmark.json(parse)))
  bars += [parse.oursOverPLS.meetsBar, parse.oursOverLibplist.meetsBar]
}
if wanted("pbxproj") {
  let pbxproj = PbxprojBenchmark.run(rounds: rounds, note: note)
  report.append(("pbxproj", PbxprojBenchmark.json(pbxproj)))
  bars += [pbxproj.oursOverCython.meetsBar, pbxproj.oursOverPython.meetsBar]
}
if wanted("plan") {
  let plan = PlanBenchmark.run(rounds: rounds, note: note)
  report.append(
    (
      "plan",
      .object([
        ("plans_per_second", plan.plans.json),
        ("with_resulting_state_per_second", plan.withState.json),
      ])
    ))
  bars.append(plan.plans.meetsBar)
}
if wanted("url") {
  let url = URLBenchmark.run(rounds: rounds, note: note)
  report.append(
    (
      "url",
      .object([
        ("matches_per_second", url.matches.json), ("resolved_per_second", url.resolves.json),
        ("urlcomponents_loop_per_second", url.naive.json),
      ])
    ))
  bars.append(url.matches.meetsBar)
}
if wanted("lint"), let lint = LintBenchmark.run(rounds: rounds, note: note) {
  report.append(
    (
      "lint",
      .object([
        ("quickaction_ms", lint.lint.json),
        ("plistutil_ms", lint.plistutil.values.isEmpty ? .null : lint.plistutil.json),
      ])
    ))
  bars.append(lint.lint.meetsBar)
}
if wanted("project"), let project = ProjectLintBenchmark.run(rounds: rounds, note: note) {
  report.append(
    (
      "project_lint",
      .object([
        ("quickaction_ms", project.project.json), ("quickaction_cpu_ms", project.projectCPU.json),
        ("single_plist_ms", project.single.json),
      ])
    ))
  bars.append(project.project.meetsBar)
}
if wanted("flutter"), let flutter = FlutterLintBenchmark.run(rounds: rounds, note: note) {
  report.append(
    (
      "flutter_lint",
      .object([("quickaction_ms", flutter.lint.json), ("quickaction_cpu_ms", flutter.cpu.json)])
    ))
  bars.append(flutter.lint.meetsBar)
}
if wanted("android"), let android = AndroidTreeBenchmark.run(rounds: rounds, note: note) {
  report.append(
    (
      "android_tree_lint",
      .object([
        ("quickaction_ms", android.lint.json), ("quickaction_cpu_ms", android.cpu.json),
        ("xml_files", .int(android.files)),
      ])
    ))
  bars.append(android.lint.meetsBar)
}
if wanted("android-shapes") {
  let shapes = AndroidShapesBenchmark.run(rounds: rounds, note: note)
  report.append(("android_shapes_ms", .object(shapes.map { ($0.name, $0.json) })))
  bars += shapes.map(\.meetsBar)
}
if wanted("wiring"), let wiring = WiringBenchmark.run(rounds: rounds, note: note) {
  report.append(
    ("wiring", .object([("read_ms", wiring.read.json), ("files_read", .int(wiring.filesRead))])))
  bars.append(wiring.read.meetsBar)
}
let missed = bars.compactMap { $0 }.filter { !$0 }.count
report.append(("bars_missed", .int(missed)))
note(missed == 0 ? "every bar met" : "\(missed) figure\(missed == 1 ? "" : "s") below the bar")
if wantsJSON { print(JSONValue.object(report).serialized()) }
