import PropertyList

/// An `AndroidManifest.xml` as the App Links and shortcuts rules read it: the package, the
/// activities and aliases with their intent filters and meta-data, and the meta-data put on
/// `<application>` itself.
///
/// The elements are the manifest's ("App manifest overview",
/// https://developer.android.com/guide/topics/manifest/manifest-intro): `<activity>` and
/// `<activity-alias>` under `<application>`, each with `<intent-filter>` and `<meta-data>`.
public struct AndroidManifest: Sendable, Hashable {
  /// The file's path.
  public var path: String
  /// The root element.
  public var root: XMLElement
  /// The `package` attribute of `<manifest>` (older projects; newer ones set `namespace` in
  /// the Gradle build), or nil.
  public var package: XMLAttribute?
  /// The activities and activity aliases, in file order.
  public var components: [ManifestComponent]
  /// `<meta-data>` elements that are children of `<application>` itself.
  public var applicationMetaData: [MetaData]

  /// The manifest of `root`, read from `path`.
  public init(path: String, root: XMLElement) {
    self.path = path
    self.root = root
    package = root.attribute("package", namespace: nil)
    var components: [ManifestComponent] = []
    var applicationMetaData: [MetaData] = []
    for application in root.children(named: "application") {
      for child in application.children {
        switch child.name {
        case "activity", "activity-alias": components.append(ManifestComponent(child))
        case "meta-data": applicationMetaData.append(MetaData(child))
        default: break
        }
      }
    }
    self.components = components
    self.applicationMetaData = applicationMetaData
  }

  /// The components that the launcher starts: an intent filter with `MAIN` and `LAUNCHER`.
  public var launchers: [ManifestComponent] { components.filter(\.isLauncher) }

  /// Every intent filter with its component, in file order.
  public var intentFilters: [(component: ManifestComponent, filter: IntentFilter)] {
    components.flatMap { c in c.intentFilters.map { (c, $0) } }
  }
}

/// An `<activity>` or `<activity-alias>`.
public struct ManifestComponent: Sendable, Hashable {
  /// The element.
  public var element: XMLElement
  /// `android:name`.
  public var name: XMLAttribute?
  /// The intent filters, in order.
  public var intentFilters: [IntentFilter]
  /// The `<meta-data>` children, in order.
  public var metaData: [MetaData]

  init(_ element: XMLElement) {
    self.element = element
    name = element.attribute("name")
    intentFilters = element.children(named: "intent-filter").map(IntentFilter.init)
    metaData = element.children(named: "meta-data").map(MetaData.init)
  }

  /// Whether it is an alias (`<activity-alias>`).
  public var isAlias: Bool { element.name == "activity-alias" }

  /// Whether an intent filter has the `MAIN` action and the `LAUNCHER` category.
  public var isLauncher: Bool { intentFilters.contains(where: \.isLauncher) }
}

/// A `<meta-data android:name android:resource|android:value>` element.
public struct MetaData: Sendable, Hashable {
  /// The element.
  public var element: XMLElement
  /// `android:name`.
  public var name: String?
  /// `android:resource`, such as `@xml/shortcuts`.
  public var resource: XMLAttribute?

  init(_ element: XMLElement) {
    self.element = element
    name = element[android: "name"]
    resource = element.attribute("resource")
  }

  /// The meta-data name that points the launcher at the static shortcuts ("Create shortcuts",
  /// https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static).
  public static let shortcutsName = "android.app.shortcuts"
}

/// One `<intent-filter>`: its actions, categories and the URIs its `<data>` elements accept.
public struct IntentFilter: Sendable, Hashable {
  /// The element.
  public var element: XMLElement
  /// `android:autoVerify`, when written.
  public var autoVerify: XMLAttribute?
  /// The `<action android:name>` values, with their elements.
  public var actions: [XMLElement]
  /// The `<category android:name>` elements.
  public var categories: [XMLElement]
  /// The `<data>` elements directly in the filter.
  public var data: [DataSpec]
  /// The `<uri-relative-filter-group>` children (API 35), each with its own `<data>`.
  public var relativeGroups: [RelativeFilterGroup]

