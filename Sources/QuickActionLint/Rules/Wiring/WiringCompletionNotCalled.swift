import AppWiring

/// `wiring-completion-not-called`: a door callback's completion handler that the body never
/// calls, or returns before calling.
///
/// `windowScene(_:performActionFor:completionHandler:)` and
/// `application(_:performActionFor:completionHandler:)`: "completionHandler: The handler block to
/// call after the quick action has been handled" with whether it succeeded;
/// `userNotificationCenter(_:didReceive:withCompletionHandler:)`: "You must execute this block at
/// some point after processing the user's response to let the system know that you are done"
/// (UNUserNotificationCenterDelegate). Reported only where the body is read in full: a handler
/// kept, handed on or named in a closure counts as called.
enum WiringCompletionNotCalled: WiringRule {
  static let id = "wiring-completion-not-called"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A quick-action or notification callback never calls its completion handler, or returns before calling it.",
    why:
      "iOS waits for the completion handler: a notification response it never hears back about, a quick action reported as not handled. Every path must call it once.",
    example:
      "guard let route = … else { return } before completionHandler(true) in windowScene(_:performActionFor:completionHandler:)"
  )

  static func check(_ context: WiringContext) -> [Finding] {
    let dead = Set(context.deadApplicationCallbacks.map(\.place))
    var findings: [Finding] = []
    for type in context.wiring.types {
      for callback in type.callbacks where !dead.contains(callback.place) {
        switch callback.completion {
        case .neverCalled(let parameter):
          findings.append(
            context.finding(
              Self.self,
              "\(callback.name) never calls \(parameter): iOS waits for it",
              at: callback.place,
              notes: [("call \(parameter)(…) once on every path, after handling", callback.place)]))
        case .notCalledBeforeReturn(let parameter, let place):
          findings.append(
            context.finding(
              Self.self,
              "returns without calling \(parameter) on this path of \(callback.name)",
              at: place,
              notes: [("call \(parameter)(…) before this return", place)]))
        default:
          continue
        }
      }
    }
    return findings
  }
}
