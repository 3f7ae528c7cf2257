#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import AndroidProject
import PropertyList
import QuickActionLint
import QuickActions

/// `quickaction android shortcuts`: write (or check) an Android app's static shortcuts from the
/// iOS declaration (`AndroidShortcutsGenerator`).
enum AndroidCommand: Command {
  static let name = "android"
  static let summary = "Write or check Android's shortcuts.xml and strings from the iOS quick actions"
  static let usage = """
    USAGE: quickaction android shortcuts [FILE] --output RES_DIR [--strings DIR] [--package ID] [--activity CLASS]
           quickaction android shortcuts [FILE] --check RES_DIR [--strings DIR] [--package ID] [--activity CLASS]

    Writes RES_DIR/xml/shortcuts.xml and RES_DIR/values*/quickaction_shortcuts.xml (one per
    language the titles are translated into) from FILE's UIApplicationShortcutItems and
    QuickActionRoutes (default ./Shortcuts.plist): each item's type is its shortcutId, its title
    a string resource, its route's URL the intent's data (a back stack from the routes of the
    screens before it), its icon a drawable; the drawables RES_DIR lacks are listed.
    --check writes nothing: it prints what differs from what would be written, as a unified
    diff, and exits 1 when anything does.

    OPTIONS:
      --output RES_DIR      the app's res/ folder to write into
      --check RES_DIR       the res/ folder to compare with
      --strings DIR         translations: <lang>.lproj/InfoPlist.strings below DIR
      --package ID          the application ID, for explicit intents (targetPackage)
      --activity CLASS      the activity the intents open (default ID.MainActivity)
    """

  static let spec = ArgumentSpec(valueOptions: ["--output", "--check", "--strings", "--package", "--activity"],
                                 conflicts: [.init("--output", "--check", because: "--check writes nothing")])

  static func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, spec: spec)
    guard args.positionals.first == "shortcuts" else {
      throw UsageError(message: args.positionals.first.map { "unknown android command '\(TerminalText.escape($0))' (shortcuts)" } ?? "missing 'shortcuts'")
    }
    let positionals = try args.positionals(atMost: 2)
    guard let folder = args.value("--output") ?? args.value("--check") else { throw UsageError(message: "missing --output RES_DIR or --check RES_DIR") }
    let path = positionals.count > 1 ? positionals[1] : "Shortcuts.plist"
    let manifest: Manifest
    do { manifest = try Manifest.load(path) } catch let invalid as Manifest.Invalid {
      Console.error(invalid.description)
      return ExitStatus.failure
    }
    var strings: LocalizedStrings? = nil
    if let directory = args.value("--strings") {
      guard Console.directoryExists(directory) else { throw InputError(path: directory, reason: "no such directory") }
      strings = LocalizedStrings.load(directory: directory).0
    }
    let routes = try? RouteTable(plist: manifest.root)
    let generator = AndroidShortcutsGenerator(quickActions: IOSQuickActions(file: path, root: manifest.root, strings: strings),
                                              routes: routes, package: args.value("--package"), activity: args.value("--activity"))
    let files = generator.files()
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    if args.value("--check") != nil {
      guard Console.directoryExists(base) else { throw InputError(path: base, reason: "no such directory") }
      var diff = ""
      for file in files {
        let target = base + "/" + file.path
        guard let old = try? Console.read(target) else {
          diff += "missing: \(target) (--output would write it)\n"
          continue
        }
        diff += UnifiedDiff.render(old: old, new: Array(file.text.utf8), path: target)
      }
      if diff.isEmpty {
        Console.out("\(TerminalText.escape(base)): the shortcuts are as \(TerminalText.escape(path)) declares them (\(files.count) files)")
        return ExitStatus.success
      }
      Console.out(diff.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.escape(String($0)) }.joined(separator: "\n"))
      Console.error("\(TerminalText.escape(base)): differs from \(TerminalText.escape(path)); run `quickaction android shortcuts \(TerminalText.escape(path)) --output \(TerminalText.escape(base))`")
      return ExitStatus.failure
    }
    var lines: [String] = []
    for file in files {
      let target = base + "/" + file.path
      try makeFolders(for: target)
      try Console.writeAtomically(file.text, to: target)
      lines.append("wrote \(TerminalText.escape(target))")
    }
    lines[0] += " (\(generator.quickActions.items.count) shortcut\(generator.quickActions.items.count == 1 ? "" : "s"))"
    let missing = generator.missingIcons(existing: drawables(in: base))
    if !missing.isEmpty {
      lines.append("missing drawables (add them to \(TerminalText.escape(base))/drawable/):")
      lines += missing.map { "  \($0.drawable) for \(TerminalText.escape($0.shortcutID))" }
    }
    Console.out(lines.joined(separator: "\n"))
    return ExitStatus.success
  }

  /// The drawable names (file names without extension) in `res/drawable*/` and `res/mipmap*/`.
  static func drawables(in res: String) -> Set<String> {
    var names: Set<String> = []
    for path in FileWalk.paths(below: res) {
      let parts = path.split(separator: "/")
      guard parts.count == 2, parts[0].hasPrefix("drawable") || parts[0].hasPrefix("mipmap") else { continue }
      names.insert(String(parts[1].prefix { $0 != "." }))
    }
    return names
  }

  /// Creates the folders of `path` that are not there.
  static func makeFolders(for path: String) throws(OutputError) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/").dropLast() {
      prefix += component + "/"
      if !Console.directoryExists(prefix) && mkdir(prefix, 0o755) != 0 && !Console.directoryExists(prefix) {
        throw OutputError(path: prefix, reason: String(cString: strerror(errno)))
      }
    }
  }
}
