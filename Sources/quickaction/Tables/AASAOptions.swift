import PropertyList
import QuickActionLint

/// `aasa`'s name, help and options.
extension AASACommand {
  static let name = "aasa"
  static let summary =
    "Validate an apple-app-site-association file; explain whether a URL opens the app"
  static let usage = """
    USAGE: quickaction aasa validate FILE [--format text|json]
           quickaction aasa match URL [--app TEAMID.bundle.id] FILE [--format text|json]

    validate  reports what iOS would misread or ignore in FILE, with its line and column:
              JSON errors, unknown keys, values of the wrong type, app IDs that are not
              TEAMID.bundle.id, both appIDs and appID, patterns that never match. Exit status 1
              when there is an error.
    match     decides whether URL opens the app (--app; by default every app FILE names) as a
              universal link, the way iOS reads FILE: the details that name the app in order,
              their components in order, the first match deciding and an exclude ending the
              scan. It names the detail and the component or path that decided, and each one
              tried before it. Exit status 0 when the URL opens the app (any app without
              --app), 1 when it does not.

    OPTIONS:
    \(table.help())
    """

  typealias Option = CommandOption<SiteFileRequest>

  /// The app option, only for `match`.
  static let app = Option.value(
    OptionName.app, "ID", help: "the app: its team ID, a dot, its bundle ID", to: \.app)

  static let table = OptionTable<SiteFileRequest>(options: [
    app, .format(to: \.format),
  ])
}
