import AndroidProject

/// `android-shortcuts-meta-data`: the shortcuts meta-data where the launcher never reads it.
enum AndroidShortcutsMetaData: AndroidRule {
  static let id = "android-shortcuts-meta-data"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "<meta-data android:name=\"android.app.shortcuts\"> on <application> or on an activity that no manifest gives the MAIN action and LAUNCHER category (nor opens through a launcher alias), or without an @xml/ resource. A copy on <application> beside the same meta-data on a launcher activity is only a warning: it is ignored, and the activity's is read.",
    why:
      "\"Create shortcuts\" (https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static): add the meta-data \"to any activity in your app's manifest whose intent filters are set to the android.intent.action.MAIN action and the android.intent.category.LAUNCHER category\"; the platform reads static shortcuts from launcher activities and aliases only.",
    example: "<application><meta-data android:name=\"android.app.shortcuts\" …/>  →  never read")

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.app.shortcutsMetaData.compactMap { manifest, component, metaData -> Finding? in
      let at = metaData.element.location
      guard let component else {
        // The launcher reads the activity's meta-data, not the application's ("Create
        // shortcuts"): beside a launcher activity's copy of it, this one is ignored, no harm.
        if let name = metaData.resource?.value,
          let launcher = Self.launcher(carrying: name, in: context.app)
        {
          return Finding(
            rule: id, severity: .warning,
            message:
              "android.app.shortcuts on <application> is ignored: the launcher reads the same meta-data from '\(launcher)'; this copy can go",
            file: manifest.path, location: at)
        }
        return context.finding(
          Self.self,
          "android.app.shortcuts is on <application>: the launcher reads it only from a launcher <activity> or <activity-alias> (MAIN and LAUNCHER); move it there",
          file: manifest.path, at: at)
      }
      guard let resource = metaData.resource, resource.value.hasPrefix("@xml/") else {
        return context.finding(
          Self.self,
          "android.app.shortcuts needs android:resource=\"@xml/…\" naming the shortcuts file",
          file: manifest.path, at: at)
      }
      let name = component.name?.value ?? ""
      guard !component.isLauncher, !context.app.hasLauncher(named: name) else { return nil }
      // An activity that launcher aliases open (icon switching): the aliases carry the launcher.
      let aliased = context.app.manifests.flatMap(\.launchers).contains {
        $0.isAlias && $0.element[android: "targetActivity"] == name
      }
      guard !aliased else { return nil }
      return context.finding(
        Self.self,
        "android.app.shortcuts is on '\(name)', which no manifest makes a launcher activity (MAIN and LAUNCHER): the launcher never reads it",
        file: manifest.path, at: at)
    }
  }

  /// The name of a launcher activity or alias of the app whose own shortcuts meta-data names
  /// `resource`, or nil.
  static func launcher(carrying resource: String, in app: AndroidApp) -> String? {
    app.shortcutsMetaData.first { _, component, metaData in
      guard let component, metaData.resource?.value == resource else { return false }
      return component.isLauncher || app.hasLauncher(named: component.name?.value ?? "")
    }?.component?.name?.value
  }
}
