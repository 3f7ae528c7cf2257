import QuickActions
import Testing

@testable import QuickActionLint

/// The lint's door registry (`RuleRegistry.doors`): every door has its line, every rule it lists
/// runs, and every rule named after a door is listed under it.
@Suite struct LintDoorRegistryTests {
  /// The id prefixes of each door's rules.
  static let prefixes: [DoorKind: [String]] = [
    .shortcut: ["shortcut-"],
    .url: ["url-scheme-", "url-route-", "associated-domain-", "universal-link-", "aasa-"],
    .activity: ["activity-type-"],
    .notification: ["notification-"],
    .intent: ["intent-"],
  ]

  @Test("every door has a line")
  func everyDoor() {
    #expect(DoorKind.registryProblems(RuleRegistry.doors.map(\.door)).isEmpty)
  }

  @Test("each door's rules are registered, and every rule named after a door is under it")
  func rulesByDoor() {
    let all = RuleRegistry.all.map { $0.id }
    for (door, rules) in RuleRegistry.doors {
      let listed = rules.map { $0.id }
      let named = all.filter { id in Self.prefixes[door, default: []].contains { id.hasPrefix($0) }
      }
      #expect(Set(listed).isSubset(of: Set(all)), "\(door): \(listed)")
      #expect(listed.sorted() == named.sorted(), "\(door)")
    }
    #expect(
      RuleRegistry.doors.first { $0.door == .activity }?.rules.map { $0.id }
        == [
          "activity-type-invalid", "activity-type-duplicate", "activity-type-undeclared",
          "activity-type-unrouted",
        ])
  }
}
