import LaunchSimulator
import PropertyList
import QuickActions

/// Route planning throughput over realistic states (5 tabs, stacks up to 6 deep, up to 2
/// presentations), from the seeded sampler the planner's property tests use.
enum PlanBenchmark {
  struct Result {
    /// Plans (their steps), the figure with the bar: what the router asks for.
    var plans = Figure(name: "plans per second", unit: "", bar: .atLeast(1_000_000))
    /// Plans whose `resultingState` is read too, which a plan works out when asked.
    var withState = Figure(name: "plans with resultingState read per second", unit: "")
  }

  static func run(rounds: Int, note: (String) -> Void) -> Result {
    var sampler = NavigationSampler(seed: 2026)
    // Three arrays rather than one of tuples: the loop then passes each case to the planner as
    // it is stored, and times the planner, not copies of the cases.
    var routes: [Route] = []
    var infos: [[String: String]] = []
    var states: [NavigationState] = []
    for _ in 0..<1_000 {
      let state = sampler.navigationState()
      routes.append(sampler.route(for: state))
      infos.append(sampler.userInfo())
      states.append(state)
    }
    var result = Result()
    var checksum = 0
    for _ in 0..<rounds {
      let seconds = Measure.best(runs: 5) {
        for _ in 0..<100 {
          for i in routes.indices {
            if case .plan(let plan) = Planner.plan(routes[i], userInfo: infos[i], from: states[i]) {
              checksum &+= plan.steps.count
            }
          }
        }
      }
      result.plans.values.append(Double(100 * routes.count) / seconds)
      let withState = Measure.best(runs: 5) {
        for _ in 0..<100 {
          for i in routes.indices {
            if case .plan(let plan) = Planner.plan(routes[i], userInfo: infos[i], from: states[i]) {
              checksum &+= plan.resultingState.presentations.count
            }
          }
        }
      }
      result.withState.values.append(Double(100 * routes.count) / withState)
    }
    note(
      "plan: \(routes.count) sampled states x 100, best of 5 per round   [checksum \(checksum % 997)]"
    )
    note("  QuickActionRouter Planner        " + result.plans.line { String(Int($0)) } + " plans/s")
    note(
      "    reading resultingState too     " + result.withState.line { String(Int($0)) } + " plans/s"
    )
    return result
  }
}
