import AndroidProject

/// `android-shortcuts-file-missing`: shortcuts meta-data naming an `@xml/…` file that is not
/// there.
enum AndroidShortcutsFileMissing: AndroidRule {
  static let id = "android-shortcuts-file-missing"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "<meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/NAME\"> where no res/xml*/NAME.xml is among the app's files (checked when some res/ file of the app is read). A file the build makes (a Gradle build registering generated resources or applying a plugin that writes them, or a path the checkout's .gitignore ignores) is said not read in a note instead.",
    why:
      "\"Create shortcuts\" (https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static): the meta-data names the shortcuts file, res/xml/NAME.xml; a reference to a resource that does not exist fails the build (\"Accessing resources\", https://developer.android.com/guide/topics/resources/accessing-resources; aapt2: resource xml/NAME not found).",
    example: "android:resource=\"@xml/shortcut\" and only res/xml/shortcuts.xml  →  the build fails"
  )

  static func check(_ context: AndroidLintContext) -> [Finding] {
    missing(context.app).compactMap { manifest, resource in
      guard generated(context.app, manifest: manifest, resource: resource) == nil else {
        return nil
      }
      return context.finding(
        Self.self,
        "\(resource.value) names no res/xml file of the app (no \(resource.value.dropFirst(5)).xml): the build fails (aapt2: resource not found)",
        file: manifest.path, at: resource.valueLocation)
    }
  }

  /// Each shortcuts meta-data naming an `@xml/NAME` that no `res/xml*` file of the app is
  /// (when some res/ file of the app is read).
  static func missing(_ app: AndroidApp) -> [(manifest: AndroidManifest, resource: XMLAttribute)] {
    let paths = app.build.resourcePaths
    guard !paths.isEmpty else { return [] }
    let names = Set(
      paths.compactMap { path -> String? in
        let parts = path.split(separator: "/")
        guard parts.count >= 2, let name = parts.last, name.hasSuffix(".xml") else { return nil }
        let folder = parts[parts.count - 2]
        return folder == "xml" || folder.hasPrefix("xml-") ? String(name.dropLast(4)) : nil
      })
    return app.shortcutsMetaData.compactMap { manifest, _, metaData in
      guard let resource = metaData.resource, resource.value.hasPrefix("@xml/"),
        !names.contains(String(resource.value.dropFirst(5)))
      else { return nil }
      return (manifest, resource)
    }
  }

  /// Why a missing `@xml/NAME` is made by the build, not missing, or nil: a Gradle build file
  /// of the app registers generated resources or applies a plugin that writes them
  /// (`GradleModule.generatedResources`), or git ignores `res/xml/NAME.xml` beside the manifest
  /// (`GeneratedFiles`).
  static func generated(_ app: AndroidApp, manifest: AndroidManifest, resource: XMLAttribute)
    -> String?
  {
    if let line = app.build.modules.lazy.flatMap(\.generatedResources).first {
      return
        "\(line.file):\(line.location.line):\(line.location.column) makes the build write resources ('\(line.value)')"
    }
    let folder = manifest.path.split(separator: "/").dropLast().joined(separator: "/")
    let file =
      (folder.isEmpty ? "" : folder + "/") + "res/xml/\(resource.value.dropFirst(5)).xml"
    return GeneratedFiles.reason(for: file)
  }

  /// The notes for the meta-data whose file the build makes: what was not read, and why.
  static func notes(_ app: AndroidApp) -> [String] {
    missing(app).compactMap { manifest, resource in
      generated(app, manifest: manifest, resource: resource).map {
        let place =
          "\(manifest.path):\(resource.valueLocation.line):\(resource.valueLocation.column)"
        return
          "\(place): note: \(resource.value) is not among the app's files: \($0); not read"
      }
    }
  }
}
