import AndroidProject

/// `android-shortcut-target-package`: an intent's `targetPackage` that is not the app's
/// application ID.
enum AndroidShortcutTargetPackage: AndroidRule {
  static let id = "android-shortcut-target-package"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "An <intent android:targetPackage> in the main source set's shortcuts that is none of the application IDs the Gradle build files set (checked only when one is read; variant copies such as src/debug are left alone, since a variant changes the ID).",
    why: "The explicit intent of a static shortcut names the app by its application ID (\"Create shortcuts\", https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static; \"Configure the app module\", https://developer.android.com/build/configure-app-module#set-application-id); another package opens another app or nothing.",
    example: "applicationId \"com.example.qa\" and android:targetPackage=\"com.example.q\"  →  not the application ID")

  static func check(_ context: AndroidLintContext) -> [Finding] {
    let ids = Set(context.app.applicationIDs.map(\.value))
    guard !ids.isEmpty else { return [] }
    return context.app.shortcutsFiles.filter { !AndroidLintContext.isVariantSourceSet($0.path) }.flatMap { file in
      file.shortcuts.flatMap(\.intents).compactMap { intent -> Finding? in
        guard let target = intent.targetPackage, !target.value.contains("${"), !ids.contains(target.value) else { return nil }
        return context.finding(Self.self,
                               "android:targetPackage '\(target.value)' is not the application ID (\(ids.sorted().joined(separator: ", ")))",
                               file: file.path, at: target.valueLocation)
      }
    }
  }
}
