import Foundation
import Testing

/// What an app links (issue 41): the runtime modules and nothing of the tools. The closure comes
/// from `swift package dump-package` through `.ci/modules`, the list every script uses.
@Suite("What an app links")
struct AppLinkTests {
  /// The modules `module` depends on, itself included, as `.ci/modules --closure` lists them.
  static func closure(_ module: String) throws -> [String] {
    let run = try CLI.run(
      ["python3", ".ci/modules", "--closure", module],
      environment: ProcessInfo.processInfo.environment,
      executable: URL(fileURLWithPath: "/usr/bin/env"))
    #expect(run.status == 0, "\(run.stderr)")
    return run.stdout.split(separator: "\n").map(String.init)
  }

  @Test(
    "an app with either adapter links PropertyList and QuickActions only: no OpenStep or .strings reader, no tool helper"
  )
  func adapters() throws {
    // UIKitDouble stands in for UIKit on Linux only (a condition in Package.swift).
    #expect(
      try Self.closure("QuickActionsUIKit").filter { $0 != "UIKitDouble" } == [
        "PropertyList", "QuickActions", "QuickActionsUIKit",
      ])
    #expect(
      try Self.closure("QuickActionsSwiftUI") == [
        "PropertyList", "QuickActions", "QuickActionsSwiftUI",
      ])
  }

  @Test("the check sees a tool module where one is linked: the Xcode project reader's")
  func control() throws {
    // The same question of a module that does read pbxproj files: the old-style readers show.
    let closure = try Self.closure("XcodeProject")
    #expect(closure == ["PropertyList", "PropertyListOpenStep", "XcodeProject"])
  }
}
