import AppWiring
import PropertyList

/// What every wiring rule reads: the app's wiring (its delegates, their door callbacks, its
/// Info.plist) and the configuration.
struct WiringContext {
  let wiring: AppWiring
  let configuration: LintConfiguration

  func finding<R: Rule<WiringContext>>(
    _ rule: R.Type, _ message: String, at place: SourcePlace, notes: [(String, SourcePlace)] = []
  ) -> Finding {
    Finding(
      rule: R.id, severity: R.severity, message: message, file: place.file,
      location: Self.location(place),
      notes: notes.map { Finding.Note($0.0, at: Self.location($0.1), file: $0.1.file) })
  }

  static func location(_ place: SourcePlace) -> SourceLocation {
    SourceLocation(offset: place.offset, line: place.line, column: place.column)
  }

  /// Whether iOS sends its doors to scenes: a scene manifest, or a SwiftUI `App`.
  var isSceneApp: Bool {
    wiring.lifecycle == .scene || wiring.lifecycle == .swiftUI
  }

  /// The app delegate's door callbacks iOS never calls in a scene app, the app's own code not
  /// calling them either.
  var deadApplicationCallbacks: [DoorCallback] {
    guard isSceneApp, let delegate = wiring.appDelegate else { return [] }
    return delegate.callbacks.filter { callback in
      callback.kind.isApplicationDelegate && callback.kind.warmDoor != nil
        && !wiring.isCalledByApp(callback.kind)
    }
  }

  /// The scene delegates iOS instantiates that the reader knows in full.
  var knownSceneDelegates: [WiringType] {
    wiring.sceneDelegateTypes.filter { wiring.isKnownInFull($0) }
  }

  /// The scene delegates a door's launch reaches: with several window configurations in the
  /// Info.plist, only the first (the one UIKit uses unless
  /// `application(_:configurationForConnecting:options:)` chooses another, which it does for
  /// its own activities: the others are not asked to read what launched the app).
  var launchSceneDelegates: [WiringType] {
    let listed = wiring.sceneDelegates.filter { $0.source == .infoPlist }
    guard listed.count > 1, let first = listed.first else { return knownSceneDelegates }
    return knownSceneDelegates.filter { $0.name == first.name }
  }

  /// The callback names as written in `type`'s language.
  static func name(_ kind: CallbackKind, in type: WiringType?) -> String {
    kind.name(in: type?.language ?? .swift)
  }

  /// The SwiftUI modifier that receives `door`, if any.
  static func modifier(for door: WiringDoor) -> String? {
    switch door {
    case .url: "onOpenURL"
    case .activity: "onContinueUserActivity"
    default: nil
    }
  }

  /// The scene delegate's warm callback for `door`.
  static func sceneCallback(for door: WiringDoor) -> CallbackKind? {
    switch door {
    case .shortcut: .scenePerformAction
    case .url: .sceneOpenURLContexts
    case .activity: .sceneContinue
    case .notification: nil
    }
  }

  /// The connection-options member of `door`.
  static func member(for door: WiringDoor) -> String {
    switch door {
    case .shortcut: "shortcutItem"
    case .url: "urlContexts"
    case .activity: "userActivities"
    case .notification: "notificationResponse"
    }
  }
}

/// A check of the app's wiring.
protocol WiringRule: Rule where Context == WiringContext {}

/// The wiring rules, in the order `quickaction rules` prints them.
enum WiringRuleRegistry {
  static var all: [any Rule<WiringContext>.Type] {
    [
      WiringCallbackNeverCalled.self, WiringColdLaunchUnread.self, WiringLaunchOptionsInScene.self,
      WiringSwiftUIQuickActions.self, WiringCompletionNotCalled.self, WiringLaunchItemTwice.self,
      SceneManifestProven.self,
    ]
  }

  /// The findings of the wiring, one report per file with findings (its bytes read with `read`).
  static func reports(
    _ wiring: AppWiring, configuration: LintConfiguration, read: (String) -> [UInt8]
  ) -> [LintReport] {
    let context = WiringContext(wiring: wiring, configuration: configuration)
    let findings = RuleRun.findings(all, context, configuration: configuration)
    var order: [String] = []
    var byFile: [String: [Finding]] = [:]
    for finding in findings {
      if byFile[finding.file] == nil { order.append(finding.file) }
      byFile[finding.file, default: []].append(finding)
    }
    return order.map { file in
      let sorted = (byFile[file] ?? []).sorted { ($0.location, $0.rule) < ($1.location, $1.rule) }
      return LintReport(file: file, source: read(file), findings: sorted)
    }
  }
}
