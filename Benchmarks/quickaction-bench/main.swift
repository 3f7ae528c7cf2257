import Foundation
import PropertyList

// quickaction-bench: the figures DESIGN.md's bars are measured by, side by side in one run.
//   swift run -c release quickaction-bench [--json]
//   swift run -c release quickaction-bench --dump FILE…   (typed JSON of each file, for the
//                                                         agreement script)

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--dump" {
  for path in arguments.dropFirst() {
    let line: JSONValue
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      if path.hasSuffix(".strings") {
        let dict = try PropertyList.parseStrings(data)
        line = .object([("file", .string(path)), ("value", PlistValue(.dictionary(dict)).taggedJSON)])
      } else {
        line = .object([("file", .string(path)), ("value", try PropertyList.parse(data).taggedJSON)])
      }
    } catch let error as PlistError {
      line = .object([("file", .string(path)), ("error", .string(error.description))])
    } catch {
      line = .object([("file", .string(path)), ("error", .string("\(error)"))])
    }
    print(line.serialized())
  }
  exit(0)
}

if arguments.first == "--profile-parse" {
  // Only our parser, in a loop, for a profiler to look at.
  let bytes = Workload.infoPlist()
  for _ in 0..<(Int(arguments.dropFirst().first ?? "") ?? 20) { _ = try? PropertyList.parse(bytes) }
  exit(0)
}

let wantsJSON = arguments.contains("--json")
func note(_ s: String) { if !wantsJSON { print(s) } }

var report: [(String, JSONValue)] = []
report.append(("parse", ParseBenchmark.run(note: note)))
if let plan = PlanBenchmark.run(note: note) { report.append(("plan", plan)) }
if wantsJSON { print(JSONValue.object(report).serialized()) }
