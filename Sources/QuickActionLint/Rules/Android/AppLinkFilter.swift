import AndroidProject
import PropertyList

/// `app-link-filter`: an `android:autoVerify="true"` intent filter Android cannot verify.
enum AppLinkFilter: AndroidRule {
  static let id = "app-link-filter"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "An android:autoVerify=\"true\" intent filter that cannot be verified: without the VIEW action or the DEFAULT and BROWSABLE categories, with a scheme other than http and https beside them, without a host, or with the host '*'; a path pattern that spells a query; and (a warning) autoVerify on a filter with no web scheme at all. A filter, activity or <data> with tools:ignore naming an Android Lint AppLink check is left alone (the project has judged it).",
    why:
      "\"Verify Android App Links\" (https://developer.android.com/training/app-links/verify-android-applinks) and \"Add intent filters for App Links\" (https://developer.android.com/training/app-links/add-applinks): Android 12 and later verify a host only in a filter of exactly VIEW, DEFAULT, BROWSABLE and http/https (\"Do not include other schemes, as this will prevent verification\"); on Android 11 and lower one host that fails verification fails every host of the app. A path is matched without the query.",
    example:
      "<intent-filter android:autoVerify=\"true\"> … <data android:scheme=\"https\" android:host=\"*\"/>  →  '*' cannot be verified"
  )

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.app.manifests.flatMap { manifest in
      manifest.intentFilters.flatMap { component, filter -> [Finding] in
        guard filter.verifies, let at = filter.autoVerify?.location else { return [] }
        let ignored = [filter.element, component.element].contains { e in
          e.attribute("ignore", namespace: toolsNamespace)?.value.contains("AppLink") == true
            || e.toolsIgnores("all")
        }
        guard !ignored else { return [] }
        func error(_ message: String, _ location: SourceLocation = at) -> Finding {
          context.finding(Self.self, message, file: manifest.path, at: location)
        }
        let schemes = filter.schemes.map(\.text)
        let web = schemes.filter { $0 == "http" || $0 == "https" }
        guard !web.isEmpty else {
          var f = error(
            "android:autoVerify=\"true\" on a filter with no http or https scheme (\(schemes.isEmpty ? "none" : schemes.joined(separator: ", "))): only web links are verified, so it verifies nothing"
          )
          f.severity = .warning
          return [f]
        }
        var out: [Finding] = []
        let missing = [
          ("android.intent.action.VIEW", filter.actionNames),
          ("android.intent.category.DEFAULT", filter.categoryNames),
          ("android.intent.category.BROWSABLE", filter.categoryNames),
        ].filter { !$0.1.contains($0.0) }.map(\.0)
        if !missing.isEmpty {
          out.append(
            error(
              "this App Links filter lacks \(missing.joined(separator: " and ")): Android verifies only a filter with VIEW, DEFAULT and BROWSABLE"
            ))
        }
        for scheme in filter.schemes where scheme.text != "http" && scheme.text != "https" {
          out.append(
            error(
              "the scheme '\(scheme.text)' beside http/https in an autoVerify filter prevents verification: put custom schemes in a filter of their own",
              scheme.location))
        }
        if filter.hosts.isEmpty {
          out.append(error("this App Links filter has no android:host: there is no site to verify"))
        }
        for spec in filter.data
        where spec.host?.text == "*"
          && spec.element.attribute("ignore", namespace: toolsNamespace)?.value.contains("AppLink")
            != true
        {
          guard let host = spec.host else { continue }
          out.append(
            error(
              "the host '*' cannot be verified (no site publishes assetlinks.json for every host); on Android 11 and lower it fails verification of every host of the app",
              host.location))
        }
        for rule in filter.paths
        where rule.value.text.contains("?") && rule.value.text.contains("=") {
          var f = error(
            "the \(rule.kind) '\(rule.value.text)' spells a query, but a path is matched without the query: it never matches",
            rule.value.location)
          f.severity = .warning
          out.append(f)
        }
        return out
      }
    }
  }
}
