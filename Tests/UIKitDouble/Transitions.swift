/// The double's run loop: transitions in flight, and what UIKit would have logged.
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
  /// already presenting …"), in order.
  static var log: [String] = []

  /// Runs `finish` on a later turn, as the end of a transition.
  static func afterTransition(_ finish: @escaping @MainActor () -> Void) {
    inFlight += 1
    Task { @MainActor in
      await Task.yield()
      inFlight -= 1
      finish()
    }
  }

  /// Waits until no transition is in flight.
  static func settle() async {
    while inFlight > 0 { await Task.yield() }
  }

  static func reset() {
    log = []
  }
}
