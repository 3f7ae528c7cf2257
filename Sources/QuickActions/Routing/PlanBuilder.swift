/// The state a plan is built against, the steps so far, and what they change.
///
/// Every decision reads the state as it was planned from; the steps' changes are noted in
/// `changes` as the steps are made (see `PlanChanges`).
struct PlanBuilder {
  let state: NavigationState
  let policy: ModalPolicy
  /// Whether the app asks before unsaved work is discarded, which the `automatic` policy does.
  let asksToDiscard: Bool
  var steps: [NavigationStep]
  var changes = PlanChanges()

  init(state: NavigationState, policy: ModalPolicy, asksToDiscard: Bool = false) {
    self.state = state
    self.policy = policy
    self.asksToDiscard = asksToDiscard
    steps = []
  }

  typealias Failure = Planner.PlanFailure

  mutating func add(_ step: NavigationStep) {
    // Room for most plans at the first step: a plan that fails or has nothing to do allocates
    // nothing.
    if steps.capacity == 0 { steps.reserveCapacity(6) }
    steps.append(step)
  }

  /// The plan: the builder's steps and changes, moved rather than copied.
  consuming func plan() -> NavigationPlan {
    NavigationPlan(steps: steps, from: state, changes: changes)
  }

  /// Dismisses the top `count` presentations, as the policy allows.
  mutating func dismiss(top count: Int) throws(Failure) {
    guard count > 0 else { return }
    let presentations = state.presentations
    let top = (presentations.count - count)..<presentations.count
    switch policy {
    case .keepUnsaved:
      if let index = top.reversed().first(where: { presentations[$0].isProtected }) {
        let p = presentations[index]
        let what = p.stack.first.map { "'\($0.id)'" } ?? "a \(p.style.rawValue)"
        throw Failure(
          outcome: .blocked(
            "\(what) (\(p.style.rawValue)) has unsaved changes; the keepUnsaved policy leaves it"))
      }
    case .automatic where !asksToDiscard:
      // Nothing the app marked unsaved is thrown away unless the route or the user says so.
      if let index = top.reversed().first(where: { presentations[$0].isProtected }) {
        let p = presentations[index]
        let what = p.stack.first.map { "'\($0.id)'" } ?? "a \(p.style.rawValue)"
        throw Failure(
          outcome: .blocked(
            "\(what) (\(p.style.rawValue)) has unsaved changes; a route that names no policy keeps them (name 'dismiss' to discard, or ask with 'confirmDiscard')"
          ))
      }
    case .automatic, .confirmDiscard:
      for index in top.reversed() where presentations[index].isProtected {
        add(.confirmDiscard(presentation: index))
      }
    case .presentOver:
      // Only a route whose destination is under the presentations gets here (a modal one
      // presents over them). A route table read from a plist refuses that pairing; one built
      // in Swift is blocked here rather than dismiss what the policy promises to keep.
      throw Failure(
        outcome: .blocked(
          "the presentOver policy dismisses nothing, and the destination is under \(count) presentation\(count == 1 ? "" : "s")"
        ))
    default:
      break
    }
    add(.dismiss(count: count))
    changes.dismissed = count
  }

  mutating func dismissAll() throws(Failure) {
    try dismiss(top: state.presentations.count)
  }

  /// The destination path (`path`, then `more`) under the stack's root screen, which a
  /// navigation controller keeps; built in one allocation.
  func rooted(_ stack: [Screen], _ path: [Screen], _ more: [Screen]?) -> [Screen] {
    let more = more ?? []
    let first = path.first ?? more.first
    guard let root = stack.first, first != root else {
      return more.isEmpty ? path : path + more
    }
    var out: [Screen] = []
    out.reserveCapacity(1 + path.count + more.count)
    out.append(root)
    out.append(contentsOf: path)
    out.append(contentsOf: more)
    return out
  }

  /// Pops to the common prefix of `current` and `target`, then pushes the rest of `target`.
  mutating func adjust(_ current: [Screen], _ target: [Screen], in ref: StackReference)
    throws(Failure)
  {
    var common = 0
    while common < current.count && common < target.count
      && Self.same(current[common], target[common])
    {
      common += 1
    }
    if common < current.count { add(.popToDepth(common, in: ref)) }
    for screen in target[common...] { add(.push(screen, in: ref)) }
    if common < current.count || common < target.count { changes.set(ref, to: target) }
  }

  /// Screen equality, comparing identifiers before parameter dictionaries.
  @inline(__always)
  static func same(_ a: Screen, _ b: Screen) -> Bool {
    a.id == b.id && a.parameters.count == b.parameters.count
      && (a.parameters.isEmpty || a.parameters == b.parameters)
  }
}
