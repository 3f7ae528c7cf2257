import PropertyList

/// What an app's Info.plist says about its wiring: whether it has a scene manifest, the scene
/// delegate classes its configurations name, and the doors it declares.
public struct InfoPlistWiring: Sendable, Hashable {
  /// The file.
  public var file: String
  /// Where `UIApplicationSceneManifest` is, when there is one.
  public var sceneManifest: SourcePlace?
  /// The window-scene configurations (`UIWindowSceneSessionRoleApplication`): name and
  /// delegate class, `$(PRODUCT_MODULE_NAME).` and any module prefix removed.
  public var sceneConfigurations: [(name: String?, delegate: NamedPlace)]
  /// Where `UIApplicationShortcutItems` is, and how many static items it holds.
  public var shortcutItems: (place: SourcePlace, count: Int)?
  /// Where `CFBundleURLTypes` is, when it declares at least one scheme.
  public var urlTypes: SourcePlace?
  /// Where `NSUserActivityTypes` is, when it has one.
  public var activityTypes: SourcePlace?
  /// Whether it is an app extension's (`NSExtension`), not the app's.
  public var isExtension: Bool

  /// The Info.plist `bytes` of `file`, or nil when they do not read as a property list.
  public init?(file: String, bytes: [UInt8]) {
    guard
      let document = try? PropertyList.read(
        bytes, format: PropertyList.format(of: bytes, path: file),
        options: .init(allowsDuplicateKeys: true)),
      let root = document.root.dictionaryValue
    else { return nil }
    self.file = file
    let place = { (location: SourceLocation) in
      SourcePlace(
        file: file, line: location.line, column: location.column, offset: location.offset)
    }
    isExtension = root["NSExtension"] != nil
    sceneConfigurations = []
    if let manifest = root.entry(forKey: "UIApplicationSceneManifest") {
      sceneManifest = place(manifest.keyLocation)
      let roles = manifest.value["UISceneConfigurations"]?.dictionaryValue
      for configuration in roles?["UIWindowSceneSessionRoleApplication"]?.arrayValue ?? [] {
        guard let entry = configuration.dictionaryValue?.entry(forKey: "UISceneDelegateClassName"),
          let text = entry.value.stringValue
        else { continue }
        let name = text.split(separator: ".").last.map(String.init) ?? text
        sceneConfigurations.append(
          (
            configuration["UISceneConfigurationName"]?.stringValue,
            NamedPlace(name: name, place: place(entry.value.location))
          ))
      }
    }
    if let items = root.entry(forKey: "UIApplicationShortcutItems"),
      let array = items.value.arrayValue, !array.isEmpty
    {
      shortcutItems = (place(items.keyLocation), array.count)
    }
    if let types = root.entry(forKey: "CFBundleURLTypes"),
      (types.value.arrayValue ?? []).contains(where: {
        !($0["CFBundleURLSchemes"]?.arrayValue ?? []).isEmpty
      })
    {
      urlTypes = place(types.keyLocation)
    }
    if let types = root.entry(forKey: "NSUserActivityTypes"),
      !(types.value.arrayValue ?? []).isEmpty
    {
      activityTypes = place(types.keyLocation)
    }
  }

  /// Where the Info.plist declares `door`, when it does.
  public func declares(_ door: WiringDoor) -> SourcePlace? {
    switch door {
    case .shortcut: shortcutItems?.place
    case .url: urlTypes
    case .activity: activityTypes
    case .notification: nil
    }
  }

  /// Whether two readings are of the same file with the same manifest.
  public static func == (a: InfoPlistWiring, b: InfoPlistWiring) -> Bool {
    a.file == b.file && a.sceneManifest == b.sceneManifest
      && a.sceneConfigurations.map(\.delegate) == b.sceneConfigurations.map(\.delegate)
  }

  /// Hashes the file.
  public func hash(into hasher: inout Hasher) { hasher.combine(file) }
}
