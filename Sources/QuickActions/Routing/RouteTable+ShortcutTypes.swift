import PropertyList

#if canImport(Darwin)
  import Foundation
#endif

/// Shortcut types as apps ship them: a route key written with `$(PRODUCT_BUNDLE_IDENTIFIER)`, as
/// the Info.plist's items are, matches the running app's bundle identifier, so one table serves
/// the debug, beta and store builds; and a route's `aliases`, the types the app used before,
/// keep routing the dynamic items already on users' Home Screens (iOS keeps them until the app
/// runs and sets `shortcutItems` again: UIApplication's `shortcutItems` documentation).
///
/// ```
/// "$(PRODUCT_BUNDLE_IDENTIFIER).post" = {present = sheet; path = (compose);
///                                        aliases = ("com.example.qa.compose");};
/// ```
extension Route {
  /// The route, also taking quick actions of these earlier shortcut types.
  public func aliased(_ types: String...) -> Route {
    var route = self
    route.aliases += types
    return route
  }

  /// Every shortcut type that takes the route: its own, then its aliases; none when no shortcut
  /// takes it.
  public var shortcutTypes: [String] { handlesShortcut ? [type] + aliases : [] }
}

extension RouteTable {
  /// The build settings a route key may name at run time: `PRODUCT_BUNDLE_IDENTIFIER` is the
  /// running bundle's identifier (`Bundle.main.bundleIdentifier`) on Apple platforms; none
  /// elsewhere, where no app runs.
  public static let runningBuildSettings: BuildSettings = {
    #if canImport(Darwin)
      if let id = Bundle.main.bundleIdentifier {
        return BuildSettings(["PRODUCT_BUNDLE_IDENTIFIER": id])
      }
    #endif
    return BuildSettings()
  }()

  /// The table with the `$(VAR)` references in its route keys and aliases replaced from
  /// `settings`, as `quickaction lint --define` expands the items' types; a reference `settings`
  /// does not define is left as written.
  public func expandingBuildSettings(_ settings: BuildSettings) -> RouteTable {
    var table = self
    table.routes = routes.map { route in
      var route = route
      route.type = settings.expand(route.type)
      route.aliases = route.aliases.map(settings.expand)
      route.aliasLocations = Dictionary(
        route.aliasLocations.map { (settings.expand($0.key), $0.value) },
        uniquingKeysWith: { a, _ in a })
      return route
    }
    return table
  }

  /// The table as the app of bundle identifier `id` runs it: `$(PRODUCT_BUNDLE_IDENTIFIER)` in
  /// route keys and aliases is `id`.
  public func forBundle(_ id: String) -> RouteTable {
    expandingBuildSettings(BuildSettings(["PRODUCT_BUNDLE_IDENTIFIER": id]))
  }

  /// Each shortcut type takes one route: an alias that is a route's key, or another route's
  /// alias, is an error at the alias, naming where the other is.
  func checkShortcutTypes() throws(ManifestError) {
    var seen: [String: (route: Route, location: SourceLocation, isAlias: Bool)] = [:]
    for route in routes where route.handlesShortcut {
      if seen[route.type] == nil { seen[route.type] = (route, route.location, false) }
    }
    for route in routes {
      for alias in route.aliases {
        let location = route.aliasLocations[alias] ?? route.location
        let name = "alias '\(MessageText.clip(alias))' of route '\(MessageText.clip(route.type))'"
        if !route.handlesShortcut {
          throw ManifestError(
            "\(name): the route takes no shortcut ('shortcut' is false), so an alias leads nowhere",
            at: location)
        }
        if alias == route.type {
          throw ManifestError("\(name) is the route's own type", at: location)
        }
        if let other = seen[alias] {
          let what = other.isAlias ? "an alias of route" : "the type of route"
          throw ManifestError(
            "\(name) is also \(what) '\(MessageText.clip(other.route.type))'\(other.location.parenthesized); a shortcut type takes one route",
            at: location)
        }
        seen[alias] = (route, location, true)
      }
    }
  }

  /// The aliases of a route in the manifest: `aliases = (TYPE, …)`, each a non-empty string.
  static func decodeAliases(_ dict: PlistDictionary, into route: inout Route, in what: String)
    throws(ManifestError)
  {
    guard let list = dict["aliases"] else { return }
    for item in try ManifestReader(list, "'aliases' of \(what)").array() {
      let alias = try ManifestReader(item, "an alias of \(what)").string()
      guard !alias.trimmingWhitespace.isEmpty else {
        throw ManifestError("an alias of \(what) is empty", at: item.location)
      }
      route.aliases.append(alias)
      if route.aliasLocations[alias] == nil { route.aliasLocations[alias] = item.location }
    }
  }

  /// `aliases`, when the route has any.
  static func encodeAliases(_ route: Route) -> [(String, PlistValue)] {
    guard !route.aliases.isEmpty else { return [] }
    return [("aliases", PlistValue(.array(route.aliases.map { PlistValue(.string($0)) })))]
  }
}
