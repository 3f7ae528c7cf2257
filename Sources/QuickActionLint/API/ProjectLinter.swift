import PropertyList
import QuickActions
import XcodeProject

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Lints the targets of an Xcode project the way they build: each target's Info.plist (the
/// file `INFOPLIST_FILE` names, for one configuration) with the build settings that expand its
/// `$(VAR)` references, its bundle identifier, the InfoPlist.strings and String Catalogs it
/// copies, and its asset catalogs — with no flag to say where any of them is.
///
/// ```swift
/// let project = try XcodeProject(path: "App.xcodeproj")
/// let reports = ProjectLinter().lint(project: project, configuration: "Debug")
/// print(XcodeReporter().render(reports))
/// ```
///
/// Findings point where the value is written: the Info.plist for its keys; the pbxproj or
/// `.xcconfig` line of a setting that names a missing file or cannot be resolved. Each target's
/// entitlements are linted too, and each app's `TEAMID.bundle.id` and `applinks:` domains are
/// held against the routes and `configuration.associationFiles` (see `AssociationFile`).
public struct ProjectLinter: Sendable {
  /// The rules to run, their severities, and what the project does not say (routes, dynamic
  /// items); its bundle identifier, build settings, strings and assets are replaced per target.
  public var configuration: LintConfiguration

  /// A linter with this base configuration.
  public init(configuration: LintConfiguration = LintConfiguration()) {
    self.configuration = configuration
  }

  /// The targets a run with no `--target` lints: apps and app extensions.
  public static func lintedTargets(of project: XcodeProject) -> [Target] {
    project.targets.filter { $0.productType.isApplication || $0.productType.isExtension }
  }

  /// The configuration a target is linted with: `requested` when the project has it, otherwise
  /// the project's default (`defaultConfigurationName`, as `xcodebuild` falls back to it), then
  /// its first.
  public static func configurationName(_ requested: String, in project: XcodeProject) -> String {
    if project.configurationNames.contains(requested) || project.configurationNames.isEmpty {
      return requested
    }
    return project.defaultConfigurationName ?? project.configurationNames[0]
  }

  /// Lints `targets` (by default `lintedTargets(of:)`) for `configuration`, and the problems of
  /// the configuration files those builds use (a missing file or include, a line that does not
  /// read). An
  /// Info.plist that several targets share is linted once, with the first target's settings.
  public func lint(project: XcodeProject, configuration name: String, targets: [Target]? = nil)
    -> [LintReport]
  {
    run(project: project, configuration: name, targets: targets).reports
  }

  /// Lints as `lint(project:configuration:targets:)` does, and says what it read: each target,
  /// the files read for it, and why an Info.plist was not checked (``LintedProject``).
  public func run(project: XcodeProject, configuration name: String, targets: [Target]? = nil)
    -> (reports: [LintReport], linted: LintedProject)
  {
    var collector = ReportCollector()
    var problems = project.problems
    var linted: Set<String> = []
    var summary = LintedProject(
      path: project.path, configuration: Self.configurationName(name, in: project))
    if summary.configuration != name { summary.requestedConfiguration = name }
    for target in targets ?? Self.lintedTargets(of: project) {
      let configured = ConfiguredTarget(
        project: project, target: target, configuration: Self.configurationName(name, in: project))
      // One finding per missing file or bad line, however many configurations name it.
      for problem in configured.problems
      where !problems.contains(where: { $0.message == problem.message })
        && !Self.isGenerated(problem)
      {
        problems.append(problem)
      }
      var read = LintedTarget(name: target.name, productType: target.productType.description)
      for report in lint(configured, skipping: &linted, reading: &read) { collector.add(report) }
      for report in entitlementReports(configured, seen: &linted, reading: &read) {
        collector.add(report)
      }
      for file in Self.configurationFiles(configured) { read.read(file) }
      // An Info.plist another target read first is linted once, with that target's settings.
      if read.unchecked == nil, let info = read.files.first,
        let first = summary.targets.first(where: { $0.files.first == info && $0.unchecked == nil })
      {
        read.unchecked = "the same Info.plist as target '\(first.name)', linted there"
      }
      summary.targets.append(read)
    }
    summary.otherTargets = project.targets.filter { target in
      !summary.targets.contains { $0.name == target.name }
    }
    .map { LintedTarget(name: $0.name, productType: $0.productType.description) }
    for problem in problems {
      // A file a tool writes, or git ignores, is not in a checkout: a note, not a finding.
      if let path = problem.missingPath, let why = GeneratedFiles.reason(for: path) {
        summary.notRead.append(
          LintedProject.NotRead(
            file: problem.location.file, location: problem.location.location,
            message: "\(problem.message): \(why); not read"))
        continue
      }
      let rule: any LintRule.Type
      switch problem.kind {
      case .missingFile: rule = ProjectFileMissing.self
      case .invalid: rule = XCConfigSyntax.self
      }
      guard !configuration.disabledRules.contains(rule.id) else { continue }
      collector.add(
        Finding(
          rule: rule.id, severity: configuration.severities[rule.id] ?? rule.severity,
          message: problem.message,
          file: problem.location.file, location: problem.location.location),
        source: problem.location.file == project.projectFile ? project.source : nil)
    }
    return (collector.reports, summary)
  }

