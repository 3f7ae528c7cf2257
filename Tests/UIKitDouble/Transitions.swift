@_exported import Foundation  // UIKit re-exports Foundation (CGRect, NSNotFound), so the double does too

/// The double's run loop: transitions in flight, what UIKit would have logged or raised, and the
/// switches that make the double as unkind as UIKit is on a device.
///
/// UIKit finishes a transition on a later turn of the run loop and only then calls completions
/// ("The completion handler is called after the viewDidAppear(_:) method is called on the
/// presented view controller", UIViewController.present(_:animated:completion:)). The double
/// does the same on a later turn of the main actor.
@MainActor
enum UIKitDouble {
  /// Transitions started and not yet finished.
  static var inFlight = 0
  /// The console messages UIKit prints for refused calls ("Attempt to present … which is
  /// already presenting …"), in order. Written from any thread: not every class UIKit logs
  /// from is main-actor isolated (`UIApplicationShortcutItem` is not).
  nonisolated static var log: [String] {
    get { records.withLock { $0.log } }
    set { records.withLock { $0.log = newValue } }
  }
  /// The exceptions UIKit (or UserNotifications) would have raised (an uncaught `NSException`
  /// ends the app), in order. The double records them and goes on, so a test can see the crash
  /// it would have been.
  nonisolated static var exceptions: [String] {
    get { records.withLock { $0.exceptions } }
    set { records.withLock { $0.exceptions = newValue } }
  }
  /// The process has no app bundle, as a unit test without a host app has none (off after
  /// `reset()`: the tests are app-hosted by default).
  nonisolated static var isHostless: Bool {
    get { records.withLock { $0.hostless } }
    set { records.withLock { $0.hostless = newValue } }
  }
  private nonisolated static let processRecords = Locked(DoubleRecords())
  /// The test's own records (`withOwnRecords(_:)`), else the process's.
  private nonisolated static var records: Locked<DoubleRecords> {
    DoubleRecords.inTest ?? processRecords
  }

  /// Runs `body` with a log and an exception record of its own, which tests running beside it
  /// do not see, nor it theirs.
  nonisolated static func withOwnRecords<T>(_ body: () async throws -> T) async rethrows -> T {
    try await DoubleRecords.$inTest.withValue(Locked(DoubleRecords())) { try await body() }
  }
  /// Which of UIKit's unkind behaviours are on (all off after `reset()`).
  static var unkind = Unkindness()

  /// UIKit behaviours that are legal but hostile to code that waits for UIKit, each switchable.
  struct Unkindness {
    /// `animate(alongsideTransition:completion:)` returns `false` and still runs the completion
    /// when the transition ends: UIKit/UIViewControllerTransitionCoordinator.h says the
    /// completions "may be run even if the animations are not".
    var alongsideReturnsFalse = false
    /// The window is horizontally compact (an iPhone): a popover adapts to a sheet
    /// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover: "In a
    /// horizontally compact environment, popovers adapt to UIModalPresentationOverFullScreen by
    /// default"; since iOS 13 the adaptive style for a popover is a page sheet, observed).
    var compactWidth = false
  }

  /// Transitions end only when `settle()` is called, not on a later turn of their own: for a
  /// test that needs one still under way whatever else the main actor runs meanwhile (on a busy
  /// machine another task can take the turn the transition would have waited for).
  static var holdsTransitions = false
  private static var held: [@MainActor () -> Void] = []

  /// Runs `finish` on a later turn, as the end of a transition (or at `settle()`, while
  /// `holdsTransitions` is on).
  static func afterTransition(_ finish: @escaping @MainActor () -> Void) {
    inFlight += 1
    if holdsTransitions {
      held.append {
        inFlight -= 1
        finish()
      }
      return
    }
    Task { @MainActor in
      await Task.yield()
      inFlight -= 1
      finish()
    }
  }

  /// Ends the held transitions, and waits until no transition is in flight.
  static func settle() async {
    holdsTransitions = false
    while !held.isEmpty {
      let ending = held
      held = []
      for finish in ending { finish() }
    }
    while inFlight > 0 { await Task.yield() }
  }

  static func reset() {
    log = []
    exceptions = []
    isHostless = false
    unkind = Unkindness()
    holdsTransitions = false
    held = []
    sessionsMade = 0
  }

  /// Scene sessions made since the last reset: the next one's `persistentIdentifier` is
  /// `session-N+1`, so each test's first session is the one an app relaunched with.
  static var sessionsMade = 0

  /// Records the exception UIKit raises here.
  nonisolated static func raise(_ name: String, _ reason: String) {
    records.withLock { $0.exceptions.append("\(name): \(reason)") }
  }
}

/// What the double logs and raises, and whether the process has an app bundle.
struct DoubleRecords {
  var log: [String] = []
  var exceptions: [String] = []
  var hostless = false

  /// The records of the test running now, when it has its own (`UIKitDouble.withOwnRecords(_:)`):
  /// the tasks it starts inherit them, so what UIKit would log or raise on its behalf lands
  /// there. Other tests share the process's.
  @TaskLocal static var inTest: Locked<DoubleRecords>?
}

/// A value behind a lock, for what the double records from any thread.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value
  init(_ value: Value) { self.value = value }
  func withLock<T>(_ body: (inout Value) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
