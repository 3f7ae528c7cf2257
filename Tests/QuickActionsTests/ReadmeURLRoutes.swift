import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The "URL routes" example of the article "Routing every door", compiled here and run by
/// `ReadmeURLRoutesTests`.
enum ReadmeURLRoutes {
  // Between the markers, the article's block word for word (ReadmeURLRoutesTests): not
  // reformatted.
  // swift-format-ignore
  static func example() async throws -> (RouteOutcome, RouteOutcome, ManifestError?) {
// README: begin
let routes = RouteTable {
  Route("com.example.qa.post", .present(.sheet, ["compose"]), policy: .keepUnsaved,
        triggers: [.url("qa://compose")])
  // No quick action leads here: only the other doors.
  Route(named: "question", .push(["question(questionID as integer)"], inTab: "questions"), triggers: [
    .url("qa://questions/:questionID as integer"),
    .url("https://qa.example.com/questions/:questionID as integer"),
    .spotlight("questions/:questionID as integer"),
    .activity("com.example.qa.viewing-question", reads: ["questionID"]),
    .notification(category: "NEW_ANSWER", reads: ["questionID"]),
  ])
}
try routes.check()  // in a test: bad patterns, values a trigger does not supply, ambiguity

let router = QuickActionRouter(routes: routes, navigator: InMemoryNavigator(NavigationState(root: .tabs(
  [.init("questions", .stack([Screen("questions")]))], selected: 0))))
let link = await router.route(.url(URL(string: "https://qa.example.com/questions/42")!))
let tap = await router.route(.notification(NotificationResponse(
  categoryIdentifier: "NEW_ANSWER", userInfo: ["questionID": 42])))

var ambiguous = routes
ambiguous.routes.append(Route(named: "tag", .push(["tags"]), triggers: [.url("qa://questions/:tag")]))
ambiguous.routes.append(Route(named: "slug", .push(["slugs"]), triggers: [.url("qa://questions/:slug")]))
// URL pattern 'qa://questions/:slug' of route 'slug' and 'qa://questions/:tag' of route 'tag'
// are equally specific and both match 'qa://questions/x'; make one more specific…
// README: end
    var problem: ManifestError? = nil
    do { try ambiguous.check() } catch { problem = error }
    return (link, tap, problem)
  }
}
