import PropertyList
import QuickActionPictures
import QuickActionTooling
import QuickActions

/// `quickaction preview`: the long-press menu drawn as iOS shows it, every language side by side.
enum PreviewCommand: Command {
  static let name = "preview"
  static let summary =
    "Draw the Home Screen menu as iOS shows it (HTML or SVG), every language side by side"
  static let usage = """
    USAGE: quickaction preview [FILE] [--language LANG]… [--strings DIR] [--appearance light|dark]
                               [--device NAME] [--assets DIR] [--dynamic FILE] [--app-name NAME]
                               [--define VAR=VALUE]… [--output FILE.html|FILE.svg]

    Draws the quick actions of FILE (default ./Shortcuts.plist) on a device's Home Screen: the
    static items, then the dynamic ones, up to four, with the app icon in the upper half of the
    screen and in the lower half (where iOS lists the menu in reverse). Titles and subtitles are
    truncated as iOS would at the menu's width; the truncation is approximate. Writes one tall
    HTML page (to scroll or print to PDF), or one SVG, to --output, or HTML to standard output.

    OPTIONS:
      --language LANG       a language from LANG.lproj/InfoPlist.strings or InfoPlist.xcstrings;
                            repeatable; "all" for every language found below --strings DIR
                            (default the folder of FILE). Without it, or for a language with no
                            strings, the titles as written, as iOS shows them.
      --appearance MODE     light (default) or dark
      --device NAME         \(Device.all.map(\.name).joined(separator: "\n                            "))
                            (default \(Device.standard.name))
      --assets DIR          an asset catalog: template icons are drawn from their imagesets
      --dynamic FILE        a store of dynamic items, as DynamicShortcutRegistry saves it
      --app-name NAME       the name under the icon (default CFBundleDisplayName or CFBundleName)
      --define VAR=VALUE    a build setting for $(VAR) references; repeatable
      --output FILE         FILE.html or FILE.svg, written whole or not at all
    """

  static let spec = ArgumentSpec(valueOptions: [
    "--language", "--strings", "--appearance", "--device", "--assets", "--dynamic", "--app-name",
    "--define", "--output",
  ])

  static func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, spec: spec)
    let path = try args.positionals(atMost: 1).first ?? "Shortcuts.plist"
    guard
      let appearance = Appearance(
        rawValue: try args.choice("--appearance", ["light", "dark"], default: "light"))
    else {
      throw UsageError(message: "--appearance must be light or dark")
    }
    var device = Device.standard
    if let name = args.value("--device") {
      guard let named = Device.named(name) else {
        throw UsageError(
          message:
            "unknown device '\(TerminalText.escape(name))'; one of: \(Device.all.map(\.name).joined(separator: ", "))"
        )
      }
      device = named
    }
    let output = args.value("--output")
    let format = try args.outputFormat(
      output: output, formatOption: nil, extensions: ["html": "html", "svg": "svg"], default: "html"
    )
    let settings = BuildSettings(
      Dictionary(try args.pairs("--define"), uniquingKeysWith: { _, b in b }))
    let manifest: Manifest
    do { manifest = try Manifest.load(path) } catch let invalid as Manifest.Invalid {
      Console.error(invalid.description)
      return ExitStatus.failure
    }
    var stored: [ShortcutItem] = []
    if let store = args.value("--dynamic") {
      let bytes = try Console.read(store)
      do { stored = try DynamicShortcutRegistry.decodeStore(bytes) } catch {
        Console.fileError(path: store, bytes: bytes, message: error.message, at: error.location)
        return ExitStatus.failure
      }
    }
    let variants = try languages(args, path: path, manifest: manifest, settings: settings).map {
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
      args.value("--assets").map { TemplateImages.load(directory: $0, names: icons) } ?? [:]
    let appName = args.value("--app-name") ?? manifest.appName(settings) ?? "App"
    let page = PreviewPage(
      source: path, variants: variants, device: device, appearance: appearance, appName: appName,
      templates: templates)
    guard let output else {
      Console.out(page.html())
      return ExitStatus.success
    }
    try Console.writeAtomically(format == "svg" ? page.svg() : page.html(), to: output)
    Console.error(
      "wrote \(TerminalText.escape(output)): \(variants.count) language\(variants.count == 1 ? "" : "s"), \(device.name), \(appearance.rawValue)"
    )
    return ExitStatus.success
  }

  /// The languages asked for, each with the strings iOS looks its titles up in
  /// (`TitleLocalization`: the language, then the development language; nil: as written).
  static func languages(
    _ args: Arguments, path: String, manifest: Manifest, settings: BuildSettings
  ) throws
    -> [(String?, PlistDictionary?)]
  {
    let asked = args.all("--language")
    if asked.contains("all") && asked.count > 1 {
      throw UsageError(
        message:
          "--language all and --language \(asked.first { $0 != "all" } ?? "") do not go together: all is every language"
      )
    }
    guard !asked.isEmpty || args.given("--strings") else {
      // The development language's titles when the app has them (labelled with it), else as written.
      let region = manifest.developmentRegion(settings)
      return [(manifest.titleStrings(settings: settings) == nil ? nil : region, nil)]
    }
    let directory = args.value("--strings") ?? folder(of: path)
    let (strings, failures) = LocalizedStrings.load(directory: directory)
    if let failure = failures.first {
      throw InputError(path: failure.path, reason: failure.error.message)
    }
    guard !asked.isEmpty else {
      return [(nil, manifest.titleStrings(in: strings, settings: settings))]
    }
    if asked == ["all"] {
      let tables = strings.tables.filter { $0.language.lowercased() != "base" }
      guard !tables.isEmpty else {
        throw InputError(path: directory, reason: "no *.lproj/InfoPlist.strings below this folder")
      }
      return tables.map {
        (
          $0.language,
          manifest.titleStrings(languages: [$0.language], in: strings, settings: settings)
        )
      }
    }
    return asked.map { language in
      if TitleLocalization.table(for: language, in: strings) == nil {
        Console.error(
          ItemsCommand.fallbackNote(
            language, directory, manifest: manifest, localized: strings, settings: settings))
      }
      return (
        language, manifest.titleStrings(languages: [language], in: strings, settings: settings)
      )
    }
  }
}
