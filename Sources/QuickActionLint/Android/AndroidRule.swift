/// A check of an Android app (its manifests, shortcuts files, strings and the sites'
/// `assetlinks.json`), held against the same route table and quick actions as iOS. Each rule
/// lives in its own file under `Rules/Android/`, with its documentation beside it, and cites the
/// Android developer page its facts come from.
protocol AndroidRule {
  /// The rule id, as in `android-shortcut-id`.
  static var id: String { get }
  static var severity: Finding.Severity { get }
  /// What the rule checks, why, and an example; `quickaction rules` prints it.
  static var documentation: RuleDocumentation { get }
  /// Right but rarely useful on real apps: runs only when enabled.
  static var isOptIn: Bool { get }
  static func check(_ context: AndroidLintContext) -> [Finding]
}

extension AndroidRule {
  static var isOptIn: Bool { false }

  static func doc(_ summary: String, why rationale: String, example: String) -> RuleDocumentation {
    RuleDocumentation(id: id, severity: severity, summary: summary, rationale: rationale, example: example, isOptIn: isOptIn)
  }
}

/// Every Android rule, in the order `quickaction rules` lists them (after the iOS rules).
enum AndroidRuleRegistry {
  static var all: [any AndroidRule.Type] {
    [
      AndroidXMLSyntax.self, AndroidShortcutID.self, AndroidShortcutLabel.self, AndroidStringMissing.self,
      AndroidStringDuplicate.self, AndroidShortcutIntent.self, AndroidShortcutTargetClass.self, AndroidCapabilityBinding.self,
      AndroidShortcutDuplicateID.self, AndroidShortcutTooMany.self, AndroidShortcutLabelLength.self,
      AndroidShortcutDisabledMessage.self, AndroidShortcutIgnoredMarkup.self, AndroidResourcePlaceholder.self,
      AndroidShortcutTargetPackage.self, AndroidShortcutsMetaData.self, AndroidShortcutsFileMissing.self,
      AndroidShortcutsUnreferenced.self,
      AppLinkFilter.self, AssetLinksFormat.self, AssetLinksDebugFingerprint.self, AppLinkPackageMissing.self,
      AndroidShortcutUnrouted.self, AppLinkUnrouted.self, UniversalLinkWithoutAppLink.self, PlatformDrift.self,
    ]
  }
}
