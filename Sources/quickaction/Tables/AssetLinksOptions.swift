import AndroidProject
import PropertyList
import QuickActionLint

/// `assetlinks`'s name, help and options.
extension AssetLinksCommand {
  static let name = "assetlinks"
  static let summary =
    "Validate an assetlinks.json file; explain whether a URL opens the Android app"
  static let usage = """
    USAGE: quickaction assetlinks validate FILE [--format text|json]
           quickaction assetlinks match URL [--package NAME] FILE [--format text|json]

    validate  reports what Android would misread or ignore in FILE, with its line and column:
              JSON errors, statements without relation or target, package names that are not
              application IDs, fingerprints that are not SHA-256, Android 15 dynamic rules of the
              wrong shape, unknown keys. Exit status 1 when there is an error.
    match     decides whether URL opens the app (--package; by default every package FILE
              grants handle_all_urls) by FILE: the statement that grants it, then its Android 15
              dynamic rules in order, the first match deciding, an exclude keeping the URL in the
              browser, no match keeping it out. It names the statement and the rule that decided,
              and each rule tried before it. Exit status 0 when the URL opens the app (any app
              without --package), 1 when it does not.

    OPTIONS:
    \(table.help())
    """

  typealias Option = CommandOption<SiteFileRequest>

  /// The app option, only for `match`.
  static let app = Option.value(OptionName.package, "NAME", help: "the application ID", to: \.app)

  static let table = OptionTable<SiteFileRequest>(options: [
    app, .format(to: \.format),
  ])
}
