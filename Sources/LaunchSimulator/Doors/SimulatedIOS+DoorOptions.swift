import QuickActions

/// What each door puts in the options of a cold launch: the scene's connection options, or an
/// app delegate's launch options (UIApplication.LaunchOptionsKey), and how a timeline names them.
extension SimulatedIOS {
  static func connectionOption(_ entry: Entry) -> String {
    switch entry {
    case .shortcut(let item): return "shortcutItem = \(item.type)"
    case .url(let url): return "urlContexts = [\(url.absoluteString)]"
    case .activity: return "userActivities = [\(entry.label)]"
    case .notification: return "notificationResponse = \(entry.label)"
    case .intent: return "appIntent = \(entry.label)"
    }
  }

  static func connectionOptions(_ entry: Entry) -> SceneConnectionOptions {
    switch entry {
    case .shortcut(let item): return SceneConnectionOptions(shortcutItem: item)
    case .url(let url): return SceneConnectionOptions(urlContexts: [url])
    case .activity(let activity): return SceneConnectionOptions(userActivities: [activity])
    case .notification(let response): return SceneConnectionOptions(notificationResponse: response)
    case .intent(let intent): return SceneConnectionOptions(appIntent: intent)
    }
  }

  static func launchOptionKey(_ entry: Entry) -> String {
    switch entry {
    case .shortcut(let item): return "launchOptions[.shortcutItem] = \(item.type)"
    case .url(let url): return "launchOptions[.url] = \(url.absoluteString)"
    case .activity: return "launchOptions[.userActivityDictionary] = \(entry.label)"
    case .notification:
      return "launchOptions[.remoteNotification] (the payload; the response comes later)"
    case .intent: return "launchOptions = nil (an App Intent is no launch option)"
    }
  }

  static func launchOptions(_ entry: Entry) -> AppLaunchOptions {
    switch entry {
    case .shortcut(let item): return AppLaunchOptions(shortcutItem: item)
    case .url(let url): return AppLaunchOptions(url: url)
    case .activity(let activity): return AppLaunchOptions(userActivity: activity)
    case .notification, .intent: return AppLaunchOptions()
    }
  }
}
