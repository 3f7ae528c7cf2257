/// The build settings of one target for one build: every level's assignments, lowest first,
/// and the expansion of their values as Xcode does it.
///
/// Levels, from lowest to highest (Apple, "Build settings reference" and "Adding a build
/// configuration file to your project": target settings override the target's configuration
/// file, which overrides the project's settings, which override the project's configuration
/// file): build-system defaults, the project's `.xcconfig`, the project's `buildSettings`, the
/// target's `.xcconfig`, the target's `buildSettings`. Within a level the last assignment whose
/// conditions hold wins, and `$(inherited)` is the value of the assignment below it: an earlier
/// one in the same file, or a lower level.
public struct BuildSettingsTable: Sendable {
  /// What conditional settings are matched against.
  public let context: BuildContext
  /// Every assignment whose conditions hold, lowest first.
  public let assignments: [SettingAssignment]
  let index: [String: [Int]]

  /// A table of `levels` (lowest first), keeping the assignments whose conditions hold.
  public init(levels: [[SettingAssignment]], context: BuildContext) {
    self.context = context
    var kept: [SettingAssignment] = []
    var index: [String: [Int]] = [:]
    for level in levels {
      for assignment in level where assignment.conditions.allSatisfy({ $0.matches(context) }) {
        index[assignment.name, default: []].append(kept.count)
        kept.append(assignment)
      }
    }
    assignments = kept
    self.index = index
  }

  /// Whether some level (or a default) assigns `name`.
  public func isDefined(_ name: String) -> Bool { index[name] != nil }

  /// The assignment that wins for `name`.
  public func assignment(for name: String) -> SettingAssignment? {
    index[name]?.last.map { assignments[$0] }
  }

  /// The names of every setting assigned, sorted.
  public var names: [String] { index.keys.sorted() }

  /// `name`'s value, expanded; nil when no level or default assigns it.
  public func resolve(_ name: String) -> ResolvedSetting? {
    guard let top = index[name]?.last else { return nil }
    var evaluator = SettingsEvaluator(table: self)
    let assignment = assignments[top]
    switch evaluator.evaluate(top, chain: []) {
    case .success(let value):
      return ResolvedSetting(name: name, value: value, location: assignment.location)
    case .failure(let unresolved):
      return ResolvedSetting(
        name: name, value: nil, location: assignment.location, unresolved: unresolved)
    }
  }

  /// `text` (an Info.plist value, say) with its references expanded against this table;
  /// `$(inherited)` in it is empty.
  public func expand(_ text: String) -> Result<String, UnresolvedSetting> {
    var evaluator = SettingsEvaluator(table: self)
    return evaluator.expand(text, owner: nil, below: nil, chain: [])
  }

  /// Whether `value` is a YES boolean, as Xcode reads one (`YES`, case-insensitive).
  public static func isYes(_ value: String?) -> Bool { value?.uppercased() == "YES" }
}

/// Expands values, remembering each assignment's result; the visiting set stops cycles.
struct SettingsEvaluator {
  let table: BuildSettingsTable
  var done: [Int: String] = [:]
  var visiting: Set<Int> = []

  init(table: BuildSettingsTable) { self.table = table }

  mutating func evaluate(_ index: Int, chain: [UnresolvedSetting.Step]) -> Result<
    String, UnresolvedSetting
  > {
    if let value = done[index] { return .success(value) }
    let assignment = table.assignments[index]
    let chain = chain + [.init(name: assignment.name, location: assignment.location)]
    guard !visiting.contains(index), chain.count < 64 else {
      return .failure(
        UnresolvedSetting(variable: assignment.name, reason: .cycle, chain: Array(chain.dropLast()))
      )
    }
    visiting.insert(index)
    defer { visiting.remove(index) }
    let result = expand(assignment.value, owner: assignment.name, below: index, chain: chain)
    if case .success(let value) = result { done[index] = value }
    return result
  }

  /// The assignment of `name` that applies below position `bound` (the top one when nil).
  func lookup(_ name: String, below bound: Int?) -> Int? {
    guard let list = table.index[name] else { return nil }
    guard let bound else { return list.last }
    return list.last { $0 < bound }
  }

  mutating func expand(
    _ text: String, owner: String?, below bound: Int?, chain: [UnresolvedSetting.Step]
  )
    -> Result<String, UnresolvedSetting>
  {
    var out = ""
    for part in MacroText.parse(text) {
      switch part {
      case .literal(let literal): out += literal
      case .reference(let rawName, let operators):
        var name = rawName
        if name.contains("$") {
          switch expand(name, owner: owner, below: bound, chain: chain) {
          case .success(let expanded): name = expanded
          case .failure(let failure): return .failure(failure)
          }
        }
        var value: String
        if name.isEmpty {
          // `$()` is empty: the way to write `//` in an xcconfig value (`https:/$()/…`).
          value = ""
        } else if name == "inherited" || name == owner {
          // A setting that names itself (`FLAGS = $(FLAGS) -x`) means its inherited value, as
          // Xcode's build system evaluates it (observed; swift-build's macro evaluation does the
          // same), not a cycle.
          if let owner, let below = lookup(owner, below: bound) {
            switch evaluate(below, chain: chain) {
            case .success(let v): value = v
            case .failure(let failure): return .failure(failure)
            }
          } else {
            value = ""
          }
        } else if let found = lookup(name, below: nil) {
          switch evaluate(found, chain: chain) {
          case .success(let v): value = v
          case .failure(let failure):
            // An undefined variable under a `:default=` is that default, not a failure.
            guard case .undefined = failure.reason,
              operators.contains(where: { $0.hasPrefix("default=") })
            else {
              return .failure(failure)
            }
            value = ""
          }
        } else if operators.contains(where: { $0.hasPrefix("default=") }) {
          value = ""
        } else {
          return .failure(UnresolvedSetting(variable: name, reason: .undefined, chain: chain))
        }
        for op in operators {
          if op.hasPrefix("default=") {
            guard value.isEmpty else { continue }
            switch expand(
              String(op.dropFirst("default=".count)), owner: owner, below: bound, chain: chain)
            {
            case .success(let v): value = v
            case .failure(let failure): return .failure(failure)
            }
          } else if let next = MacroOperator.apply(op, to: value) {
            value = next
          } else {
            return .failure(
              UnresolvedSetting(variable: name, reason: .unknownOperator(op), chain: chain))
          }
        }
        out += value
      }
    }
    return .success(out)
  }
}
