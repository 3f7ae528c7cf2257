import QuickActionPictures

/// `map`'s name, help and options.
extension MapCommand {
  static let name = "map"
  static let summary = "Draw the navigation map and each route's doors (SVG, DOT or Mermaid)"
  static let usage = """
    USAGE: quickaction map [FILE] [--aasa [DOMAIN=]FILE]… [--app TEAMID.bundle.id]
                           [--format svg|dot|mermaid] [--output FILE]

    Draws the navigation of FILE (default ./Shortcuts.plist): its tabs with their stacks and
    split views, the modal destinations and the gate, and each route as a path of its own, with
    an arrow into it from every door: its quick action, and its URL patterns (custom schemes
    and universal links), user activities (Handoff, Spotlight) and notifications, each labelled
    with the route's modal policy. Items without a route and routes without an item stand out.
    With --aasa, each universal link is checked against that apple-app-site-association file as
    iOS reads it (a pattern with parameters by a URL it matches, each parameter a value of its
    type, which the box names): a link the file keeps out is drawn dashed red with the detail
    and component that block it. Writes to --output (whole or not at all) or standard output.

    OPTIONS:
    \(table.help())
    """

  typealias Option = CommandOption<MapRequest>

  static let format = Option.choice(
    OptionName.format, "FORMAT", among: ["svg", "dot", "mermaid"],
    help: "svg (default), dot (Graphviz) or mermaid (renders on GitHub)", to: \.format)
  static let output = Option.value(
    OptionName.output, "FILE",
    help: """
      where to write the picture; its extension (.svg, .dot or .gv, .mmd
      or .mermaid) gives the format, and must agree with --format
      """, to: \.output)
  static let aasa = Option.values(
    OptionName.aasa, "[DOMAIN=]FILE",
    help: """
      a website's apple-app-site-association file: DOMAIN's, or without
      DOMAIN every universal-link host's; repeat it for each domain
      (links on a host with no file are drawn without a verdict)
      """, to: \.associationFiles)
  static let app = Option.value(
    OptionName.app, "ID",
    help: """
      the app the files are read for (TEAMID.bundle.id); by default the
      one app each file names
      """, to: \.app)

  static let table = OptionTable<MapRequest>(options: [format, output, aasa, app])
}
