import Foundation
import PropertyList
import QuickActions
import Testing

@testable import QuickActionPictures

/// `quickaction items`: the menu as a table, and the JSON format with its `version`.
@Suite struct ItemsReportTests {
  static let menu = HomeScreenMenu(
    static: (1...5).map { ShortcutItem(type: "com.example.t\($0)", title: "Title \($0)") },
    dynamic: [])

  @Test("items --format json: version 1, then the visible limit and the items")
  func json() throws {
    let text = ItemsReport.render(Self.menu, path: "S.plist", format: .json)
    #expect(text.hasPrefix("{\n  \"version\": 1,\n  \"visibleLimit\": 4,\n  \"items\": ["))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["version"] as? Int == ItemsReport.version)
    let items = try #require(object["items"] as? [[String: Any]])
    #expect(items.map { $0["visible"] as? Bool } == [true, true, true, true, false])
  }

  @Test("items: a table in iOS's order, the cut below the fourth marked")
  func text() {
    let text = ItemsReport.render(Self.menu, path: "S.plist", format: .text)
    let lines = text.components(separatedBy: "\n")
    #expect(lines[0] == "S.plist: 5 quick actions, 4 shown on the Home Screen")
    #expect(lines[2] == "  # Title   Type           Icon Source")
    #expect(lines[3] == "  1 Title 1 com.example.t1 none dynamic")
    #expect(lines[7] == "  -- the Home Screen shows 4; these are never seen --")
  }
}
