import PropertyList

/// A screen a route opens: its identifier and the parameters it fills from the item's userInfo.
public struct ScreenTemplate: Sendable, Hashable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  public var id: String
  /// The parameters, filled from the item's userInfo.
  public var parameters: [Parameter]
  /// Whether the screen repeats once per `/`-separated segment of its one parameter the item
  /// fills (`folder(name: path)...` with `path` = `a/b/c` is `folder(name: a)`, `folder(name: b)`,
  /// `folder(name: c)`): a path of any depth.
  public var repeats: Bool = false

  /// A screen template with this identifier and these parameters.
  public init(_ id: String, parameters: [Parameter] = []) {
    self.id = id
    self.parameters = parameters
  }

  /// A template written as routes are in a plist: `"compose"`, or `"question(questionID)"` and
  /// `"spot(id: spotID as integer)"` with parameters. Text that is not in that form is the
  /// identifier as it stands.
  public init(stringLiteral value: String) {
    if value.hasSuffix("..."), value.count > 3 {
      self.init(stringLiteral: String(value.dropLast(3)))
      repeats = true
      return
    }
    guard value.contains("("), let (id, arguments) = try? ScreenSyntax.split(value, at: .unknown)
    else {
      self.init(value)
      return
    }
    var parameters: [Parameter] = []
    for argument in arguments {
      guard let parameter = try? Parameter(parsing: argument, at: .unknown) else {
        self.init(value)
        return
      }
      parameters.append(parameter)
    }
    self.init(id, parameters: parameters)
  }

  /// `spot(id: spotID as integer)`, the form routes are written in.
  public var description: String {
    (parameters.isEmpty ? id : "\(id)(\(parameters.map(\.description).joined(separator: ", ")))")
      + (repeats ? "..." : "")
  }

  /// A screen repeated once per `/`-separated segment of its parameter (see ``repeats``).
  public func repeated() -> ScreenTemplate {
    var template = self
    template.repeats = true
    return template
  }

  /// The one parameter a repeated screen takes its segments from, or why it has none.
  var repeatedParameter: Result<Parameter, ManifestError> {
    let filled = parameters.filter { $0.constant == nil }
    guard filled.count == 1, let parameter = filled.first, parameter.type == .string else {
      return .failure(
        ManifestError(
          "screen '\(description)' repeats once per '/'-separated segment of one string parameter the item fills; \(filled.count == 1 ? "its parameter '\(filled[0].name)' is \(filled[0].type.rawValue)" : "it has \(filled.count)")",
          at: .unknown))
    }
    return .success(parameter)
  }

  /// One screen parameter: its name, the userInfo key that fills it, and the type that value
  /// must have.
  ///
  /// Written `name` (filled from the key of the same name, a string), `name: key` (from
  /// another key), and either with ` as integer`, ` as boolean`, ` as uuid` or ` as string`.
  public struct Parameter: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The parameter's name on the screen.
    public var name: String
    /// The userInfo key it is filled from (by default the same as `name`).
    public var key: String
    /// The type the userInfo value must have.
    public var type: ParameterType
    /// A value written in the route (`type = todo`): the parameter always has it, and no userInfo
    /// key fills it.
    public var constant: String? = nil
    /// Whether the item may leave the parameter out (`query?`): the screen then has no such
    /// parameter. An optional parameter also takes an empty value, which it keeps.
    public var isOptional: Bool = false

    /// A parameter `name`, filled from userInfo `key` (by default `name`), of `type`.
    public init(_ name: String, from key: String? = nil, as type: ParameterType = .string) {
      self.name = name
      self.key = key ?? name
      self.type = type
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// A parameter `name` that always has `value`, written in the route (`type = todo`).
    public static func constant(_ name: String, _ value: String) -> Parameter {
      var parameter = Parameter(name)
      parameter.constant = value
      return parameter
    }

    /// A parameter `name` the item may leave out or send empty (`query?`), filled from userInfo
    /// `key` (by default `name`), of `type`.
    public static func optional(
      _ name: String, from key: String? = nil, as type: ParameterType = .string
    )
      -> Parameter
    {
      var parameter = Parameter(name, from: key, as: type)
      parameter.isOptional = true
      return parameter
    }

    /// `name`, `name: key?`, `name as integer`, or `name = "value"` for a constant.
    public var description: String {
      if let constant { return "\(name) = \"\(constant)\"" }
      return (key == name ? name : "\(name): \(key)") + (isOptional ? "?" : "")
        + (type == .string ? "" : " as \(type.rawValue)")
    }
  }
}

