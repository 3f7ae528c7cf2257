import PropertyList
import QuickActions

/// Route planning throughput over realistic states (5 tabs, stacks up to 6 deep, up to 2
/// presentations), from the seeded sampler the planner's property tests use.
enum PlanBenchmark {
  static func run(rounds: Int, note: (String) -> Void) -> Figure {
    var sampler = NavigationSampler(seed: 2026)
    let cases = (0..<1_000).map { _ -> (Route, [String: String], NavigationState) in
      let state = sampler.navigationState()
      return (sampler.route(for: state), sampler.userInfo(), state)
    }
    var figure = Figure(name: "plans per second", unit: "", bar: .atLeast(1_000_000))
    var checksum = 0
    for _ in 0..<rounds {
      let seconds = Measure.best(runs: 2) {
        for _ in 0..<100 {
          for (route, userInfo, state) in cases {
            if case .plan(let plan) = Planner.plan(route, userInfo: userInfo, from: state) { checksum &+= plan.steps.count }
          }
        }
      }
      figure.values.append(Double(100 * cases.count) / seconds)
    }
    note("plan: \(cases.count) sampled states x 100, best of 2 per round   [checksum \(checksum % 997)]")
    note("  QuickActionRouter Planner        " + figure.line { String(Int($0)) } + " plans/s")
    return figure
  }
}
