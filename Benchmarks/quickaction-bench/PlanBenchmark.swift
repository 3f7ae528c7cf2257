import PropertyList
import QuickActions

/// Route planning throughput over realistic states (5 tabs, stacks up to 6 deep, up to 2
/// presentations), from the seeded sampler the planner's property tests use.
enum PlanBenchmark {
  static func run(rounds: Int, note: (String) -> Void) -> Figure {
    var sampler = NavigationSampler(seed: 2026)
    // Three arrays rather than one of tuples: the loop then passes each case to the planner as
    // it is stored, and times the planner, not copies of the cases.
    var routes: [Route] = [], infos: [[String: String]] = [], states: [NavigationState] = []
    for _ in 0..<1_000 {
      let state = sampler.navigationState()
      routes.append(sampler.route(for: state))
      infos.append(sampler.userInfo())
      states.append(state)
    }
    var figure = Figure(name: "plans per second", unit: "", bar: .atLeast(1_000_000))
    var checksum = 0
    for _ in 0..<rounds {
      let seconds = Measure.best(runs: 2) {
        for _ in 0..<100 {
          for i in routes.indices {
            if case .plan(let plan) = Planner.plan(routes[i], userInfo: infos[i], from: states[i]) { checksum &+= plan.steps.count }
          }
        }
      }
      figure.values.append(Double(100 * routes.count) / seconds)
    }
    note("plan: \(routes.count) sampled states x 100, best of 2 per round   [checksum \(checksum % 997)]")
    note("  QuickActionRouter Planner        " + figure.line { String(Int($0)) } + " plans/s")
    return figure
  }
}
