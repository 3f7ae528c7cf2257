import PropertyList
import QuickActionTooling
import QuickActions

/// One `quickaction preview` run: the manifest, its languages, a store and the template icons
/// read, the menu drawn (`PreviewPage`), on standard output or written to a file.
public enum PreviewRun {
  /// The page of `request.file` (`format`: `html` or `svg`, for a written file).
  public static func run(_ request: PreviewRequest, in environment: ToolEnvironment)
    throws(ToolRunError) -> ToolOutcome
  {
    let path = request.file
    var device = Device.standard
    if let name = request.device {
      guard let named = Device.named(name) else {
        throw .usage(
          "unknown device '\(TerminalText.escape(name))'; one of: \(Device.all.map(\.name).joined(separator: ", "))"
        )
      }
      device = named
    }
    let settings = BuildSettings(Dictionary(request.definitions, uniquingKeysWith: { _, b in b }))
    let manifest = try ManifestFile.load(path, in: environment)
    let stored =
      try request.dynamic.map { (store) throws(ToolRunError) in
        try ManifestFile.storedItems(store, in: environment)
      } ?? []
    let variants = try languages(request, manifest: manifest, settings: settings, environment)
      .map { language, strings in
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
    let page = PreviewPage(
      source: path, variants: variants, device: device, appearance: request.appearance,
      appName: request.appName ?? manifest.appName(settings) ?? "App", templates: templates)
    guard let output = request.output else { return ToolOutcome(output: page.html()) }
    try environment.write(Array((request.format == "svg" ? page.svg() : page.html()).utf8), output)
    let count = variants.count
    environment.say(
      "wrote \(TerminalText.escape(output)): \(count) language\(count == 1 ? "" : "s"), \(device.name), \(request.appearance.rawValue)"
    )
    return ToolOutcome(output: nil)
  }
}
