import AndroidProject

/// `android-shortcut-app-uri-data`: a shortcut intent's `android:data` that is an
/// `android-app:` URI, which a shortcuts file does not expand.
enum AndroidShortcutAppURIData: AndroidRule {
  static let id = "android-shortcut-app-uri-data"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "An <intent android:data=\"android-app://PACKAGE/SCHEME/HOST/PATH\"> in a shortcuts file when no intent filter of the app accepts the android-app scheme.",
    why:
      "AOSP's Intent.parseIntent (frameworks/base, core/java/android/content/Intent.java), which reads a shortcut's <intent>, sets the data with Uri.parse as written; only Intent.parseUri expands an android-app: URI into a package and a SCHEME://HOST/PATH link (Intent.URI_ANDROID_APP_SCHEME, https://developer.android.com/reference/android/content/Intent#URI_ANDROID_APP_SCHEME). The intent keeps the android-app scheme: resolved by filters it matches none of the app's, and an explicit one hands the activity a URI its link handling does not expect. Not tried on a device: read from the source.",
    example:
      "android:data=\"android-app://com.example.qa/https/example.com/compose\"  →  write https://example.com/compose"
  )

  static func check(_ context: AndroidLintContext) -> [Finding] {
    let accepted = context.app.manifests.contains { manifest in
      manifest.intentFilters.contains { $0.filter.schemes.contains { $0.text == "android-app" } }
    }
    guard !accepted else { return [] }
    return context.app.shortcutsFiles.flatMap { file in
      file.shortcuts.lazy.flatMap(\.intents).compactMap { intent -> Finding? in
        guard let data = intent.data, data.value.hasPrefix("android-app:") else { return nil }
        let link = expanded(data.value).map { "; parseUri would make it \($0)" } ?? ""
        let effect =
          intent.targetClass == nil
          ? "no intent filter of the app accepts it, so the shortcut opens nothing of the app's"
          : "its activity receives it as written, and no intent filter of the app accepts that scheme"
        return context.finding(
          Self.self,
          "android:data '\(data.value)' is kept as written: Intent.parseIntent does not expand android-app: URIs (only Intent.parseUri does), so the intent's data has the scheme 'android-app'; \(effect)\(link)",
          file: file.path, at: data.valueLocation)
      }
    }
  }

  /// The link `Intent.parseUri` makes of `android-app://PACKAGE/SCHEME/HOST/PATH`, or nil when
  /// the URI names no scheme (parseUri then makes the package's launch intent).
  static func expanded(_ uri: String) -> String? {
    let rest = uri.dropFirst("android-app:".count)
    guard rest.hasPrefix("//") else { return nil }
    let body = rest.dropFirst(2).split(separator: "#", maxSplits: 1).first ?? ""
    let parts = body.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count >= 3, !parts[1].isEmpty, !parts[2].isEmpty else { return nil }
    let path = parts.count == 4 ? "/" + parts[3] : ""
    return "\(parts[1])://\(parts[2])\(path)"
  }
}
