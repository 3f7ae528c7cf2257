import AndroidProject
import PropertyList

/// The Android half of a lint run: the app below one folder, and the sites' `assetlinks.json`
/// files, given or found, each with the hosts it serves.
///
/// The search for `assetlinks.json` files stays inside what the run was given: below a folder
/// named on the command line (`--android DIR`) only; for an `android/` folder the run found
/// itself, below its parent when that is the current folder or inside it (a Flutter or React
/// Native root, where a website's folder may sit beside `android/`); else below the app folder.
/// It never climbs above the folder it was given, so files beside a checkout, a sibling app's
/// or a temporary folder's are never read.
public struct AndroidHalf: Sendable {
  /// The app's folder as given (nil: only `assetlinks.json` files were given).
  public var folder: String?
  /// The app, or nil when the run has no app folder.
  public var app: AndroidApp?
  /// The sites' files, with the hosts each serves.
  public var sites: [AssetLinksSite]
  /// Where `assetlinks.json` files were looked for; nil when they were given.
  public var searched: String?

  /// The app in `folder` (if any) and the sites of `given`, or, when none is given, those
  /// found by ``searchFolder(forApp:currentFolder:)`` (with `searchBeside`), else below
  /// `folder` only; `read` reads a found file.
  public init(
    folder: String?, given: [(path: String, bytes: [UInt8])], currentFolder: String,
    searchBeside: Bool = true, read: ([String]) -> [(path: String, bytes: [UInt8])]
  ) {
    self.folder = folder
    app = folder.map { AndroidApp(folder: $0) }
    var files = given
    if given.isEmpty, let folder {
      let below =
        searchBeside ? Self.searchFolder(forApp: folder, currentFolder: currentFolder) : folder
      searched = below
      files = read(AndroidApp.assetLinksFiles(below: below))
    }
    sites = Self.sites(files, verifiedHosts: app.map(Self.verifiedHosts) ?? [])
  }

  /// The folder searched for `assetlinks.json` files when none is given: for a cross-platform
  /// app's `android/` folder, its parent when that is the current folder or inside it; else
  /// the app folder (a native app's root, one app of a monorepo).
  public static func searchFolder(forApp folder: String, currentFolder: String) -> String {
    let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    guard trimmed == "android" || trimmed.hasSuffix("/android") else { return folder }
    let parent = LintPaths.folder(of: folder, in: currentFolder)
    guard LintPaths.isInside(parent, currentFolder, in: currentFolder) else { return folder }
    return LintPaths.relative(parent, in: currentFolder)
  }

  /// The hosts the app's App Links filters verify (`android:autoVerify`), a `*.` wildcard
  /// standing for its domain, in lower case and sorted.
  static func verifiedHosts(_ app: AndroidApp) -> [String] {
    let filters = app.manifests.flatMap { $0.intentFilters.filter { $0.filter.verifies } }
    let hosts = Set(filters.flatMap { $0.filter.hosts.map { $0.text.lowercased() } })
    return hosts.map { $0.hasPrefix("*.") ? String($0.dropFirst(2)) : $0 }.sorted()
  }

  /// Each file as a site: the hosts its path names, else the verified hosts no other file
  /// claims (a copy kept with the app, named `assetlinks.json` in no host's folder).
  static func sites(_ files: [(path: String, bytes: [UInt8])], verifiedHosts: [String])
    -> [AssetLinksSite]
  {
    var claimed = Set(files.flatMap { AssetLinksSite.hosts(fromPath: $0.path) })
    return files.map { path, bytes in
      var hosts = AssetLinksSite.hosts(fromPath: path)
      if hosts.isEmpty {
        hosts = verifiedHosts.filter { !claimed.contains($0) }
        claimed.formUnion(hosts)
      }
      return AssetLinksSite(file: path, bytes: bytes, hosts: hosts)
    }
  }

  /// The reports of the half, and an empty one for every file read without a finding, so
  /// that a clean run counts what it read.
  public func lint(_ linter: AndroidLinter, ios: IOSQuickActions?) -> [LintReport] {
    var reports = linter.lint(app ?? AndroidApp(files: []), assetLinks: sites, ios: ios)
    let reported = Set(reports.map(\.file))
    for file in filesRead where !reported.contains(file) {
      reports.append(LintReport(file: file, source: [], findings: []))
    }
    return reports
  }

  /// The files the half read: manifests, shortcuts files, string tables, `assetlinks.json`.
  public var filesRead: [String] {
    (app?.manifests.map(\.path) ?? []) + (app?.shortcutsFiles.map(\.path) ?? []) + stringTables
      + sites.map(\.file)
  }

  var stringTables: [String] { app?.strings.tables.map(\.path) ?? [] }

  /// What the half read, as a `note:` line for standard error: the app folder and its files
  /// (string tables counted when there are more than two), and the sites' files.
  public var note: String {
    var parts: [String] = []
    if let app {
      let files = app.manifests.map(\.path) + app.shortcutsFiles.map(\.path)
      let tables = stringTables.count > 2 ? ["\(stringTables.count) string tables"] : stringTables
      let read = (files + tables).map(TerminalText.escape)
      parts.append(read.isEmpty ? "nothing read" : "read " + read.joined(separator: ", "))
    }
    let searchedText =
      searched.map { "none below \(TerminalText.escape($0 == "." ? "./" : $0 + "/"))" } ?? "none"
    let siteFiles =
      sites.isEmpty
      ? searchedText : sites.map { TerminalText.escape($0.file) }.joined(separator: ", ")
    parts.append("assetlinks.json: " + siteFiles)
    let subject =
      folder.map { "the Android app in \(TerminalText.escape($0.hasSuffix("/") ? $0 : $0 + "/"))" }
      ?? "Android"
    return "note: linted \(subject): " + parts.joined(separator: "; ")
  }

  /// The notes of the files the app names that its build makes (not read, not missing).
  public var notRead: [String] {
    app.map { AndroidShortcutsFileMissing.notes($0).map(TerminalText.escape) } ?? []
  }
}
