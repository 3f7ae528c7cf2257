import PropertyList
import Testing

@testable import QuickActions

/// The manifest keys scenes and App Intents add to a route: `contentIdentifiers` and `intents`,
/// read with positions, written back the same, and every mistake refused at its place.
@Suite struct SceneRouteDecodingTests {
  typealias T = TriggerDecodingTests

  static let question =
    "<key>tab</key><string>questions</string><key>path</key><array><string>question(questionID)</string></array>"

  @Test("content identifiers and intent triggers read from the manifest, and written back the same")
  func readsAndWrites() throws {
    let root = try T.manifest([
      "<key>question</key><dict>\(Self.question)"
        + "<key>contentIdentifiers</key><array><string>questions/:questionID</string><string>https://qa.example.com/questions/:questionID</string></array>"
        + "<key>intents</key><array><dict><key>type</key><string>OpenQuestionIntent</string><key>parameters</key><array><string>questionID</string></array>"
        + "<key>url</key><string>https://qa.example.com/questions/:questionID</string></dict></array></dict>"
    ])
    let table = try #require(try RouteTable(plist: root))
    let route = try #require(table.routes.first)
    #expect(
      route.contentIdentifiers.map(\.text) == [
        "questions/:questionID", "https://qa.example.com/questions/:questionID",
      ])
    #expect(route.contentIdentifiers[0].location.description == "3:169")
    guard case .intent(let intent) = route.triggers.first else { throw T.Failure("not an intent") }
    #expect(intent.typeName == "OpenQuestionIntent" && intent.supplies == ["questionID"])
    #expect(intent.urlRepresentation?.text == "https://qa.example.com/questions/:questionID")
    #expect(route.triggers.map(\.summary) == ["App Intent 'OpenQuestionIntent'"])
    let again = try #require(
      try RouteTable(plist: try PropertyList.parse(Array(table.xmlPropertyList().utf8))))
    #expect(T.unplaced(again) == T.unplaced(table))
    // An intent routes by its type, its parameters filling the screen.
    let match = try table.resolve(
      .intent(
        AppIntentInvocation(
          typeName: "OpenQuestionIntent", parameters: ["questionID": PlistValue(.string("42"))])))
    #expect(match.route.type == "question" && match.parameters == ["questionID": "42"])
    #expect(throws: UnroutedEntry(outcome: .noRoute("App Intent 'OtherIntent'"))) {
      try table.resolve(.intent(AppIntentInvocation(typeName: "OtherIntent")))
    }
  }

  @Test(
    "a scene showing a route's screen prefers the route's content identifiers, filled with that screen's values"
  )
  func activationConditions() {
    let table = RouteTable {
      Route(
        "q", .detail(tab: "questions", primary: [], detail: ["question(questionID)"]),
        contentIdentifiers: ["questions/:questionID"])
      Route("c", .present(.sheet, ["compose"]), contentIdentifiers: ["compose"])
      Route("p", .push(["mypage"], inTab: "profile"))
    }
    let state = NavigationState(
      root: .tabs(
        [
          .init(
            "questions",
            .split(
              .init(
                primary: [Screen("questions")],
                secondary: [Screen("question", parameters: ["questionID": "42"])]))),
          .init("profile", .stack([Screen("mypage")])),
        ], selected: 1), presentations: [.init(.sheet, [Screen("compose")])])
    #expect(table.contentIdentifiers(shownIn: state) == ["questions/42", "compose"])
    #expect(
      table.activationConditions(for: state)
        == SceneActivationConditions(
          canActivate: .always, prefersToActivate: .anyOf(["questions/42", "compose"])))
    #expect(
      table.activationConditions(for: NavigationState(root: .stack([Screen("mypage")])))
        == .uikitDefault)
  }

  @Test(
    "content identifier and intent errors, each at its position",
    arguments: [
      (
        T.route("a", "<key>contentIdentifiers</key><array><string>x</string></array>"),
        "route 'a' shows no screen, so no window holds its content; 'contentIdentifiers' names what a route shows",
        "3:91"
      ),
      (
        "<key>a</key><dict>\(question)<key>contentIdentifiers</key><array><string>questions/:id</string></array></dict>",
        "content identifier 'questions/:id' of route 'a' names ':id', which screen 'question' does not have (it has 'questionID')",
        "3:162"
      ),
      (
        "<key>a</key><dict>\(question)<key>contentIdentifiers</key><array><string>questions/:</string></array></dict>",
        "content identifier 'questions/:' of route 'a' parameter ':' needs a name of letters, digits and '_' after ':', and takes the whole segment",
        "3:162"
      ),
      (
        "<key>a</key><dict>\(question)<key>contentIdentifiers</key><array><string></string></array></dict>",
        "content identifier '' of route 'a' is empty", "3:162"
      ),
      (
        "<key>a</key><dict>\(question)<key>contentIdentifiers</key><string>x</string></dict>",
        "'contentIdentifiers' of route 'a' must be an array, not a string", "3:155"
      ),
      (
        T.route("a", "<key>intents</key><array><dict><key>parameters</key><array/></dict></array>"),
        "an intent of route 'a' needs a 'type' (the App Intent's type name, such as OpenQuestionIntent)",
        "3:80"
      ),
      (
        T.route("a", "<key>intents</key><array><string>Open Question</string></array>"),
        "'Open Question' is not a Swift type name; an intent trigger names the App Intent's type (such as OpenQuestionIntent)",
        "3:80"
      ),
      (
        T.route(
          "a",
          "<key>intents</key><array><dict><key>type</key><string>X</string><key>parameters</key><array><integer>1</integer></array></dict></array>"
        ),
        "a parameter of an intent of route 'a' must be a string, not an integer", "3:147"
      ),
      (
        T.route("a", "<key>intents</key><array><dict><key>type</key><array/></dict></array>"),
        "the intent type of route 'a' must be a string, not an array", "3:101"
      ),
      (
        T.route(
          "a", "<key>intents</key><array><dict><key>typ</key><string>X</string></dict></array>"),
        "unknown key 'typ' in an intent of route 'a'; did you mean 'type'?", "3:86"
      ),
      (
        T.route(
          "a",
          "<key>intents</key><array><dict><key>type</key><string>X</string><key>url</key><string>nope</string></dict></array>"
        ),
        "URL pattern 'nope': no scheme; write scheme://host/path", "3:133"
      ),
    ])
  func errors(body: String, message: String, location: String) throws {
    try T.expectError([body], message: message, location: location)
  }

  @Test(
    "an intent must supply every value its route's screens read, and one intent type takes one route"
  )
  func intentChecks() throws {
    try T.expectError(
      [
        "<key>q</key><dict>\(Self.question)<key>intents</key><array><string>OpenQuestionIntent</string></array></dict>"
      ],
      message:
        "App Intent 'OpenQuestionIntent' of route 'q' does not supply 'questionID', which screen 'question' reads",
      location: "3:151")
    try T.expectError(
      [
        T.route("a", "<key>intents</key><array><string>X</string></array>"),
        T.route("b", "<key>intents</key><array><string>X</string></array>"),
      ],
      message:
        "App Intent 'X' leads to route 'b' and to route 'a' (3:80); an intent type takes one route",
      location: "4:80")
  }
}
