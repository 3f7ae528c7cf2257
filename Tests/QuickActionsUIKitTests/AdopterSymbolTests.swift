import Foundation
import TestSupport
import Testing

/// Every public symbol a port calls is named in an article (issue 43: the APIs every port
/// needed were only in `API/*.txt`).
@Suite struct AdopterSymbolTests {
  /// What an adopter must call or set, as an article writes it, with the declaration it is.
  static let symbols: [(written: String, declaration: String)] = [
    ("QuickActionHooks(routes:", "QuickActionHooks.init(routes:screens:…)"),
    (
      "scene(_:willConnectTo:options:window:)",
      "QuickActionHooks.scene(_:willConnectTo:options:window:)"
    ),
    ("sceneDidBecomeActive", "QuickActionHooks.sceneDidBecomeActive(_:)"),
    ("sceneWillResignActive", "QuickActionHooks.sceneWillResignActive(_:)"),
    ("sceneDidEnterBackground", "QuickActionHooks.sceneDidEnterBackground(_:)"),
    (
      "windowScene(_:performActionFor:completionHandler:)",
      "QuickActionHooks.windowScene(_:performActionFor:completionHandler:)"
    ),
    (
      "application(_:didFinishLaunchingWithOptions:)",
      "QuickActionHooks.application(_:didFinishLaunchingWithOptions:)"
    ),
    ("navigator(for:)", "QuickActionHooks.navigator(for:)"),
    ("navigator.window", "UIKitNavigator.window"),
    ("gateDidOpen()", "QuickActionHooks.gateDidOpen()"),
    ("replaceAll(with:)", "DynamicShortcutRegistry.replaceAll(with:)"),
    ("publish()", "DynamicShortcutPublisher.publish()"),
    ("performAction", "UIKitNavigator.performAction, NavigationModel.performAction"),
    ("makeAlert(for:)", "ScreenFactory.makeAlert(for:)"),
    ("route(matching:)", "RouteTable.route(matching:)"),
    ("RouteTable(contentsOf:)", "RouteTable.init(contentsOf:)"),
    ("timeout:", "QuickActionHooks.init(…timeout:…)"),
    ("ScreenIdentifiable", "ScreenIdentifiable"),
    ("confirmClosingAppPresentation", "NavigationModel.confirmClosingAppPresentation"),
    ("appSheet:", "NavigationModel.subscript(appSheet:)"),
    ("appDestination:", "NavigationModel.subscript(appDestination:)"),
    ("ScreenValues(", "ScreenValue, ScreenValues, NavigationModel.subscript(path:as:)"),
    ("[sidebar:", "NavigationModel.subscript(sidebar:), subscript(sidebar:as:)"),
    ("[detailPath:", "NavigationModel.subscript(detailPath:), subscript(detailPath:as:)"),
  ]

  /// The symbols no text of `articles` names.
  static func unnamed(in articles: [String]) -> [String] {
    symbols.filter { symbol in !articles.contains { $0.contains(symbol.written) } }.map(
      \.declaration)
  }

  @Test("each symbol an adopter calls is named in a DocC article")
  func named() throws {
    let articles = try Readme.documents.filter { $0.hasSuffix(".md") && $0 != "README.md" }
      .map(Readme.text(of:))
    #expect(articles.count >= 20)
    #expect(Self.unnamed(in: articles) == [])
  }

  @Test("an article set that lacks one is caught, naming the declaration")
  func caught() throws {
    let article = try Readme.text(
      of: "Sources/QuickActionsUIKit/QuickActionsUIKit.docc/PortingAnExistingHandler.md")
    let without = article.replacingOccurrences(of: "replaceAll(with:)", with: "replaceAll")
    #expect(Self.unnamed(in: [without]).contains("DynamicShortcutRegistry.replaceAll(with:)"))
  }
}
