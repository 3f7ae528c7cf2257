/// One option of a command, declared once: its name, the value it takes (a placeholder such as
/// `FILE`, or none for a flag), its help, whether it repeats, and where it goes in the command's
/// request. The parser (`ArgumentSpec`), the `OPTIONS:` lines of `--help`, the shell
/// completions and the command-line article's option lists are all made from it.
struct CommandOption<Request>: Sendable {
  /// Where an option's help is listed: under `OPTIONS:`, or in a block of its own (`lint`'s
  /// project options sit in the paragraph about projects).
  enum Section: Sendable {
    case options, project
  }

  var name: String
  /// A one-letter spelling besides the name (`-h`).
  var short: String? = nil
  /// The value's placeholder (`FILE`, `VAR=VALUE`); nil for a flag.
  var placeholder: String?
  /// The help: its first line beside the name, each further line under the first.
  var help: String
  var repeats: Bool
  var section: Section = .options
  /// The values a shell completes after it, where they are a closed set.
  var choices: [String] = []
  /// Puts what the command line gave into the request.
  var apply: @Sendable (Arguments, inout Request) throws(UsageError) -> Void

  var takesValue: Bool { placeholder != nil }

  /// A flag: true when given.
  static func flag(
    _ name: String, help: String, section: Section = .options,
    to path: WritableKeyPath<Request, Bool> & Sendable
  ) -> Self {
    Self(name: name, placeholder: nil, help: help, repeats: false, section: section) {
      (args, request) throws(UsageError) in
      request[keyPath: path] = args.flag(name)
    }
  }

  /// An option with one value: the last one given.
  static func value(
    _ name: String, _ placeholder: String, help: String, section: Section = .options,
    to path: WritableKeyPath<Request, String?> & Sendable
  ) -> Self {
    Self(name: name, placeholder: placeholder, help: help, repeats: false, section: section) {
      (args, request) throws(UsageError) in
      request[keyPath: path] = args.value(name)
    }
  }

  /// A repeatable option: every value, in order.
  static func values(
    _ name: String, _ placeholder: String, help: String, section: Section = .options,
    to path: WritableKeyPath<Request, [String]> & Sendable
  ) -> Self {
    Self(name: name, placeholder: placeholder, help: help, repeats: true, section: section) {
      (args, request) throws(UsageError) in
      request[keyPath: path] = args.all(name)
    }
  }

  /// A repeatable `KEY=VALUE` option: every pair, in order.
  static func pairs(
    _ name: String, _ placeholder: String, help: String,
    to path: WritableKeyPath<Request, [(String, String)]> & Sendable
  ) -> Self {
    Self(name: name, placeholder: placeholder, help: help, repeats: true) {
      (args, request) throws(UsageError) in
      request[keyPath: path] = try args.pairs(name)
    }
  }

  /// A repeatable `KEY=VALUE` option, its pairs set by `set`.
  static func pairs(
    _ name: String, _ placeholder: String, help: String,
    set: @escaping @Sendable (inout Request, [(String, String)]) -> Void
  ) -> Self {
    Self(name: name, placeholder: placeholder, help: help, repeats: true) {
      (args, request) throws(UsageError) in
      set(&request, try args.pairs(name))
    }
  }

  /// An option whose value is one of a closed set (`text`, `json`), as a `RawRepresentable`.
  static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
    _ name: String, _ placeholder: String, help: String,
    to path: WritableKeyPath<Request, Value> & Sendable
  ) -> Self where Value.RawValue == String {
    let cases = Value.allCases.map { (name: $0.rawValue, value: $0) }
    return Self(name: name, placeholder: placeholder, help: help, repeats: false) {
      (args, request) throws(UsageError) in
      let given = try args.choice(
        name, cases.map(\.name), default: request[keyPath: path].rawValue)
      if let found = cases.first(where: { $0.name == given }) {
        request[keyPath: path] = found.value
      }
    }
  }

  /// Conflicts between this option and each of `others`: "OTHER does not go with THIS: reason".
  func excludes(_ others: [Self], because reason: String) -> [ArgumentSpec.Conflict] {
    others.map {
      ArgumentSpec.Conflict(
        options: [$0.name, name], reason: reason,
        message: "\($0.name) does not go with \(name): \(reason)")
    }
  }

  /// An option whose value is one of `choices`, nil when not given.
  static func choice(
    _ name: String, _ placeholder: String, among choices: [String], help: String,
    to path: WritableKeyPath<Request, String?> & Sendable
  ) -> Self {
    Self(name: name, placeholder: placeholder, help: help, repeats: false) {
      (args, request) throws(UsageError) in
      guard let first = choices.first else { return }
      _ = try args.choice(name, choices, default: first)
      request[keyPath: path] = args.value(name)
    }
  }

  /// A conflict between this option and `other`, with why.
  func conflicts(with other: Self, because reason: String) -> ArgumentSpec.Conflict {
    ArgumentSpec.Conflict(options: [name, other.name], reason: reason)
  }
}

/// A command's options: its table, from which the parser's spec, the help and the request are
/// made.
struct OptionTable<Request>: Sendable {
  var options: [CommandOption<Request>]
  var conflicts: [ArgumentSpec.Conflict] = []
  /// The column the help lines start at (the names and placeholders before it).
  var column = 24

  /// What the parser needs.
  var spec: ArgumentSpec {
    ArgumentSpec(
      valueOptions: options.filter(\.takesValue).map(\.name),
      flags: options.filter { !$0.takesValue }.map(\.name),
      repeatable: Set(options.filter(\.repeats).map(\.name)), conflicts: conflicts)
  }

  /// The command line parsed and put into `request`.
  func parse(_ arguments: [String], into request: Request) throws(UsageError) -> (
    Request, Arguments
  ) {
    let args = try Arguments(arguments, spec: spec)
    var request = request
    for option in options { try option.apply(args, &request) }
    return (request, args)
  }

  /// The help lines of a section: the name and placeholder, then the help from `column`, on the
  /// same line when the name fits the column, else on the next.
  func help(_ section: CommandOption<Request>.Section = .options) -> String {
    let indent = String(repeating: " ", count: column)
    var lines: [String] = []
    for option in options where option.section == section {
      let label =
        "  " + (option.short.map { $0 + ", " } ?? "") + option.name
        + (option.placeholder.map { " " + $0 } ?? "")
      let help = option.help.split(separator: "\n", omittingEmptySubsequences: false)
      if label.count < column {
        lines.append(label.padding(column) + (help.first ?? ""))
      } else if label.count == column {
        // A name that fills the column is followed by two spaces, not pushed to a line of its own.
        lines.append(label + "  " + (help.first ?? ""))
      } else {
        lines.append(label)
        lines.append(indent + (help.first ?? ""))
      }
      lines += help.dropFirst().map { indent + $0 }
    }
    return lines.joined(separator: "\n")
  }
}
