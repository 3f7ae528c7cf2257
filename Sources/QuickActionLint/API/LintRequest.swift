import QuickActionTooling

/// What a lint run is asked to do: the command line of `quickaction lint`, as values. Every
/// part is optional; the default lints what the current folder holds (see ``LintRun``).
public struct LintRequest: Sendable {
  /// The property lists to lint (`-` is standard input); empty: what the folder holds.
  public var files: [String] = []
  /// A manifest with `QuickActionRoutes` (`--routes`).
  public var routes: String?
  /// The folder whose strings files titles are checked against (`--strings`).
  public var strings: String?
  /// The folder whose asset catalogs icons are checked against (`--assets`).
  public var assets: String?
  /// The app's bundle identifier (`--bundle-id`).
  public var bundleIdentifier: String?
  /// Build settings for `$(VAR)` (`--define`), the last value of a name winning.
  public var definitions: [(name: String, value: String)] = []
  /// Rules to skip (`--disable`).
  public var disabledRules: [String] = []
  /// Opt-in rules to run (`--enable`).
  public var enabledRules: [String] = []
  /// How the findings are written (`--format`).
  public var format: ReporterFormat = .xcode
  /// Whether the findings are in colour (Xcode format only; `--color`).
  public var colour: Bool = false
  /// Whether warnings fail the run too (`--strict`).
  public var strict: Bool = false
  /// Apply the safe fix-its (`--fix`).
  public var fix: Bool = false
  /// With `fix`, show the fix-its as a diff and write nothing (`--dry-run`).
  public var dryRun: Bool = false
  /// The lint settings file (`--config`); nil: the nearest one above the first input.
  public var settingsFile: String?
  /// A baseline of accepted findings to leave out (`--baseline`).
  public var baseline: String?
  /// A baseline to write with today's findings, accepted (`--write-baseline`).
  public var writeBaseline: String?
  /// A file written after a run that passes (`--stamp`).
  public var stamp: String?
  /// `apple-app-site-association` files (`--aasa`).
  public var associationFiles: [String] = []
  /// The Android app's folder (`--android`).
  public var android: String?
  /// The sites' `assetlinks.json` files (`--assetlinks`).
  public var assetLinks: [String] = []
  /// The workspace or project (`--project`).
  public var project: String?
  /// The targets to lint (`--target`); empty: the apps and app extensions.
  public var targets: [String] = []
  /// The build configuration settings are read for (`--configuration`; nil: Debug).
  public var configuration: String?

  /// A request for the default run: what the current folder holds.
  public init() {}

  /// Whether the request names a project option (`--project`, `--target`, `--configuration`).
  var namesProject: Bool { project != nil || !targets.isEmpty || configuration != nil }

  /// Whether it names an Android input (`--android`, `--assetlinks`).
  var namesAndroid: Bool { android != nil || !assetLinks.isEmpty }
}

/// Why a lint run stopped before its report: the tool's exit statuses 64, 66, 73 and 74, or a
/// settings file or baseline that does not read (1). The same as every run of the tool's.
public typealias LintRunError = ToolRunError

/// How a lint run reaches the files and the user: the tool reads with its size limits and
/// standard input, writes atomically, and says things on standard error.
public typealias LintEnvironment = ToolEnvironment

extension ToolEnvironment {
  /// The folder relative paths start from: the process's current folder, as for every file
  /// the run finds.
  public var currentFolder: String { LintPaths.currentFolder }
}
