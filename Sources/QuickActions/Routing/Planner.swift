/// What planning a route from a state came to.
public enum PlanningOutcome: Sendable, Hashable {
  /// The steps to take (none when already there).
  case plan(NavigationPlan)
  /// A gate is up and the route waits for it.
  case deferred(NavigationState.Gate)
  /// The modal policy forbids what the route needs (unsaved changes would be lost).
  case blocked(String)
  /// A screen needs a userInfo value the item does not carry.
  case missingParameter(screen: String, parameter: String)
  /// The destination does not exist in this state (a tab the app does not have).
  case unreachable(String)
}

/// Computes the least navigation that reaches a route's destination.
///
/// The plan dismisses only what must go (and only as the modal policy allows), selects a tab only
/// when another is needed, keeps the part of a stack the destination shares, and pushes the
/// rest; in a split view it pushes when collapsed and replaces the secondary column when
/// expanded. Planning again from the resulting state gives an empty plan, so handling an item
/// twice is harmless. (Actions are the exception: they run every time.)
///
/// A route's presentation (`then` a `present`) goes over its destination; when one like it is
/// already the bottom presentation over the destination reached, it is kept (and its stack
/// adjusted) rather than dismissed and presented again.
public enum Planner {
  /// `userInfo` holds the parameter values by userInfo key, as `Route.parameterValues(from:)`
  /// gives them (checked against their types). `asksToDiscard` tells whether the app asks the
  /// user before unsaved work is discarded (``Navigator/asksToDiscard``): a route with the
  /// ``ModalPolicy/automatic`` policy then asks, and otherwise keeps that work and is blocked.
  public static func plan(
    _ route: Route, userInfo: [String: String] = [:], from state: NavigationState,
    asksToDiscard: Bool = false
  )
    -> PlanningOutcome
  {
    if let gate = state.gate, !route.runsBehindGate { return .deferred(gate) }
    var builder = PlanBuilder(state: state, policy: route.policy, asksToDiscard: asksToDiscard)
    do throws(PlanFailure) {
      var presentation: (NavigationState.Presentation.Style, [Screen])? = nil
      for case .present(let style, let path) in route.followUps {
        presentation = (style, try resolve(path, userInfo))
      }
      switch route.destination {
      case .action(let name):
        builder.add(.performAction(name))
      case .stack(let tab, let path):
        let screens = try resolve(path, userInfo)
        try builder.reach(keeping: presentation) { (b) throws(PlanFailure) in
          try b.navigate(tab: tab, primary: screens, detail: nil)
        }
      case .detail(let tab, let primary, let detail):
        let p = try resolve(primary, userInfo)
        let d = try resolve(detail, userInfo)
        try builder.reach(keeping: presentation) { (b) throws(PlanFailure) in
          try b.navigate(tab: tab, primary: p, detail: d)
        }
      case .onTop(let tab, let path):
        let screens = try resolve(path, userInfo)
        if presentation == nil, tab == nil, route.policy == .presentOver,
          let top = state.presentations.indices.last
        {
          builder.push(screens, onto: state.presentations[top].stack, in: .presentation(top))
        } else {
          try builder.reach(keeping: presentation) { (b) throws(PlanFailure) in
            try b.pushOnTop(tab: tab, screens)
          }
        }
      case .modal(let style, let path):
        try builder.present(style, try resolve(path, userInfo))
      }
      for case .action(let name) in route.followUps { builder.add(.performAction(name)) }
      return .plan(builder.plan())
    } catch {
      return error.outcome
    }
  }

  /// A repeated screen, once per non-empty `/`-separated segment of its parameter's value, each
  /// with the segment and the constants.
  static func repeated(_ template: ScreenTemplate, _ userInfo: [String: String])
    throws(PlanFailure) -> [Screen]
  {
    guard case .success(let parameter) = template.repeatedParameter else {
      throw PlanFailure(
        outcome: .unreachable("screen '\(template.description)' has no parameter to repeat"))
    }
    guard let value = userInfo[parameter.key] else {
      if parameter.isOptional { return [] }
      throw PlanFailure(outcome: .missingParameter(screen: template.id, parameter: parameter.key))
    }
    var constants: [String: String] = [:]
    for p in template.parameters { if let c = p.constant { constants[p.name] = c } }
    return value.split(separator: "/").map { segment in
      var parameters = constants
      parameters[parameter.name] = String(segment)
      return Screen(template.id, parameters: parameters)
    }
  }

  struct PlanFailure: Error {
    var outcome: PlanningOutcome
  }

