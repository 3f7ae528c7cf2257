import AndroidProject
import PropertyList
import QuickActionTooling
import QuickActions

/// Writes an Android app's static shortcuts from the iOS declaration: `res/xml/shortcuts.xml`
/// and a strings file per language the titles are translated into.
///
/// The format is "Create shortcuts"
/// (https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static):
/// - each static quick action becomes a `<shortcut>` whose `android:shortcutId` is the item's
///   type with its build settings expanded (a literal, as the id must be); a later item with the
///   same type is left out (`problems`), since ids are unique;
/// - its title is a string resource used as the short and the long label (labels must be
///   string resources), named uniquely (`AndroidShortcutsGenerator+Names.swift`);
/// - the intent's data is the first URL of the item's route that has no parameter to fill
///   (a static shortcut has no userInfo), with the `VIEW` action; a route without such a URL
///   gets the type as a custom action, which the app's activity reads;
/// - a back stack comes before it where Android can express it: the URL of every other route
///   whose screens the route's path starts with, shallowest first ("several intents make a back
///   stack, the last one opens");
/// - with a package, each intent is explicit: `targetPackage` and a fully qualified
///   `targetClass` (AOSP `Intent.parseIntent`, which `ShortcutParser` calls, makes
///   `new ComponentName(targetPackage, targetClass)`: the class name is taken as written, never
///   completed from the package the way a manifest's `android:name=".Main"` is);
/// - the icon is named as a drawable (`@drawable/ic_shortcut_compose`), and the drawables the
///   resource folder lacks are reported.
///
/// The strings go to `values*/quickaction_shortcuts.xml`, a file of their own that the build
/// merges with the app's `strings.xml`, so the app's own file is never rewritten (decided: the
/// issue asks for "the strings.xml entries"; a separate file holds them without touching the
/// rest). A language's file holds only the titles its table translates: for the others Android
/// falls back to `values/`, as iOS falls back to the development language's table.
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
  /// The activity the intents open (`targetClass`), when `package` is given: a full class name,
  /// or one relative to the package (`.ui.HomeActivity`, `HomeActivity`).
  public var activity: String?
  /// The property list the items are read from, for the titles as written (the keys of the
  /// strings tables) and their locations; nil when only `quickActions` is known.
  public var root: PlistValue?
  /// The titles' translations.
  public var strings: LocalizedStrings?
  /// The build settings the items were expanded with (route types are expanded with them too).
  public var settings: BuildSettings

  /// A generator for these quick actions and routes.
  public init(
    quickActions: IOSQuickActions, routes: RouteTable?, package: String? = nil,
    activity: String? = nil
  ) {
    self.quickActions = quickActions
    self.routes = routes
    self.package = package
    self.activity = activity
    root = nil
    strings = nil
    settings = BuildSettings()
  }

  /// A generator for the quick actions of the property list `root` read from `file`, translated
  /// by `strings`, with `settings` expanded.
  public init(
    file: String, root: PlistValue, strings: LocalizedStrings?, settings: BuildSettings,
    routes: RouteTable?, package: String? = nil, activity: String? = nil
  ) {
    self.init(
      quickActions: IOSQuickActions(file: file, root: root, strings: strings, settings: settings),
      routes: routes, package: package, activity: activity)
    self.root = root
    self.strings = strings
    self.settings = settings
  }

  /// The items written: the first of each type.
  var writtenItems: [ShortcutItem] {
    var seen: Set<String> = []
    return quickActions.items.filter { seen.insert($0.type).inserted }
  }

  /// The route of a type, whose key may spell the type with build settings.
  func route(for type: String) -> Route? {
    guard let routes else { return nil }
    return routes.route(for: type) ?? routes.routes.first { settings.expand($0.type) == type }
  }

  /// The intents of an item, back stack first.
  func intents(_ item: ShortcutItem) -> [(action: String, data: String?)] {
    guard let routes, let route = route(for: item.type) else { return [(item.type, nil)] }
    guard let url = Self.concreteURL(route) else { return [(item.type, nil)] }
    var stack: [(Int, String)] = []
    if case .stack(let tab, let path) = route.destination {
      for other in routes.routes where other.type != route.type {
        guard case .stack(let otherTab, let otherPath) = other.destination, otherTab == tab,
          otherPath.count < path.count,
          Array(path.prefix(otherPath.count)).map(\.id) == otherPath.map(\.id),
          let parent = Self.concreteURL(other)
        else { continue }
        stack.append((otherPath.count, parent))
      }
    }
    let view = "android.intent.action.VIEW"
    return stack.sorted { $0.0 < $1.0 }.map { (view, $0.1) } + [(view, url)]
  }

  /// The custom actions of implicit intents (no package): each needs an intent filter.
  public var customActions: [String] {
    writtenItems.flatMap { intents($0) }.map(\.action).filter { $0 != "android.intent.action.VIEW" }
  }

  /// The route's first URL pattern with nothing to fill (no parameter, no wildcard).
  static func concreteURL(_ route: Route) -> String? {
    for case .url(let pattern) in route.triggers
    where pattern.parameterNames.isEmpty && !pattern.text.contains("*") {
      return pattern.text
    }
    return nil
  }

  /// The header comment of every file. It names no path: `--check` compares the same bytes
  /// however the input file was spelled on the command line.
  static let header =
    "<!-- Written by `quickaction android shortcuts` from the iOS quick actions;"
    + " regenerate rather than edit. -->\n"

  /// The files to write.
  public func files() -> [File] {
    let names = resourceNames()
    let targetClass = package.map { Self.qualifiedClass(activity, package: $0) }
    var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" + Self.header
    xml += "<shortcuts xmlns:android=\"\(androidNamespace)\">\n"
    for item in writtenItems {
      let name = names[item.type] ?? Self.stringName(item.type)
      xml += "    <shortcut\n"
      xml += "        android:shortcutId=\"\(Self.escape(item.type))\"\n"
      xml += "        android:enabled=\"true\"\n"
      if let drawable = Self.drawable(item.icon) {
        xml += "        android:icon=\"@drawable/\(drawable)\"\n"
      }
      xml += "        android:shortcutShortLabel=\"@string/\(name)\"\n"
      xml += "        android:shortcutLongLabel=\"@string/\(name)\">\n"
      for intent in intents(item) {
        xml += "        <intent\n            android:action=\"\(Self.escape(intent.action))\""
        if let data = intent.data { xml += "\n            android:data=\"\(Self.escape(data))\"" }
        if let package, let targetClass {
          xml += "\n            android:targetPackage=\"\(Self.escape(package))\""
          xml += "\n            android:targetClass=\"\(Self.escape(targetClass))\""
        }
        xml += " />\n"
      }
      xml += "    </shortcut>\n"
    }
    xml += "</shortcuts>\n"
    var out = [
      File(path: "xml/shortcuts.xml", text: xml),
      File(
        path: "values/quickaction_shortcuts.xml",
        text: strings(quickActions.developmentItems, names)),
    ]
    let development = quickActions.developmentLanguage.lowercased()
    for language in quickActions.translations.keys.sorted()
    where language.lowercased() != development {
      let items = (quickActions.translations[language] ?? []).filter {
        translates($0.type, in: language)
      }
      out.append(
        File(
          path: "values-\(Self.qualifier(language))/quickaction_shortcuts.xml",
          text: strings(items, names)))
    }
    return out
  }

  /// Whether the table of `language` translates the title of `type` (always, when the titles
  /// as written are not known).
  func translates(_ type: String, in language: String) -> Bool {
    guard strings != nil, let key = rawValue(of: type, key: .title) else { return true }
    guard let strings, let table = TitleLocalization.table(for: language, in: strings) else {
      return false
    }
    return table.strings[key.text] != nil
  }

  func strings(_ items: [ShortcutItem], _ names: [String: String]) -> String {
    var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" + Self.header + "<resources>\n"
    var seen: Set<String> = []
    for item in items where seen.insert(item.type).inserted {
      let name = names[item.type] ?? Self.stringName(item.type)
      let shown = Self.escape(
        Self.androidEscaped(Self.collapsingWhiteSpace(item.title)), quotes: false)
      text += "    <string name=\"\(name)\">\(shown)</string>\n"
    }
    return text + "</resources>\n"
  }

  /// The drawables the shortcuts name that `existing` (drawable names found in the resource
  /// folder) lacks.
  public func missingIcons(existing: Set<String>) -> [MissingIcon] {
    writtenItems.compactMap { item in
      Self.drawable(item.icon).flatMap {
        existing.contains($0) ? nil : MissingIcon(drawable: $0, shortcutID: item.type)
      }
    }
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
