import Foundation
import TestSupport
import Testing

/// Every command the README and the DocC articles show runs from a fresh clone and prints what
/// they say.
///
/// A block whose first line is `$ swift run quickaction …` (or `$ quickaction …`) is a golden file:
/// the rest of the block is what the reader's terminal shows, word for word: standard output and
/// standard error together, in the order the tool writes them (`note:` lines included; a `2>&1`
/// at the end changes nothing). Other blocks' `swift run
/// quickaction …` lines must run and exit 0 (in a scratch folder, so the files they write land
/// there). `QUICKACTION_RECORD_SNAPSHOTS=1 swift test` writes each block's output anew into its
/// document, to review with `git diff`.
@Suite(.serialized) struct ReadmeCommandTests {
  /// How many golden blocks and other command lines the documents hold: a block that stops being
  /// found (a renamed fence, a moved article) fails the count instead of going untested.
  static let goldenBlocks = 20
  static let commandLines = 8

  /// A fenced block of the README: its first line's index and its lines.
  struct Block {
    var openLine: Int
    var lines: [String]
  }

  static func blocks(_ text: String) -> [Block] {
    let lines = text.components(separatedBy: "\n")
    var out: [Block] = []
    var open: Int? = nil
    for (index, line) in lines.enumerated() where line.hasPrefix("```") {
      if let start = open {
        out.append(Block(openLine: start, lines: Array(lines[(start + 1)..<index])))
        open = nil
      } else {
        open = index
      }
    }
    return out
  }

  /// The arguments of a command line after `quickaction`, split as a shell would (quotes, a
  /// trailing `# comment`), and the file a `> FILE` sends standard output to.
  static func arguments(_ command: String) throws -> (arguments: [String], redirect: String?) {
    let start = try #require(
      command.range(of: "quickaction "), "not a quickaction command: \(command)")
    var words: [String] = []
    var word: String? = nil
    var quote: Character? = nil
    for c in command[start.upperBound...] {
      if let q = quote {
        if c == q { quote = nil } else { word = (word ?? "") + String(c) }
      } else if c == "\"" || c == "'" {
        quote = c
        word = word ?? ""
      } else if c == " " {
        if let w = word { words.append(w) }
        word = nil
      } else if c == "#" && word == nil {
        break
      } else {
        word = (word ?? "") + String(c)
      }
    }
    if let w = word { words.append(w) }
    if let arrow = words.firstIndex(of: ">"), arrow + 1 < words.count {
      return (Array(words[..<arrow]), words[arrow + 1])
    }
    return (words, nil)
  }

  /// The folder a command runs in: `cd DIR && swift run quickaction …` runs in DIR (from the
  /// package's root), anything else in the root.
  static func folder(of command: String) -> (folder: String, command: String) {
    guard command.hasPrefix("cd "), let and = command.range(of: " && ") else {
      return ("", command)
    }
    return (
      String(command[command.index(command.startIndex, offsetBy: 3)..<and.lowerBound]),
      String(command[and.upperBound...])
    )
  }

  @Test(
    "each `$ swift run quickaction …` block of the README and the articles prints what it shows")
  func goldens() throws {
    let record = ProcessInfo.processInfo.environment["QUICKACTION_RECORD_SNAPSHOTS"] == "1"
    var checked = 0
    for document in Readme.documents {
      let url = CLI.root.appendingPathComponent(document)
      var text = try String(contentsOf: url, encoding: .utf8)
      // From the last block up, so recording keeps the earlier blocks' line numbers.
      for block in Self.blocks(text).reversed() {
        guard let first = block.lines.first, first.hasPrefix("$ ") else { continue }
        checked += 1
        let (folder, command) = Self.folder(of: String(first.dropFirst(2)))
        var (arguments, _) = try Self.arguments(command)
        // A terminal shows both streams whether or not `2>&1` sends one into the other.
        if arguments.last == "2>&1" { arguments.removeLast() }
        let output = try CLI.runTogether(arguments, in: CLI.root.appendingPathComponent(folder))
          .output
        let shown = block.lines.dropFirst().joined(separator: "\n")
        let printed = output.hasSuffix("\n") ? String(output.dropLast()) : output
        if record {
          var lines = text.components(separatedBy: "\n")
          lines.replaceSubrange(
            (block.openLine + 2)..<(block.openLine + 1 + block.lines.count),
            with: printed.isEmpty ? [] : printed.components(separatedBy: "\n"))
          text = lines.joined(separator: "\n")
        } else {
          #expect(
            printed == shown,
            "\(document) line \(block.openLine + 2): `\(first)` prints otherwise; re-record with QUICKACTION_RECORD_SNAPSHOTS=1 swift test, then review git diff"
          )
        }
      }
      if record { try text.write(to: url, atomically: true, encoding: .utf8) }
    }
    #expect(
      checked >= Self.goldenBlocks, "\(checked) golden blocks found; were \(Self.goldenBlocks)")
  }

  @Test("a transcript shows standard error where the terminal does: a note after the report")
  func bothStreams() throws {
    let arguments = ["android", "shortcuts", "--check", "Examples/Android/app/src/main/res"]
    let apart = try CLI.run(arguments)
    let together = try CLI.runTogether(arguments)
    #expect(apart.stderr.hasPrefix("note: without --package the intents are implicit"))
    #expect(together.output == apart.stdout + apart.stderr)
    let readme = try Readme.text(of: "README.md")
    #expect(
      readme.contains(
        "$ swift run quickaction " + arguments.joined(separator: " ") + "\n"
          + apart.stdout + apart.stderr + "```"))
  }

  @Test(
    "every other `swift run quickaction …` line of the README and the articles runs and exits 0")
  func commands() throws {
    var commands: [(document: String, line: String)] = []
    for document in Readme.documents {
      let text = try Readme.text(of: document)
      commands += Self.blocks(text).filter { !($0.lines.first ?? "").hasPrefix("$ ") }
        .flatMap(\.lines).filter { $0.contains("swift run quickaction ") }.map { (document, $0) }
    }
    #expect(
      commands.count >= Self.commandLines,
      "\(commands.count) command lines found; were \(Self.commandLines)")
    // A scratch folder that sees the clone's inputs, so the files the commands write land there.
    let folder = try CLI.scratchFolder("readme-commands")
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["Shortcuts.plist", "Examples", "Tests"] {
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent(name),
        withDestinationURL: CLI.root.appendingPathComponent(name))
    }
    for (document, command) in commands {
      let (arguments, redirect) = try Self.arguments(command)
      let run = try CLI.run(arguments, in: folder)
      #expect(run.status == 0, "\(document): `\(command)`: \(run.stderr)")
      if let redirect {
        try Data(run.stdout.utf8).write(to: folder.appendingPathComponent(redirect))
        #expect(!run.stdout.isEmpty, "\(document): `\(command)` printed nothing")
      }
    }
  }

  @Test(
    "the Xcode Run Script line of the linting article is the one `lint --help` gives",
    arguments: ["Sources/QuickActionLint/QuickActionLint.docc/LintingInXcodeAndCI.md"])
  func runScriptLine(_ document: String) throws {
    let help = try CLI.run(["lint", "--help"]).stdout.components(separatedBy: "\n")
    let index = try #require(help.firstIndex(of: "In an Xcode Run Script build phase:"))
    let line = help[index + 1].trimmingCharacters(in: .whitespaces)
    let text = try String(contentsOf: CLI.root.appendingPathComponent(document), encoding: .utf8)
    let block = try #require(
      Self.blocks(text).first { $0.lines.first?.hasPrefix("quickaction lint \"$SRCROOT") == true })
    #expect(block.lines == [line])
  }
}
