/// The deterministic 12 MB Info.plist-like document the parse benchmark reads: 20,000 shortcut
/// dictionaries with nested userInfo, escaped text, numbers, dates and data.
enum Workload {
  static func infoPlist(items: Int = 20_000) -> [UInt8] {
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>CFBundleIdentifier</key>
      \t<string>com.example.bench</string>
      \t<key>UIApplicationShortcutItems</key>
      \t<array>

      """
    let icons = [
      "UIApplicationShortcutIconTypeCompose", "UIApplicationShortcutIconTypeSearch",
      "UIApplicationShortcutIconTypeFavorite", "UIApplicationShortcutIconTypeShare",
    ]
    var state: UInt64 = 42
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    for i in 0..<items {
      let r = next()
      out += """
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>com.example.a\(i)</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>Action \(i) &amp; friends &lt;\(r % 1000)&gt;</string>
        \t\t\t<key>UIApplicationShortcutItemIconType</key>
        \t\t\t<string>\(icons[Int(r % 4)])</string>
        \t\t\t<key>UIApplicationShortcutItemUserInfo</key>
        \t\t\t<dict>
        \t\t\t\t<key>id</key>
        \t\t\t\t<integer>\(r)</integer>
        \t\t\t\t<key>weight</key>
        \t\t\t\t<real>\(Double(r % 10_000) / 7.0)</real>
        \t\t\t\t<key>enabled</key>
        \t\t\t\t<\(r % 2 == 0 ? "true" : "false")/>
        \t\t\t\t<key>created</key>
        \t\t\t\t<date>2015-10-\(10 + r % 18)T12:\(10 + r % 50):00Z</date>
        \t\t\t\t<key>token</key>
        \t\t\t\t<data>QUJDREVG</data>
        \t\t\t</dict>
        \t\t</dict>

        """
    }
    out += "\t</array>\n</dict>\n</plist>\n"
    return Array(out.utf8)
  }
}
