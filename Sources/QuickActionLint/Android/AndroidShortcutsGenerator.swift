import AndroidProject
import PropertyList
import QuickActions

/// Writes an Android app's static shortcuts from the iOS declaration: `res/xml/shortcuts.xml`
/// and a strings file per language the titles are translated into.
///
/// The format is "Create shortcuts"
/// (https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static):
/// - each static quick action becomes a `<shortcut>` whose `android:shortcutId` is the item's
///   type (a literal, as the id must be);
/// - its title is a string resource used as the short and the long label (labels must be
///   string resources);
/// - the intent's data is the first URL of the item's route that has no parameter to fill
///   (a static shortcut has no userInfo), with the `VIEW` action; a route without such a URL
///   gets the type as a custom action, which the app's activity reads;
/// - a back stack comes before it where Android can express it: the URL of every other route
///   whose screens the route's path starts with, shallowest first ("several intents make a back
///   stack, the last one opens");
/// - the icon is named as a drawable (`@drawable/ic_shortcut_compose`), and the drawables the
///   resource folder lacks are reported.
///
/// The strings go to `values*/quickaction_shortcuts.xml`, a file of their own that the build
/// merges with the app's `strings.xml`, so the app's own file is never rewritten (decided: the
/// issue asks for "the strings.xml entries"; a separate file holds them without touching the
/// rest).
public struct AndroidShortcutsGenerator: Sendable {
  /// One file to write, relative to the resource folder.
  public struct File: Sendable, Hashable {
    /// The path below `res/`, such as `xml/shortcuts.xml`.
    public var path: String
    /// Its text.
    public var text: String
  }

  /// A drawable a shortcut names that the resource folder lacks.
  public struct MissingIcon: Sendable, Hashable {
    /// The drawable's name.
    public var drawable: String
    /// The shortcut it is for.
    public var shortcutID: String
  }

  /// The iOS quick actions.
  public var quickActions: IOSQuickActions
  /// The routes, for the intents' data.
  public var routes: RouteTable?
  /// The application ID, for explicit intents (`targetPackage`), or nil for implicit ones.
  public var package: String?
  /// The activity the intents open (`targetClass`), when `package` is given.
  public var activity: String?

  /// A generator for these quick actions and routes.
  public init(quickActions: IOSQuickActions, routes: RouteTable?, package: String? = nil, activity: String? = nil) {
    self.quickActions = quickActions
    self.routes = routes
    self.package = package
    self.activity = activity
  }

