import Foundation
import TestSupport
import Testing

/// Every exit status the documents state is what the tool does: the article "The quickaction
/// tool", `quickaction --help`, and ARCHITECTURE.md's contracts each list theirs, and
/// each status has a command line here that ends with it.
@Suite struct ExitStatusTests {
  static let article = "Sources/QuickActionLint/QuickActionLint.docc/CommandLineTool.md"

  /// A command line that ends with `status`, and what it prints on standard error.
  struct Case: Sendable, CustomTestStringConvertible {
    var status: Int32
    var arguments: [String]
    /// Standard output goes to /dev/full (the disk is full) instead of a pipe.
    var toFullDevice = false
    var stderr: String
    var testDescription: String { "\(status): quickaction \(arguments.joined(separator: " "))" }
  }

  static let cases: [Case] = [
    Case(status: 0, arguments: ["items"], stderr: ""),
    Case(status: 1, arguments: ["route", "com.example.qa.nope"], stderr: ""),
    Case(
      status: 64, arguments: ["items", "--formt", "json"],
      stderr: """
        quickaction items: unknown option '--formt'; did you mean '--format'?
        Usage: quickaction items [FILE] [--dynamic FILE] [--language LANG] [--strings DIR]
                                 [--define VAR=VALUE]… [--format text|json]
          See 'quickaction items --help' for more information.

        """),
    Case(
      status: 66, arguments: ["lint", "Nope.plist"],
      stderr: "quickaction lint: cannot read 'Nope.plist': no such file\n"),
    Case(
      status: 73, arguments: ["map", "--output", "/nonexistent/map.svg"],
      stderr: "quickaction map: cannot write '/nonexistent/map.svg': no such directory\n"),
    Case(
      status: 74, arguments: ["items"], toFullDevice: true,
      stderr: "quickaction items: cannot write to standard output: No space left on device\n"),
  ]

  @Test("each status a document states has its case, and each case's status is documented")
  func documented() throws {
    let statuses = Set(Self.cases.map(\.status))
    let article = try String(
      contentsOf: CLI.root.appendingPathComponent(Self.article), encoding: .utf8)
    #expect(Self.tableStatuses(article) == statuses)
    let help = try CLI.run(["--help"]).stdout
    let paragraph = try #require(
      help.range(of: "EXIT STATUS:").map { String(help[$0.upperBound...]) })
    #expect(Self.numbers(paragraph) == statuses)
  }

  @Test("ARCHITECTURE.md's exit statuses are exactly the ones the tool gives")
  func architecture() throws {
    let text = try String(
      contentsOf: CLI.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
    let start = try #require(text.range(of: "### Exit statuses\n"))
    let end = try #require(text[start.upperBound...].range(of: "Messages go"))
    let stated = Self.numbers(String(text[start.upperBound..<end.lowerBound]))
    #expect(stated == Set(Self.cases.map(\.status)), "ARCHITECTURE.md states \(stated.sorted())")
  }

  @Test(
    "the tool exits with each documented status, saying why on standard error", arguments: cases)
  func status(_ c: Case) throws {
    let run = try Self.run(c.arguments, stdoutToFullDevice: c.toFullDevice)
    #expect(run.status == c.status)
    #expect(run.stderr == c.stderr)
  }

  @Test("a write to a file that fails exits 74 with one line, and the device is left a device")
  func fileWrite() throws {
    let run = try CLI.run(["map", "--format", "svg", "--output", "/dev/full"])
    #expect(run.status == 74)
    #expect(run.stderr == "quickaction map: cannot write '/dev/full': No space left on device\n")
    var info = stat()
    #expect(
      stat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR,
      "/dev/full is no longer a device")
    // A device that takes the bytes is written in place, not replaced by a file.
    let null = try CLI.run(["map", "--format", "svg", "--output", "/dev/null"])
    #expect(null.status == 0, "\(null.stderr)")
    #expect(
      stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR,
      "/dev/null is no longer a device")
  }

  @Test("lint's own files: a failed write exits 74 with one line, a file that cannot be made 73")
  func lintWrites() throws {
    let full = try CLI.run(["lint", "Shortcuts.plist", "--write-baseline", "/dev/full"])
    #expect(full.status == 74)
    #expect(full.stderr == "quickaction lint: cannot write '/dev/full': No space left on device\n")
    let stamp = try CLI.run(["lint", "Shortcuts.plist", "--stamp", "/dev/full"])
    #expect(stamp.status == 74)
    #expect(stamp.stderr == "quickaction lint: cannot write '/dev/full': No space left on device\n")
    let missing = try CLI.run(["lint", "Shortcuts.plist", "--stamp", "no-such-folder/stamp"])
    #expect(missing.status == 73)
    #expect(
      missing.stderr == "quickaction lint: cannot write 'no-such-folder/stamp': no such directory\n"
    )
  }

  /// The status numbers of the article's "Exit status" table (`| 64 | … |` rows).
  static func tableStatuses(_ article: String) -> Set<Int32> {
    Set(
      article.components(separatedBy: "\n").compactMap { line in
        guard line.hasPrefix("| ") else { return nil }
        return Int32(line.dropFirst(2).prefix { $0 != " " })
      })
  }

  /// Every whole number of `text`.
  static func numbers(_ text: String) -> Set<Int32> {
    Set(text.split { !$0.isNumber }.compactMap { Int32($0) })
  }

  /// `quickaction arguments` with standard output to a pipe, or to /dev/full.
  static func run(_ arguments: [String], stdoutToFullDevice: Bool) throws -> Run {
    guard stdoutToFullDevice else { return try CLI.run(arguments) }
    let process = Process()
    process.executableURL = CLI.binary
    process.arguments = arguments
    process.currentDirectoryURL = CLI.root
    process.environment = ["NO_COLOR": "1"]
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    process.standardOutput = full
    let err = Pipe()
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try full.close()
    return Run(
      status: process.terminationStatus, stdout: "", stderr: String(decoding: stderr, as: UTF8.self)
    )
  }
}
