import Testing
import TestSupport

@testable import QuickActions

/// The README's URL routes: the text is this package's code, and it does what the README says.
@Suite struct ReadmeURLRoutesTests {
  @Test("the README's URL routes example is the compiled one, and routes a link and a notification")
  func example() async throws {
    let block = try Readme.body(after: "## URL routes, activities and notifications")
    #expect(block == (try Readme.region(of: "Tests/QuickActionsTests/ReadmeURLRoutes.swift")))
    let (link, tap, problem) = try await ReadmeURLRoutes.example()
    #expect(link.name == "handled")
    #expect(tap == .alreadyThere)
    #expect(problem?.message == "URL pattern 'qa://questions/:slug' of route 'slug' and 'qa://questions/:tag' of route 'tag' (offset 0) are equally specific and both match 'qa://questions/x'; make one more specific or remove one")
  }
}