  /// The settings that name the build's own folders (Apple, "Build settings reference"): a
  /// file under one of them is made by the build.
  static let buildFolderSettings: Set<String> = [
    "DERIVED_FILE_DIR", "DERIVED_FILES_DIR", "DERIVED_SOURCES_DIR", "BUILT_PRODUCTS_DIR",
    "TARGET_BUILD_DIR",
    "CONFIGURATION_BUILD_DIR", "PROJECT_DERIVED_FILE_DIR", "TARGET_TEMP_DIR", "TEMP_DIR", "OBJROOT",
    "SYMROOT",
    "BUILD_DIR", "BUILD_ROOT", "CONFIGURATION_TEMP_DIR", "PROJECT_TEMP_DIR",
  ]

  /// Whether a problem is in a file CocoaPods generates (`pod install` writes
  /// `Pods/Target Support Files/…/*.xcconfig`): not the project's mistake, so not reported. A
  /// missing generated file is said not read (`GeneratedFiles`).
  static func isGenerated(_ problem: ProjectError) -> Bool {
    problem.location.file.contains(generatedFolder)
  }

  /// The folder of the configuration files `pod install` writes.
  static let generatedFolder = "Pods/Target Support Files/"

  /// Lints one target as `target` builds it: its Info.plist, or, when the file cannot be found,
  /// a finding at the setting that names it; its entitlements, and for an app the universal-link
  /// rules (see `entitlementReports`).
  public func lint(_ target: ConfiguredTarget) -> [LintReport] {
    var linted: Set<String> = []
    var collector = ReportCollector()
    var read = LintedTarget(
      name: target.target.name, productType: target.target.productType.description)
    for report in lint(target, skipping: &linted, reading: &read)
      + entitlementReports(target, seen: &linted, reading: &read)
    {
      collector.add(report)
    }
    return collector.reports
  }

