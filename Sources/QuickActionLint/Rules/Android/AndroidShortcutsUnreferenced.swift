import AndroidProject

/// `android-shortcuts-unreferenced`: a shortcuts file no manifest points at.
enum AndroidShortcutsUnreferenced: AndroidRule {
  static let id = "android-shortcuts-unreferenced"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A res/xml file with shortcuts a launcher could show that no android.app.shortcuts meta-data of the app's manifests names.",
    why:
      "Static shortcuts come only from the file the launcher activity's meta-data names (\"Create shortcuts\", https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static): this one is never read.",
    example:
      "res/xml/shortcuts.xml and no <meta-data android:name=\"android.app.shortcuts\">  →  never shown"
  )

  static func check(_ context: AndroidLintContext) -> [Finding] {
    guard !context.app.manifests.isEmpty else { return [] }
    let names = Set(context.app.shortcutsMetaData.compactMap { $0.metaData.resource?.value })
    return context.app.shortcutsFiles.compactMap { file -> Finding? in
      guard let first = file.shortcuts.first(where: \.isLauncherShortcut) else { return nil }
      let name =
        "@xml/" + (file.path.split(separator: "/").last.map { String($0.dropLast(4)) } ?? "")
      guard !names.contains(name) else { return nil }
      return context.finding(
        Self.self,
        "no manifest's android.app.shortcuts meta-data names \(name): these shortcuts are never shown (add <meta-data android:name=\"android.app.shortcuts\" android:resource=\"\(name)\"/> to the launcher activity)",
        file: file.path, at: first.element.location)
    }
  }
}
