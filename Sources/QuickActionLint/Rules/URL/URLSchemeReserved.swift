import PropertyList

/// `url-scheme-reserved`: the app declares a scheme that an Apple app or a well-known app owns.
enum URLSchemeReserved: LintRule {
  static let id = "url-scheme-reserved"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "The app declares a URL scheme that belongs to an Apple app (tel, sms, facetime, itms-apps, …) or to a well-known app (fb, twitter, whatsapp, …). http, https, mailto and file are not reported: browsers and mail apps may be the default ones and declare them.",
    why:
      "iOS keeps Apple's schemes for its own apps, and which app opens a scheme two apps declare is undefined: links meant for the other app may reach this one, or never.",
    example:
      "<key>CFBundleURLSchemes</key><array><string>fb</string></array>  →  'fb' is the Facebook app's scheme"
  )

  /// Schemes of Apple's apps. "Defining a custom URL scheme for your app": "Apple supports
  /// common schemes associated with system apps, such as mailto, tel, sms, and facetime"; the
  /// Apple URL Scheme Reference adds the Maps, iTunes and App Store ones.
  static let apple: [String: String] = [
    "tel": "the Phone app's", "telprompt": "the Phone app's", "sms": "the Messages app's",
    "facetime": "FaceTime's", "facetime-audio": "FaceTime's", "maps": "the Maps app's",
    "itms": "the iTunes Store's", "itms-apps": "the App Store's", "itms-appss": "the App Store's",
    "itms-services": "the system's app installer", "itms-books": "the Books app's",
    "ibooks": "the Books app's",
    "music": "the Music app's", "shortcuts": "the Shortcuts app's", "message": "the Mail app's",
    "calshow": "the Calendar app's", "prefs": "the Settings app's",
    "app-prefs": "the Settings app's",
    "x-apple-health": "the Health app's", "photos-redirect": "the Photos app's",
  ]

  /// Schemes of well-known apps, as the apps document them for others to call (each app's own
  /// developer pages; the schemes are those apps list in LSApplicationQueriesSchemes).
  static let wellKnown: [String: String] = [
    "fb": "the Facebook app's", "fbapi": "the Facebook app's", "fbauth2": "the Facebook app's",
    "fb-messenger": "Messenger's", "instagram": "Instagram's", "whatsapp": "WhatsApp's",
    "twitter": "the X (Twitter) app's", "youtube": "YouTube's", "googlechrome": "Chrome's",
    "googlechromes": "Chrome's", "comgooglemaps": "Google Maps'", "googlegmail": "Gmail's",
    "weixin": "WeChat's", "wechat": "WeChat's", "mqq": "QQ's", "sinaweibo": "Weibo's",
    "tg": "Telegram's", "skype": "Skype's", "spotify": "Spotify's", "slack": "Slack's",
    "zoomus": "Zoom's", "waze": "Waze's", "snapchat": "Snapchat's", "linkedin": "LinkedIn's",
    "pinterest": "Pinterest's", "paypal": "PayPal's", "ms-outlook": "Outlook's",
  ]

  static func check(_ context: LintContext) -> [Finding] {
    let doors = DeclaredDoors(
      root: context.document?.root, settings: context.configuration.buildSettings)
    return doors.urlSchemes.compactMap { scheme in
      let key = scheme.value.lowercased()
      guard let owner = apple[key] ?? wellKnown[key] else { return nil }
      return context.finding(
        Self.self,
        "the URL scheme '\(scheme.value)' is \(owner); declare a scheme of the app's own, such as its bundle ID",
        at: scheme.location)
    }
  }
}
