import PropertyList
import QuickActions

#if canImport(Glibc)
  import Glibc
#endif

/// Route planning throughput over realistic states (5 tabs, stacks up to 6 deep, up to 2
/// presentations), from the seeded sampler the planner's property tests use.
enum PlanBenchmark {
  static func run(note: (String) -> Void) -> JSONValue? {
    var sampler = NavigationSampler(seed: 2026)
    let cases = (0..<1_000).map { _ -> (Route, [String: String], NavigationState) in
      let state = sampler.navigationState()
      return (sampler.route(for: state), sampler.userInfo(), state)
    }
    var plans = 0
    var checksum = 0
    let seconds = Measure.best(runs: 3) {
      for _ in 0..<100 {
        for (route, userInfo, state) in cases {
          if case .plan(let plan) = Planner.plan(route, userInfo: userInfo, from: state) { checksum &+= plan.steps.count }
          plans += 1
        }
      }
    }
    let perSecond = Double(100 * cases.count) / seconds
    note("plan: \(cases.count) sampled states x 100, best of 3")
    note("  QuickActionRouter Planner        \(Int(perSecond)) plans/s (bar: 1,000,000)   [checksum \(checksum % 997)]")
    return .object([("plans_per_second", .int(Int(perSecond))), ("states", .int(cases.count))])
  }
}
