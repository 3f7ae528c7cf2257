import PropertyList
import QuickActions

/// Which text iOS shows for an Info.plist title or subtitle: the translation in the first of the
/// user's languages the app has strings for, else in the app's development language
/// (`CFBundleDevelopmentRegion`), else the text as written.
///
/// Apple's documentation of `CFBundleDevelopmentRegion` (Bundle Resources, Information Property
/// List): "The system uses this key as the language if it can't locate a resource for the
/// user's preferred language"; and of `kCFBundleDevelopmentRegionKey` (Core Foundation): "When
/// CFBundle looks for resources, the fallback is to look in the lproj whose name is given by the
/// `kCFBundleDevelopmentRegionKey`". So a key-style title (`SEARCH_TITLE`) with an `en.lproj`
/// that translates it shows the English text, by default and in a language with no translation.
public enum TitleLocalization {
  /// The Info.plist key that names the development language.
  public static let developmentRegionKey = "CFBundleDevelopmentRegion"

  /// The development language an Info.plist declares, with build settings expanded; nil when it
  /// declares none. `$(DEVELOPMENT_LANGUAGE)` that no definition resolves is English, the value
  /// Xcode gives a new project (Xcode's build settings reference, "Development Language").
  public static func developmentRegion(
    _ root: PlistValue, settings: BuildSettings = BuildSettings()
  ) -> String? {
    guard let raw = root[developmentRegionKey]?.stringValue else { return nil }
    let region = settings.expand(raw)
    if region.isEmpty || region.contains("$(") || region.contains("${") { return "en" }
    return region
  }

  /// The strings titles are looked up in, in iOS's order: each of `languages` the app has a table
  /// for, then `developmentRegion`'s table. A key one table lacks is taken from the next; a key
  /// none has is shown as written. Nil when no table applies.
  public static func strings(
    languages: [String], developmentRegion: String?, in localized: LocalizedStrings
  ) -> PlistDictionary? {
    var chain: [LocalizedStrings.Table] = []
    for language in languages + (developmentRegion.map { [$0] } ?? []) {
      guard let table = table(for: language, in: localized), !chain.contains(table) else {
        continue
      }
      chain.append(table)
    }
    guard var merged = chain.first?.strings else { return nil }
    for table in chain.dropFirst() {
      for entry in table.strings where merged[entry.key] == nil {
        merged.set(entry.value, forKey: entry.key)
      }
    }
    return merged
  }

  /// The table of `language`: the same name (letter case and `_`/`-` aside), else its language
  /// without the region (`de-CH` uses `de.lproj`), as `Bundle.preferredLocalizations(from:)`
  /// matches them. `Base` is never a language's table.
  public static func table(for language: String, in localized: LocalizedStrings) -> LocalizedStrings
    .Table?
  {
    func normal(_ s: String) -> String { s.lowercased().replacingUnderscores }
    let wanted = normal(language)
    let tables = localized.tables.filter { $0.language.lowercased() != "base" }
    if let exact = tables.first(where: { normal($0.language) == wanted }) { return exact }
    let base = wanted.split(separator: "-").first.map(String.init) ?? wanted
    return tables.first { normal($0.language) == base }
  }
}

extension String {
  fileprivate var replacingUnderscores: String { String(map { $0 == "_" ? "-" : $0 }) }
}
