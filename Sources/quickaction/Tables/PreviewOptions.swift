import QuickActionPictures

/// `preview`'s name, help and options.
extension PreviewCommand {
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
    \(table.help())
    """

  typealias Option = CommandOption<PreviewRequest>

  static let language = Option.values(
    OptionName.language, "LANG",
    help: """
      a language from LANG.lproj/InfoPlist.strings or InfoPlist.xcstrings;
      repeatable; "all" for every language found below --strings DIR
      (default the folder of FILE). Without it, or for a language with no
      strings, the titles as written, as iOS shows them.
      """, to: \.languages)

  static let output = Option.value(
    OptionName.output, "FILE", help: "FILE.html or FILE.svg, written whole or not at all",
    to: \.output)

  static let table = OptionTable<PreviewRequest>(options: [
    language,
    .value(
      OptionName.strings, "DIR",
      help: """
        where the .lproj folders and String Catalogs are (default: the
        folder of FILE)
        """,
      to: \.strings),
    .choice("--appearance", "MODE", help: "light (default) or dark", to: \.appearance),
    .value(
      "--device", "NAME",
      help: Device.all.map(\.name).joined(separator: "\n    ")
        + "\n(default \(Device.standard.name))",
      to: \.device),
    .value(
      OptionName.assets, "DIR",
      help: "an asset catalog: template icons are drawn from their imagesets",
      to: \.assets),
    .value(
      OptionName.dynamic, "FILE",
      help: "a store of dynamic items, as DynamicShortcutRegistry saves it",
      to: \.dynamic),
    .value(
      "--app-name", "NAME",
      help: "the name under the icon (default CFBundleDisplayName or CFBundleName)", to: \.appName),
    .define {
      $0.definitions = $1
    },
    output,
  ])
}
