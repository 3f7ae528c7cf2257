import AppWiring

/// The code a wiring finding suggests adding, in the app's own language.
enum WiringFix {
  /// The warm callback of `door` for a scene delegate.
  static func warm(_ door: WiringDoor, language: WiringLanguage) -> String {
    switch (door, language) {
    case (.shortcut, .swift):
      "func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) { completionHandler(handle(shortcutItem)) }"
    case (.shortcut, .objectiveC):
      "- (void)windowScene:(UIWindowScene *)windowScene performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL))completionHandler { completionHandler([self handle:shortcutItem]); }"
    case (.url, .swift):
      "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { URLContexts.forEach { handle($0.url) } }"
    case (.url, .objectiveC):
      "- (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts { for (UIOpenURLContext *context in URLContexts) { [self handle:context.URL]; } }"
    case (.activity, .swift):
      "func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { handle(userActivity) }"
    case (.activity, .objectiveC):
      "- (void)scene:(UIScene *)scene continueUserActivity:(NSUserActivity *)userActivity { [self handle:userActivity]; }"
    case (.notification, _):
      "userNotificationCenter(_:didReceive:withCompletionHandler:) on the notification center's delegate"
    }
  }

  /// The cold read of `door` in `scene(_:willConnectTo:options:)`, `options` the parameter.
  static func cold(_ door: WiringDoor, options: String, language: WiringLanguage) -> String {
    switch (door, language) {
    case (.shortcut, .swift):
      "if let shortcutItem = \(options).shortcutItem { pendingShortcutItem = shortcutItem } (handle it in sceneDidBecomeActive(_:))"
    case (.shortcut, .objectiveC):
      "self.pendingShortcutItem = \(options).shortcutItem; (handle it in sceneDidBecomeActive:)"
    case (.url, .swift):
      "\(options).urlContexts.forEach { handle($0.url) }"
    case (.url, .objectiveC):
      "for (UIOpenURLContext *context in \(options).URLContexts) { [self handle:context.URL]; }"
    case (.activity, .swift):
      "\(options).userActivities.forEach { handle($0) }"
    case (.activity, .objectiveC):
      "for (NSUserActivity *activity in \(options).userActivities) { [self handle:activity]; }"
    case (.notification, .swift):
      "if let response = \(options).notificationResponse { handle(response) }"
    case (.notification, .objectiveC):
      "[self handle:\(options).notificationResponse];"
    }
  }
}
