import TestSupport
import Testing

@testable import QuickActions

/// The URL routes of the article "Routing every door" (once the README's): the text is this
/// package's code, and it does what the article says.
@Suite struct ReadmeURLRoutesTests {
  @Test(
    "the article's URL routes example is the compiled one, and routes a link and a notification")
  func example() async throws {
    let block = try Readme.body(
      after: "## Overview", in: "Sources/QuickActions/QuickActions.docc/RoutingEveryDoor.md")
    #expect(block == (try Readme.region(of: "Tests/QuickActionsTests/ReadmeURLRoutes.swift")))
    let (link, tap, problem) = try await ReadmeURLRoutes.example()
    #expect(link.name == "handled")
    #expect(tap == .alreadyThere)
    #expect(
      problem?.message
        == "URL pattern 'qa://questions/:slug' of route 'slug' and 'qa://questions/:tag' of route 'tag' are equally specific and both match 'qa://questions/x'; make one more specific or remove one"
    )
  }
}
