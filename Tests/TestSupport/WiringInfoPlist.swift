/// An Info.plist for the wiring tests (the reader's and the rules'): a scene manifest whose one
/// window configuration names `sceneDelegateClass` (none when nil, as in an app-delegate app),
/// and `items` static quick actions `com.example.item0`, `com.example.item1`, ….
///
/// With no manifest, `UIApplicationShortcutItems` is the first key, at line 5, column 2: the
/// rules' expectations name that position.
public func wiringInfoPlist(sceneDelegateClass: String?, items: Int = 1) -> String {
  var body = ""
  if let sceneDelegateClass {
    body += """
      \t<key>UIApplicationSceneManifest</key>
      \t<dict>
      \t\t<key>UISceneConfigurations</key>
      \t\t<dict>
      \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
      \t\t\t<array>
      \t\t\t\t<dict>
      \t\t\t\t\t<key>UISceneConfigurationName</key>
      \t\t\t\t\t<string>Default Configuration</string>
      \t\t\t\t\t<key>UISceneDelegateClassName</key>
      \t\t\t\t\t<string>\(sceneDelegateClass)</string>
      \t\t\t\t</dict>
      \t\t\t</array>
      \t\t</dict>
      \t</dict>

      """
  }
  if items > 0 {
    body += "\t<key>UIApplicationShortcutItems</key>\n\t<array>\n"
    for index in 0..<items {
      body += """
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>com.example.item\(index)</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>Item \(index)</string>
        \t\t</dict>

        """
    }
    body += "\t</array>\n"
  }
  return """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(body)</dict>
    </plist>

    """
}
