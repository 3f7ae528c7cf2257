import Foundation
import TestSupport
import Testing

/// Runs the built `quickaction` binary and captures what a user would see.
struct Run {
  var status: Int32
  var stdout: String
  var stderr: String
}

enum CLI {
  /// The package root (where Shortcuts.plist is).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The `quickaction` binary beside the test bundle, in the same build folder.
  static var binary: URL { executable("quickaction") }

  /// The package's executable `name` beside the test bundle, in the same build folder.
  static func executable(_ name: String) -> URL {
    let testBundle = URL(fileURLWithPath: CommandLine.arguments[0])
    var folder = testBundle.deletingLastPathComponent()
    while !folder.path.isEmpty && folder.path != "/" {
      let candidate = folder.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return root.appendingPathComponent(".build/debug/\(name)")
  }

  static func run(
    _ arguments: [String], in directory: URL = root,
    environment: [String: String] = ["NO_COLOR": "1"],
    input: Data? = nil, executable: URL = binary
  ) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let stdin = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : stdin
    try process.run()
    if let input {
      DispatchQueue.global().async {
        stdin.fileHandleForWriting.write(input)
        try? stdin.fileHandleForWriting.close()
      }
    }
    // Read both pipes while the process runs, so a large output cannot block it.
    let group = DispatchGroup()
    nonisolated(unsafe) var stdout = Data()
    nonisolated(unsafe) var stderr = Data()
    group.enter()
    DispatchQueue.global().async {
      stdout = out.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
      stderr = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    group.wait()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// Runs the binary with standard output and standard error on one pipe, as a terminal shows
  /// them: interleaved in the order the tool writes them (it writes each with write(2), unbuffered).
  static func runTogether(_ arguments: [String], in directory: URL = root) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ["NO_COLOR": "1"]
    let both = Pipe()
    process.standardOutput = both
    process.standardError = both
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = both.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  static func fixture(_ name: String) -> String { "Tests/quickactionTests/Fixtures/\(name)" }

  /// A new, empty folder in the temporary directory; the caller removes it.
  static func scratchFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "qa-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}

/// A command line whose output is checked against a golden file in Snapshots, and its exit status.
struct GoldenCase: Sendable, CustomTestStringConvertible {
  var name: String
  var arguments: [String]
  var status: Int32
  var testDescription: String { name }
}

/// A bad command line or input: the exit status and what standard error says.
struct FailureCase: Sendable, CustomTestStringConvertible {
  var name: String
  var arguments: [String]
  var status: Int32
  var stderr: String
  var testDescription: String { name }
}

extension CLI {
  /// Runs a golden case: its exit status, and its standard output (then its standard error,
  /// if any) against the golden file named after it.
  static func checkGolden(_ c: GoldenCase, sourceLocation: SourceLocation = #_sourceLocation) throws
  {
    let run = try CLI.run(c.arguments)
    #expect(run.status == c.status, "stderr: \(run.stderr)", sourceLocation: sourceLocation)
    assertSnapshot(
      run.stdout + (run.stderr.isEmpty ? "" : "--- stderr\n" + run.stderr), named: c.name + ".txt",
      sourceLocation: sourceLocation)
  }
}
