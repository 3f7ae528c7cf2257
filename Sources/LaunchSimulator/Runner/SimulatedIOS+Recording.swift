import QuickActions

/// What a script run writes down: each delivery's outcome on its item, the answers as they are
/// given, and the timeline's lines.
extension SimulatedIOS {
  /// Records a delivery in `scene`; `index` is the item it belongs to (nil: a kept entry).
  mutating func record(_ delivery: LaunchCoordinator.Delivery, index: Int?, in scene: SceneID) {
    recorder.record(delivery, scene: namesScenes ? scene : nil)
    switch delivery {
    case .routed(let entry, let outcome):
      if let i = index ?? keptIndex(entry, in: scene)
        ?? items.lastIndex(where: { $0.entry == entry })
      {
        settle(i, outcome)
      }
    case .replaced(let old, _, let outcome):
      if let i = items.lastIndex(where: {
        $0.entry == old && $0.scene == scene && $0.outcome == nil
      }) {
        items[i].outcome = .superseded
      }
      if let i = index { settle(i, outcome) }
    case .duplicate, .nothingPending:
      break
    }
  }

  mutating func settle(_ index: Int, _ outcome: RouteOutcome) {
    if case .handled = outcome { items[index].deliveries += 1 }
    if outcome.isFinal {
      items[index].outcome = outcome
      if waiting == index { waiting = nil }
    } else {
      if let previous = waiting, previous != index, items[previous].outcome == nil {
        items[previous].outcome = .superseded
      }
      waiting = index
    }
  }

  /// The item that waited behind the gate was routed.
  mutating func routedWaiting(_ outcome: RouteOutcome) {
    let scene = waiting.map { items[$0].scene }
    recorder.routed(
      outcome, noun: waiting.map { items[$0].entry.noun } ?? "item",
      scene: namesScenes ? scene : nil)
    if let index = waiting {
      settle(index, outcome)
      if outcome.isFinal { waiting = nil }
    }
  }

  /// Adds the completion-handler calls made so far, after a moment for those on the router's
  /// tasks; a call for an item whose delivery is not recorded yet waits for it.
  mutating func showCompletions() async {
    for _ in 0..<5 { await Task.yield() }
    let all = calls.withLock { $0 }
    held += all.dropFirst(taken)
    taken = all.count
    let unrecorded = Set(inFlight.compactMap(\.index))
    var still: [(Int, Bool)] = []
    for (index, value) in held {
      if unrecorded.contains(index) {
        still.append((index, value))
        continue
      }
      items[index].answers.append(value)
      if items[index].answer == .notificationHandler {
        app(
          "calls the notification's completion handler for \(items[index].entry.label) (item \(index + 1))"
        )
      } else {
        app("calls completionHandler(\(value)) for \(items[index].entry.label) (item \(index + 1))")
      }
    }
    held = still
  }
}

/// Collects a timeline.
struct Recorder {
  var events: [ScriptTimeline.Event] = []

  mutating func system(_ text: String, scene: SceneID? = nil, implied: Bool = false) {
    events.append(.init(source: .system, text: text, isImplied: implied, scene: scene))
  }

  mutating func app(_ text: String, scene: SceneID? = nil, warning: Bool = false) {
    events.append(.init(source: .app, text: text, isWarning: warning, scene: scene))
  }

  mutating func record(_ delivery: LaunchCoordinator.Delivery, scene: SceneID?) {
    switch delivery {
    case .routed(let entry, let outcome):
      routed(outcome, noun: entry.noun, scene: scene)
    case .duplicate(let entry):
      let text: String
      switch entry {
      case .shortcut:
        text =
          "recognises \(entry.label) as iOS's second delivery of the launch item: not routed again; its completion waits for the launch item's outcome"
      case .intent:
        text =
          "recognises \(entry.label) as the intent the scene already had: not routed again; it is answered with that delivery's outcome"
      default:
        text =
          "recognises \(entry.label) as a second delivery of the launch entry: not routed again; it is answered with the launch entry's outcome"
      }
      app(text, scene: scene)
    case .replaced(let old, let new, let outcome):
      app(
        "\(new.label) replaces the kept \(old.label): the user's latest choice wins", scene: scene)
      routed(outcome, noun: new.noun, scene: scene)
    case .nothingPending:
      app("nothing left to deliver", scene: scene)
    }
  }

  mutating func routed(_ outcome: RouteOutcome, noun: String, scene: SceneID?) {
    if case .handled(let plan) = outcome {
      for step in plan.steps {
        events.append(.init(source: .router, text: step.description, scene: scene))
      }
    }
    switch outcome {
    case .deferred(let gate):
      events.append(
        .init(
          source: .router, text: "holds the \(noun) behind the \(gate.rawValue) gate", scene: scene)
      )
    default:
      events.append(.init(source: .router, text: outcome.description, scene: scene))
    }
  }
}
