import AppWiring

/// iOS's order of callbacks played against the callbacks an app really has: for each door
/// (quick action, URL, user activity, notification response), cold and warm, where the entry
/// lands in the app's code or where it is lost.
///
/// The order is the one the launch simulator plays (DESIGN.md, "Launch lifecycle"): in an app with
/// scenes, a cold entry comes in `application(_:configurationForConnecting:options:)` and
/// `scene(_:willConnectTo:options:)`'s connection options and a warm one to the scene
/// delegate's callback (or SwiftUI's `onOpenURL` / `onContinueUserActivity`); in an
/// app-delegate app, a cold entry comes in `application(_:didFinishLaunchingWithOptions:)`'s
/// launch options and, when that returns true, again to the warm callback.
///
/// ```swift
/// let simulation = WiringSimulation(wiring: WiringReader.read(folder: "MyApp"))
/// print(simulation.text, simulation.lostCount)
/// ```
public struct WiringSimulation: Sendable {
  /// What became of an entry.
  public enum Outcome: String, Sendable, Hashable {
    /// A callback of the app receives it.
    case lands
    /// Two callbacks receive it: it is handled twice.
    case twice
    /// The app uses the door, and nothing receives this entry.
    case lost
    /// The app does not use the door at all.
    case notHandled = "not-handled"
    /// The reader cannot tell (code it could not follow).
    case unknown
  }

  /// One entry, its door and launch, and what became of it.
  public struct Delivery: Sendable, Hashable {
    /// The door.
    public var door: WiringDoor
    /// Whether the entry launches the app (cold) or reaches it running (warm).
    public var cold: Bool
    /// What became of it.
    public var outcome: Outcome
    /// Where it lands, or the place that shows it lost (nil when there is none).
    public var place: SourcePlace?
    /// The callback at `place`.
    public var callback: String?
    /// What happens, in a sentence.
    public var message: String
  }

  /// The wiring played.
  public var wiring: AppWiring
  /// Every door, cold then warm.
  public var deliveries: [Delivery] = []

  /// The deliveries of `wiring`.
  public init(wiring: AppWiring) {
    self.wiring = wiring
    for door in WiringDoor.allCases {
      for cold in [true, false] {
        deliveries.append(WiringPlay(wiring: wiring, door: door, cold: cold).delivery())
      }
    }
  }

  /// How many entries are lost.
  public var lostCount: Int { deliveries.filter { $0.outcome == .lost }.count }
}

extension WiringSimulation {
  /// The deliveries of the app in `folder` (its sources and Info.plist), or nil when `folder`
  /// is no folder.
  public init?(folder: String) {
    guard WiringReader.isFolder(folder) else { return nil }
    self.init(wiring: WiringReader.read(folder: folder))
  }
}
