import PropertyList
import QuickActionTooling
import QuickActions
import XcodeProject

/// The Xcode build of a property list the generator reads: the target whose `INFOPLIST_FILE` it
/// is, and from it the values of the build settings the file references and the InfoPlist.strings
/// the target copies, as `quickaction lint` reads a project (`ProjectLinter`,
/// `IOSQuickActions(target:)`).
public enum InfoPlistBuild {
  /// The first app or extension target of `projects` whose `INFOPLIST_FILE`, built with
  /// `configuration`, is the file at `path`; `canonical` spells two paths of one file alike
  /// (the real path), nil when a path is not there.
  public static func target(
    building path: String, in projects: [XcodeProject], configuration: String,
    canonical: (String) -> String?
  ) -> ConfiguredTarget? {
    guard let wanted = canonical(path) else { return nil }
    for project in projects {
      let name = ProjectLinter.configurationName(configuration, in: project)
      for target in ProjectLinter.lintedTargets(of: project) {
        let configured = ConfiguredTarget(project: project, target: target, configuration: name)
        guard let setting = configured.settings.resolve("INFOPLIST_FILE"),
          let file = configured.path(of: setting),
          canonical(file) == wanted
        else { continue }
        return configured
      }
    }
    return nil
  }

  /// The values `target` gives the build settings `root` references (those it defines).
  public static func definitions(_ root: PlistValue, target: ConfiguredTarget) -> [String: String] {
    var definitions: [String: String] = [:]
    for name in ProjectLinter.referencedNames(in: root) {
      if let value = target.settings.resolve(name)?.value { definitions[name] = value }
    }
    return definitions
  }

  /// The InfoPlist.strings and String Catalogs the target copies, read; nil when it has none.
  public static func strings(_ target: ConfiguredTarget) -> LocalizedStrings? {
    ProjectLinter.localizedStrings(target).0
  }
}