  init(_ element: XMLElement) {
    self.element = element
    autoVerify = element.attribute("autoVerify")
    actions = element.children(named: "action")
    categories = element.children(named: "category")
    data = element.children(named: "data").map(DataSpec.init)
    relativeGroups = element.children(named: "uri-relative-filter-group").map(
      RelativeFilterGroup.init)
  }

  /// The action names.
  public var actionNames: [String] { actions.compactMap { $0[android: "name"] } }
  /// The category names.
  public var categoryNames: [String] { categories.compactMap { $0[android: "name"] } }

  /// Whether `android:autoVerify="true"`.
  public var verifies: Bool { autoVerify?.value == "true" }

  /// Whether it has the `MAIN` action and the `LAUNCHER` category.
  public var isLauncher: Bool {
    actionNames.contains("android.intent.action.MAIN")
      && categoryNames.contains("android.intent.category.LAUNCHER")
  }

  /// The schemes of every `<data>` (the attributes of all of a filter's `<data>` elements
  /// combine: "Add intent filters for App Links",
  /// https://developer.android.com/training/app-links/add-applinks).
  public var schemes: [DataSpec.Value] { data.compactMap(\.scheme) }
  /// The hosts of every `<data>`.
  public var hosts: [DataSpec.Value] { data.compactMap(\.host) }
  /// The path rules of every `<data>` (`path`, `pathPrefix`, `pathPattern`,
  /// `pathAdvancedPattern`, `pathSuffix`).
  public var paths: [DataSpec.PathRule] { data.flatMap(\.paths) }

  /// Whether it is an App Link filter as the docs give it: `VIEW`, `BROWSABLE` and an `http` or
  /// `https` scheme.
  public var isWebLinkFilter: Bool {
    actionNames.contains("android.intent.action.VIEW")
      && categoryNames.contains("android.intent.category.BROWSABLE")
      && schemes.contains { $0.text == "http" || $0.text == "https" }
  }
}

/// A `<uri-relative-filter-group>` (Android 15): `<data>` rules on the path, query and fragment
/// that together include (or, with `android:allow="false"`, exclude) a URI.
public struct RelativeFilterGroup: Sendable, Hashable {
  /// The element.
  public var element: XMLElement
  /// Its `<data>` elements.
  public var data: [DataSpec]

  init(_ element: XMLElement) {
    self.element = element
    data = element.children(named: "data").map(DataSpec.init)
  }

  /// Whether the group excludes what it matches (`android:allow="false"`).
  public var excludes: Bool { element[android: "allow"] == "false" }
}

/// The attributes of one `<data>` element.
public struct DataSpec: Sendable, Hashable {
  /// A value and where it is written.
  public struct Value: Sendable, Hashable {
    /// The text.
    public var text: String
    /// Where the value is.
    public var location: SourceLocation
  }

  /// One path rule and its kind.
  public struct PathRule: Sendable, Hashable {
    /// `path`, `pathPrefix`, `pathPattern`, `pathAdvancedPattern` or `pathSuffix`.
    public var kind: String
    /// The rule's text.
    public var value: Value
  }

  /// The element.
  public var element: XMLElement
  /// `android:scheme`.
  public var scheme: Value?
  /// `android:host`.
  public var host: Value?
  /// `android:port`.
  public var port: Value?
  /// The path rules it writes.
  public var paths: [PathRule]

  init(_ element: XMLElement) {
    self.element = element
    func value(_ name: String) -> Value? {
      element.attribute(name).map { Value(text: $0.value, location: $0.valueLocation) }
    }
    scheme = value("scheme")
    host = value("host")
    port = value("port")
    paths = ["path", "pathPrefix", "pathPattern", "pathAdvancedPattern", "pathSuffix"].compactMap {
      kind in
      value(kind).map { PathRule(kind: kind, value: $0) }
    }
  }
}
