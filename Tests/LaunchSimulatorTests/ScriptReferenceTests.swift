import Foundation
import Testing
import TestSupport

@testable import LaunchSimulator
@testable import QuickActions

/// The DocC article "Script reference" lists exactly the keys the script parser takes.
@Suite struct ScriptReferenceTests {
  static let article = "Sources/LaunchSimulator/LaunchSimulator.docc/ScriptReference.md"

  /// The first-column keys of the article's table whose header starts with `| header |`.
  static func keys(inTableHeaded header: String) throws -> [String] {
    let lines = try Readme.text(of: article).split(separator: "\n", omittingEmptySubsequences: false)
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

  @Test("every presentation style the parser takes is named in the present row")
  func styles() throws {
    let row = try #require(try Readme.text(of: Self.article).split(separator: "\n").first { $0.hasPrefix("| `present` |") })
    for style in NavigationState.Presentation.Style.allCases {
      #expect(row.contains("`\(style.rawValue)`"), "\(style)")
    }
  }
}
