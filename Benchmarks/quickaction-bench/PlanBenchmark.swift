import PropertyList
/// Route planning throughput; filled in with the router.
enum PlanBenchmark {
  static func run(note: (String) -> Void) -> JSONValue? { nil }
}
