import PropertyList
import QuickActions
import XcodeProject

extension ProjectLinter {
  /// The rules that hold an app's identifier, entitlements and domains' association files
  /// against the routes; they report on the routes file and the association files, so they run
  /// once for each app target, whichever target's Info.plist was linted.
  static let universalLinkRules: Set<String> = [
    UniversalLinkDomainUndeclared.id, AASAAppMissing.id, UniversalLinkBlocked.id,
  ]

  /// The target's entitlements (`CODE_SIGN_ENTITLEMENTS` as the configuration resolves it),
  /// linted once however many targets sign with them, and, for an app, the universal-link
  /// rules with its `TEAMID.bundle.id`, entitlements, and the association files of its
  /// `applinks:` domains (the configuration's `universalLinks` sites, then
  /// `AssociationFile.sites(for:from:)` over `associationFiles`). `seen` holds the files and
  /// findings already reported in this run.
  func entitlementReports(
    _ target: ConfiguredTarget, seen: inout Set<String>, reading read: inout LintedTarget
  ) -> [LintReport] {
    var reports: [LintReport] = []
    let describe = "target '\(target.target.name)' (\(target.configuration))"
    switch target.entitlements() {
    case nil:
      break
    case .success(let file):
      read.read(file.path)
      if seen.insert(file.path).inserted {
        var settings = LintConfiguration(disabledRules: configuration.disabledRules)
        settings.enabledRules = configuration.enabledRules
        settings.severities = configuration.severities
        // The entries' $(VAR) references, as Xcode expands them when it signs.
        for name in Self.referencedNames(in: file.document.root) {
          if let value = target.settings.resolve(name)?.value {
            settings.buildSettings.definitions[name] = value
          }
        }
        reports.append(Linter(configuration: settings).lint(file: file.path, bytes: file.bytes))
      }
    case .failure(let error):
      switch error.kind {
      case .invalid(let path, _):
        read.read(path)
        if seen.insert(path).inserted, let bytes = ProjectFileBytes.read(path) {
          reports.append(Linter(configuration: configuration).lint(file: path, bytes: bytes))
        }
      case .missing(let path):
        // Code signing stops: "The file … .entitlements could not be opened".
        if seen.insert("missing " + path).inserted {
          reports.append(
            settingReport(
              ProjectFileMissing.self, "\(error.message), for \(describe)", error.setting, target))
        }
      case .empty, .unresolved:
        // No entitlements, or a path made from a setting this run cannot know: nothing to say.
        break
      }
    }
    guard target.target.productType.isApplication else { return reports }
    var setup = UniversalLinkSetup(target: target, sites: configuration.universalLinks?.sites ?? [])
    setup.sites += AssociationFile.sites(for: setup.applinks, from: configuration.associationFiles)
    var settings = configuration
    settings.universalLinks = setup
    settings.associationFiles = []
    settings.disabledRules.formUnion(
      RuleRegistry.all.map { $0.id }.filter { !Self.universalLinkRules.contains($0) })
    let place = setup.entitlementsFile ?? target.project.projectFile
    for finding in Linter(configuration: settings).lint(file: place, bytes: []).findings {
      guard
        seen.insert("\(finding.rule) \(finding.file) \(finding.location) \(finding.message)")
          .inserted
      else { continue }
      reports.append(
        LintReport(
          file: finding.file, source: ProjectFileBytes.read(finding.file) ?? [], findings: [finding]
        ))
    }
    return reports
  }
}
