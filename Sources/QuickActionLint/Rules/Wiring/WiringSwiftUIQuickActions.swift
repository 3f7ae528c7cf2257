import AppWiring

/// `wiring-swiftui-quick-actions-unreceived`: a SwiftUI app whose Info.plist declares quick
/// actions, and no scene delegate that receives them.
///
/// SwiftUI has no modifier for a quick action, and a SwiftUI `App` is scene-based, so the
/// app delegate's `application(_:performActionFor:completionHandler:)` is never called
/// (TN3187). A quick action reaches a SwiftUI app only through a scene delegate class it
/// installs in `application(_:configurationForConnecting:options:)` (`delegateClass`), in
/// `windowScene(_:performActionFor:completionHandler:)` and the connection options'
/// `shortcutItem` (`UISceneConfiguration.delegateClass`,
/// <https://developer.apple.com/documentation/uikit/uisceneconfiguration/delegateclass>).
enum WiringSwiftUIQuickActions: WiringRule {
  static let id = "wiring-swiftui-quick-actions-unreceived"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A SwiftUI app declares quick actions, and no scene delegate installed in application(_:configurationForConnecting:options:) receives them.",
    why:
      "SwiftUI delivers no quick action to views and never calls the adaptor's application(_:performActionFor:completionHandler:): every quick action is lost, cold and warm.",
    example:
      "@main struct MyApp: App with UIApplicationShortcutItems, and no configurationForConnecting"
  )

  static func check(_ context: WiringContext) -> [Finding] {
    let wiring = context.wiring
    guard wiring.lifecycle == .swiftUI, let app = wiring.swiftUIApp,
      let items = wiring.infoPlist?.shortcutItems
    else { return [] }
    if wiring.appDelegateName != nil {
      guard let delegate = wiring.appDelegate, wiring.isKnownInFull(delegate) else { return [] }
      if let configure = wiring.callback(.configurationForConnecting, of: delegate) {
        guard configure.optionsEscape == nil, configure.coldRead(.shortcut) == nil,
          !configure.delegateClasses.isEmpty
        else { return [] }
        for named in configure.delegateClasses {
          guard let scene = wiring.type(named: named.name), wiring.isKnownInFull(scene) else {
            return []
          }
          if wiring.callback(.scenePerformAction, of: scene) != nil { return [] }
          if let connect = wiring.callback(.sceneWillConnect, of: scene),
            connect.optionsEscape != nil || connect.coldRead(.shortcut) != nil
          {
            return []
          }
        }
      }
    }
    let owner = wiring.appDelegateName?.name ?? "an app delegate (@UIApplicationDelegateAdaptor)"
    let fix =
      "add to \(owner): func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration { let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role); configuration.delegateClass = SceneDelegate.self; return configuration }, and a SceneDelegate with windowScene(_:performActionFor:completionHandler:) and scene(_:willConnectTo:options:) reading connectionOptions.shortcutItem"
    return [
      context.finding(
        Self.self,
        "\(items.count) quick action\(items.count == 1 ? "" : "s"), and no scene delegate receives them: SwiftUI delivers quick actions only to a scene delegate installed in application(_:configurationForConnecting:options:)",
        at: items.place, notes: [("the SwiftUI app", app.place), (fix, app.place)])
    ]
  }
}
