import AndroidProject

/// `android-shortcuts-file-missing`: shortcuts meta-data naming an `@xml/…` file that is not
/// there.
enum AndroidShortcutsFileMissing: AndroidRule {
  static let id = "android-shortcuts-file-missing"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "<meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/NAME\"> where no res/xml*/NAME.xml is among the app's files (checked when some res/ file of the app is read).",
    why:
      "\"Create shortcuts\" (https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static): the meta-data names the shortcuts file, res/xml/NAME.xml; a reference to a resource that does not exist fails the build (\"Accessing resources\", https://developer.android.com/guide/topics/resources/accessing-resources; aapt2: resource xml/NAME not found).",
    example: "android:resource=\"@xml/shortcut\" and only res/xml/shortcuts.xml  →  the build fails"
  )

  static func check(_ context: AndroidLintContext) -> [Finding] {
    let paths = context.app.build.resourcePaths
    guard !paths.isEmpty else { return [] }
    let names = Set(
      paths.compactMap { path -> String? in
        let parts = path.split(separator: "/")
        guard parts.count >= 2, let name = parts.last, name.hasSuffix(".xml") else { return nil }
        let folder = parts[parts.count - 2]
        return folder == "xml" || folder.hasPrefix("xml-") ? String(name.dropLast(4)) : nil
      })
    return context.app.shortcutsMetaData.compactMap { manifest, _, metaData -> Finding? in
      guard let resource = metaData.resource, resource.value.hasPrefix("@xml/"),
        !names.contains(String(resource.value.dropFirst(5)))
      else { return nil }
      return context.finding(
        Self.self,
        "\(resource.value) names no res/xml file of the app (no \(resource.value.dropFirst(5)).xml): the build fails (aapt2: resource not found)",
        file: manifest.path, at: resource.valueLocation)
    }
  }
}
