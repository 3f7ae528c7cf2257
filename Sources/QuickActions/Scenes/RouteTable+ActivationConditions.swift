import PropertyList

/// The activation conditions a scene sets from the routes and from where it is, so that iOS
/// brings forward the window that already shows a door's content.
extension RouteTable {
  /// The conditions for a scene showing `state`: it prefers the content identifiers of every
  /// route's screen it holds (``contentIdentifiers(shownIn:)``) and, as UIKit's default, can show
  /// any content, since every window of the app has the whole navigation.
  ///
  /// `UISceneActivationConditions`: "Use the prefersToActivateForTargetContentIdentifierPredicate
  /// predicate to designate the scene as the primary handler of an event."
  public func activationConditions(for state: NavigationState) -> SceneActivationConditions {
    let shown = contentIdentifiers(shownIn: state)
    return SceneActivationConditions(
      canActivate: .always, prefersToActivate: shown.isEmpty ? .never : .anyOf(shown))
  }

  /// The content identifiers of the routes' screens in `state`: for each route that declares
  /// some, each screen of the state (in every tab, column and presentation) that is the route's
  /// last screen, its patterns filled with that screen's parameters. In order found, once each.
  public func contentIdentifiers(shownIn state: NavigationState) -> [String] {
    let screens = state.allScreens
    var found: [String] = []
    for route in routes where !route.contentIdentifiers.isEmpty {
      guard let shown = route.destination.screens.last else { continue }
      for screen in screens where screen.id == shown.id {
        for pattern in route.contentIdentifiers {
          if let identifier = pattern.identifier(filledWith: screen.parameters),
            !found.contains(identifier)
          {
            found.append(identifier)
          }
        }
      }
    }
    return found
  }

  /// A content identifier pattern must name the route's screen's parameters, and the route must
  /// show a screen.
  static func check(_ pattern: ContentIdentifierPattern, destination: Destination, in what: String)
    throws(ManifestError)
  {
    if let problem = pattern.problem {
      throw ManifestError(
        "content identifier '\(MessageText.clip(pattern.text))' of \(what) \(problem)",
        at: pattern.location)
    }
    guard let screen = destination.screens.last else {
      throw ManifestError(
        "\(what) shows no screen, so no window holds its content; 'contentIdentifiers' names what a route shows",
        at: pattern.location)
    }
    let names = screen.parameters.map(\.name)
    for name in pattern.parameterNames where !names.contains(name) {
      let has =
        names.isEmpty ? "it has none" : "it has \(names.map { "'\($0)'" }.joined(separator: ", "))"
      throw ManifestError(
        "content identifier '\(MessageText.clip(pattern.text))' of \(what) names ':\(name)', which screen '\(screen.id)' does not have (\(has))",
        at: pattern.location)
    }
  }

  func checkContentIdentifiers() throws(ManifestError) {
    for route in routes {
      for pattern in route.contentIdentifiers {
        try Self.check(
          pattern, destination: route.destination, in: "route '\(MessageText.clip(route.type))'")
      }
    }
  }
}

extension NavigationState {
  /// Every screen the state holds: each tab's stack or columns, the root's, and every
  /// presentation's stack, in that order.
  public var allScreens: [Screen] {
    func split(_ view: SplitView) -> [Screen] { view.primary + view.secondary }
    var screens: [Screen]
    switch root {
    case .stack(let stack): screens = stack
    case .split(let view): screens = split(view)
    case .tabs(let tabs, _):
      screens = tabs.flatMap { tab -> [Screen] in
        switch tab.content {
        case .stack(let stack): return stack
        case .split(let view): return split(view)
        }
      }
    }
    return screens + presentations.flatMap(\.stack)
  }
}
