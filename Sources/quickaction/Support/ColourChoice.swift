import QuickActions

/// `--color auto|always|never`, as GNU `ls` and `grep` spell it, with the two
/// environment variables every tool is asked to read.
///
/// The first that says wins:
/// 1. `--color always` or `--color never`;
/// 2. `NO_COLOR` set to anything but the empty string: no colour (https://no-color.org: "when
///    present and not an empty string (regardless of its value), prevents the addition of ANSI
///    color");
/// 3. `FORCE_COLOR` set to anything but the empty string: colour, terminal or not
///    (https://force-color.org asks tools to force colour when it is set and not empty). Neither
///    page says which wins when both are set; the user's opt-out does, as CMake documents for
///    its `CLICOLOR_FORCE` ("If NO_COLOR is activated, it takes precedence");
/// 4. colour when the stream is a terminal whose `TERM` is not `dumb`.
enum ColourChoice: String, CaseIterable, Sendable {
  case auto, always, never

  /// Whether to colour a stream; `environment` reads a variable, `isTerminal` whether the
  /// stream is a terminal.
  func decide(environment: (String) -> String?, isTerminal: Bool) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      func set(_ name: String) -> Bool { environment(name).map { !$0.isEmpty } ?? false }
      if set("NO_COLOR") { return false }
      if set("FORCE_COLOR") { return true }
      return isTerminal && environment("TERM") != "dumb"
    }
  }

  /// The choice `--color` names, `--color` taken out of `arguments` wherever it is before `--`
  /// (it belongs to every command: `quickaction --color never lint` and `quickaction lint
  /// --color never` alike); the last one given wins, as any single-value option.
  static func extract(from arguments: [String]) throws(UsageError) -> (ColourChoice, [String]) {
    let option = ToolOptions.color.name
    var choice = ColourChoice.auto
    var rest: [String] = []
    var i = 0
    while i < arguments.count {
      let argument = arguments[i]
      i += 1
      if argument == "--" {
        rest += arguments[(i - 1)...]
        break
      }
      let value: String
      if argument == option {
        guard i < arguments.count else {
          throw UsageError(message: "option '\(option)' needs a value")
        }
        value = arguments[i]
        i += 1
      } else if argument.hasPrefix(option + "=") {
        value = String(argument.dropFirst(option.count + 1))
      } else {
        rest.append(argument)
        continue
      }
      guard let named = ColourChoice(rawValue: value) else {
        let choices = allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError(
          message: "'\(MessageText.clip(value))' is not a valid \(option) (\(choices))")
      }
      choice = named
    }
    return (choice, rest)
  }
}
