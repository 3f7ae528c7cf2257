/// A build setting's value after every `$(VAR)` in it is expanded, with where it is written.
public struct ResolvedSetting: Sendable, Hashable {
  /// The setting's name.
  public var name: String
  /// The expanded value; nil when a variable it needs is defined nowhere (see `unresolved`),
  /// since guessing it empty, as a build would, could hide the mistake.
  public var value: String?
  /// Where the assignment that wins is written; nil for a default of the build system.
  public var location: ProjectLocation?
  /// Why `value` is nil: the variable no level defines and the chain of settings that led to it.
  public var unresolved: UnresolvedSetting?

  /// A resolved (or unresolvable) setting.
  public init(
    name: String, value: String?, location: ProjectLocation?, unresolved: UnresolvedSetting? = nil
  ) {
    self.name = name
    self.value = value
    self.location = location
    self.unresolved = unresolved
  }
}

/// A variable that no configuration level, configuration file or build-system default
/// defines, with the chain of settings through which it was needed.
public struct UnresolvedSetting: Error, Sendable, Hashable, CustomStringConvertible {
  /// Why the expansion stopped.
  public enum Reason: Sendable, Hashable {
    /// No level defines the variable.
    case undefined
    /// The variable's value refers back to itself.
    case cycle
    /// An operator Xcode does not have (`$(NAME:frobnicate)`).
    case unknownOperator(String)
  }

  /// One setting of the chain, with where its value is written.
  public struct Step: Sendable, Hashable {
    /// The setting's name.
    public var name: String
    /// Where its value is written; nil for a default or for text outside any setting.
    public var location: ProjectLocation?

    /// A step through `name`.
    public init(name: String, location: ProjectLocation?) {
      self.name = name
      self.location = location
    }
  }

  /// The variable that could not be expanded.
  public var variable: String
  /// Why.
  public var reason: Reason
  /// The settings that led to it, the one asked for first.
  public var chain: [Step]

  /// An unresolved `variable`, reached through `chain`.
  public init(variable: String, reason: Reason, chain: [Step]) {
    self.variable = variable
    self.reason = reason
    self.chain = chain
  }

  /// One line: `A (file:line:col) -> B (file:line:col) -> $(C) is defined nowhere`.
  public var description: String {
    let path = chain.map { step in step.location.map { "\(step.name) (\($0))" } ?? step.name }
    let end: String
    switch reason {
    case .undefined: end = "$(\(variable)) is defined nowhere"
    case .cycle: end = "$(\(variable)) refers back to itself"
    case .unknownOperator(let name):
      end = "$(\(variable):\(name)) uses an operator Xcode does not have"
    }
    return (path + [end]).joined(separator: " -> ")
  }
}
