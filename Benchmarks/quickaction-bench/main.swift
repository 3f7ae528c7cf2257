import Foundation
import PropertyList

// quickaction-bench: the figures DESIGN.md's bars are measured by, side by side in one run.
//   swift run -c release quickaction-bench [--json]
//   swift run -c release quickaction-bench --dump FILE…   (typed JSON of each file, for the
//                                                         agreement script)
//   quickaction-bench --profile-parse [N] | --profile-plan  (one workload in a loop, for perf)

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--dump" {
  // Read leniently, so a file with duplicate keys still yields the value iOS would see; the
  // duplicates are listed beside it.
  for path in arguments.dropFirst() {
    var members: [(String, JSONValue)] = [("file", .string(path))]
    do {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      let document = try PropertyList.read(
        bytes, format: PropertyList.format(of: bytes, path: path), options: .init(allowsDuplicateKeys: true))
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

if arguments.first == "--profile-parse" {
  // Only our parser, in a loop, for a profiler to look at.
  let bytes = Workload.infoPlist()
  for _ in 0..<(Int(arguments.dropFirst().first ?? "") ?? 20) { _ = try? PropertyList.parse(bytes) }
  exit(0)
}

if arguments.first == "--profile-plan" {
  // Only planning, in a loop, for a profiler to look at.
  for _ in 0..<20 { _ = PlanBenchmark.run(note: { _ in }) }
  exit(0)
}

let wantsJSON = arguments.contains("--json")
func note(_ s: String) { if !wantsJSON { print(s) } }

var report: [(String, JSONValue)] = []
report.append(("parse", ParseBenchmark.run(note: note)))
if let plan = PlanBenchmark.run(note: note) { report.append(("plan", plan)) }
if wantsJSON { print(JSONValue.object(report).serialized()) }
