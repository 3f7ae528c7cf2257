import QuickActions

/// The routes of the Getting Started app written in Swift, the alternative its article shows
/// ("The routes in Swift"), compiled here; `GettingStartedTests` holds them equal to the manifest.
enum GettingStartedSwiftTable {
  // Between the markers, the article's block word for word: not reformatted.
  // swift-format-ignore
  static func routes() -> RouteTable {
// README: begin
let routes = RouteTable {
  Route("com.example.qa.post", .present(.sheet, ["compose"]), policy: .keepUnsaved, triggers: [.url("qa://compose")])
  Route("com.example.qa.participated", .push(["participated"], inTab: "spots"))
  Route("com.example.qa.mypage", .push([], inTab: "profile"))
  Route(named: "question", .push(["question(questionID)"], inTab: "questions"), triggers: [
    .url("qa://questions/:questionID"), .url("https://qa.example.com/questions/:questionID"),
    .activity("com.example.qa.viewing-question", reads: ["questionID"]),
    .notification(category: "NEW_ANSWER", reads: ["questionID"]),
    .intent("OpenQuestionIntent", supplies: ["questionID"]),
  ], contentIdentifiers: ["questions/:questionID"])
}
// README: end
    return routes
  }
}
