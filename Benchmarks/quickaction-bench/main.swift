import Foundation
import PropertyList

// quickaction-bench: the figures DESIGN.md's bars are measured by, side by side in one run,
// as medians of several rounds with their spread, each said to meet its bar or not.
//   swift run -c release quickaction-bench [--rounds N] [--only parse|pbxproj|plan|url|lint|project] [--json]
//                                                                  (N default 5; --only for one part)
//   swift run -c release quickaction-bench --dump [--format F] FILE…   (typed JSON of each file, for the
//                                                         agreement script)
//   quickaction-bench --profile-parse [N] | --profile-plan | --profile-url (one workload in a loop, for perf)
//   quickaction-bench --write-pbxproj FILE        (the pbxproj benchmark's 5 MB project, to look at)

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--dump" {
  // Read leniently, so a file with duplicate keys still yields the value iOS would see; the
  // duplicates are listed beside it. `--format NAME` first reads every file in that format.
  var paths = arguments.dropFirst()
  var forced: PropertyList.Format? = nil
  if paths.first == "--format", paths.count >= 2, let format = PropertyList.Format(rawValue: paths.dropFirst().first ?? "") {
    forced = format
    paths = paths.dropFirst(2)
  }
  for path in paths {
    var members: [(String, JSONValue)] = [("file", .string(path))]
    do {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      let document = try PropertyList.read(
        bytes, format: forced ?? PropertyList.format(of: bytes, path: path), options: .init(allowsDuplicateKeys: true))
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
}

if arguments.first == "--time-parse" {
  // A child of the parse benchmark: one parser, timed in a process of its own.
  exit(ParseWorker.main(Array(arguments.dropFirst())))
}

if arguments.first == "--write-pbxproj", arguments.count == 2 {
  do { try Data(PbxprojWorkload.project()).write(to: URL(fileURLWithPath: arguments[1])) } catch {
    FileHandle.standardError.write(Data("quickaction-bench: \(error.localizedDescription)\n".utf8))
    exit(73)
  }
  exit(0)
}

if arguments.first == "--time-pbxproj" {
  // A child of the pbxproj benchmark: our OpenStep reader, timed in a process of its own.
  exit(PbxprojBenchmark.child(Array(arguments.dropFirst())))
}

if arguments.first == "--profile-parse" {
  // Only our parser, in a loop, for a profiler to look at.
  let bytes = Workload.infoPlist()
  for _ in 0..<(Int(arguments.dropFirst().first ?? "") ?? 20) { _ = try? PropertyList.parse(bytes) }
  exit(0)
}

if arguments.first == "--profile-plan" {
  // Only planning, in a loop, for a profiler to look at.
  _ = PlanBenchmark.run(rounds: 20, note: { _ in })
  exit(0)
}

if arguments.first == "--profile-url" {
  // Only URL matching, in a loop, for a profiler to look at.
  URLBenchmark.profile()
  exit(0)
}

let wantsJSON = arguments.contains("--json")
var rounds = 5
if let index = arguments.firstIndex(of: "--rounds") {
  guard arguments.indices.contains(index + 1), let n = Int(arguments[index + 1]), n > 0 else {
    FileHandle.standardError.write(Data("quickaction-bench: --rounds takes a positive number\n".utf8))
    exit(64)
  }
  rounds = n
}
func note(_ s: String) { if !wantsJSON { print(s) } }

let only: String? = {
  guard let index = arguments.firstIndex(of: "--only") else { return nil }
  guard arguments.indices.contains(index + 1), ["parse", "pbxproj", "plan", "url", "lint", "project", "flutter"].contains(arguments[index + 1]) else {
    FileHandle.standardError.write(Data("quickaction-bench: --only takes parse, pbxproj, plan, url, lint, project or flutter\n".utf8))
    exit(64)
  }
  return arguments[index + 1]
}()
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
  report.append(("plan", .object([("plans_per_second", plan.plans.json), ("with_resulting_state_per_second", plan.withState.json)])))
  bars.append(plan.plans.meetsBar)
}
if wanted("url") {
  let url = URLBenchmark.run(rounds: rounds, note: note)
  report.append(("url", .object([
    ("matches_per_second", url.matches.json), ("resolved_per_second", url.resolves.json),
    ("urlcomponents_loop_per_second", url.naive.json),
  ])))
  bars.append(url.matches.meetsBar)
}
if wanted("lint"), let lint = LintBenchmark.run(rounds: rounds, note: note) {
  report.append(("lint", .object([("quickaction_ms", lint.lint.json), ("plistutil_ms", lint.plistutil.values.isEmpty ? .null : lint.plistutil.json)])))
  bars.append(lint.lint.meetsBar)
}
if wanted("project"), let project = ProjectLintBenchmark.run(rounds: rounds, note: note) {
  report.append(("project_lint", .object([
    ("quickaction_ms", project.project.json), ("quickaction_cpu_ms", project.projectCPU.json), ("single_plist_ms", project.single.json),
  ])))
  bars.append(project.project.meetsBar)
}
if wanted("flutter"), let flutter = FlutterLintBenchmark.run(rounds: rounds, note: note) {
  report.append(("flutter_lint", .object([("quickaction_ms", flutter.lint.json), ("quickaction_cpu_ms", flutter.cpu.json)])))
  bars.append(flutter.lint.meetsBar)
}
let missed = bars.compactMap { $0 }.filter { !$0 }.count
report.append(("bars_missed", .int(missed)))
note(missed == 0 ? "every bar met" : "\(missed) figure\(missed == 1 ? "" : "s") below the bar")
if wantsJSON { print(JSONValue.object(report).serialized()) }
