import QuickActionPictures

/// `items`'s name, help and options.
extension ItemsCommand {
  static let name = "items"
  static let summary = "List the quick actions as the Home Screen shows them (static, then dynamic)"
  static let usage = """
    USAGE: quickaction items [FILE] [--dynamic FILE] [--language LANG] [--strings DIR]
                             [--define VAR=VALUE]… [--format text|json]

    Lists the static items of FILE (default ./Shortcuts.plist) in file order, then the dynamic
    ones (declared under QuickActionDynamicItems, and those in a --dynamic store), marking which
    the Home Screen shows (the first 4).

    OPTIONS:
    \(table.help())
    """

  static let table = OptionTable<ItemsRequest>(options: [
    .value(
      OptionName.dynamic, "FILE",
      help: "a store of dynamic items, as DynamicShortcutRegistry saves it",
      to: \.dynamic),
    .value(
      OptionName.language, "LANG",
      help: """
        the user's language: titles from LANG.lproj/InfoPlist.strings or
        InfoPlist.xcstrings (below --strings DIR, by default the folder of
        FILE), then as iOS falls back: the development language's
        (CFBundleDevelopmentRegion) strings, then the text as written
        """, to: \.language),
    .value(
      OptionName.strings, "DIR", help: "where the .lproj folders and String Catalogs are",
      to: \.strings),
    .define {
      $0.definitions = $1
    },
    .format(to: \.format),
  ])
}
