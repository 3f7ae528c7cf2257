/// An app's wiring as iOS will use it: the app delegate, the scene delegates iOS instantiates,
/// the SwiftUI `App`, the door callbacks each implements, and the life cycle the app runs under.
///
/// ```swift
/// let wiring = WiringReader.read(folder: "MyApp")
/// if let delegate = wiring.appDelegate { print(delegate.name, delegate.place) }
/// ```
public struct AppWiring: Sendable {
  /// The life cycle iOS runs the app under.
  public enum Lifecycle: Sendable, Hashable {
    /// A SwiftUI `App`: scenes, SwiftUI's own scene delegate unless the app installs one.
    case swiftUI
    /// UIKit with a scene manifest: doors go to the scene delegate.
    case scene
    /// UIKit with no scene manifest and no scene delegate: doors go to the app delegate.
    case appDelegate
    /// Not proven either way, and why.
    case unknown(String)
  }

  /// How a scene delegate was found.
  public enum SceneDelegateSource: Sendable, Hashable {
    /// An Info.plist configuration's `UISceneDelegateClassName`.
    case infoPlist
    /// `delegateClass = X.self` in `application(_:configurationForConnecting:options:)`.
    case configuration
    /// The one type conforming to `UIWindowSceneDelegate` in a scene app.
    case conformance
  }

  /// A scene delegate class iOS instantiates, and where that is said.
  public struct SceneDelegate: Sendable, Hashable {
    /// The class's name.
    public var name: String
    /// How it was found.
    public var source: SceneDelegateSource
    /// Where it is named (the Info.plist value, the `delegateClass` line, the class).
    public var place: SourcePlace
  }

  /// A source file the reader could not read, and why.
  public struct Unreadable: Sendable, Hashable {
    /// The file.
    public var file: String
    /// Why, with the place.
    public var message: String
    /// The 1-based line where reading stopped.
    public var line: Int
    /// The 1-based column (UTF-8 bytes) where reading stopped.
    public var column: Int
  }

  /// The files read in full (those that can declare the wiring), in path order.
  public var filesRead: [String] = []
  /// How many source files were looked at and passed over (they cannot declare the wiring).
  public var filesSkipped = 0
  /// Files that did not scan; nothing is said from them.
  public var unreadable: [Unreadable] = []
  /// The types that take part, each with its extensions merged.
  public var types: [WiringType] = []
  /// The app delegate's name and where it is named as such (`@main`, `UIApplicationMain`,
  /// `@UIApplicationDelegateAdaptor`, or its conformance when that is all there is).
  public var appDelegateName: NamedPlace?
  /// The SwiftUI `App` marked `@main`.
  public var swiftUIApp: WiringType?
  /// The scene delegates iOS instantiates.
  public var sceneDelegates: [SceneDelegate] = []
  /// The app's Info.plist, when one was found and read.
  public var infoPlist: InfoPlistWiring?
  /// `onOpenURL` and `onContinueUserActivity` wherever they are used.
  public var modifiers: [NamedPlace] = []
  /// Where the app's own code calls a door callback (handing an entry on to it).
  public var calls: [CallbackCall] = []
  /// The life cycle.
  public var lifecycle: Lifecycle = .unknown("nothing read")

  /// An empty wiring (nothing read).
  public init() {}

  /// The type named `name`, when the reader saw it.
  public func type(named name: String) -> WiringType? { types.first { $0.name == name } }

  /// The app delegate, when the reader saw it.
  public var appDelegate: WiringType? { appDelegateName.flatMap { type(named: $0.name) } }

  /// The scene delegate types the reader saw.
  public var sceneDelegateTypes: [WiringType] { sceneDelegates.compactMap { type(named: $0.name) } }

  /// Whether everything `type` inherits is known: its superclass is UIKit's (`UIResponder`,
  /// `NSObject`) or another type of the app known in full. A class from elsewhere (a
  /// framework's app delegate) may implement callbacks the reader cannot see.
  public func isKnownInFull(_ type: WiringType) -> Bool {
    var seen: Set<String> = []
    var current = type
    while true {
      guard current.declared, seen.insert(current.name).inserted else { return false }
      guard let first = current.inherits.first else { return current.language == .swift }
      if Self.rootTypes.contains(first) { return true }
      guard let base = self.type(named: first) else { return false }
      current = base
    }
  }

  /// The superclasses and protocols whose door callbacks are none of the app's.
  static let rootTypes: Set<String> = [
    "UIResponder", "NSObject", "App", "UIWindowSceneDelegate", "UISceneDelegate",
    "UIApplicationDelegate", "UNUserNotificationCenterDelegate", "ObservableObject",
  ]

  /// The callback of `kind` that `type` has, its own or a base class's of the app.
  public func callback(_ kind: CallbackKind, of type: WiringType) -> DoorCallback? {
    var seen: Set<String> = []
    var current: WiringType? = type
    while let type = current, seen.insert(type.name).inserted {
      if let found = type.callback(kind) { return found }
      current = type.inherits.first.flatMap { self.type(named: $0) }
    }
    return nil
  }

  /// Every callback of `kind`, in any type read.
  public func callbacks(_ kind: CallbackKind) -> [DoorCallback] {
    types.flatMap { $0.callbacks.filter { $0.kind == kind } }
  }

  /// Whether the app's own code calls callbacks of `kind` (so they are not dead).
  public func isCalledByApp(_ kind: CallbackKind) -> Bool { calls.contains { $0.kind == kind } }

  /// Whether SwiftUI's `modifier` (`onOpenURL`, `onContinueUserActivity`) is used anywhere.
  public func uses(_ modifier: String) -> NamedPlace? { modifiers.first { $0.name == modifier } }
}
