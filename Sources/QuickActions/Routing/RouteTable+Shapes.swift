import PropertyList

extension RouteTable {
  /// Refuses a route whose steps do not fit together: a presentation after a presentation or an
  /// action, two presentations, a presentation after an action, a policy an action alone cannot
  /// honour, `presentOver` under the presentations, an empty action or check name.
  ///
  /// A manifest's reader gives the places of the follow-ups, the policy and the check, where the
  /// errors point; a table built in Swift points at the route.
  static func checkShape(
    of route: Route, followUpsAt places: [SourceLocation] = [], policyAt: SourceLocation? = nil,
    checkAt: SourceLocation? = nil
  ) throws(ManifestError) {
    let what = "route '\(MessageText.clip(route.type))'"
    var at = route.location
    func fail(_ message: String) throws(ManifestError) -> Never {
      throw ManifestError(message, at: at)
    }
    var presents = 0
    var sawAction = false
    for (i, followUp) in route.followUps.enumerated() {
      at = places.indices.contains(i) ? places[i] : route.location
      switch followUp {
      case .present(let style, let path):
        presents += 1
        if presents > 1 { try fail("\(what) has two presentations in 'then'; it presents one") }
        if sawAction { try fail("\(what) presents after an action; actions come last") }
        switch route.destination {
        case .modal:
          try fail("\(what) presents over its own presentation; present one stack")
        case .action:
          try fail("\(what) presents after an action alone; a presentation follows a navigation")
        case .stack, .detail, .onTop: break
        }
        if path.isEmpty {
          try fail("\(what) presents a \(style.rawValue) with no screen in 'then'")
        }
      case .action(let name):
        sawAction = true
        if name.trimmingWhitespace.isEmpty { try fail("an action name of \(what) is empty") }
      }
    }
    at = route.location
    for template in route.screens where template.repeats {
      if case .failure(let error) = template.repeatedParameter { try fail(error.message) }
    }
    at = checkAt ?? route.location
    if let check = route.check, check.trimmingWhitespace.isEmpty {
      try fail("the check name of \(what) is empty")
    }
    at = policyAt ?? route.location
    switch (route.destination, route.policy) {
    case (.action, .keepUnsaved), (.action, .confirmDiscard):
      try fail(
        "policy '\(route.policy.rawValue)' has no meaning for \(what): an action alone dismisses nothing; to dismiss first, go to .onTop(tab: nil, path: []) and follow it with the action"
      )
    case (.stack, .presentOver), (.detail, .presentOver):
      try fail(
        "policy 'presentOver' needs a modal destination ('present'); \(what) navigates under the presentations"
      )
    case (.onTop(let tab, _), .presentOver) where tab != nil || presents > 0:
      try fail(
        "policy 'presentOver' pushes on the top presentation, so \(what) can name no tab and present nothing after"
      )
    default: break
    }
  }
}
