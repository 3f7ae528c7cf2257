import AppWiring
import PropertyList

extension WiringSimulation {
  /// The life cycle in words.
  static func words(_ lifecycle: AppWiring.Lifecycle) -> String {
    switch lifecycle {
    case .swiftUI: "SwiftUI app"
    case .scene: "UIKit with scenes"
    case .appDelegate: "UIKit without scenes (app delegate only)"
    case .unknown(let why): "life cycle unknown (\(why))"
    }
  }

  /// The text `quickaction simulate --app` prints: the wiring in one line, then one line per
  /// door and launch (`quick action, cold: SceneDelegate.swift:12 …`), then the count lost.
  public var text: String {
    var head = [Self.words(wiring.lifecycle)]
    if let delegate = wiring.appDelegateName { head.append("app delegate \(delegate.name)") }
    if !wiring.sceneDelegates.isEmpty {
      head.append("scene delegate " + wiring.sceneDelegates.map(\.name).joined(separator: ", "))
    }
    var lines = ["wiring: " + head.joined(separator: "; ")]
    for delivery in deliveries {
      let label = "\(delivery.door.noun), \(delivery.cold ? "cold" : "warm"):"
      let place = delivery.place.map { $0.short + " " } ?? ""
      let outcome =
        switch delivery.outcome {
        case .lands: ""
        case .twice: "TWICE: "
        case .lost: "LOST: "
        case .notHandled: "not handled: "
        case .unknown: "unknown: "
        }
      lines.append("\(label) \(outcome)\(place)\(delivery.message)")
    }
    for file in wiring.unreadable {
      lines.append("not read: \(file.file):\(file.line):\(file.column): \(file.message)")
    }
    lines.append(lostCount == 0 ? "nothing lost" : "\(lostCount) lost")
    return lines.joined(separator: "\n")
  }

  /// The JSON form: `{"version": 1, "lifecycle", "appDelegate", "sceneDelegates",
  /// "deliveries": [{"door", "launch", "outcome", "file", "line", "column", "callback",
  /// "message"}], "unread": [{"file", "line", "column", "message"}], "lost"}`.
  public var json: JSONValue {
    let lifecycle: String =
      switch wiring.lifecycle {
      case .swiftUI: "swiftui"
      case .scene: "scene"
      case .appDelegate: "app-delegate"
      case .unknown: "unknown"
      }
    let deliveries = deliveries.map { delivery -> JSONValue in
      .object([
        ("door", .string(delivery.door.rawValue)),
        ("launch", .string(delivery.cold ? "cold" : "warm")),
        ("outcome", .string(delivery.outcome.rawValue)),
        ("file", delivery.place.map { .string($0.file) } ?? .null),
        ("line", delivery.place.map { .int($0.line) } ?? .null),
        ("column", delivery.place.map { .int($0.column) } ?? .null),
        ("callback", delivery.callback.map(JSONValue.string) ?? .null),
        ("message", .string(delivery.message)),
      ])
    }
    return .object([
      ("version", .int(1)),
      ("lifecycle", .string(lifecycle)),
      ("appDelegate", wiring.appDelegateName.map { .string($0.name) } ?? .null),
      ("sceneDelegates", .array(wiring.sceneDelegates.map { .string($0.name) })),
      ("deliveries", .array(deliveries)),
      (
        "unread",
        .array(
          wiring.unreadable.map {
            .object([
              ("file", .string($0.file)), ("line", .int($0.line)), ("column", .int($0.column)),
              ("message", .string($0.message)),
            ])
          })
      ),
      ("lost", .int(lostCount)),
    ])
  }
}
