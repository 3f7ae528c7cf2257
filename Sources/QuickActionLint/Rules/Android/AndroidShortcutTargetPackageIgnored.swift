import AndroidProject

/// `android-shortcut-target-package-ignored`: an `<intent>` with `android:targetPackage` and no
/// `android:targetClass`, whose package Android ignores.
enum AndroidShortcutTargetPackageIgnored: AndroidRule {
  static let id = "android-shortcut-target-package-ignored"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "An <intent> of a shortcuts file with android:targetPackage and no android:targetClass: Android ignores the package, and the intent stays implicit, resolved by its action and data (the message says whether an intent filter of the app takes the action).",
    why:
      "AOSP's Intent.parseIntent (frameworks/base, core/java/android/content/Intent.java), which reads a shortcut's <intent>, sets a component only when both targetPackage and targetClass are given (`if (packageName != null && className != null) intent.setComponent(new ComponentName(packageName, className))`) and never calls setPackage: a lone package is dropped, so the intent goes to whatever activity of any app accepts its action and data (a chooser when several do), or to nothing.",
    example:
      "<intent android:action=\"android.intent.action.VIEW\" android:targetPackage=\"com.example.qa\"/>  →  add android:targetClass"
  )

  static func check(_ context: AndroidLintContext) -> [Finding] {
    let filters = context.app.manifests.flatMap(\.intentFilters)
    return context.app.shortcutsFiles.flatMap { file in
      file.shortcuts.lazy.flatMap(\.intents).compactMap { intent -> Finding? in
        guard let package = intent.targetPackage, intent.targetClass == nil else { return nil }
        let action = intent.action?.value ?? ""
        let own = filters.first { $0.filter.actionNames.contains(action) }
        let effect =
          own.map {
            "it resolves by its action like any app's intent: to \($0.component.name.map { "'\($0.value)'" } ?? "the activity") of this app, and to every other app that declares '\(action)' too"
          }
          ?? "no intent filter of this app accepts '\(action)', so it opens another app's activity or nothing"
        return context.finding(
          Self.self,
          "android:targetPackage '\(package.value)' without android:targetClass is ignored (Intent.parseIntent sets a component only when both are given): the intent stays implicit, and \(effect); add android:targetClass to open this app's activity",
          file: file.path, at: package.valueLocation)
      }
    }
  }
}