  /// The string resource of an item's title.
  static func stringName(_ type: String) -> String {
    "shortcut_" + String(type.lowercased().unicodeScalars.map { ("a"..."z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "_" })
  }

  /// The drawable an icon is named as.
  static func drawable(_ icon: ShortcutIcon?) -> String? {
    guard let icon else { return nil }
    let base: String
    switch icon {
    case .system(let system): base = system.rawValue
    case .template(let name), .symbol(let name): base = name
    }
    var out = ""
    for s in base.unicodeScalars {
      if ("A"..."Z").contains(s) {
        if !out.isEmpty && !out.hasSuffix("_") { out += "_" }
        out += String(s).lowercased()
      } else if ("a"..."z").contains(s) || ("0"..."9").contains(s) {
        out.unicodeScalars.append(s)
      } else if !out.hasSuffix("_") {
        out += "_"
      }
    }
    return "ic_shortcut_" + out.trimmingUnderscores
  }

  /// The intents of an item, back stack first.
  func intents(_ item: ShortcutItem) -> [(action: String, data: String?)] {
    guard let routes, let route = routes.route(for: item.type) else { return [(item.type, nil)] }
    guard let url = Self.concreteURL(route) else { return [(item.type, nil)] }
    var stack: [(Int, String)] = []
    if case .stack(let tab, let path) = route.destination {
      for other in routes.routes where other.type != route.type {
        guard case .stack(let otherTab, let otherPath) = other.destination, otherTab == tab, otherPath.count < path.count,
          Array(path.prefix(otherPath.count)).map(\.id) == otherPath.map(\.id), let parent = Self.concreteURL(other)
        else { continue }
        stack.append((otherPath.count, parent))
      }
    }
    return stack.sorted { $0.0 < $1.0 }.map { ("android.intent.action.VIEW", $0.1) } + [("android.intent.action.VIEW", url)]
  }

  /// The route's first URL pattern with nothing to fill (no parameter, no wildcard).
  static func concreteURL(_ route: Route) -> String? {
    for case .url(let pattern) in route.triggers where pattern.parameterNames.isEmpty && !pattern.text.contains("*") {
      return pattern.text
    }
    return nil
  }

  /// The files to write.
  public func files() -> [File] {
    var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    xml += "<!-- Written by `quickaction android shortcuts` from \(Self.escape(quickActions.file)); regenerate rather than edit. -->\n"
    xml += "<shortcuts xmlns:android=\"\(androidNamespace)\">\n"
    for item in quickActions.items {
      let name = Self.stringName(item.type)
      xml += "    <shortcut\n"
      xml += "        android:shortcutId=\"\(Self.escape(item.type))\"\n"
      xml += "        android:enabled=\"true\"\n"
      if let drawable = Self.drawable(item.icon) { xml += "        android:icon=\"@drawable/\(drawable)\"\n" }
      xml += "        android:shortcutShortLabel=\"@string/\(name)\"\n"
      xml += "        android:shortcutLongLabel=\"@string/\(name)\">\n"
      for intent in intents(item) {
        xml += "        <intent\n            android:action=\"\(Self.escape(intent.action))\""
        if let data = intent.data { xml += "\n            android:data=\"\(Self.escape(data))\"" }
        if let package {
          xml += "\n            android:targetPackage=\"\(Self.escape(package))\""
          xml += "\n            android:targetClass=\"\(Self.escape(activity ?? package + ".MainActivity"))\""
        }
        xml += " />\n"
      }
      xml += "    </shortcut>\n"
    }
    xml += "</shortcuts>\n"
    var out = [File(path: "xml/shortcuts.xml", text: xml), File(path: "values/quickaction_shortcuts.xml", text: strings(quickActions.developmentItems))]
    for language in quickActions.translations.keys.sorted() where language.lowercased() != quickActions.developmentLanguage.lowercased() {
      out.append(File(path: "values-\(Self.qualifier(language))/quickaction_shortcuts.xml", text: strings(quickActions.translations[language] ?? [])))
    }
    return out
  }

  func strings(_ items: [ShortcutItem]) -> String {
    var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- Written by `quickaction android shortcuts`; regenerate rather than edit. -->\n<resources>\n"
    for item in items {
      text += "    <string name=\"\(Self.stringName(item.type))\">\(Self.escape(Self.androidEscaped(item.title), quotes: false))</string>\n"
    }
    return text + "</resources>\n"
  }

  /// The drawables the shortcuts name that `existing` (drawable names found in the resource
  /// folder) lacks.
  public func missingIcons(existing: Set<String>) -> [MissingIcon] {
    quickActions.items.compactMap { item in
      Self.drawable(item.icon).flatMap { existing.contains($0) ? nil : MissingIcon(drawable: $0, shortcutID: item.type) }
    }
  }

  /// Android's resource folder qualifier of a language tag: `fr`, `pt-BR` → `pt-rBR`,
  /// `zh-Hans` → `b+zh+Hans`.
  static func qualifier(_ language: String) -> String {
    let parts = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    if parts.count == 2, parts[1].count == 2 { return parts[0].lowercased() + "-r" + parts[1].uppercased() }
    if parts.count >= 2 { return "b+" + parts.joined(separator: "+") }
    return language.lowercased()
  }

  /// XML's escapes for text and attribute values.
  static func escape(_ s: String, quotes: Bool = true) -> String {
    var out = ""
    for c in s {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where quotes: out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }

  /// A string resource's escapes ("String resources", escaping:
  /// https://developer.android.com/guide/topics/resources/string-resource#escaping_quotes).
  static func androidEscaped(_ s: String) -> String {
    var out = ""
    for (i, c) in s.enumerated() {
      switch c {
      case "'", "\"", "\\": out += "\\" + String(c)
      case "\n": out += "\\n"
      case "@" where i == 0, "?" where i == 0: out += "\\" + String(c)
      default: out.append(c)
      }
    }
    return out
  }
}

extension String {
  fileprivate var trimmingUnderscores: String {
    var s = Substring(self)
    while s.hasPrefix("_") { s = s.dropFirst() }
    while s.hasSuffix("_") { s = s.dropLast() }
    return String(s)
  }
}
