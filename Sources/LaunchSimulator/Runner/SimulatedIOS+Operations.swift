import QuickActions

/// Coordinator calls under way, each scene's in the order its router serves them, and the
/// discard questions each window asks.
extension SimulatedIOS {
  /// Starts a coordinator call for `scene`'s router and records it (and those before it) once
  /// finished, unless that scene's discard question is open.
  mutating func start(
    index: Int?, scene id: SceneID? = nil, _ work: @escaping @Sendable () async -> Settled
  ) async {
    let scene = id ?? mainScene
    let operationID = nextOperation
    nextOperation += 1
    let finished = self.finished
    let changes = self.changes
    let task = Task {
      let settled = await work()
      finished.withLock { _ = $0.insert(operationID) }
      changes.notify()
      return settled
    }
    inFlight.append(Operation(id: operationID, index: index, scene: scene, task: task))
    if scenes[scene]?.questionShown == true {
      app(
        "waits its turn: the router serves one item at a time, and the discard question is still open",
        in: scene)
    }
    await settle()
  }

  /// Records the operations under way as they finish: in the order they started within each
  /// scene (a router serves its scene's entries in turn), a scene's waiting behind its own open
  /// discard question (and every later one of that scene queued behind it) without holding the
  /// other scenes'.
  mutating func settle() async {
    while !inFlight.isEmpty {
      let seen = changes.generation
      if let next = nextFinished() {
        let operation = inFlight.remove(at: next)
        await record(operation)
        await showCompletions()
        continue
      }
      // Every scene's first operation is unfinished: those asking the user stay open.
      var heads: [Operation] = []
      for operation in inFlight where !heads.contains(where: { $0.scene == operation.scene }) {
        heads.append(operation)
      }
      var running = false
      for head in heads {
        if question(head.scene)?.isOpen == true { showQuestion(head) } else { running = true }
      }
      guard running else { return }
      await changes.wait(past: seen)
    }
  }

  /// The first finished operation that no unfinished one of its scene precedes.
  private func nextFinished() -> Int? {
    let done = finished.withLock { $0 }
    var blocked = Set<SceneID>()
    for (i, operation) in inFlight.enumerated() {
      if blocked.contains(operation.scene) { continue }
      if done.contains(operation.id) { return i }
      blocked.insert(operation.scene)
    }
    return nil
  }

  private mutating func record(_ operation: Operation) async {
    switch await operation.task.value {
    case .delivery(let delivery): record(delivery, index: operation.index, in: operation.scene)
    case .deliveries(let deliveries):
      for delivery in deliveries { record(delivery, index: nil, in: operation.scene) }
    case .returned(let value, let delivery):
      if let index = operation.index {
        app("returns \(value) at once: \(value ? "a route matches" : "no route matches")")
        items[index].answers.append(value)
      }
      record(delivery, index: operation.index, in: operation.scene)
    case .performed(let value, let delivery):
      record(delivery, index: operation.index, in: operation.scene)
      if let index = operation.index {
        items[index].answers.append(value)
        app(
          value
            ? "perform() returns for \(items[index].entry.label) (item \(index + 1)): the intent's result"
            : "perform() throws for \(items[index].entry.label) (item \(index + 1)): the intent was not handled"
        )
      }
    case .gate(let outcome?): routedWaiting(outcome)
    case .gate(nil): break
    case .moved(let moved, let from): recordMoved(moved, from: from)
    }
  }

  private mutating func showQuestion(_ operation: Operation) {
    guard scenes[operation.scene]?.questionShown == false else { return }
    scenes[operation.scene]?.questionShown = true
    scenes[operation.scene]?.asker = operation.index
    let which = operation.index.map { " for \(items[$0].entry.label) (item \($0 + 1))" } ?? ""
    app(
      "asks the user\(which) whether to discard the unsaved changes; the question stays open until the user answers ('discard')",
      in: operation.scene)
  }

  /// The user answers the discard question open in `named` (or the one open, when one is).
  mutating func answer(_ discard: Bool, named: SceneID?) async {
    let open = sceneOrder.filter { question($0)?.isOpen == true }
    let target = named ?? (open.count == 1 ? open.first : nil)
    guard let target, let question = question(target), question.answer(discard) else {
      let why =
        named == nil && open.count > 1
        ? "questions are open in \(open.map { "'\($0)'" }.joined(separator: " and ")), and it names no scene"
        : "no question is open"
      app(
        "the user answers '\(discard ? "discard" : "keep")', but \(why): the answer goes nowhere",
        in: named, warning: true)
      return
    }
    app(
      "the user answers the question: \(discard ? "discard the unsaved changes" : "keep them")",
      in: target)
    scenes[target]?.questionShown = false
    scenes[target]?.asker = nil
    await settle()
  }

  /// The gate has opened: the item waiting behind it is delivered.
  mutating func gateOpened(_ coordinator: LaunchCoordinator) async {
    let scene = waiting.map { items[$0].scene } ?? mainScene
    await start(index: waiting, scene: scene) { .gate(await coordinator.gateDidOpen()) }
  }
}
