#if QUICKACTIONS_UIKIT
  import Foundation
  import PropertyList
  import QuickActions

  extension ShortcutItem {
    /// The static quick actions of the app's Info.plist (`UIApplicationShortcutItems`), for the
    /// `staticItems:` of `QuickActionHooks`. Xcode has already expanded the build settings in the
    /// built Info.plist; titles stay as written (iOS localizes them on the Home Screen).
    public static func infoPlistItems(_ info: [String: Any]? = Bundle.main.infoDictionary)
      throws(UserInfoBridging.Failure) -> [ShortcutItem]
    {
      guard let items = info?[ShortcutItemKey.items] else { return [] }
      let value = try UserInfoBridging.plistValue(items, at: ShortcutItemKey.items)
      return StaticShortcuts.decode(PlistValue(.dictionary([ShortcutItemKey.items: value])))
    }
  }
#endif
