import QuickActionTooling
import QuickActions

/// A command line that does not make sense: on standard error, the mistake in one line, then the
/// command's usage and a pointer to its `--help` (never the whole help), exit status 64.
struct UsageError: Error {
  var message: String
}

/// The options a command takes: those with a value, flags, which may repeat, and which do not
/// go together.
struct ArgumentSpec: Sendable {
  var valueOptions: [String] = []
  var flags: [String] = []
  /// Options that may be given more than once, each value one of many things (a build setting,
  /// a rule): they accumulate. Every other option takes the last value given, and a flag given
  /// twice is given, as swift-argument-parser does: a single-value `@Option` is set anew by each
  /// occurrence, and a repeated `@Flag` is accepted (its issue #59: "Allowing it sounds like the
  /// right behavior"), so `--format json --format github` is `--format github`, and a script
  /// can override an option a wrapper already passes.
  var repeatable: Set<String> = []
  /// Sets of options that cannot be given together, each with why.
  var conflicts: [Conflict] = []

  /// Options that cannot be given together.
  struct Conflict: Sendable {
    var options: [String]
    var reason: String
    /// The whole message, when it is not "A and B do not go together: reason".
    var message: String? = nil
  }
}

/// Hand-written argument parsing (the package has no dependencies): `--name value`,
/// `--name=value`, flags, positionals, and `--` to end the options. A conflicting option is a
/// usage error naming the options; a repeated one takes its last value
/// (``ArgumentSpec/repeatable``).
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
        let value: String
        if let inline {
          value = inline
        } else {
          guard i < arguments.count else {
            throw UsageError(message: "option '\(name)' needs a value")
          }
          value = arguments[i]
          i += 1
        }
        // Last wins for a single-value option: only its last value is kept.
        let earlier = spec.repeatable.contains(name) ? values[name, default: []] : []
        values[name] = earlier + [value]
      } else {
        throw UsageError(
          message: DidYouMean.appending(
            to: "unknown option '\(MessageText.clip(name))'", for: name,
            among: spec.valueOptions + spec.flags))
      }
    }
    for conflict in spec.conflicts {
      let given = conflict.options.filter { setFlags.contains($0) || values[$0] != nil }
      guard given.count == conflict.options.count else { continue }
      throw UsageError(
        message: conflict.message ?? "\(Self.list(given)) do not go together: \(conflict.reason)")
    }
  }

  /// `a and b`, `a, b and c`.
  static func list(_ names: [String]) -> String {
    guard names.count > 1, let last = names.last else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  func flag(_ name: String) -> Bool { setFlags.contains(name) }

  /// Whether the option or flag was given.
  func given(_ name: String) -> Bool { setFlags.contains(name) || values[name] != nil }

  /// The value given for an option: the last one given.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Every value given for a repeatable option, in order.
  func all(_ name: String) -> [String] { values[name] ?? [] }

  /// A value that must be one of `choices`.
  func choice(_ name: String, _ choices: [String], default fallback: String) throws(UsageError)
    -> String
  {
    guard let v = value(name) else { return fallback }
    guard choices.contains(v) else {
      throw UsageError(
        message:
          "'\(MessageText.clip(v))' is not a valid \(name) (\(choices.joined(separator: ", ")))")
    }
    return v
  }

  /// `KEY=VALUE` pairs of a repeatable option.
  func pairs(_ name: String) throws(UsageError) -> [(String, String)] {
    var out: [(String, String)] = []
    for raw in all(name) {
      guard let eq = raw.firstIndex(of: "="), eq != raw.startIndex else {
        throw UsageError(message: "\(name) takes KEY=VALUE, not '\(MessageText.clip(raw))'")
      }
      out.append((String(raw[..<eq]), String(raw[raw.index(after: eq)...])))
    }
    return out
  }

  /// At most `count` positionals.
  func positionals(atMost count: Int) throws(UsageError) -> [String] {
    guard positionals.count <= count else {
      throw UsageError(message: "unexpected argument '\(MessageText.clip(positionals[count]))'")
    }
    return positionals
  }

  /// The format of an output file: `stated` (the value of `formatOption`) when given, else the
  /// file's extension, else `fallback`. A stated format the extension contradicts is an error,
  /// so `--output map.mmd` never holds SVG; so is an extension that names no format, when no
  /// format is stated.
  static func outputFormat(
    output: String?, outputOption: String, stated: String?, formatOption: String?,
    extensions: [String: String], default fallback: String
  ) throws(UsageError) -> String {
    guard let output else { return stated ?? fallback }
    let name = output.split(separator: "/").last.map(String.init) ?? output
    let ext = name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]).lowercased() }
    let known = extensions.keys.sorted().map { "." + $0 }.joined(separator: ", ")
    guard let ext, let implied = extensions[ext] else {
      if let stated { return stated }
      throw UsageError(
        message: "\(outputOption) '\(MessageText.clip(output))' names no format: end it in \(known)"
      )
    }
    if let stated, stated != implied, let formatOption {
      throw UsageError(
        message:
          "\(formatOption) \(stated) and \(outputOption) '\(MessageText.clip(output))' (\(implied)) disagree: drop one or make them match"
      )
    }
    return implied
  }
}
