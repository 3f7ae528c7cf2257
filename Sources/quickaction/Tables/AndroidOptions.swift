import QuickActionLint

/// `android`'s name, help and options.
extension AndroidCommand {
  static let name = "android"
  static let summary =
    "Write or check Android's shortcuts.xml and strings from the iOS quick actions"
  static let usage = """
    USAGE: quickaction android shortcuts [FILE] --output RES_DIR [options]
           quickaction android shortcuts [FILE] --check RES_DIR [options]

    Writes RES_DIR/xml/shortcuts.xml and RES_DIR/values*/quickaction_shortcuts.xml (one per
    language the titles are translated into) from FILE's UIApplicationShortcutItems and
    QuickActionRoutes (default ./Shortcuts.plist): each item's type is its shortcutId, its title
    a string resource, its route's URL the intent's data (a back stack from the routes of the
    screens before it), its icon a drawable; the drawables RES_DIR lacks are listed.
    $(VAR) build settings are expanded as Xcode builds FILE: from the target of an Xcode project
    (in FILE's folder, its parent, or here; or --project) whose INFOPLIST_FILE it is, then
    --define. One left unexpanded is an error, and nothing is written.
    --check writes nothing: it prints what differs from what would be written, as a unified
    diff, and exits 1 when anything does.

    OPTIONS:
    \(table.help())
    """

  typealias Option = CommandOption<AndroidShortcutsRequest>

  static let output = Option.value(
    OptionName.output, "RES_DIR", help: "the app's res/ folder to write into", to: \.output)
  static let check = Option.value(
    "--check", "RES_DIR", help: "the res/ folder to compare with", to: \.check)
  static let package = Option.value(
    OptionName.package, "ID", help: "the application ID, for explicit intents (targetPackage)",
    to: \.package)
  static let activity = Option.value(
    OptionName.activity, "CLASS",
    help: """
      the activity the intents open (default ID.MainActivity; .ui.Home
      and Home are completed with ID)
      """, to: \.activity)

  static let table = OptionTable<AndroidShortcutsRequest>(
    options: [
      output, check,
      .value(
        OptionName.strings, "DIR",
        help: """
          translations: <lang>.lproj/InfoPlist.strings below DIR (default:
          those the Xcode target copies)
          """, to: \.strings),
      package, activity,
      .define {
        $0.definitions = $1
      },
      .value(
        OptionName.project, "PATH", help: "the .xcodeproj or .xcworkspace that builds FILE",
        to: \.project),
      .value(
        OptionName.configuration, "NAME", help: "the build configuration (default Debug)",
        to: \.configuration),
    ],
    conflicts: [output.conflicts(with: check, because: "--check writes nothing")])
}
