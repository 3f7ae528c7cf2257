import PropertyList
import QuickActions
import XcodeProject

extension IOSQuickActions {
  /// The quick actions of a target's Info.plist as the target builds it: its `$(VAR)`
  /// references resolved by the target's settings, its titles translated by the InfoPlist.strings
  /// and String Catalogs it copies (as `ProjectLinter` reads them); nil when the Info.plist is
  /// generated or cannot be read.
  public init?(target: ConfiguredTarget) {
    guard case .success(let file)? = target.infoPlist().file else { return nil }
    var definitions: [String: String] = [:]
    for name in ProjectLinter.referencedNames(in: file.document.root) {
      if let value = target.settings.resolve(name)?.value { definitions[name] = value }
    }
    let strings = ProjectLinter.localizedStrings(target).0
    self.init(
      file: file.path, root: file.document.root, strings: strings,
      settings: BuildSettings(definitions))
  }
}
