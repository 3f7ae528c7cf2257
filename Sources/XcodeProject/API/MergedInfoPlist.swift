import PropertyList

/// A target's Info.plist as the build makes it: the `INFOPLIST_FILE`, merged, when
/// `GENERATE_INFOPLIST_FILE` is `YES`, with the keys Xcode generates — the bundle's identity
/// (`CFBundleIdentifier` from `PRODUCT_BUNDLE_IDENTIFIER`, …) and one key per `INFOPLIST_KEY_*`
/// setting. A key both define keeps the file's value (Xcode 13 release notes: with a generated
/// Info.plist, "values in the Info.plist file take precedence over" the build settings').
///
/// Values are as written: `$(VAR)` references stay, for `BuildSettingsTable.expand(_:)`. Every
/// entry keeps where it is written: the Info.plist, or the pbxproj or `.xcconfig` line of its
/// setting. Xcode's generated Info.plist cannot hold `UIApplicationShortcutItems`,
/// `CFBundleURLTypes` or `LSApplicationQueriesSchemes` (no `INFOPLIST_KEY_*` setting covers
/// them), so those come from the file.
public struct MergedInfoPlist: Sendable {
  /// One key of the merged dictionary.
  public struct Entry: Sendable, Hashable {
    /// The key.
    public var key: String
    /// The value, as written.
    public var value: PlistValue
    /// Where the value is written.
    public var location: ProjectLocation
  }

  /// The `INFOPLIST_FILE`, read; nil when the setting is not there.
  public var file: Result<SettingFile, SettingFileError>?
  /// Whether `GENERATE_INFOPLIST_FILE` is `YES`.
  public var generates: Bool
  /// The keys the build generates (empty unless `generates`).
  public var generated: [Entry]
  /// The merged dictionary: the file's keys in its order, then the generated keys it lacks.
  public var entries: [Entry]

  /// The merged entry for `key`.
  public subscript(key: String) -> Entry? { entries.first { $0.key == key } }

  init(target: ConfiguredTarget) {
    let settings = target.settings
    file = settings.resolve("INFOPLIST_FILE").flatMap {
      $0.value == "" ? nil : SettingFile.read($0, in: target)
    }
    let generate = settings.resolve("GENERATE_INFOPLIST_FILE")
    generates = BuildSettingsTable.isYes(generate?.value)
    var generated: [Entry] = []
    if generates {
      let at = generate?.location ?? target.target.location
      func add(_ key: String, _ text: String, _ location: ProjectLocation?) {
        generated.append(
          Entry(key: key, value: PlistValue(.string(text)), location: location ?? at))
      }
      add(
        "CFBundleIdentifier", "$(PRODUCT_BUNDLE_IDENTIFIER)",
        settings.assignment(for: "PRODUCT_BUNDLE_IDENTIFIER")?.location)
      add("CFBundleExecutable", "$(EXECUTABLE_NAME)", nil)
      add("CFBundleName", "$(PRODUCT_NAME)", settings.assignment(for: "PRODUCT_NAME")?.location)
      add("CFBundlePackageType", "$(PRODUCT_BUNDLE_PACKAGE_TYPE)", nil)
      add("CFBundleDevelopmentRegion", "$(DEVELOPMENT_LANGUAGE)", nil)
      add("CFBundleInfoDictionaryVersion", "6.0", nil)
      if let version = settings.assignment(for: "MARKETING_VERSION") {
        add("CFBundleShortVersionString", "$(MARKETING_VERSION)", version.location)
      }
      if let build = settings.assignment(for: "CURRENT_PROJECT_VERSION") {
        add("CFBundleVersion", "$(CURRENT_PROJECT_VERSION)", build.location)
      }
      for name in settings.names where name.hasPrefix("INFOPLIST_KEY_") {
        guard let assignment = settings.assignment(for: name) else { continue }
        let (key, value) = Self.generatedKey(
          String(name.dropFirst("INFOPLIST_KEY_".count)), assignment.value)
        generated.removeAll { $0.key == key }
        generated.append(Entry(key: key, value: value, location: assignment.location ?? at))
      }
    }
    self.generated = generated
    var merged: [Entry] = []
    var seen: Set<String> = []
    if case .success(let info) = file, let dict = info.document.root.dictionaryValue {
      for entry in dict where seen.insert(entry.key).inserted {
        merged.append(
          Entry(
            key: entry.key, value: entry.value,
            location: ProjectLocation(file: info.path, location: entry.keyLocation)))
      }
    }
    for entry in generated where seen.insert(entry.key).inserted { merged.append(entry) }
    entries = merged
  }

  /// The Info.plist key and value an `INFOPLIST_KEY_` setting generates: `_iPad`/`_iPhone`
  /// become `~ipad`/`~iphone`; a `…_Generation` setting generates the key's default dictionary;
  /// `YES`/`NO` a boolean; the interface orientations a list.
  static func generatedKey(_ suffix: String, _ text: String) -> (String, PlistValue) {
    var key = suffix
    if key.hasSuffix("_iPad") { key = String(key.dropLast(5)) + "~ipad" }
    if key.hasSuffix("_iPhone") { key = String(key.dropLast(7)) + "~iphone" }
    if key.hasSuffix("_Generation") {
      return (String(key.dropLast("_Generation".count)), PlistValue(.dictionary(PlistDictionary())))
    }
    if key.hasPrefix("UISupportedInterfaceOrientations") {
      return (
        key, PlistValue(.array(text.split(separator: " ").map { PlistValue(.string(String($0))) }))
      )
    }
    if text == "YES" || text == "NO" { return (key, PlistValue(.bool(text == "YES"))) }
    return (key, PlistValue(.string(text)))
  }
}
