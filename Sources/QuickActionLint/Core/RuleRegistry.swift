import QuickActions

/// Every rule, in the order of ARCHITECTURE.md's registry order (and of `quickaction rules`).
enum RuleRegistry {
  static var all: [any Rule<LintContext>.Type] {
    [
      PlistSyntax.self, PlistUnsafeDoctype.self, PlistDuplicateKey.self,
      ShortcutItemsShape.self, ShortcutMissingType.self, ShortcutMissingTitle.self,
      ShortcutEmptyValue.self, ShortcutValueType.self, ShortcutUnknownKey.self,
      ShortcutUnknownIconType.self, ShortcutIconConflict.self, ShortcutDuplicateType.self,
      ShortcutSuspiciousValue.self,
      ShortcutTooMany.self, ShortcutTitleLength.self, ShortcutTypePrefix.self,
      ShortcutUserInfo.self, SceneManifestMissing.self,
      ShortcutUnresolvedVariable.self, ShortcutUnrouted.self, RouteOrphan.self,
      RouteUnknownDestination.self, RouteInvalid.self, LocalizationMissing.self,
      IconFileMissing.self, IconFileFormat.self,
      URLSchemeSyntax.self, URLSchemeDuplicate.self, URLSchemeReserved.self,
      QueriedSchemeSyntax.self,
      QueriedSchemeDuplicate.self, QueriedSchemeLimit.self, ActivityTypeInvalid.self,
      ActivityTypeDuplicate.self,
      URLRouteSchemeUndeclared.self, URLSchemeUnrouted.self, ActivityTypeUndeclared.self,
      ActivityTypeUnrouted.self,
      AssociatedDomainSyntax.self, UniversalLinkDomainUndeclared.self, AASAFormat.self,
      AASAAppMissing.self, UniversalLinkBlocked.self,
      IntentNeedsMultipleScenes.self, IntentURLCustomScheme.self,
      ProjectFileMissing.self, ProjectFileUnresolved.self, XCConfigSyntax.self,
    ]
  }

  /// The checks of each door, one line a door, as `Rules/<Door>/` holds them: what iOS needs
  /// declared for the door to open (Info.plist keys, entitlements, the website's file) and the
  /// routes that answer it. Every rule listed is in ``all``; `DoorRegistryTests` fails when a door
  /// is missing. The notification door has none: its categories are registered in code
  /// (`UNUserNotificationCenter.setNotificationCategories(_:)`), not declared in a file.
  static var doors: [(door: DoorKind, rules: [any Rule<LintContext>.Type])] {
    [
      (
        .shortcut,
        [
          ShortcutItemsShape.self, ShortcutMissingType.self, ShortcutMissingTitle.self,
          ShortcutEmptyValue.self,
          ShortcutValueType.self, ShortcutUnknownKey.self, ShortcutUnknownIconType.self,
          ShortcutIconConflict.self,
          ShortcutDuplicateType.self, ShortcutSuspiciousValue.self, ShortcutTooMany.self,
          ShortcutTitleLength.self,
          ShortcutTypePrefix.self, ShortcutUserInfo.self, ShortcutUnresolvedVariable.self,
          ShortcutUnrouted.self,
        ]
      ),
      (
        .url,
        [
          URLSchemeSyntax.self, URLSchemeDuplicate.self, URLSchemeReserved.self,
          URLRouteSchemeUndeclared.self,
          URLSchemeUnrouted.self, AssociatedDomainSyntax.self, UniversalLinkDomainUndeclared.self,
          AASAFormat.self,
          AASAAppMissing.self, UniversalLinkBlocked.self,
        ]
      ),
      (
        .activity,
        [
          ActivityTypeInvalid.self, ActivityTypeDuplicate.self, ActivityTypeUndeclared.self,
          ActivityTypeUnrouted.self,
        ]
      ),
      (.notification, []),
      (.intent, [IntentNeedsMultipleScenes.self, IntentURLCustomScheme.self]),
    ]
  }
}
