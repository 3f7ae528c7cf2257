import Foundation
import TestSupport
import Testing

@testable import LaunchSimulator
@testable import QuickActions

/// The DocC article "Script reference" lists exactly the keys the script parser takes.
@Suite struct ScriptReferenceTests {
  static let article = "Sources/LaunchSimulator/LaunchSimulator.docc/ScriptReference.md"

  /// The first-column keys of the article's table whose header starts with `| header |`.
  static func keys(inTableHeaded header: String) throws -> [String] {
    let lines = try Readme.text(of: article).split(
      separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix("| \(header) |") })
    var out: [String] = []
    for line in lines[(start + 2)...] {
      guard line.hasPrefix("| `") else { break }
      let cell = line.dropFirst(3)
      out.append(String(cell[..<(cell.firstIndex(of: "`") ?? cell.endIndex)]))
    }
    return out
  }

  @Test("every script key, and only those, is documented")
  func scriptKeys() throws {
    #expect(Set(try Self.keys(inTableHeaded: "script key")) == Set(LaunchScript.keys))
    #expect(try Self.keys(inTableHeaded: "script key").count == LaunchScript.keys.count)
  }

  @Test("every event key, and only those (with the fields beside an entry), is documented")
  func eventKeys() throws {
    let documented = try Self.keys(inTableHeaded: "event key")
    #expect(Set(documented) == Set(LaunchScript.eventKeys + LaunchScript.itemKeys))
    #expect(documented.count == LaunchScript.eventKeys.count + LaunchScript.itemKeys.count)
  }

  @Test("every scene key, and only those, is documented")
  func sceneKeys() throws {
    let documented = try Self.keys(inTableHeaded: "scene key")
    #expect(documented.sorted() == LaunchScript.sceneKeys.sorted())
  }

  @Test(
    "every key of a state, at every level, and only those, is documented in its table",
    arguments: [
      ("state key", NavigationState.keys.state), ("root key", NavigationState.keys.root),
      ("tab key", NavigationState.keys.tab),
      ("split key", NavigationState.keys.split),
      ("presentation key", NavigationState.keys.presentation),
      ("screen key", NavigationState.keys.screen),
    ])
  func stateKeys(_ header: String, _ keys: [String]) throws {
    #expect(try Self.keys(inTableHeaded: header).sorted() == keys.sorted())
  }

  /// The lists above are the decoder's own: each of their keys gets past its key check (whatever
  /// the value then says), and a key not among them is refused by name, at each level.
  @Test("the key lists are the ones the decoder checks: each key is accepted, another refused")
  func listsAreTheDecoders() throws {
    let launch = #"{"launch": "cold", "item": "post"}"#
    let levels: [(keys: [String], json: (String) -> String)] = [
      (LaunchScript.keys.filter { $0 != "events" }, { #"{"\#($0)": 0, "events": [\#(launch)]}"# }),
      (
        LaunchScript.sceneKeys,
        { #"{"scenes": [{"id": "a", "\#($0)": 0}], "events": [\#(launch)]}"# }
      ),
      (
        LaunchScript.eventKeys + LaunchScript.itemKeys,
        { #"{"events": [{"launch": "cold", "item": "post", "\#($0)": 0}]}"# }
      ),
      (
        NavigationState.keys.state,
        { #"{"state": {"root": {"stack": []}, "\#($0)": 0}, "events": [\#(launch)]}"# }
      ),
      (
        NavigationState.keys.root,
        { #"{"state": {"root": {"\#($0)": 0}}, "events": [\#(launch)]}"# }
      ),
      (
        NavigationState.keys.presentation,
        { #"{"events": [\#(launch), {"present": {"style": "sheet", "\#($0)": 0}}]}"# }
      ),
    ]
    for level in levels {
      for key in level.keys + ["zzz"] {
        var message = ""
        do { _ = try SceneScriptDecodingTests.decode(level.json(key)) } catch {
          message = error.message
        }
        if key == "zzz" {
          #expect(message.hasPrefix("unknown key 'zzz'"), "\(level.json(key)): \(message)")
        } else {
          #expect(!message.hasPrefix("unknown key"), "\(level.json(key)): \(message)")
        }
      }
    }
  }

  @Test("every presentation style the parser takes is named in the present row")
  func styles() throws {
    let row = try #require(
      try Readme.text(of: Self.article).split(separator: "\n").first {
        $0.hasPrefix("| `present` |")
      })
    for style in NavigationState.Presentation.Style.allCases {
      #expect(row.contains("`\(style.rawValue)`"), "\(style)")
    }
  }
}