  static func resolve(_ templates: [ScreenTemplate], _ userInfo: [String: String])
    throws(PlanFailure) -> [Screen]
  {
    var out: [Screen] = []
    out.reserveCapacity(templates.count)
    for template in templates {
      if template.repeats {
        try out.append(contentsOf: repeated(template, userInfo))
        continue
      }
      guard !template.parameters.isEmpty else {
        out.append(Screen(template.id))
        continue
      }
      // A screen whose parameters are named as their userInfo keys, and which takes every key
      // the item carries, gets the userInfo itself: equal, and shared rather than built (a
      // dictionary's allocation and hashing cost more than the rest of planning).
      let parameters = template.parameters
      var sharesUserInfo = parameters.count == userInfo.count
      for (i, parameter) in parameters.enumerated() {
        if parameter.constant != nil || parameter.isOptional {
          sharesUserInfo = false
          continue
        }
        guard userInfo[parameter.key] != nil else {
          throw PlanFailure(
            outcome: .missingParameter(screen: template.id, parameter: parameter.key))
        }
        // Distinct keys too, so that every key the item carries is one of them.
        sharesUserInfo =
          sharesUserInfo && parameter.name == parameter.key
          && !parameters[..<i].contains { $0.key == parameter.key }
      }
      if sharesUserInfo {
        out.append(Screen(template.id, parameters: userInfo))
        continue
      }
      var values = [String: String](minimumCapacity: parameters.count)
      for parameter in parameters {
        // A constant is written in the route; an optional parameter the item left out is absent.
        values[parameter.name] = parameter.constant ?? userInfo[parameter.key]
      }
      out.append(Screen(template.id, parameters: values))
    }
    return out
  }
}

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

  /// Brings the destination's tab forward and its stack (or split view) to `primary` (+ `detail`).
  mutating func navigate(tab: String?, primary: [Screen], detail: [Screen]?) throws(Failure) {
    switch state.root {
    case .stack(let stack):
      if let tab {
        throw Failure(
          outcome: .unreachable("the route names tab '\(tab)', but the app's root is a stack"))
      }
      if detail != nil {
        throw Failure(
          outcome: .unreachable("a detail route needs a split view, but the app's root is a stack"))
      }
      try adjust(stack, rooted(stack, primary, detail), in: .root)
    case .split(let split):
      if let tab {
        throw Failure(
          outcome: .unreachable("the route names tab '\(tab)', but the app's root is a split view"))
      }
      try navigate(split: split, tab: nil, primary: primary, detail: detail)
    case .tabs(let tabs, let selected):
      // A state built in code can name a tab that is not there.
      guard tabs.indices.contains(selected) else {
        throw Failure(
          outcome: .unreachable(
            "the selected tab is number \(selected), but the app has \(tabs.count) tab\(tabs.count == 1 ? "" : "s")"
          ))
      }
      let index = try Self.index(of: tab, in: tabs, selected: selected)
      let id = tabs[index].id
      if index != selected {
        add(.selectTab(id))
        changes.selectedTab = index
      }
      switch tabs[index].content {
      case .stack(let stack):
        if detail != nil {
          throw Failure(
            outcome: .unreachable(
              "a detail route needs a split view, but tab '\(id)' holds a stack"))
        }
        try adjust(stack, rooted(stack, primary, detail), in: .tab(id))
      case .split(let split):
        try navigate(split: split, tab: id, primary: primary, detail: detail)
      }
    }
  }

  /// The index of the tab a route names, or of the selected one when it names none.
  static func index(of tab: String?, in tabs: [NavigationState.Tab], selected: Int) throws(Failure)
    -> Int
  {
    guard let tab else { return selected }
    guard let found = tabs.firstIndex(where: { $0.id == tab }) else {
      let names = tabs.map { "'\($0.id)'" }.joined(separator: ", ")
      throw Failure(outcome: .unreachable("there is no tab '\(tab)' (tabs: \(names))"))
    }
    return found
  }

  mutating func navigate(
    split: NavigationState.SplitView, tab: String?, primary: [Screen], detail: [Screen]?
  )
    throws(Failure)
  {
    guard let detail, !split.isCollapsed else {
      // Collapsed, the secondary column is folded onto the primary stack: details are pushed.
      try adjust(split.primary, rooted(split.primary, primary, detail), in: .primary(tab: tab))
      return
    }
    try adjust(split.primary, rooted(split.primary, primary, nil), in: .primary(tab: tab))
    guard let first = detail.first else { return }
    if split.secondary.first == first {
      try adjust(split.secondary, detail, in: .secondary(tab: tab))
    } else {
      add(.showDetail(first, tab: tab))
      for screen in detail.dropFirst() { add(.push(screen, in: .secondary(tab: tab))) }
      changes.set(.secondary(tab: tab), to: detail)
    }
  }

  /// Presents `screens` in `style`, reusing a presentation of the same style and root screen that
  /// is already up, or presenting over what is there with the `presentOver` policy.
  mutating func present(_ style: NavigationState.Presentation.Style, _ screens: [Screen])
    throws(Failure)
  {
    let chain = state.presentations
    if policy == .presentOver {
      if let top = chain.last, top.style == style, !screens.isEmpty,
        top.stack.first == screens.first
      {
        try adjust(top.stack, screens, in: .presentation(chain.count - 1))
      } else {
        add(.present(style, screens))
        changes.presented = NavigationState.Presentation(style, screens)
      }
      return
    }
    if let index = chain.lastIndex(where: {
      $0.style == style && !screens.isEmpty && $0.stack.first == screens.first
    }) {
      try dismiss(top: chain.count - 1 - index)
      try adjust(chain[index].stack, screens, in: .presentation(index))
    } else {
      try dismissAll()
      add(.present(style, screens))
      changes.presented = NavigationState.Presentation(style, screens)
    }
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
