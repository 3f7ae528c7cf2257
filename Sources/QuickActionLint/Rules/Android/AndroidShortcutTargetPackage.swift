import AndroidProject

/// `android-shortcut-target-package`: an intent's `targetPackage` that is not the application ID
/// of a release variant that uses the file: once per package named, per file.
enum AndroidShortcutTargetPackage: AndroidRule {
  static let id = "android-shortcut-target-package"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "An <intent android:targetPackage android:targetClass> whose package is not the application ID of a variant users install (a release build type, in every product flavour) using the shortcuts file, once per package per file; debuggable and test build types are android-shortcut-target-package-debug's (opt-in). Each variant uses its own source set's copy of res/xml/NAME.xml before main's, and its ID is applicationId plus the applicationIdSuffix of defaultConfig, its flavours and build type, read from build.gradle(.kts) where literal. A computed ID is said not read, not guessed. Without a Gradle app module, the main source set's files are held against the literal applicationId values, and variant copies left alone.",
    why:
      "The explicit intent of a static shortcut names the app by its application ID (\"Create shortcuts\", https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static; \"Configure the app module\", https://developer.android.com/build/configure-app-module#set-application-id); which file a variant builds with and its ID are \"Configure build variants\" (https://developer.android.com/build/build-variants#sourceset-build); another package opens another app or nothing.",
    example:
      "applicationIdSuffix \".debug\" and src/main's android:targetPackage=\"com.example.qa.debug\" with no src/release copy  →  release builds com.example.qa"
  )

  static func check(_ context: AndroidLintContext) -> [Finding] {
    let app = context.app
    return app.shortcutsFiles.flatMap { file -> [Finding] in
      let intents = explicitIntents(file)
      guard !intents.isEmpty else { return [] }
      guard let all = app.build.variants(using: file.path) else {
        return legacy(context, file, intents)
      }
      // What users install: release build types, in every product flavour.
      let variants = all.filter(\.ships)
      return causes(intents).compactMap { target, same -> Finding? in
        let wrong = variants.filter { $0.applicationID != nil && $0.applicationID != target.value }
        let unknown = variants.filter { $0.applicationID == nil && !$0.unreadable.isEmpty }
        var notes = unknown.flatMap { v in
          v.unreadable.map {
            Finding.Note(
              "variant '\(v.name)': its application ID is computed here ('\($0.value)'), which is not evaluated",
              at: $0.location, file: $0.file)
          }
        }
        notes += same.map {
          Finding.Note("the same android:targetPackage", at: $0.valueLocation, file: file.path)
        }
        if !wrong.isEmpty {
          let list = wrong.map { "\($0.name) builds \($0.applicationID ?? "")" }.joined(
            separator: ", ")
          let count = same.isEmpty ? "" : " (\(same.count + 1) intents)"
          return context.finding(
            Self.self,
            "android:targetPackage '\(target.value)'\(count) is not the application ID of the release variants using this file (\(list)): their shortcuts open another app or nothing",
            file: file.path, at: target.valueLocation, notes: notes)
        }
        let matched = variants.contains { $0.applicationID == target.value }
        guard !matched, !unknown.isEmpty else { return nil }
        return context.finding(
          Self.self,
          "android:targetPackage '\(target.value)' is not checked for \(unknown.map(\.name).joined(separator: ", ")): the application ID is computed by the build script, not read",
          file: file.path, at: target.valueLocation, notes: notes)
      }
    }
  }

  /// The intents that name a component: a literal `targetPackage` with a `targetClass`. One
  /// without `targetClass` has its package ignored (`AndroidShortcutTargetPackageIgnored`).
  static func explicitIntents(_ file: ShortcutsFile) -> [ShortcutIntent] {
    // Lazily: only the intents kept are copied, not every intent of the file first.
    Array(
      file.shortcuts.lazy.flatMap(\.intents).filter {
        $0.targetClass != nil && ($0.targetPackage.map { !$0.value.contains("${") } ?? false)
      })
  }

  /// The intents grouped by the package they name, in file order: one finding per cause, the
  /// first intent's attribute with the others'.
  static func causes(_ intents: [ShortcutIntent]) -> [(XMLAttribute, [XMLAttribute])] {
    var order: [String] = []
    var groups: [String: [XMLAttribute]] = [:]
    for intent in intents {
      guard let target = intent.targetPackage else { continue }
      if groups[target.value] == nil { order.append(target.value) }
      groups[target.value, default: []].append(target)
    }
    return order.compactMap { value in
      guard let group = groups[value], let first = group.first else { return nil }
      return (first, Array(group.dropFirst()))
    }
  }

  /// No app module read: the main source set against every literal application ID.
  static func legacy(
    _ context: AndroidLintContext, _ file: ShortcutsFile, _ intents: [ShortcutIntent]
  ) -> [Finding] {
    let ids = Set(context.app.applicationIDs.map(\.value))
    guard !ids.isEmpty, !AndroidLintContext.isVariantSourceSet(file.path) else { return [] }
    return causes(intents).compactMap { target, same -> Finding? in
      guard !ids.contains(target.value) else { return nil }
      return context.finding(
        Self.self,
        "android:targetPackage '\(target.value)' is not the application ID (\(ids.sorted().joined(separator: ", ")))",
        file: file.path, at: target.valueLocation,
        notes: same.map {
          Finding.Note("the same android:targetPackage", at: $0.valueLocation, file: file.path)
        })
    }
  }
}
