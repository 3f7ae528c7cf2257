import QuickActions
import Testing

/// Drives an app's quick actions event by event, through the real coordinator and router, and
/// asserts exhaustively what each event did: the steps performed, the completion handlers
/// called, and the state after. An effect the test did not assert fails it, in the manner of a
/// test store.
///
/// ```swift
/// @Test func postWaitsForLogin() async {
///   let store = QuickActionTestStore(routes: routes, state: loggedOut)
///   await store.send(.launch(.warm, post))                    // waits behind the gate: no effect
///   await store.send(.gateOpens) {
///     $0.steps = [.present(.sheet, [Screen("compose")])]
///     $0.completions = [.init("com.example.qa.post", true)]
///     $0.state.gate = nil
///     $0.state.presentations = [.init(.sheet, [Screen("compose")])]
///   }
///   await store.finish()
/// }
/// ```
public final class QuickActionTestStore: Sendable {
  /// What one event did.
  public struct Effects: Sendable, Hashable {
    /// The navigation steps performed, in order.
    public var steps: [NavigationStep]
    /// The completion handlers called, in order.
    public var completions: [Completion]
    /// The app's state after the event.
    public var state: NavigationState

    /// Effects: these steps and completions, leading to `state`.
    public init(steps: [NavigationStep] = [], completions: [Completion] = [], state: NavigationState) {
      self.steps = steps
      self.completions = completions
      self.state = state
    }
  }

  /// One answer to an entry: a call of a quick action's completion handler, a `Bool` an
  /// app-delegate callback returned, or a call of a notification response's handler.
  public struct Completion: Sendable, Hashable, CustomStringConvertible {
    /// The entry, as `Entry.label` names it (a quick action's type, a URL, …).
    public var type: String
    /// The value (always `true` for a notification handler, which takes none).
    public var value: Bool
    /// Which answer it is.
    public var answer: ScriptTimeline.Item.Answer
    /// An answer to `type` with `value`; by default a quick action's completion handler.
    public init(_ type: String, _ value: Bool, answer: ScriptTimeline.Item.Answer = .completionHandler) {
      self.type = type
      self.value = value
      self.answer = answer
    }
    public var description: String {
      switch answer {
      case .returnValue: return "\(type): returned \(value)"
      case .notificationHandler: return "\(type): completionHandler()"
      case .intentResult: return "\(type): perform() \(value ? "returned" : "threw")"
      case .completionHandler, .none: return "\(type): completionHandler(\(value))"
      }
    }
  }

  /// The session the events are sent to.
  public let session: LaunchSession
  private let navigator: RecordingNavigator
  /// Where failures go: by default, an issue of the running test.
  private let fail: @Sendable (String, SourceLocation) -> Void

  /// Records a failure as an issue of the running test.
  public static let recordIssue: @Sendable (String, SourceLocation) -> Void = { message, location in
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  }

  /// A store over an in-memory app in `state`.
  public convenience init(routes: RouteTable, state: NavigationState, lifecycle: LaunchScenario.Lifecycle = .scene,
                          device: LaunchScenario.Device = .iPhone, didFinishLaunchingReturnsTrue: Bool = false,
                          onFailure: @escaping @Sendable (String, SourceLocation) -> Void = QuickActionTestStore.recordIssue) {
    self.init(routes: routes, navigator: InMemoryNavigator(state), lifecycle: lifecycle, device: device,
              didFinishLaunchingReturnsTrue: didFinishLaunchingReturnsTrue, onFailure: onFailure)
  }

  /// A store over the app's own navigator or navigation model.
  public init(routes: RouteTable, navigator: any ScriptableNavigator, lifecycle: LaunchScenario.Lifecycle = .scene,
              device: LaunchScenario.Device = .iPhone, didFinishLaunchingReturnsTrue: Bool = false,
              onFailure: @escaping @Sendable (String, SourceLocation) -> Void = QuickActionTestStore.recordIssue) {
    fail = onFailure
    self.navigator = RecordingNavigator(navigator)
    session = LaunchSession(routes: routes, navigator: self.navigator, lifecycle: lifecycle, device: device,
                            didFinishLaunchingReturnsTrue: didFinishLaunchingReturnsTrue)
  }

  /// Sends one event and checks its effects against `expected`, which starts from "nothing
  /// happened": no steps, no completions, the state as it was. Every difference is an issue, and
  /// so is a `discardAnswer` when no discard question is open (the answer would go nowhere).
  public func send(
    _ event: LaunchScript.Event, sourceLocation: SourceLocation = #_sourceLocation,
    _ expected: @Sendable (inout Effects) -> Void = { _ in }
  ) async {
    if case .discardAnswer = event, !(await session.isQuestionOpen) {
      fail("\(event): no discard question is open, so the answer goes nowhere", sourceLocation)
    }
    let stateBefore = await navigator.currentState()
    let stepsBefore = await navigator.performed.count
    let itemsBefore = await session.items
    await session.send(event)
    let items = await session.items
    var completions: [Completion] = []
    for (index, item) in items.enumerated() {
      let already = index < itemsBefore.count ? itemsBefore[index].answers.count : 0
      completions += item.answers.dropFirst(already).map { Completion(item.entry.label, $0, answer: item.answer) }
    }
    let actual = Effects(steps: Array(await navigator.performed.dropFirst(stepsBefore)), completions: completions,
                         state: await navigator.currentState())
    var wanted = Effects(state: stateBefore)
    expected(&wanted)
    if actual.steps != wanted.steps {
      fail("steps of \(event): expected \(Self.list(wanted.steps)), performed \(Self.list(actual.steps))", sourceLocation)
    }
    if actual.completions != wanted.completions {
      fail("completions of \(event): expected \(Self.list(wanted.completions)), called \(Self.list(actual.completions))",
           sourceLocation)
    }
    if actual.state != wanted.state {
      fail("""
        state after \(event) differs:
        expected:
        \(wanted.state.outline.joined(separator: "\n"))
        actual:
        \(actual.state.outline.joined(separator: "\n"))
        """, sourceLocation)
    }
  }

  /// Ends the test: every quick action must have been answered exactly once (its completion
  /// handler called once; a cold-launch item, which has none, routed to its final outcome) and
  /// none delivered twice. An item still behind a gate, or waiting for the answer to a discard
  /// question, was never answered.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
    for (index, item) in (await session.items).enumerated() where !item.isExactlyOnce {
      let what: String
      if let wait = item.waitingFor {
        let why: String
        switch wait {
        case .gate: why = "it is still waiting behind the gate"
        case .answer: why = "it is still waiting for the answer to its discard question: send .discardAnswer"
        case .turn: why = "it is still queued behind another item's open discard question"
        }
        // A notification's handler is called when the response is held; it still never reached a screen.
        what = "was never \(item.answers.isEmpty ? "answered" : "routed"): \(why)"
      } else {
        what = "was not delivered exactly once: \(item.deliveries) deliveries, answers \(item.answers)"
      }
      let kind = item.item == nil ? "entry" : "quick action"
      fail("\(kind) \(index + 1), \(item.entry.label), \(what)", sourceLocation)
    }
  }

  static func list<T: CustomStringConvertible>(_ items: [T]) -> String {
    items.isEmpty ? "nothing" : "[" + items.map(\.description).joined(separator: "; ") + "]"
  }
}
