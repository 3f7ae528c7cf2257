import AndroidProject

/// `android-shortcut-ignored-markup`: markup in a shortcuts file the platform reads past.
enum AndroidShortcutIgnoredMarkup: AndroidRule {
  static let id = "android-shortcut-ignored-markup"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "Markup of a shortcuts file that the platform ignores: a root other than <shortcuts>, an attribute a <shortcut> or <intent> does not have, a <category> inside an <intent> (an intent's categories are <categories android:name>). --fix renames a misspelt root.",
    why:
      "\"Create shortcuts\" (https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static) lists the attributes and children; observed in AOSP's ShortcutParser and Intent.parseIntent, the rest is skipped with a log line, so what it was meant to do never happens.",
    example:
      "<intent …><category android:name=\"android.intent.category.DEFAULT\"/></intent>  →  ignored")

  /// The attributes ShortcutParser reads from `<shortcut>`.
  static let shortcutAttributes: Set<String> = [
    "shortcutId", "enabled", "icon", "shortcutShortLabel", "shortcutLongLabel",
    "shortcutDisabledMessage", "splashScreenTheme",
  ]
  /// The attributes Intent.parseIntent reads from `<intent>`.
  static let intentAttributes: Set<String> = [
    "action", "data", "mimeType", "identifier", "targetPackage", "targetClass",
  ]

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.app.shortcutsFiles.flatMap { file -> [Finding] in
      var out: [Finding] = []
      if file.root.name != "shortcuts" {
        out.append(
          context.finding(
            Self.self,
            "the root element is <\(file.root.name)>, not <shortcuts>: the platform still reads the shortcuts inside it, with a warning",
            file: file.path, at: file.root.location, fixIt: "shortcuts"))
      }
      for shortcut in file.shortcuts {
        for attribute in shortcut.element.attributes
        where attribute.namespace == androidNamespace
          && !shortcutAttributes.contains(attribute.localName)
        {
          out.append(
            context.finding(
              Self.self,
              "<shortcut> has no attribute android:\(attribute.localName): the platform ignores it",
              file: file.path, at: attribute.location))
        }
        for intent in shortcut.intents {
          for attribute in intent.element.attributes
          where attribute.namespace == androidNamespace
            && !intentAttributes.contains(attribute.localName)
          {
            let hint =
              attribute.localName == "name"
              ? " (a shortcut's category is <categories android:name> beside the <intent>)" : ""
            out.append(
              context.finding(
                Self.self,
                "<intent> has no attribute android:\(attribute.localName): the platform ignores it\(hint)",
                file: file.path, at: attribute.location))
          }
          for child in intent.element.children where child.name == "category" {
            out.append(
              context.finding(
                Self.self,
                "<category> inside <intent> is ignored: an intent's categories are written <categories android:name=\"…\"/>",
                file: file.path, at: child.location))
          }
        }
      }
      return out
    }
  }
}