/// What a screen parameter's userInfo value must be.
public enum ParameterType: String, Sendable, Hashable, CaseIterable {
  /// A non-empty string, or an integer (written in decimal).
  case string
  /// An integer, or a string of one.
  case integer
  /// A boolean, or the string `true` or `false`.
  case boolean
  /// A string that is a UUID (written in canonical upper case).
  case uuid
}

/// Where a quick action takes the user.
public enum Destination: Sendable, Hashable {
  /// Screens pushed, in order, on a tab's stack (or on the root stack when `tab` is nil).
  case stack(tab: String?, path: [ScreenTemplate])
  /// A detail in a split view (a tab's, or the root one when `tab` is nil): the primary column
  /// shows `primary`, the secondary column `detail`.
  case detail(tab: String?, primary: [ScreenTemplate], detail: [ScreenTemplate])
  /// A presentation with its own stack.
  case modal(style: NavigationState.Presentation.Style, path: [ScreenTemplate])
  /// Something the app does without navigating (start a timer, toggle a setting), over whatever
  /// is on screen: the route's policy dismisses nothing (to dismiss first, route to
  /// `.onTop(tab: nil, path: [])` and follow it with the action).
  case action(String)
  /// Screens pushed on the current stack, popping nothing: a tab's (selected first) when `tab` is
  /// named, else the selected tab's or root stack, or, with the `presentOver` policy, the top
  /// presentation's. With no screens it only brings the tab forward. Already ending with `path`,
  /// the stack is left as it is, so handling an entry twice pushes once.
  case onTop(tab: String?, path: [ScreenTemplate])

  /// Screens pushed on a tab's stack.
  public static func push(_ path: [ScreenTemplate], inTab tab: String? = nil) -> Destination {
    .stack(tab: tab, path: path)
  }

  /// Screens pushed on the current stack without popping it (see ``onTop(tab:path:)``).
  public static func pushOnTop(_ path: [ScreenTemplate], inTab tab: String? = nil) -> Destination {
    .onTop(tab: tab, path: path)
  }

  /// The tab brought forward with its stack as the user left it.
  public static func selectTab(_ tab: String) -> Destination { .onTop(tab: tab, path: []) }

  /// A presentation of `path` in the given style.
  public static func present(_ style: NavigationState.Presentation.Style, _ path: [ScreenTemplate])
    -> Destination
  {
    .modal(style: style, path: path)
  }

  /// Every screen the destination names.
  public var screens: [ScreenTemplate] {
    switch self {
    case .stack(_, let path), .modal(_, let path), .onTop(_, let path): return path
    case .detail(_, let primary, let detail): return primary + detail
    case .action: return []
    }
  }

  /// Whether the destination is a presentation.
  public var isModal: Bool {
    if case .modal = self { return true }
    return false
  }

  /// The tab the destination names, if any.
  public var tab: String? {
    switch self {
    case .stack(let tab, _), .detail(let tab, _, _), .onTop(let tab, _): return tab
    case .modal, .action: return nil
    }
  }
}

