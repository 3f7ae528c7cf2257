import AndroidProject

/// `android-capability-binding`: a `<capability-binding>` naming no `<capability>` of its file.
enum AndroidCapabilityBinding: AndroidRule {
  static let id = "android-capability-binding"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A <shortcut>'s <capability-binding android:key> naming no <capability android:name> of the same shortcuts file.",
    why:
      "\"Add capabilities to shortcuts\" (https://developer.android.com/develop/ui/views/launch/shortcuts/adding-capabilities): a shortcut is bound to a capability the file defines, and inline inventory serves that capability's parameters; a binding to a capability the file does not declare gives Assistant nothing to fulfil, so it is ignored.",
    example:
      "<capability-binding android:key=\"actions.intent.CREATE_MESSAGE\"/> and no <capability android:name=\"actions.intent.CREATE_MESSAGE\">  →  never used"
  )

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.app.shortcutsFiles.flatMap { file in
      let declared = Set(file.root.children(named: "capability").compactMap { $0[android: "name"] })
      return file.shortcuts.flatMap(\.capabilityBindings).compactMap { binding -> Finding? in
        guard let key = binding.attribute("key"), !declared.contains(key.value) else { return nil }
        return context.finding(
          Self.self,
          "<capability-binding> names '\(key.value)', but this file declares no <capability android:name=\"\(key.value)\">: the binding is ignored",
          file: file.path, at: key.valueLocation)
      }
    }
  }
}
