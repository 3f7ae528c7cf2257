#if UIKIT_DOUBLE
  import LaunchSimulator
  import PropertyList
  import QuickActions
  import QuickActionsUIKit
  import Testing
  @testable import UIKitDouble

  extension OnTheDouble {
    /// The adapter's law: on every generated state, the hierarchy built for it reads back as that
    /// state, and after performing a plan through UIKit (the double) it reads back as the state the
    /// planner predicted. The states and routes are the planner law tests' (same seed): each case
    /// a route of one destination and one of the other shapes (a tab or navigation then a
    /// presentation or actions, a push on the current stack, constant, optional and repeated
    /// screens), and, through the router, a check the app answers.
    @MainActor
    @Suite(.serialized) struct UIKitNavigatorLawTests {
      static let seed: UInt64 = 20_261_129
      static let cases = 5_000

      @Test("performing each plan through UIKit leads to the planner's resultingState")
      func performedPlanMatchesPrediction() async {
        var sampler = NavigationSampler(seed: Self.seed)
        var performed = 0
        var shapes = 0
        for n in 0..<Self.cases {
          let state = sampler.navigationState()
          let routes = [sampler.route(for: state), sampler.shapedRoute(for: state)]
          let userInfo = sampler.userInfo(for: routes[1])
          for (shaped, route) in zip([false, true], routes) {
            guard case .plan(let plan) = Planner.plan(route, userInfo: userInfo, from: state) else {
              continue
            }
            if shaped { shapes += 1 }
            UIKitDouble.reset()
            let screens = TestScreens()
            // Kept here: the navigator holds it weakly.
            let window = await HierarchyBuilder.window(for: state, screens: screens)
            let navigator = UIKitNavigator(window: window, screens: screens)
            navigator.confirmDiscard = { _ in true }
            navigator.animated = n % 2 == 0
            do {
              #expect(
                try navigator.readState() == state,
                "seed \(Self.seed) case \(n): the built hierarchy reads back differently")
              for step in plan.steps { try await navigator.perform(step) }
              let after = try navigator.readState()
              #expect(
                after == plan.resultingState,
                "seed \(Self.seed) case \(n): \(plan.steps)\nread back:\n\(after.outline.joined(separator: "\n"))\npredicted:\n\(plan.resultingState.outline.joined(separator: "\n"))"
              )
            } catch {
              Issue.record("seed \(Self.seed) case \(n): \(plan.steps): \(error)")
            }
            #expect(
              UIKitDouble.log.isEmpty,
              "seed \(Self.seed) case \(n): UIKit refused a call: \(UIKitDouble.log)")
            #expect(
              UIKitDouble.inFlight == 0,
              "seed \(Self.seed) case \(n): a transition was still running"
            )
            performed += 1
            withExtendedLifetime(window) {}
          }
        }
        #expect(performed > Self.cases && shapes > Self.cases / 2, "\(performed), \(shapes)")
      }

      @Test(
        "with UIKit's unkind behaviours on at random, every item is answered once: the planned state or a reported failure"
      )
      func unkindUIKit() async throws {
        var sampler = NavigationSampler(seed: Self.seed)
        var random = SeededGenerator(seed: Self.seed ^ 0x5EED)
        var handled = 0
        var failed = 0
        var refused = 0
        for n in 0..<Self.cases {
          let state = sampler.navigationState()
          let routes = [sampler.route(for: state), sampler.shapedRoute(for: state)]
          var userInfo = PlistDictionary()
          for (key, value) in sampler.userInfo(for: routes[1]).sorted(by: { $0.key < $1.key }) {
            userInfo.set(PlistValue(.string(value)), forKey: key)
          }
          // The shaped route asks the app's check first, which refuses one time in four.
          let checked = Bool.random(using: &random)
          let refuses = Int.random(in: 0..<4, using: &random) == 0
          for (shaped, unchecked) in zip([false, true], routes) {
            let route = shaped && checked ? unchecked.checked(by: "exists") : unchecked
            UIKitDouble.reset()
            UIKitDouble.unkind.alongsideReturnsFalse = Bool.random(using: &random)
            UIKitDouble.unkind.compactWidth = Bool.random(using: &random)
            let shapes = HierarchyBuilder.Shapes(
              classicSplits: Bool.random(using: &random),
              compactColumns: Bool.random(using: &random),
              uiTabs: Bool.random(using: &random))
            let hidden = Int.random(in: 0..<10, using: &random) == 0  // the window not shown yet
            let screens = TestScreens()
            let window = await HierarchyBuilder.window(for: state, screens: screens, shapes: shapes)
            if hidden { window.isHidden = true }
            let navigator = UIKitNavigator(window: window, screens: screens)
            navigator.confirmDiscard = { _ in true }
            navigator.checks["exists"] = { _ in
              refuses ? .refuse("this folder no longer exists") : .allow
            }
            navigator.animated = n % 2 == 0
            let context =
              "seed \(Self.seed) case \(n) (\(UIKitDouble.unkind), \(shapes), hidden: \(hidden))"
            let before = try navigator.readState()
            let router = QuickActionRouter(
              routes: RouteTable([route]), navigator: navigator, timeout: .seconds(120))
            // One answer per item: the outcome returns once, and never as a timeout (a continuation
            // UIKit never resumed) or a crash (one resumed twice).
            let outcome = await router.route(
              ShortcutItem(type: route.type, title: "item", userInfo: userInfo))
            await UIKitDouble.settle()
            switch outcome {
            case .handled(let plan):
              handled += 1
              // A popover in a compact width reads as the sheet it adapted to.
              let adapt: (NavigationState) -> NavigationState = { state in
                guard UIKitDouble.unkind.compactWidth else { return state }
                var adapted = state
                adapted.presentations = state.presentations.map {
                  $0.style == .popover
                    ? .init(
                      .sheet, $0.stack, hasUnsavedChanges: $0.hasUnsavedChanges,
                      isModalInPresentation: $0.isModalInPresentation) : $0
                }
                return adapted
              }
              #expect(
                adapt(try navigator.readState()) == adapt(plan.resultingState),
                "\(context): \(plan.steps)")
            case .navigatorFailed:
              failed += 1
            case .refused(let reason) where route.check != nil && refuses:
              // Refused before anything moved.
              refused += 1
              #expect(reason == "this folder no longer exists", "\(context)")
              #expect(try navigator.readState() == before, "\(context): a refused route moved")
            case .alreadyThere, .blocked, .deferred, .unreachable, .missingParameter,
              .invalidParameter:
              break
            case .timedOut, .cancelled, .superseded, .unknownType, .noRoute, .refused,
              .actionFailed:
              Issue.record("\(context): \(outcome) from \(before.outline)")
            }
            #expect(
              UIKitDouble.exceptions.isEmpty,
              "\(context): UIKit would have raised \(UIKitDouble.exceptions)")
            #expect(UIKitDouble.inFlight == 0, "\(context): a transition was still running")
            withExtendedLifetime(window) {}
          }
        }
        #expect(
          handled > Self.cases / 4 && failed > 0 && refused > Self.cases / 20,
          "handled \(handled), failed \(failed), refused \(refused)")
      }
    }
  }

#endif
