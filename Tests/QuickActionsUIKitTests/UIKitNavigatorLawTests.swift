#if UIKIT_DOUBLE
  import QuickActions
  import QuickActionsUIKit
  import Testing
  @testable import UIKitDouble

  extension OnTheDouble {
    /// The adapter's law: on every generated state, the hierarchy built for it reads back as that
    /// state, and after performing a plan through UIKit (the double) it reads back as the state the
    /// planner predicted. The states and routes are the planner law tests' (same seed).
    @MainActor
    @Suite(.serialized, .timeLimit(.minutes(5))) struct UIKitNavigatorLawTests {
      static let seed: UInt64 = 20_261_129
      static let cases = 5_000

      @Test("performing each plan through UIKit leads to the planner's resultingState")
      func performedPlanMatchesPrediction() async {
        var sampler = NavigationSampler(seed: Self.seed)
        var performed = 0
        for n in 0..<Self.cases {
          let state = sampler.navigationState()
          let route = sampler.route(for: state)
          let userInfo = sampler.userInfo()
          guard case .plan(let plan) = Planner.plan(route, userInfo: userInfo, from: state) else { continue }
          UIKitDouble.reset()
          let screens = TestScreens()
          let window = await HierarchyBuilder.window(for: state, screens: screens)  // the navigator holds it weakly
          let navigator = UIKitNavigator(window: window, screens: screens)
          navigator.confirmDiscard = { _ in true }
          navigator.animated = n % 2 == 0
          do {
            #expect(try navigator.readState() == state, "seed \(Self.seed) case \(n): the built hierarchy reads back differently")
            for step in plan.steps { try await navigator.perform(step) }
            let after = try navigator.readState()
            #expect(after == plan.resultingState, "seed \(Self.seed) case \(n): \(plan.steps)\nread back:\n\(after.outline.joined(separator: "\n"))\npredicted:\n\(plan.resultingState.outline.joined(separator: "\n"))")
          } catch {
            Issue.record("seed \(Self.seed) case \(n): \(plan.steps): \(error)")
          }
          #expect(UIKitDouble.log.isEmpty, "seed \(Self.seed) case \(n): UIKit refused a call: \(UIKitDouble.log)")
          #expect(UIKitDouble.inFlight == 0, "seed \(Self.seed) case \(n): a transition was still running")
          performed += 1
          withExtendedLifetime(window) {}
        }
        #expect(performed > Self.cases / 2)
      }
    }
  }
#endif
