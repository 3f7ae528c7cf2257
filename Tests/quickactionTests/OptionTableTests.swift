import Foundation
import Testing

/// Each option of the tool is declared once, in its command's table (or, for a name several
/// commands share, in `OptionName`), and everything else is made from the tables: no option is
/// spelled twice in `Sources/quickaction`, no help row is written by hand, and no command reads
/// an option by its name.
@Suite struct OptionTableTests {
  static let sources = "Sources/quickaction"

  /// Every Swift file of the tool, by its path below the package.
  static func files() throws -> [(path: String, text: String)] {
    let folder = CLI.root.appendingPathComponent(sources)
    let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
    return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
      (
        "\(sources)/\(path)",
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      )
    }
  }

  /// Every string literal of `text` that is exactly an option's name (`"--format"`, `"-h"`).
  static func optionLiterals(_ text: String) -> [String] {
    var out: [String] = []
    var rest = Substring(text)
    while let open = rest.range(of: "\"-") {
      let word = rest[open.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
      let after = rest[open.upperBound...].dropFirst(word.count)
      // An option's name has a letter after its dashes: `"--"` alone ends the options.
      if word.contains(where: \.isLetter), after.first == "\"" { out.append("-" + word) }
      rest = rest[open.upperBound...]
    }
    return out
  }

  /// Every option the tool takes, as its completions list them (made from the tables).
  static func everyOption() throws -> Set<String> {
    let run = try CLI.run(["--generate-completion-script", "bash"])
    return CompletionScriptTests.options(in: run.stdout)
  }

  @Test("each option's name is spelled once in Sources/quickaction")
  func spelledOnce() throws {
    var places: [String: [String]] = [:]
    for (path, text) in try Self.files() {
      for literal in Self.optionLiterals(text) { places[literal, default: []].append(path) }
    }
    let twice = places.filter { $0.value.count > 1 }
    #expect(twice.isEmpty, "spelled in more than one place: \(twice)")
    let options = try Self.everyOption()
    #expect(options.count > 40)
    for option in options.sorted() {
      #expect(places[option]?.count == 1, "\(option) is spelled \(places[option] ?? []) times")
    }
    #expect(places["-h"]?.count == 1)
  }

  @Test("the checker finds an option spelled twice")
  func checkerFindsTwice() {
    let text = #"let a = "--format"; let b = ["--format", "--x=y", "--"]; "-- not", "--format-x""#
    #expect(Self.optionLiterals(text) == ["--format", "--format", "--format-x"])
  }

  @Test("no help row is written by hand: each is made from a table")
  func noHandWrittenRows() throws {
    // A row is an option at the start of a line, its placeholder, then two spaces and its help.
    let row = try Regex(#"^\s*-{1,2}[a-z][a-z-]*,?( [^ ]+)?  +[a-z(]"#)
    for (path, text) in try Self.files() {
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where line.firstMatch(of: row) != nil {
        Issue.record("\(path):\(number + 1): a help row written by hand: \(line)")
      }
    }
    #expect("      --format FORMAT       text (default) or json".firstMatch(of: row) != nil)
  }

  @Test("no command reads an option by name: each maps its table's request")
  func noLookupsByName() throws {
    let lookups = [
      "args.value(", "args.flag(", "args.all(", "args.given(", "args.pairs(",
      "args.choice(", ".outputFormat(output: args",
    ]
    for (path, text) in try Self.files() where !path.hasSuffix("/OptionTable.swift") {
      for lookup in lookups where text.contains(lookup) {
        Issue.record("\(path) reads an option by name: \(lookup)")
      }
    }
  }

  @Test("each file of Commands/ maps arguments to a request and is under about 80 lines")
  func commandsAreThin() throws {
    for (path, text) in try Self.files() where path.contains("/Commands/") {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      #expect(lines <= 80, "\(path) has \(lines) lines")
    }
  }
}
