import AndroidProject
import PropertyList
import QuickActions

/// What every Android rule reads: the app, the sites' association files, the route table, the
/// iOS quick actions, and the configuration.
struct AndroidLintContext {
  let app: AndroidApp
  let configuration: LintConfiguration
  let assetLinks: [AssetLinksSite]
  let ios: IOSQuickActions?

  var routes: RouteTable? { configuration.routes }

  /// The shortcuts files some launcher's meta-data names, else every shortcuts file (an app
  /// whose manifest is not among the files read): the ones the platform reads.
  var referencedShortcutsFiles: [ShortcutsFile] {
    let names = Set(app.shortcutsMetaData.compactMap { $0.metaData.resource?.value })
    let referenced = app.shortcutsFiles.filter { file in
      names.contains { app.shortcutsFiles(named: $0).contains(file) }
    }
    return app.manifests.isEmpty ? app.shortcutsFiles : referenced
  }

  /// Whether `path` is in a variant's source set (`src/debug/`, `src/release/`, `src/fossRelease/`),
  /// not `src/main/` nor a folder outside `src/`: such copies exist because a variant changes
  /// the application ID.
  static func isVariantSourceSet(_ path: String) -> Bool {
    let parts = ("/" + path).split(separator: "/", omittingEmptySubsequences: false)
    guard let src = parts.lastIndex(of: "src"), src + 1 < parts.count - 1 else { return false }
    let set = parts[src + 1]
    return set != "main" && !set.hasSuffix("Main")
  }

  /// The default-language text of a label attribute, or nil when it is not a string resource
  /// the app defines.
  func text(of attribute: XMLAttribute?, language: String? = nil) -> String? {
    guard let attribute else { return nil }
    return app.strings.resolve(attribute.value, language: language)?.value
  }

  func finding<R: AndroidRule>(
    _ rule: R.Type, _ message: String, file: String, at location: SourceLocation,
    notes: [Finding.Note] = [], fixIt: String? = nil
  ) -> Finding {
    Finding(
      rule: R.id, severity: R.severity, message: message, file: file, location: location,
      notes: notes, fixIt: fixIt)
  }
}
