import PropertyList
import QuickActionTooling
import QuickActions

/// One `quickaction items` run: the manifest, its strings and a store read, the menu listed in
/// the request's format (`ItemsReport`).
public enum ItemsRun {
  /// The menu of `request.file` as the Home Screen shows it; a language without strings is a
  /// note said in `environment`.
  public static func run(_ request: ItemsRequest, in environment: ToolEnvironment)
    throws(ToolRunError) -> ToolOutcome
  {
    let path = request.file
    let settings = BuildSettings(Dictionary(request.definitions, uniquingKeysWith: { _, b in b }))
    let manifest = try ManifestFile.load(path, in: environment)
    var strings: PlistDictionary? = nil
    if let language = request.language {
      let directory = request.strings ?? ManifestFile.folder(of: path)
      let localized = LocalizedStrings.load(directory: directory).0
      if TitleLocalization.table(for: language, in: localized) == nil {
        environment.say(
          manifest.fallbackNote(language, directory, localized: localized, settings: settings))
      }
      strings = manifest.titleStrings(languages: [language], in: localized, settings: settings)
    } else if let directory = request.strings {
      strings = manifest.titleStrings(
        in: LocalizedStrings.load(directory: directory).0, settings: settings)
    }
    var dynamic = manifest.declaredDynamicItems(settings, strings: strings)
    if let store = request.dynamic {
      dynamic += try ManifestFile.storedItems(store, in: environment)
    }
    let menu = HomeScreenMenu(
      static: manifest.staticItems(settings, strings: strings), dynamic: dynamic)
    return ToolOutcome(output: ItemsReport.render(menu, path: path, format: request.format))
  }
}
