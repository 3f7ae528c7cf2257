import Foundation
import LaunchSimulator
import PropertyList
import QuickActions

/// Random navigation states × routes × modal policies (a seeded sample per input) through the
/// planner and the router. Checks the planner's laws (every step applies, in order, to the
/// state; unsaved work is never discarded against the policy; the steps lead to
/// `resultingState`; planning again from there needs no step) and
/// that the router answers the item exactly once, whatever the navigator does: succeed, throw
/// on a step, or never answer (the router's timeout, or its answerTimeout on a discard question).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  // FNV-1a of the input: every input is another seed.
  var seed: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in UnsafeBufferPointer(start: start, count: count) {
    seed = (seed ^ UInt64(byte)) &* 0x100_0000_01b3
  }
  var sampler = NavigationSampler(seed: seed)
  let state = sampler.navigationState()
  var route = sampler.route(for: state)
  route.policy = ModalPolicy.allCases[Int(seed % UInt64(ModalPolicy.allCases.count))]
  let userInfo = sampler.userInfo()
  if case .plan(let plan) = Planner.plan(route, userInfo: userInfo, from: state) {
    var current = state
    for step in plan.steps {
      // Unsaved work is never discarded against the policy.
      if case .dismiss(let count) = step {
        for (offset, presentation) in current.presentations.suffix(count).enumerated()
        where presentation.isProtected {
          let index = current.presentations.count - count + offset
          switch route.policy {
          // `automatic` keeps unsaved work unless the app asks (it does not here).
          case .automatic, .keepUnsaved, .presentOver:
            fatalError("seed \(seed): \(route.policy) dismissed unsaved work")
          case .confirmDiscard:
            if !plan.steps.contains(.confirmDiscard(presentation: index)) {
              fatalError("seed \(seed): discarded without asking")
            }
          case .dismiss: break
          }
        }
      }
      guard let next = try? current.applying(step) else {
        fatalError("seed \(seed): step \(step) does not apply")
      }
      current = next
    }
    if current != plan.resultingState {
      fatalError("seed \(seed): the steps do not lead to resultingState")
    }
    guard case .plan(let again) = Planner.plan(route, userInfo: userInfo, from: current),
      again.steps.isEmpty
    else {
      fatalError("seed \(seed): planning again from where the plan leads is not a no-op")
    }
  }
  exactlyOnce(seed: seed, state: state, route: route, userInfo: userInfo)
  return 0
}

/// A navigator that behaves as the seed says: carries steps out, throws on one, or hangs.
actor ChaosNavigator: Navigator {
  var state: NavigationState
  let failAt: Int?
  let hang: Bool
  var performed = 0

  init(_ state: NavigationState, failAt: Int?, hang: Bool) {
    self.state = state
    self.failAt = failAt
    self.hang = hang
  }

  func currentState() async -> NavigationState { state }

  func perform(_ step: NavigationStep) async throws {
    defer { performed += 1 }
    if hang { try await Task.sleep(for: .seconds(3600)) }
    if performed == failAt { throw NavigationError("the app refused step \(performed)") }
    if case .confirmDiscard = step { return }
    if case .performAction = step { return }
    state = try state.applying(step)
  }
}

final class Calls: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Bool] = []
  func add(_ value: Bool) { lock.withLock { values.append(value) } }
  var all: [Bool] { lock.withLock { values } }
}

func exactlyOnce(seed: UInt64, state: NavigationState, route: Route, userInfo: [String: String]) {
  let mode = seed >> 60
  let navigator = ChaosNavigator(state, failAt: mode < 4 ? Int(mode) : nil, hang: mode == 15)
  // A navigator that hangs on a discard question is bounded by answerTimeout, on any other
  // step by timeout: both short, so every hang is answered well within the 5 s checked below.
  let router = QuickActionRouter(
    routes: RouteTable([route]), navigator: navigator, timeout: .milliseconds(50),
    answerTimeout: .milliseconds(50))
  var item = ShortcutItem(type: route.type, title: "t")
  for (key, value) in userInfo { item.userInfo.set(PlistValue(.string(value)), forKey: key) }
  let calls = Calls()
  let done = DispatchSemaphore(value: 0)
  router.handle(item) { value in
    calls.add(value)
    done.signal()
  }
  if done.wait(timeout: .now() + 5) == .timedOut {
    fatalError("seed \(seed): the completion was never called")
  }
  Thread.sleep(forTimeInterval: 0.001)
  if calls.all.count != 1 {
    fatalError("seed \(seed): the completion was called \(calls.all.count) times")
  }
}
