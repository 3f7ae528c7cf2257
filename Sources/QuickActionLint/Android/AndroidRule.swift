/// A check of an Android app (its manifests, shortcuts files, strings and the sites'
/// `assetlinks.json`), held against the same route table and quick actions as iOS. Each rule
/// lives in its own file under `Rules/Android/`, with its documentation beside it, and cites the
/// Android developer page its facts come from.
protocol AndroidRule: Rule where Context == AndroidLintContext {}

/// Every Android rule, in the order `quickaction rules` lists them (after the iOS rules).
enum AndroidRuleRegistry {
  static var all: [any Rule<AndroidLintContext>.Type] {
    [
      AndroidXMLSyntax.self, AndroidShortcutID.self, AndroidShortcutLabel.self,
      AndroidStringMissing.self,
      AndroidStringDuplicate.self, AndroidShortcutIntent.self, AndroidShortcutTargetClass.self,
      AndroidShortcutTargetPackageIgnored.self, AndroidShortcutAppURIData.self,
      AndroidCapabilityBinding.self,
      AndroidShortcutDuplicateID.self, AndroidShortcutTooMany.self, AndroidShortcutLabelLength.self,
      AndroidShortcutDisabledMessage.self, AndroidShortcutIgnoredMarkup.self,
      AndroidResourcePlaceholder.self,
      AndroidUnexpandedVariable.self,
      AndroidShortcutTargetPackage.self, AndroidShortcutTargetPackageDebug.self,
      AndroidShortcutsMetaData.self,
      AndroidShortcutsFileMissing.self,
      AndroidShortcutsUnreferenced.self,
      AppLinkFilter.self, AssetLinksFormat.self, AssetLinksDebugFingerprint.self,
      AppLinkPackageMissing.self,
      AndroidShortcutUnrouted.self, AppLinkUnrouted.self, UniversalLinkWithoutAppLink.self,
      PlatformDrift.self,
    ]
  }
}
