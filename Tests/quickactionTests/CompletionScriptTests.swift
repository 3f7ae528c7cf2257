import Foundation
import Testing

/// `quickaction --generate-completion-script bash|zsh|fish`: each script names every command and,
/// for each, the options its `--help` documents; each parses in its shell, and bash's and fish's
/// complete what a user types.
@Suite struct CompletionScriptTests {
  static let shells = ["bash", "zsh", "fish"]

  /// The commands `--help` lists, read from its COMMANDS table.
  static func commands() throws -> [String] {
    let help = try CLI.run(["--help"]).stdout.components(separatedBy: "\n")
    let start = try #require(help.firstIndex(of: "COMMANDS:"))
    return help[(start + 1)...].prefix { !$0.isEmpty }.compactMap {
      $0.split(separator: " ").first.map(String.init)
    }
  }

  /// The options a command's `--help` documents in its option rows (`  --format FORMAT  …`).
  static func documentedOptions(_ command: String) throws -> Set<String> {
    let help = try CLI.run([command, "--help"]).stdout
    return Set(
      help.components(separatedBy: "\n").compactMap { line in
        let trimmed = line.drop { $0 == " " }
        guard line.hasPrefix("  "), trimmed.hasPrefix("--") else { return nil }
        return String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "-" })
      })
  }

  /// Every `--option` word of `text`.
  static func options(in text: some StringProtocol) -> Set<String> {
    var out: Set<String> = []
    var rest = Substring(text)
    while let start = rest.range(of: "--") {
      let word = rest[start.lowerBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
      if word.count > 2 { out.insert(String(word)) }
      rest = rest[start.upperBound...].drop { $0.isLetter || $0.isNumber || $0 == "-" }
    }
    return out
  }

  /// The options a shell's script offers after `command`.
  static func offered(_ script: String, shell: String, command: String) -> Set<String> {
    let lines = script.components(separatedBy: "\n")
    switch shell {
    case "fish":
      return Set(
        lines.filter { $0.contains("'__fish_seen_subcommand_from \(command)'") }.compactMap {
          line in
          line.range(of: " -l ").map { "--" + line[$0.upperBound...].prefix { $0 != " " } }
        })
    default:
      return lines.first { $0.hasPrefix("    \(command)) ") }.map { options(in: $0) } ?? []
    }
  }

  static func script(_ shell: String) throws -> String {
    let run = try CLI.run(["--generate-completion-script", shell])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stderr.isEmpty)
    return run.stdout
  }

  @Test(
    "each script names every command and offers each command's documented options",
    arguments: shells)
  func complete(_ shell: String) throws {
    let script = try Self.script(shell)
    let commands = try Self.commands()
    #expect(commands.count == 10)
    for command in commands {
      let offered = Self.offered(script, shell: shell, command: command)
      let documented = try Self.documentedOptions(command)
      #expect(!documented.isEmpty, "\(command) --help documents no option")
      #expect(
        documented.subtracting(offered).isEmpty,
        "\(shell): \(command)'s \(documented.subtracting(offered).sorted()) are not offered"
      )
      #expect(offered.isSuperset(of: ["--help", "--color"]), "\(shell): \(command)")
      // Nothing is offered that the command's help does not mention.
      let help = Self.options(in: try CLI.run([command, "--help"]).stdout).union([
        "--help", "--color",
      ])
      #expect(
        offered.subtracting(help).isEmpty,
        "\(shell): \(command) offers \(offered.subtracting(help).sorted())")
    }
  }

  @Test(
    "each script parses in its shell (bash -n, zsh -n, fish -n), when the shell is installed",
    arguments: shells)
  func parses(_ shell: String) throws {
    guard let path = Self.installed(shell) else {
      print(
        "skipped: \(shell) is not installed (apt-get install \(shell)), so its script is not parsed"
      )
      return
    }
    let file = try CLI.scratchFolder("completion").appendingPathComponent("quickaction.\(shell)")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    try Self.script(shell).write(to: file, atomically: true, encoding: .utf8)
    let check = try Self.shell(path, ["-n", file.path])
    #expect(check.status == 0, "\(shell) -n: \(check.output)")
    // The check fails on a broken script: the same script cut short of its last line's quote.
    let broken = file.deletingLastPathComponent().appendingPathComponent("broken.\(shell)")
    try (Self.script(shell) + "\n'unclosed").write(to: broken, atomically: true, encoding: .utf8)
    #expect(try Self.shell(path, ["-n", broken.path]).status != 0)
  }

  @Test(
    "bash completes a command, an option, and a --color value",
    arguments: [
      (["quickaction", "li"], "lint"),
      (["quickaction", "route", "--for"], "--format"),
      (["quickaction", "lint", "--color", ""], "auto always never"),
      (["quickaction", "--generate-completion-script", "z"], "zsh"),
      (["quickaction", "help", "sim"], "simulate"),
    ])
  func bash(words: [String], expected: String) throws {
    let path = try #require(Self.installed("bash"))
    let file = try CLI.scratchFolder("completion").appendingPathComponent("quickaction.bash")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    try Self.script("bash").write(to: file, atomically: true, encoding: .utf8)
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let run = try Self.shell(
      path,
      [
        "-c",
        "source '\(file.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); "
          + "_quickaction; echo \"${COMPREPLY[*]}\"",
      ])
    #expect(run.output == expected + "\n")
  }

  @Test(
    "fish completes a command and an option",
    .enabled(if: installed("fish") != nil, "fish is not installed (apt-get install fish)"))
  func fish() throws {
    let path = try #require(Self.installed("fish"))
    let file = try CLI.scratchFolder("completion").appendingPathComponent("quickaction.fish")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    try Self.script("fish").write(to: file, atomically: true, encoding: .utf8)
    let run = try Self.shell(
      path,
      [
        "--no-config", "-c",
        "source '\(file.path)'; complete -C 'quickaction route --for'; "
          + "complete -C 'quickaction ass'",
      ])
    #expect(
      run.output == "--format\n"
        + "assetlinks\tValidate an assetlinks.json file; "
        + "explain whether a URL opens the Android app\n"
    )
  }

  @Test("a shell it does not know is a usage error naming the shells")
  func unknownShell() throws {
    let run = try CLI.run(["--generate-completion-script", "powershell"])
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr == """
        quickaction: --generate-completion-script: 'powershell' is not a shell (bash, zsh, fish)
        Usage: quickaction <command> [options]
          See 'quickaction --help' for more information.

        """)
  }

  static func installed(_ shell: String) -> String? {
    ["/bin", "/usr/bin", "/usr/local/bin"].map { "\($0)/\(shell)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  static func shell(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = [
      "PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
