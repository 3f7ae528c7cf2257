import PropertyList

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A route an entry takes, with the values of its screen parameters (by userInfo key), read and
/// checked against each parameter's type.
public struct RouteMatch: Sendable, Hashable {
  /// The route.
  public var route: Route
  /// The values the planner fills the route's screens with.
  public var parameters: [String: String]

  /// A match of `route` with these parameter values.
  public init(route: Route, parameters: [String: String]) {
    self.route = route
    self.parameters = parameters
  }
}

/// A URL pattern that matches a URL: its route and the values it captures, by name.
public struct URLRouteMatch: Sendable, Hashable {
  /// The route the pattern belongs to.
  public var route: Route
  /// The pattern.
  public var pattern: URLPattern
  /// The values of its parameters, percent-decoded (a named wildcard's as written).
  public var captures: [String: String]
}

/// An entry no route takes, or whose values cannot fill its route's screens: why, as the
/// router reports it (`.unknownType`, `.noRoute`, `.missingParameter`, `.invalidParameter`).
public struct UnroutedEntry: Error, Sendable, Hashable {
  /// The outcome the router reports for the entry.
  public var outcome: RouteOutcome
}

extension RouteTable {
  /// The route `entry` takes and its parameter values, or why it takes none.
  ///
  /// - A quick action takes the route of its type; its userInfo fills the screens.
  /// - A URL, or a browsing-web activity's `webpageURL` (a universal link), takes the most
  ///   specific matching URL pattern; the pattern's captures fill the screens.
  /// - A Spotlight result takes the most specific identifier pattern; its captures and the
  ///   activity's userInfo fill the screens. Another activity takes the route of its type.
  /// - A notification response takes a trigger of its content identifier, else of its category,
  ///   with the same action; the notification's userInfo fills the screens.
  /// - An App Intent takes the route of its type; its parameters fill the screens.
  public func resolve(_ entry: Entry) throws(UnroutedEntry) -> RouteMatch {
    let found: (route: Int, values: PlistDictionary)?
    switch entry {
    case .shortcut(let item):
      guard let i = index.shortcuts[item.type] else {
        throw UnroutedEntry(outcome: .unknownType(item.type))
      }
      found = (i, item.userInfo)
    case .url(let url):
      found = index.match(url.absoluteString).map { ($0.route, Self.plist($0.captures)) }
    case .activity(let activity):
      if let link = activity.universalLink {
        found = index.match(link.absoluteString).map { ($0.route, Self.plist($0.captures)) }
      } else {
        found = index.match(activity)
      }
    case .notification(let response):
      found = index.match(response).map { ($0, response.userInfo) }
    case .intent(let intent):
      found = index.intents[intent.typeName].map { ($0, intent.parameters) }
    }
    guard let found else { throw UnroutedEntry(outcome: .noRoute(entry.description)) }
    let route = routes[found.route]
    do {
      return RouteMatch(route: route, parameters: try route.parameterValues(from: found.values))
    } catch {
      throw UnroutedEntry(outcome: error.outcome)
    }
  }

  /// The route of the most specific URL pattern `url` matches, or nil: the lookup `resolve`
  /// starts with, without reading the values the pattern captures. It allocates nothing for a
  /// URL without percent-encoding (see `URLIndex`).
  public func route(matching url: URL) -> Route? {
    index.urlIndex.firstMatch(url.absoluteString).map { routes[index.urls[$0].route] }
  }

  /// Every URL pattern `url` matches, most specific first (then in declaration order), with
  /// its route and what it captures: the first is the one `resolve` and `route(matching:)`
  /// take. Found by trying each pattern in turn, for tools and tests; the router uses the tree.
  public func matches(for url: URL) -> [URLRouteMatch] {
    guard let parts = URLParts(url.absoluteString) else { return [] }
    return index.urls.compactMap { entry in
      entry.pattern.match(parts).map {
        URLRouteMatch(route: routes[entry.route], pattern: entry.pattern, captures: $0)
      }
    }
  }

  static func plist(_ captures: [String: String]) -> PlistDictionary {
    PlistDictionary(
      captures.sorted { $0.key < $1.key }.map {
        .init(key: $0.key, value: PlistValue(.string($0.value)))
      })
  }
}

