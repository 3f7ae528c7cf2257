import AndroidProject

/// `android-shortcut-target-class`: a relative `android:targetClass` in a shortcut's intent.
enum AndroidShortcutTargetClass: AndroidRule {
  static let id = "android-shortcut-target-class"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "An <intent android:targetClass> of a shortcuts file that starts with a dot (\".ui.HomeActivity\"), as a manifest's android:name may.",
    why:
      "\"Create shortcuts\" (https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static) writes the fully qualified class name; the manifest's short form is not expanded here: AOSP's Intent.parseIntent passes the class as written to new ComponentName(targetPackage, targetClass) (only ComponentName.createRelative expands a leading dot), so no activity has that name and the shortcut opens nothing.",
    example: "android:targetClass=\".ui.HomeActivity\"  →  write com.example.qa.ui.HomeActivity")

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.app.shortcutsFiles.flatMap { file in
      func relative(_ element: XMLElement) -> Finding? {
        guard let target = element.attribute("targetClass"), target.value.hasPrefix(".") else {
          return nil
        }
        let package = element.attribute("targetPackage")?.value
        let full = package.map { "'\($0)\(target.value)'" } ?? "the package name followed by it"
        return context.finding(
          Self.self,
          "android:targetClass '\(target.value)' is relative: a shortcut's intent needs the full class name (\(full)); as written it names no activity",
          file: file.path, at: target.valueLocation)
      }
      // The shortcuts' intents lazily (no copy of every intent of the file), then the
      // capabilities'.
      return file.shortcuts.lazy.flatMap(\.intents).compactMap { relative($0.element) }
        + file.root.children(named: "capability").flatMap { $0.children(named: "intent") }
        .compactMap(relative)
    }
  }
}
