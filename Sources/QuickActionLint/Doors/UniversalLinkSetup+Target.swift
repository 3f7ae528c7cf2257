import PropertyList
import QuickActions
import XcodeProject

extension UniversalLinkSetup {
  /// The setup of a target as `target` builds it: the application identifier is
  /// `DEVELOPMENT_TEAM.PRODUCT_BUNDLE_IDENTIFIER` as the project resolves them (nil when either
  /// cannot be resolved: the universal-link rules then say nothing of the app's identifier), the
  /// entitlements are the file `CODE_SIGN_ENTITLEMENTS` names, with the build settings its
  /// entries use expanded; `sites` are the domains' `apple-app-site-association` files.
  public init(target: ConfiguredTarget, sites: [Site] = []) {
    var identifier: String? = nil
    if let team = target.developmentTeam?.value, !team.isEmpty,
      let bundle = target.bundleIdentifier?.value, !bundle.isEmpty
    {
      identifier = "\(team).\(bundle)"
    }
    var file: String? = nil
    var root: PlistValue? = nil
    var settings = BuildSettings()
    if case .success(let entitlements)? = target.entitlements() {
      file = entitlements.path
      root = entitlements.document.root
      for value in root?[AssociatedDomain.entitlement]?.arrayValue ?? [] {
        for reference in BuildSettings.references(in: value.stringValue ?? "")
        where settings.definitions[reference.name] == nil {
          if let resolved = target.settings.resolve(reference.name)?.value {
            settings.definitions[reference.name] = resolved
          }
        }
      }
    }
    self.init(
      applicationIdentifier: identifier, entitlementsFile: file, entitlements: root,
      settings: settings, sites: sites)
  }
}
