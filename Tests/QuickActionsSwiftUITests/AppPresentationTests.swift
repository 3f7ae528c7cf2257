import LaunchSimulator
import QuickActions
import QuickActionsSwiftUI
import Testing

/// The app's own presentations, known to the model (`AppSheetApp.swift`'s views bind them): a
/// route never moves under one; it asks, and without a yes the item fails.
@MainActor
@Suite struct AppPresentationTests {
  static let routes = RouteTable {
    Route("com.example.mail.compose", .present(.sheet, ["compose"]))
    Route("com.example.mail.message", .push(["message(messageID)"]))
  }
  static let message = ShortcutItem(
    type: "com.example.mail.message", title: "Last Message",
    userInfo: ["messageID": .init(.string("7"))])

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  static func app() -> NavigationModel {
    NavigationModel(NavigationState(root: .stack([Screen("inbox")])))
  }

  @Test(
    "an app sheet is a presentation the planner sees; a route asks before closing it, and fails without a yes"
  )
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func appSheetFails() async {
    let model = Self.app()
    model[appSheet: "settings"] = true  // the app's own button
    #expect(model.state.presentations.map(\.stack) == [[Screen("settings")]])
    #expect(model[sheet: 0] == nil)  // the routed sheet binding does not show the app's sheet
    var asked: [String] = []
    model.confirmClosingAppPresentation = { name in
      asked.append(name)
      return false
    }
    let router = QuickActionRouter(routes: Self.routes, navigator: model)
    let outcome = await router.route(.shortcut(Self.message))
    guard case .navigatorFailed(let message) = outcome else {
      Issue.record("expected a navigator failure, got \(outcome)")
      return
    }
    #expect(
      message.hasSuffix(
        "the app shows 'settings', which it presented itself; the route would close it, and the app did not allow it (confirmClosingAppPresentation)"
      ), "\(message)")
    #expect(asked == ["settings"])
    // Nothing moved: the sheet is up, the stack under it as it was.
    #expect(model[appSheet: "settings"])
    #expect(model.stacks[NavigationModel.rootID] == [Screen("inbox")])
  }

  @Test("a yes closes the app's sheet (its flag turns false) and the route goes on")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func appSheetAsks() async {
    let model = Self.app()
    model[appSheet: "settings"] = true
    model.confirmClosingAppPresentation = { _ in true }
    let outcome = await QuickActionRouter(routes: Self.routes, navigator: model)
      .route(.shortcut(Self.message))
    #expect(outcome.succeeded)
    #expect(!model[appSheet: "settings"])
    #expect(
      model[path: NavigationModel.rootID, as: ScreenValues(MailPlace.self)] == [.message(id: "7")])
  }

  @Test("an app sheet with unsaved changes is kept by keepUnsaved, as any presentation")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func appSheetUnsaved() async {
    let model = Self.app()
    model[appSheet: "settings"] = true
    model.setUnsaved(true, appPresentation: "settings")
    let routes = RouteTable {
      Route("com.example.mail.message", .push(["message(messageID)"]), policy: .keepUnsaved)
    }
    let outcome = await QuickActionRouter(routes: routes, navigator: model)
      .route(.shortcut(Self.message))
    #expect(outcome.name == "blocked")
    #expect(model[appSheet: "settings"])
  }

  @Test(
    "an isPresented destination: a route that would navigate under it asks, and fails without a yes"
  )
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func appDestination() async {
    let model = Self.app()
    model[appDestination: "filters"] = true
    let router = QuickActionRouter(routes: Self.routes, navigator: model)
    #expect(!(await router.route(.shortcut(Self.message))).succeeded)
    #expect(model[appDestination: "filters"] && model[path: NavigationModel.rootID].isEmpty)
    // A presentation goes over it: nothing is under it, so nothing is asked.
    let compose = ShortcutItem(type: "com.example.mail.compose", title: "Compose")
    #expect((await router.route(.shortcut(compose))).succeeded)
    #expect(model[sheet: 0]?.presentation.stack == [Screen("compose")])
    // With a yes, the destination is popped and the route pushes.
    model[sheet: 0] = nil
    model.confirmClosingAppPresentation = { _ in true }
    #expect((await router.route(.shortcut(Self.message))).succeeded)
    #expect(!model[appDestination: "filters"])
  }

  @Test("links push the app's own values; routes' screens read back as them")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func screenValues() {
    let model = Self.app()
    let values = ScreenValues(MailPlace.self)
    let places: [MailPlace] = [.thread(id: "3"), .message(id: "9")]
    model[path: NavigationModel.rootID, as: values] = places
    #expect(
      model.stacks[NavigationModel.rootID] == [
        Screen("inbox"), Screen("thread", parameters: ["threadID": "3"]),
        Screen("message", parameters: ["messageID": "9"]),
      ])
    // A screen the type cannot read ends the path the views see.
    model.stacks[NavigationModel.rootID]?.append(Screen("attachment"))
    model.stacks[NavigationModel.rootID]?.append(Screen("message", parameters: ["messageID": "1"]))
    let read: [MailPlace] = model[path: NavigationModel.rootID, as: values]
    #expect(read == places)
  }
}
