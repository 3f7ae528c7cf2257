import PropertyList
import QuickActionPictures
import QuickActionTooling
import QuickActions

/// `quickaction items`: the Home Screen menu as iOS would show it (`ItemsReport`).
enum ItemsCommand: Command {
  static var spec: ArgumentSpec { table.spec }

  static func run(_ arguments: [String]) throws -> Int32 {
    var (request, args) = try table.parse(arguments, into: ItemsRequest())
    request.file = try args.positionals(atMost: 1).first ?? request.file
    let path = request.file
    let settings = BuildSettings(Dictionary(request.definitions, uniquingKeysWith: { _, b in b }))
    let manifest: Manifest
    do { manifest = try Manifest.load(path) } catch let invalid as Manifest.Invalid {
      Console.error(invalid.description)
      return ExitStatus.failure
    }
    var strings: PlistDictionary? = nil
    if let language = request.language {
      let directory = request.strings ?? folder(of: path)
      let localized = LocalizedStrings.load(directory: directory).0
      if TitleLocalization.table(for: language, in: localized) == nil {
        Console.error(
          manifest.fallbackNote(language, directory, localized: localized, settings: settings))
      }
      strings = manifest.titleStrings(languages: [language], in: localized, settings: settings)
    } else if let directory = request.strings {
      strings = manifest.titleStrings(
        in: LocalizedStrings.load(directory: directory).0, settings: settings)
    }
    var dynamic = manifest.declaredDynamicItems(settings, strings: strings)
    if let store = request.dynamic {
      let bytes = try Console.read(store)
      do {
        dynamic += try DynamicShortcutRegistry.decodeStore(bytes)
      } catch {
        Console.fileError(path: store, bytes: bytes, message: error.message, at: error.location)
        return ExitStatus.failure
      }
    }
    let menu = HomeScreenMenu(
      static: manifest.staticItems(settings, strings: strings), dynamic: dynamic)
    Console.out(ItemsReport.render(menu, path: path, format: request.format))
    return ExitStatus.success
  }
}
