import AndroidProject

/// `android-shortcuts-file-missing`: shortcuts meta-data naming an `@xml/…` file that is not
/// there.
enum AndroidShortcutsFileMissing: AndroidRule {
  static let id = "android-shortcuts-file-missing"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "<meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/NAME\"> where no res/xml*/NAME.xml is among the app's files (checked when some res/ file of the app is read). A file the build makes is said not read in a note instead: one the manifest's module writes with the com.github.zellius.shortcut-helper plugin (the file its shortcutHelper.filePath names, and no other), one assumed to be in a generated resource folder that module registers (the note says so), or a path the checkout's .gitignore ignores.",
    why:
      "\"Create shortcuts\" (https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static): the meta-data names the shortcuts file, res/xml/NAME.xml; a reference to a resource that does not exist fails the build (\"Accessing resources\", https://developer.android.com/guide/topics/resources/accessing-resources; aapt2: resource xml/NAME not found).",
    example: "android:resource=\"@xml/shortcut\" and only res/xml/shortcuts.xml  →  the build fails"
  )

  static func check(_ context: AndroidLintContext) -> [Finding] {
    missing(context.app).compactMap { manifest, resource in
      let excuse = generated(context.app, manifest: manifest, resource: resource)
      guard excuse.reason == nil else { return nil }
      return context.finding(
        Self.self,
        "\(resource.value) names no res/xml file of the app (no \(resource.value.dropFirst(5)).xml): the build fails (aapt2: resource not found)"
          + (excuse.writesOnly.map { "; \($0)" } ?? ""),
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

  /// Why a missing `@xml/NAME` is made by the build, not missing (`reason`), or nil; and when a
  /// plugin of the manifest's module writes other files only, what it writes (`writesOnly`).
  ///
  /// Only the manifest's own module (the build file in the nearest folder above it) is asked:
  /// its `com.github.zellius.shortcut-helper` plugin excuses the file its
  /// `shortcutHelper.filePath` names and no other, and with no literal file path it is assumed
  /// to write it, said in the note; a resource folder the module registers for a task is
  /// assumed to hold it (which files it holds is known only when the build runs), said in the
  /// note too. Else git ignoring `res/xml/NAME.xml` beside the manifest (`GeneratedFiles`).
  static func generated(_ app: AndroidApp, manifest: AndroidManifest, resource: XMLAttribute)
    -> (reason: String?, writesOnly: String?)
  {
    let name = String(resource.value.dropFirst(5))
    let module = app.build.modules.filter {
      $0.folder.isEmpty || manifest.path.hasPrefix($0.folder + "/")
    }.max { $0.folder.count < $1.folder.count }
    var writesOnly: String?
    for generator in module?.resourceGenerators ?? [] {
      let line = generator.line
      let at = "\(line.file):\(line.location.line):\(line.location.column)"
      switch (generator.kind, generator.templates, generator.xmlNames) {
      case (.shortcutHelper, let templates?, let names?):
        if let index = names.firstIndex(of: name) {
          let template = templates[index]
          return (
            "com.github.zellius.shortcut-helper (\(at)) writes it for every variant from '\(template.value)' (\(template.file):\(template.location.line):\(template.location.column))",
            nil
          )
        }
        let files = names.map { "res/xml/\($0).xml" }.joined(separator: ", ")
        writesOnly = "com.github.zellius.shortcut-helper (\(at)) writes only \(files)"
      case (.shortcutHelper, _, _):
        return (
          "assumed written by com.github.zellius.shortcut-helper (\(at)), whose shortcutHelper.filePath is not a literal in \(line.file)",
          nil
        )
      case (.registeredFolder, _, _):
        return (
          "assumed written by the build: \(at) registers a generated resource folder ('\(line.value)'), whose files are known only when it runs",
          nil
        )
      }
    }
    let folder = manifest.path.split(separator: "/").dropLast().joined(separator: "/")
    let file = (folder.isEmpty ? "" : folder + "/") + "res/xml/\(name).xml"
    return (GeneratedFiles.reason(for: file), writesOnly)
  }

  /// The notes for the meta-data whose file the build makes: what was not read, and why.
  static func notes(_ app: AndroidApp) -> [String] {
    missing(app).compactMap { manifest, resource in
      generated(app, manifest: manifest, resource: resource).reason.map {
        let place =
          "\(manifest.path):\(resource.valueLocation.line):\(resource.valueLocation.column)"
        return
          "\(place): note: \(resource.value) is not among the app's files: \($0); not read"
      }
    }
  }
}
