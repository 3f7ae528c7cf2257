import Foundation
import LaunchSimulator
import QuickActions
import TestSupport
import Testing

/// `simulate --help` and the tool's behaviour for someone writing scripts from it (issue 34,
/// item 5): every key named, the exit status of an invalid script as stated, warnings with their
/// place, and "answered, already there" for an entry whose screen was showing.
@Suite(.serialized) struct SimulateScriptDocsTests {
  /// A temporary folder with `files`, removed after `body`.
  static func withFiles(_ files: [String: String], _ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "simulate-docs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    try body(folder)
  }

  @Test("simulate --help names every key the script decoder takes, quoted, at every level")
  func helpNamesEveryKey() throws {
    let help = try CLI.run(["simulate", "--help"]).stdout
    let keys =
      LaunchScript.keys + LaunchScript.sceneKeys + LaunchScript.eventKeys + LaunchScript.itemKeys
      + NavigationState.keys.state + NavigationState.keys.root + NavigationState.keys.tab
      + NavigationState.keys.split
      + NavigationState.keys.presentation + NavigationState.keys.screen
    for key in Set(keys).sorted() {
      #expect(help.contains("\"\(key)\""), "simulate --help does not name \"\(key)\"")
    }
    // The gate's place in a script with scenes, and what an invalid script exits with.
    let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains(#"with "scenes", write "gate" once at the top"#))
    #expect(
      words.contains(
        "Exit status 1 when an entry was delivered twice or not answered exactly once (its handler not called once, or the entry still behind a gate or waiting for an answer at the end), and when the script is invalid: one error with its file, line and column, and no timeline (66 when the file cannot be read)"
      ))
  }

  @Test(
    "an invalid script exits 1 with one error at its place and no timeline; an unreadable one 66")
  func invalidScriptStatus() throws {
    try Self.withFiles([
      "bad.json":
        "{\"events\": [{\"launch\": \"cold\", \"item\": \"com.example.qa.post\"}],\n \"devcie\": \"ipad\"}\n"
    ]) { folder in
      let path = folder.appendingPathComponent("bad.json").path
      let run = try CLI.run(["simulate", "--script", path])
      #expect(run.status == 1)
      #expect(run.stdout.isEmpty)
      #expect(
        run.stderr
          == "\(path):2:2: error: unknown key 'devcie' in a script; did you mean 'device'?\n \"devcie\": \"ipad\"}\n ^\n"
      )
      let missing = try CLI.run([
        "simulate", "--script", folder.appendingPathComponent("nope.json").path,
      ])
      #expect(missing.status == 66)
      #expect(missing.stdout.isEmpty)
      #expect(
        missing.stderr
          == "quickaction simulate: cannot read '\(folder.appendingPathComponent("nope.json").path)': no such file\n"
      )
    }
  }

  @Test(
    "a pattern in a scene's prefers is a warning with its place on standard error; the script still runs"
  )
  func patternWarning() throws {
    let script = """
      {"device": "ipad",
       "scenes": [{"id": "list", "foreground": true}, {"id": "reader", "prefers": ["questions/*"]}],
       "events": [{"launch": "warm", "item": "com.example.qa.mypage"}]}

      """
    try Self.withFiles(["s.json": script]) { folder in
      let path = folder.appendingPathComponent("s.json").path
      let run = try CLI.run(["simulate", "--script", path])
      #expect(run.status == 0)
      #expect(
        run.stderr == """
          \(path):2:78: warning: 'questions/*' in 'prefers' is compared as written, so '*' matches only a '*'; write true for every identifier, or the identifiers themselves
           "scenes": [{"id": "list", "foreground": true}, {"id": "reader", "prefers": ["questions/*"]}],
                                                                                       ^

          """)
      #expect(run.stdout.hasPrefix("Script \(path): 1 event, scene lifecycle, iPad, 2 scenes"))
    }
  }

  @Test("an entry whose screen was showing is 'answered, already there', not 'delivered 0 times'")
  func alreadyThere() throws {
    let state = """
      {"root": {"tabs": [{"id": "questions", "stack": ["questions"]}, {"id": "spots", "stack": ["spots"]},
                         {"id": "profile", "stack": ["mypage"]}], "selected": "profile"}}
      """
    let script =
      #"{"state": \#(state), "events": [{"launch": "warm", "item": "com.example.qa.mypage"}]}"#
    try Self.withFiles(["state.json": state, "s.json": script]) { folder in
      let single = try CLI.run([
        "simulate", "com.example.qa.mypage", "--launch", "warm", "--state",
        folder.appendingPathComponent("state.json").path,
      ])
      #expect(single.status == 0)
      #expect(
        single.stdout.contains(
          "\ndelivered: answered, already there\ncompletion: completionHandler(true)\n"),
        "\(single.stdout)")
      #expect(!single.stdout.contains("0 times"))
      let scripted = try CLI.run([
        "simulate", "--script", folder.appendingPathComponent("s.json").path,
      ])
      #expect(scripted.status == 0)
      #expect(
        scripted.stdout.contains(
          "  1. com.example.qa.mypage: already there: nothing to do; answered, already there; completionHandler(true)\n"
        ), "\(scripted.stdout)")
    }
  }
}
