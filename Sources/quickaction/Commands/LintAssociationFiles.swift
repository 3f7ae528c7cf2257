import PropertyList
import QuickActionLint
import QuickActions

/// The `apple-app-site-association` files of a lint run: `--aasa FILE` (repeatable), the
/// settings file's `"aasa"` (a domain for each file), and, linting a project without `--aasa`,
/// the files named `apple-app-site-association` below the project's folder (not in Pods,
/// node_modules, build folders…, as `FileWalk` skips them). Which domains a file serves is
/// decided by `AssociationFile`.
enum LintAssociationFiles {
  /// One file, read.
  struct Read {
    var file: AssociationFile
    var bytes: [UInt8]
  }

  /// The files `--aasa` names; one that cannot be read stops the run (exit 66, with its path).
  static func given(_ args: Arguments) throws -> [Read] {
    try args.all("--aasa").map { path in
      let bytes = try Console.read(path)
      return Read(file: AssociationFile(file: path, bytes: bytes), bytes: bytes)
    }
  }

  /// The files the settings file's `"aasa"` names, relative to its folder; one that cannot be
  /// read stops the run (exit 66, with its path as the settings file writes it).
  static func configured(_ settings: LintSettingsFile) throws -> [Read] {
    try settings.associationFiles.map { entry in
      let path = entry.path.hasPrefix("/") ? entry.path : LintProject.relative(LintSettingsLocator.folder(of: settings.path) + "/" + entry.path)
      let bytes = try Console.read(path)
      return Read(file: AssociationFile(file: path, bytes: bytes, domains: [entry.domain]), bytes: bytes)
    }
  }

  /// The association files below `folder`, as paths relative to the current folder.
  static func found(below folder: String) -> [Read] {
    FileWalk.paths(below: folder).filter(AssociationFile.isAssociationFile).compactMap { relative in
      let path = folder == "." ? relative : folder + "/" + relative
      guard let bytes = try? Console.read(path) else { return nil }
      return Read(file: AssociationFile(file: path, bytes: bytes), bytes: bytes)
    }
  }

  /// Each file linted (`aasa-format`), once, with the run's rules and severities.
  static func reports(_ files: [Read], configuration: LintConfiguration) -> [LintReport] {
    var seen: Set<String> = []
    return files.filter { seen.insert($0.file.file).inserted }.map {
      Linter(configuration: configuration).lint(association: $0.file, bytes: $0.bytes)
    }
  }

  /// Linting files (no project): the universal-link routes are matched against the files as
  /// the app `$(DEVELOPMENT_TEAM).$(PRODUCT_BUNDLE_IDENTIFIER)` (`--define`, `--bundle-id`),
  /// each file serving the domains the settings give it, else the routes' https hosts.
  static func setup(_ files: [Read], configuration: LintConfiguration) -> UniversalLinkSetup? {
    guard !files.isEmpty else { return nil }
    let definitions = configuration.buildSettings.definitions
    var app: String? = nil
    if let team = definitions["DEVELOPMENT_TEAM"], !team.isEmpty,
      let bundle = configuration.bundleIdentifier ?? definitions["PRODUCT_BUNDLE_IDENTIFIER"], !bundle.isEmpty
    {
      app = "\(team).\(bundle)"
    }
    var hosts: [AssociatedDomain] = []
    for trigger in configuration.routes?.routes.flatMap(\.triggers) ?? [] {
      guard case .url(let pattern) = trigger, ["https", "http"].contains(pattern.scheme) else { continue }
      let host = String(pattern.host.prefix { $0 != ":" })
      if case .success(let domain) = AssociatedDomain.parse("applinks:" + host, at: pattern.location) { hosts.append(domain) }
    }
    return UniversalLinkSetup(applicationIdentifier: app, sites: AssociationFile.sites(for: hosts, from: files.map(\.file)))
  }
}
