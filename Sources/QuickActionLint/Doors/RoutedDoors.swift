import PropertyList
import QuickActions

/// The doors the route table opens: each URL pattern and activity type of its routes' triggers,
/// with the route's name and the trigger's place.
struct RoutedDoors {
  struct URLRoute {
    var route: String
    var pattern: URLPattern
  }

  struct ActivityRoute {
    var route: String
    var trigger: ActivityTrigger
  }

  struct IntentRoute {
    var route: String
    var trigger: IntentTrigger
  }

  var urls: [URLRoute] = []
  var activities: [ActivityRoute] = []
  var intents: [IntentRoute] = []

  init(_ table: RouteTable?) {
    for route in table?.routes ?? [] {
      for trigger in route.triggers {
        switch trigger {
        case .url(let pattern): urls.append(URLRoute(route: route.type, pattern: pattern))
        case .activity(let activity):
          activities.append(ActivityRoute(route: route.type, trigger: activity))
        case .intent(let intent): intents.append(IntentRoute(route: route.type, trigger: intent))
        case .notification: break
        }
      }
    }
  }

  /// The URL patterns of custom schemes (not `http` or `https`, which are universal links).
  var customSchemeURLs: [URLRoute] {
    urls.filter { !["http", "https", ""].contains($0.pattern.scheme) }
  }

  /// The activity triggers that need the type declared: not the system's own types
  /// (`UserActivity.systemTypes`: Spotlight results, universal links, Live Activities opened
  /// without a URL), which iOS delivers without a declaration.
  var declarableActivities: [ActivityRoute] {
    activities.filter { !UserActivity.systemTypes.contains($0.trigger.activityType) }
  }

  /// Schemes that sign-in and sharing SDKs register and answer themselves (the app hands such
  /// URLs to the SDK, not to a route): Facebook `fb<app id>`, Google Sign-In's reversed client
  /// ID, WeChat `wx…`, QQ `tencent…`/`QQ…`, Weibo `wb…`, Dropbox `db-…`, Microsoft `msauth.…`.
  static func isSDKCallback(_ scheme: String) -> Bool {
    let s = scheme.lowercased()
    func digits(after prefix: String, hex: Bool = false) -> Bool {
      guard s.hasPrefix(prefix), s.count > prefix.count else { return false }
      return s.dropFirst(prefix.count).allSatisfy { $0.isNumber || (hex && $0.isHexDigit) }
    }
    return digits(after: "fb") || digits(after: "tencent") || digits(after: "wb")
      || digits(after: "wx", hex: true)
      || digits(after: "qq", hex: true) || s.hasPrefix("com.googleusercontent.apps.")
      || s.hasPrefix("db-")
      || s.hasPrefix("msauth.") || s.hasPrefix("pdk")
  }
}
