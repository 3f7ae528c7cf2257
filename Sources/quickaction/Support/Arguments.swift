import QuickActions

/// A command line that does not make sense; printed with the command's usage, exit status 64.
struct UsageError: Error {
  var message: String
}

/// The options a command takes: those with a value, flags, and which values may repeat.
struct ArgumentSpec {
  var valueOptions: [String] = []
  var flags: [String] = []
}

/// Hand-written argument parsing (the package has no dependencies): `--name value`,
/// `--name=value`, flags, positionals, and `--` to end the options.
struct Arguments {
  var positionals: [String] = []
  private var values: [String: [String]] = [:]
  private var setFlags: Set<String> = []

  init(_ arguments: [String], spec: ArgumentSpec) throws(UsageError) {
    var i = 0
    var onlyPositionals = false
    while i < arguments.count {
      let argument = arguments[i]
      i += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inline: String? = nil
      if let eq = argument.firstIndex(of: "=") {
        name = String(argument[..<eq])
        inline = String(argument[argument.index(after: eq)...])
      }
      if spec.flags.contains(name) {
        guard inline == nil else { throw UsageError(message: "option '\(name)' takes no value") }
        setFlags.insert(name)
      } else if spec.valueOptions.contains(name) {
        if let inline {
          values[name, default: []].append(inline)
        } else {
          guard i < arguments.count else { throw UsageError(message: "option '\(name)' needs a value") }
          values[name, default: []].append(arguments[i])
          i += 1
        }
      } else {
        let hint = Suggestion.nearest(to: name, in: spec.valueOptions + spec.flags).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError(message: "unknown option '\(name)'\(hint)")
      }
    }
  }

  func flag(_ name: String) -> Bool { setFlags.contains(name) }

  /// The last value given for an option.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Every value given for a repeatable option, in order.
  func all(_ name: String) -> [String] { values[name] ?? [] }

  /// A value that must be one of `choices`.
  func choice(_ name: String, _ choices: [String], default fallback: String) throws(UsageError) -> String {
    guard let v = value(name) else { return fallback }
    guard choices.contains(v) else {
      throw UsageError(message: "'\(v)' is not a valid \(name) (\(choices.joined(separator: ", ")))")
    }
    return v
  }

  /// `KEY=VALUE` pairs of a repeatable option.
  func pairs(_ name: String) throws(UsageError) -> [(String, String)] {
    var out: [(String, String)] = []
    for raw in all(name) {
      guard let eq = raw.firstIndex(of: "="), eq != raw.startIndex else {
        throw UsageError(message: "\(name) takes KEY=VALUE, not '\(raw)'")
      }
      out.append((String(raw[..<eq]), String(raw[raw.index(after: eq)...])))
    }
    return out
  }

  /// At most `count` positionals.
  func positionals(atMost count: Int) throws(UsageError) -> [String] {
    guard positionals.count <= count else {
      throw UsageError(message: "unexpected argument '\(positionals[count])'")
    }
    return positionals
  }
}