  /// The target's Info.plist, linted; `read` gets the files read and, when the Info.plist is not
  /// checked, why.
  func lint(
    _ target: ConfiguredTarget, skipping linted: inout Set<String>, reading read: inout LintedTarget
  ) -> [LintReport] {
    let info = target.infoPlist()
    let describe = "target '\(target.target.name)' (\(target.configuration))"
    switch info.file {
    case nil:
      // A generated Info.plist cannot hold quick actions: nothing of this linter's to check.
      read.unchecked = Self.generatedNote(info, target)
      return []
    case .failure(let error):
      switch error.kind {
      case .invalid(let path, _):
        read.read(path)
        guard linted.insert(path).inserted, let bytes = ProjectFileBytes.read(path) else {
          return []
        }
        return [Linter(configuration: configuration).lint(file: path, bytes: bytes)]
      case .missing(let path) where GeneratedFiles.reason(for: path) != nil:
        read.unchecked =
          "Info.plist not checked: \(error.message): \(GeneratedFiles.reason(for: path) ?? "")"
        return []
      case .missing, .empty:
        read.unchecked = "Info.plist not checked: \(error.message)"
        return [
          settingReport(
            ProjectFileMissing.self, "\(error.message), for \(describe)", error.setting, target)
        ]
      case .unresolved(let unresolved):
        // An Info.plist made during the build, in a build folder, is not there to lint.
        if Self.buildFolderSettings.contains(unresolved.variable) {
          read.unchecked = "Info.plist not checked: made during the build (\(error.message))"
          return []
        }
        read.unchecked = "Info.plist not checked: \(error.message)"
        return [
          settingReport(
            ProjectFileUnresolved.self,
            "the Info.plist of \(describe) cannot be found: \(error.message)", error.setting, target
          )
        ]
      }
    case .success(let file):
      read.read(file.path)
      guard linted.insert(file.path).inserted else { return [] }
      var reports: [LintReport] = []
      var settings = configuration
      settings.bundleIdentifier = configuration.bundleIdentifier ?? target.bundleIdentifier?.value
      settings.buildSettings = BuildSettings(configuration.buildSettings.definitions)
      for name in Self.referencedNames(in: file.document.root)
      where settings.buildSettings.definitions[name] == nil {
        guard let resolved = target.settings.resolve(name) else {
          if !BuildSettings.alwaysDefinedByXcode.contains(name) {
            settings.unresolvedSettings[name] = "no configuration of \(describe) defines it"
          }
          continue
        }
        if let value = resolved.value {
          settings.buildSettings.definitions[name] = value
        } else if let unresolved = resolved.unresolved {
          settings.unresolvedSettings[name] = "\(unresolved)"
        }
      }
      let (strings, failures) = Self.localizedStrings(target)
      if let strings { settings.localizedStrings = strings }
      for table in strings?.tables ?? [] { read.read(table.path) }
      for failure in failures { read.read(failure.path) }
      for failure in failures where linted.insert(failure.path).inserted {
        reports.append(
          Linter(configuration: configuration).lint(
            file: failure.path, bytes: ProjectFileBytes.read(failure.path) ?? []))
      }
      // Icons are checked against the catalogs only when every catalog the target names is
      // there: an index missing one would call its images missing.
      let catalogs = target.assetCatalogs
      if !catalogs.isEmpty, catalogs.allSatisfy({ ProjectFileBytes.isDirectory($0) }) {
        var index = AssetIndex(names: [])
        for catalog in catalogs {
          let found = AssetIndex.scan(directory: catalog)
          index.names.formUnion(found.names)
          index.imageSets.merge(found.imageSets) { first, _ in first }
        }
        // Images copied as plain files count too.
        for resource in target.target.resources where Self.isImage(resource.name) {
          index.names.insert(String(resource.name.split(separator: ".").first ?? ""))
        }
        settings.assets = index
        for catalog in catalogs { read.read(catalog) }
      }
      // The universal-link rules run once for each app (entitlementReports).
      settings.universalLinks = nil
      reports.insert(
        Linter(configuration: settings).lint(file: file.path, bytes: file.bytes), at: 0)
      return reports
    }
  }

  /// The report of a project whose pbxproj does not read: a `plist-syntax` finding at the
  /// error; `source` is the file's text, for the excerpt.
  public func unreadable(_ error: ProjectError, source: [UInt8]) -> LintReport {
    let finding = Finding(
      rule: PlistSyntax.id, severity: .error, message: error.message, file: error.location.file,
      location: error.location.location)
    return LintReport(
      file: error.location.file, source: PropertyList.sourceText(source), findings: [finding])
  }

  /// A report of one finding at the place `setting` is written (a pbxproj or xcconfig line).
  func settingReport(
    _ rule: any LintRule.Type, _ message: String, _ setting: ResolvedSetting,
    _ target: ConfiguredTarget
  ) -> LintReport {
    let location =
      setting.location
      ?? ProjectLocation(
        file: target.project.projectFile, location: target.target.location.location)
    let finding = Finding(
      rule: rule.id, severity: configuration.severities[rule.id] ?? rule.severity, message: message,
      file: location.file, location: location.location)
    let source =
      location.file == target.project.projectFile
      ? target.project.source : (ProjectFileBytes.read(location.file) ?? [])
    let keep = !configuration.disabledRules.contains(rule.id)
    return LintReport(file: location.file, source: source, findings: keep ? [finding] : [])
  }
}
