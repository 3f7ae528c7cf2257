import AndroidProject

/// `android-shortcut-target-package-debug` (opt-in): the packages a shortcuts file names are not
/// the application ID of a debuggable or test build type that uses it; once per file.
///
/// Off by default: a debug build with an `applicationIdSuffix` cannot match a literal
/// `targetPackage` without its own copy of the file, no user installs it, and on the real apps
/// tried 15 of the 16 findings the rule made when it held every variant were of such builds.
enum AndroidShortcutTargetPackageDebug: AndroidRule {
  static let id = "android-shortcut-target-package-debug"
  static let severity = Finding.Severity.warning
  static let isOptIn = true
  static let documentation = doc(
    "The android:targetPackage values of a shortcuts file are not the application ID of a debuggable build type (debug, debuggable true, initWith debug) or of the testBuildType that uses the file: one finding per file, at its first intent. Opt-in: no user installs these builds.",
    why:
      "A variant's application ID has its build type's applicationIdSuffix (\"Configure the app module\", https://developer.android.com/build/configure-app-module#change_the_application_id_for_build_variants); an explicit intent names its package literally (\"Create shortcuts\", https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static), so a debug build's shortcuts open the release app, when installed, or nothing; a src/debug copy of the file fixes it.",
    example:
      "debug { applicationIdSuffix \".debug\" } and only src/main's targetPackage=\"com.example.qa\"  →  debug's shortcuts open com.example.qa"
  )

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.app.shortcutsFiles.compactMap { file -> Finding? in
      let intents = AndroidShortcutTargetPackage.explicitIntents(file)
      guard let first = intents.first?.targetPackage,
        let variants = context.app.build.variants(using: file.path)
      else { return nil }
      let named = Set(intents.compactMap { $0.targetPackage?.value })
      let wrong = variants.filter { variant in
        !variant.ships && variant.applicationID.map { !named.contains($0) } ?? false
      }
      guard !wrong.isEmpty else { return nil }
      let list = wrong.map { "\($0.name) builds \($0.applicationID ?? "")" }.joined(
        separator: ", ")
      let packages = named.sorted().map { "'\($0)'" }.joined(separator: ", ")
      return context.finding(
        Self.self,
        "the \(intents.count) intent\(intents.count == 1 ? "" : "s") of this file name \(packages), not the application ID of the debug or test builds using it (\(list)): in those builds the shortcuts open the release app or nothing",
        file: file.path, at: first.valueLocation)
    }
  }
}
