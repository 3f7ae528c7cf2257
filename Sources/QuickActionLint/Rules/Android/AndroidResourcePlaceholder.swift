import AndroidProject

/// `android-resource-placeholder`: a `${…}` build placeholder in a shortcuts file.
enum AndroidResourcePlaceholder: AndroidRule {
  static let id = "android-resource-placeholder"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A ${…} placeholder (${applicationId}) in an attribute of a res/xml shortcuts file.",
    why:
      "Gradle fills manifest placeholders in AndroidManifest.xml only (\"Inject build variables into the manifest\", https://developer.android.com/build/manage-manifests#inject_build_variables_into_the_manifest); a resource is compiled as written, so the intent targets a package literally named ${applicationId} and the shortcut opens nothing. Write the application ID, with one copy of the file per variant source set that changes it.",
    example: "android:targetPackage=\"${applicationId}\"  →  not substituted in res/xml")

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.app.shortcutsFiles.flatMap { file in
      file.shortcuts.lazy.flatMap(\.intents).flatMap { intent in
        intent.element.attributes.filter { $0.value.contains("${") }.map { attribute in
          context.finding(
            Self.self,
            "'\(attribute.value)' in android:\(attribute.localName) is not substituted in a resource file: the intent names it as written",
            file: file.path, at: attribute.valueLocation)
        }
      }
    }
  }
}