/// What to do about presented view controllers when a quick action arrives.
///
/// A route that names no policy has ``automatic``: nothing the app marked unsaved is thrown away
/// unless the route (``dismiss``) or the user (``confirmDiscard``, or ``automatic`` with a
/// navigator that asks) says so.
public enum ModalPolicy: String, Sendable, Hashable, CaseIterable {
  /// The policy of a route that names none: a presentation without unsaved changes is
  /// dismissed; one with unsaved changes is kept, after asking the user where the navigator
  /// asks a discard question (``Navigator/asksToDiscard``), and otherwise the entry fails with
  /// the reason.
  case automatic
  /// Dismiss whatever is presented, unsaved changes included.
  case dismiss
  /// Dismiss, unless a presentation holds unsaved changes: then fail and leave it.
  case keepUnsaved
  /// Ask the user before discarding unsaved changes.
  case confirmDiscard
  /// Present the destination over what is there (modal destinations only).
  case presentOver
}

/// How one destination is reached: by a shortcut type, and by any URL patterns, user
/// activities and notifications among its triggers.
public struct Route: Sendable, Hashable {
  /// The route's name, its key under `QuickActionRoutes`: the shortcut type it handles
  /// (`UIApplicationShortcutItemType`), unless `handlesShortcut` is false.
  public var type: String
  /// Where the entry leads.
  public var destination: Destination
  /// What happens to a presentation already on screen.
  public var policy: ModalPolicy
  /// Whether the route may run while a gate (onboarding, login, terms) is up; by default the
  /// entry waits until the gate opens.
  public var runsBehindGate: Bool
  /// Whether a quick action of type `type` takes this route; false for a route reached only by
  /// its triggers.
  public var handlesShortcut: Bool
  /// The URL patterns, activities, notifications and App Intents that also lead here.
  public var triggers: [Trigger]
  /// The target content identifiers of what the route shows (`questions/:questionID`), filled
  /// with the values of its screen on display: a window showing the route's screen prefers to be
  /// activated for them (``RouteTable/activationConditions(for:)``).
  public var contentIdentifiers: [ContentIdentifierPattern]
  /// Where the route was declared, when read from a file.
  public var location: SourceLocation
  /// Shortcut types the app used before (``aliased(_:)``), which take this route too, so that
  /// items already on users' Home Screens keep working.
  public var aliases: [String] = []
  /// Where each alias was declared, when read from a file.
  var aliasLocations: [String: SourceLocation] = [:]
  /// What the route does once at its destination, in order: a presentation over it, actions.
  public var followUps: [FollowUp] = []
  /// The name of a check the app supplies (``Navigator/check(_:)``), asked before anything moves;
  /// it may refuse the entry with a reason.
  public var check: String? = nil

  /// A route for shortcut `type` (and any `triggers`) to `destination`, with its modal policy;
  /// `runsBehindGate` lets it run while a gate is up; `contentIdentifiers` name what it shows.
  public init(
    _ type: String, _ destination: Destination, policy: ModalPolicy = .automatic,
    runsBehindGate: Bool = false, triggers: [Trigger] = [],
    contentIdentifiers: [ContentIdentifierPattern] = [],
    location: SourceLocation = .unknown
  ) {
    self.type = type
    self.destination = destination
    self.policy = policy
    self.runsBehindGate = runsBehindGate
    self.handlesShortcut = true
    self.triggers = triggers
    self.contentIdentifiers = contentIdentifiers
    self.location = location
  }

  /// A route called `name` that no shortcut takes, reached by its `triggers` only.
  public init(
    named name: String, _ destination: Destination, policy: ModalPolicy = .automatic,
    runsBehindGate: Bool = false, triggers: [Trigger],
    contentIdentifiers: [ContentIdentifierPattern] = [],
    location: SourceLocation = .unknown
  ) {
    self.init(
      name, destination, policy: policy, runsBehindGate: runsBehindGate, triggers: triggers,
      contentIdentifiers: contentIdentifiers, location: location)
    self.handlesShortcut = false
  }

  /// The shortcut type the route handles, or nil when no shortcut takes it.
  public var shortcutType: String? { handlesShortcut ? type : nil }
}
