import PropertyList
import QuickActionTooling
import QuickActions

/// The website half for iOS: the `apple-app-site-association` files of a run, given
/// (`--aasa`), named by the settings file's `"aasa"` (a domain for each), or, linting a project
/// without `--aasa`, found below the project's folder (not in Pods, node_modules, build
/// folders…, as `FileWalk` skips them). Which domains a file serves is decided by
/// `AssociationFile`.
extension LintRun {
  /// One association file, read.
  struct AssociationRead {
    var file: AssociationFile
    var bytes: [UInt8]
  }

  /// The files `--aasa` names; one that cannot be read stops the run.
  func givenAssociationFiles() throws(LintRunError) -> [AssociationRead] {
    var read: [AssociationRead] = []
    for path in request.associationFiles {
      let bytes = try environment.read(path)
      read.append(AssociationRead(file: AssociationFile(file: path, bytes: bytes), bytes: bytes))
    }
    return read
  }

  /// The files the settings file's `"aasa"` names, relative to its folder; one that cannot be
  /// read stops the run.
  func configuredAssociationFiles() throws(LintRunError) -> [AssociationRead] {
    guard let settings else { return [] }
    var read: [AssociationRead] = []
    for entry in settings.associationFiles {
      let path = LintPaths.resolve(entry.path, from: settings.path, in: environment.currentFolder)
      let bytes = try environment.read(path)
      read.append(
        AssociationRead(
          file: AssociationFile(file: path, bytes: bytes, domains: [entry.domain]), bytes: bytes))
    }
    return read
  }

  /// The association files below `folder`, as paths relative to the current folder.
  func associationFiles(below folder: String) -> [AssociationRead] {
    FileWalk.paths(below: folder).filter(AssociationFile.isAssociationFile).compactMap { relative in
      let path = folder == "." ? relative : folder + "/" + relative
      guard let bytes = try? environment.read(path) else { return nil }
      return AssociationRead(file: AssociationFile(file: path, bytes: bytes), bytes: bytes)
    }
  }

  /// Each file linted (`aasa-format`), once, with the run's rules and severities.
  func associationReports(_ files: [AssociationRead]) -> [LintReport] {
    var seen: Set<String> = []
    return files.filter { seen.insert($0.file.file).inserted }.map {
      Linter(configuration: configuration).lint(association: $0.file, bytes: $0.bytes)
    }
  }

  /// Linting files (no project): the universal-link routes are matched against the files as
  /// the app `$(DEVELOPMENT_TEAM).$(PRODUCT_BUNDLE_IDENTIFIER)` (`--define`, `--bundle-id`),
  /// each file serving the domains the settings give it, else the routes' https hosts.
  func universalLinkSetup(_ files: [AssociationRead]) -> UniversalLinkSetup? {
    guard !files.isEmpty else { return nil }
    let definitions = configuration.buildSettings.definitions
    var app: String? = nil
    if let team = definitions["DEVELOPMENT_TEAM"], !team.isEmpty,
      let bundle = configuration.bundleIdentifier ?? definitions["PRODUCT_BUNDLE_IDENTIFIER"],
      !bundle.isEmpty
    {
      app = "\(team).\(bundle)"
    }
    var hosts: [AssociatedDomain] = []
    for trigger in configuration.routes?.routes.flatMap(\.triggers) ?? [] {
      guard case .url(let pattern) = trigger, ["https", "http"].contains(pattern.scheme) else {
        continue
      }
      for host in pattern.hosts.map({ String($0.prefix { $0 != ":" }) }) {
        if case .success(let domain) = AssociatedDomain.parse(
          "applinks:" + host, at: pattern.location)
        {
          hosts.append(domain)
        }
      }
    }
    return UniversalLinkSetup(
      applicationIdentifier: app, sites: AssociationFile.sites(for: hosts, from: files.map(\.file)))
  }
}
