import PropertyList
import QuickActionPictures
import QuickActionTooling
import QuickActions

/// `quickaction preview`: the long-press menu drawn as iOS shows it, every language side by side.
enum PreviewCommand: Command {
  static var spec: ArgumentSpec { table.spec }

  static func run(_ arguments: [String]) throws -> Int32 {
    var (request, args) = try table.parse(arguments, into: PreviewRequest())
    request.file = try args.positionals(atMost: 1).first ?? request.file
    let path = request.file
    var device = Device.standard
    if let name = request.device {
      guard let named = Device.named(name) else {
        throw UsageError(
          message:
            "unknown device '\(TerminalText.escape(name))'; one of: \(Device.all.map(\.name).joined(separator: ", "))"
        )
      }
      device = named
    }
    let output = request.output
    let format = try Arguments.outputFormat(
      output: output, outputOption: Self.output.name, stated: nil, formatOption: nil,
      extensions: ["html": "html", "svg": "svg"], default: "html")
    let settings = BuildSettings(Dictionary(request.definitions, uniquingKeysWith: { _, b in b }))
    let manifest: Manifest
    do { manifest = try Manifest.load(path) } catch let invalid as Manifest.Invalid {
      Console.error(invalid.description)
      return ExitStatus.failure
    }
    var stored: [ShortcutItem] = []
    if let store = request.dynamic {
      let bytes = try Console.read(store)
      do { stored = try DynamicShortcutRegistry.decodeStore(bytes) } catch {
        Console.fileError(path: store, bytes: bytes, message: error.message, at: error.location)
        return ExitStatus.failure
      }
    }
    let variants = try languages(request, path: path, manifest: manifest, settings: settings).map {
      language, strings in
      PreviewPage.Variant(
        language: language,
        menu: HomeScreenMenu(
          static: manifest.staticItems(settings, strings: strings),
          dynamic: manifest.declaredDynamicItems(settings, strings: strings) + stored))
    }
    var icons = Set<String>()
    for variant in variants {
      for case .template(let name)? in variant.menu.items.map(\.icon) { icons.insert(name) }
    }
    let templates =
      request.assets.map { TemplateImages.load(directory: $0, names: icons) } ?? [:]
    let appName = request.appName ?? manifest.appName(settings) ?? "App"
    let page = PreviewPage(
      source: path, variants: variants, device: device, appearance: request.appearance,
      appName: appName,
      templates: templates)
    guard let output else {
      Console.out(page.html())
      return ExitStatus.success
    }
    try Console.writeAtomically(format == "svg" ? page.svg() : page.html(), to: output)
    Console.error(
      "wrote \(TerminalText.escape(output)): \(variants.count) language\(variants.count == 1 ? "" : "s"), \(device.name), \(request.appearance.rawValue)"
    )
    return ExitStatus.success
  }
}
