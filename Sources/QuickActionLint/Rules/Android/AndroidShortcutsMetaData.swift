import AndroidProject

/// `android-shortcuts-meta-data`: the shortcuts meta-data where the launcher never reads it.
enum AndroidShortcutsMetaData: AndroidRule {
  static let id = "android-shortcuts-meta-data"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "<meta-data android:name=\"android.app.shortcuts\"> on <application> or on an activity that no manifest gives the MAIN action and LAUNCHER category (nor opens through a launcher alias), or without an @xml/ resource.",
    why: "\"Create shortcuts\" (https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static): add the meta-data \"to any activity in your app's manifest whose intent filters are set to the android.intent.action.MAIN action and the android.intent.category.LAUNCHER category\"; the platform reads static shortcuts from launcher activities and aliases only.",
    example: "<application><meta-data android:name=\"android.app.shortcuts\" …/>  →  never read")

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.app.shortcutsMetaData.compactMap { manifest, component, metaData -> Finding? in
      let at = metaData.element.location
      guard let component else {
        return context.finding(Self.self,
                               "android.app.shortcuts is on <application>: the launcher reads it only from a launcher <activity> or <activity-alias> (MAIN and LAUNCHER); move it there",
                               file: manifest.path, at: at)
      }
      guard let resource = metaData.resource, resource.value.hasPrefix("@xml/") else {
        return context.finding(Self.self, "android.app.shortcuts needs android:resource=\"@xml/…\" naming the shortcuts file", file: manifest.path, at: at)
      }
      let name = component.name?.value ?? ""
      guard !component.isLauncher, !context.app.hasLauncher(named: name) else { return nil }
      // An activity that launcher aliases open (icon switching): the aliases carry the launcher.
      let aliased = context.app.manifests.flatMap(\.launchers).contains { $0.isAlias && $0.element[android: "targetActivity"] == name }
      guard !aliased else { return nil }
      return context.finding(Self.self,
                             "android.app.shortcuts is on '\(name)', which no manifest makes a launcher activity (MAIN and LAUNCHER): the launcher never reads it",
                             file: manifest.path, at: at)
    }
  }
}