/// The triggers of a table, indexed for resolving entries: built once per table.
struct TriggerIndex: Sendable {
  /// Shortcut type -> route (the first, should a type be listed twice).
  var shortcuts: [String: Int] = [:]
  /// URL patterns, most specific first, then in declaration order.
  var urls: [(route: Int, pattern: URLPattern)] = []
  /// The URL patterns as a tree, for matching without allocating.
  var urlIndex = URLIndex([])
  /// Activity type -> its triggers, most specific Spotlight identifier first.
  var activities: [String: [(route: Int, trigger: ActivityTrigger)]] = [:]
  /// Notification triggers, content identifiers before categories.
  var notifications: [(route: Int, trigger: NotificationTrigger)] = []
  /// Intent type name -> route (the first, should two routes name one type).
  var intents: [String: Int] = [:]

  init(_ routes: [Route]) {
    // A key written with `$(PRODUCT_BUNDLE_IDENTIFIER)` matches as written and as the running
    // app's bundle identifier makes it; aliases come after every route's own type.
    let settings = RouteTable.runningBuildSettings
    for pass in 0..<2 {
      for (i, route) in routes.enumerated() where route.handlesShortcut {
        for type in pass == 0 ? [route.type] : route.aliases {
          if shortcuts[type] == nil { shortcuts[type] = i }
          let expanded = settings.expand(type)
          if shortcuts[expanded] == nil { shortcuts[expanded] = i }
        }
      }
    }
    for (i, route) in routes.enumerated() {
      for trigger in route.triggers {
        switch trigger {
        case .url(let pattern): urls.append((i, pattern))
        case .activity(let activity):
          activities[activity.activityType, default: []].append((i, activity))
        case .notification(let notification): notifications.append((i, notification))
        case .intent(let intent):
          if intents[intent.typeName] == nil { intents[intent.typeName] = i }
        }
      }
    }
    urls = Self.stableSorted(urls) { URLSpecificity($0.pattern) > URLSpecificity($1.pattern) }
    urlIndex = URLIndex(urls)
    for (type, list) in activities {
      activities[type] = Self.stableSorted(list) {
        PathSpecificity($0.trigger.identifier) > PathSpecificity($1.trigger.identifier)
      }
    }
    notifications = Self.stableSorted(notifications) {
      if case .content = $0.trigger.source, case .category = $1.trigger.source { return true }
      return false
    }
  }

  static func stableSorted<T>(_ list: [T], by before: (T, T) -> Bool) -> [T] {
    list.enumerated().sorted { a, b in
      before(a.element, b.element) || (!before(b.element, a.element) && a.offset < b.offset)
    }.map(\.element)
  }
}

extension SegmentPattern {
  /// Segments of a path or an identifier without a leading or a trailing `/`.
  static func trimmed(_ parts: [Substring]) -> [Substring] {
    var parts = parts
    if parts.first == "" { parts.removeFirst() }
    if parts.last == "" { parts.removeLast() }
    return parts
  }
}

/// How specific a path (or identifier) pattern is: its segments' ranks from the left (a
/// literal, a typed parameter, a string parameter), then how it ends (the end of the path beats
/// a wildcard); compared in that order.
struct PathSpecificity: Comparable, Hashable {
  var ranks: [UInt8]

  static let literal: UInt8 = 3, typed: UInt8 = 2, string: UInt8 = 1
  static let end: UInt8 = 4, wildcard: UInt8 = 0

  init(_ pattern: SegmentPattern?) {
    guard let pattern else {
      ranks = []
      return
    }
    ranks = pattern.segments.map {
      switch $0 {
      case .literal: return Self.literal
      case .parameter(_, .string): return Self.string
      case .parameter: return Self.typed
      }
    }
    ranks.append(pattern.wildcard == nil ? Self.end : Self.wildcard)
  }

  static func < (a: PathSpecificity, b: PathSpecificity) -> Bool {
    a.ranks.lexicographicallyPrecedes(b.ranks)
  }
}

/// How specific a URL pattern is: its path's specificity, then how many query items it requires.
struct URLSpecificity: Comparable, Hashable {
  /// A host as it is above a `*.` host, a longer `*.` host above a shorter.
  var host: Int
  var path: PathSpecificity
  var queryItems: Int

  init(_ pattern: URLPattern) {
    host = pattern.hostRank
    path = PathSpecificity(pattern.path)
    queryItems = pattern.query.count
  }

  static func < (a: URLSpecificity, b: URLSpecificity) -> Bool {
    if a.host != b.host { return a.host < b.host }
    return a.path != b.path ? a.path < b.path : a.queryItems < b.queryItems
  }
}
