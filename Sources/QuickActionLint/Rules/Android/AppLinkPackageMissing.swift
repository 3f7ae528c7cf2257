import AndroidProject

/// `app-link-package-missing`: a verified host whose `assetlinks.json` does not name the app.
enum AppLinkPackageMissing: AndroidRule {
  static let id = "app-link-package-missing"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A host of an autoVerify filter whose assetlinks.json (given or found, matched by host) grants delegate_permission/common.handle_all_urls to none of the app's package names (the builds' applicationId, else the manifest's package).",
    why:
      "\"Verify Android App Links\" (https://developer.android.com/training/app-links/verify-android-applinks): Android opens the host's links in the app only when the host's file lists the app's package name and certificate; otherwise they open in the browser.",
    example:
      "<data android:host=\"qa.example.com\"/> and a file naming only com.example.other  →  not verified"
  )

  static func check(_ context: AndroidLintContext) -> [Finding] {
    let packages = context.app.packageNames
    guard !packages.isEmpty else { return [] }
    var reported: Set<String> = []
    return VerifiedLinks(context.app).hosts.compactMap { host -> Finding? in
      let sites = VerifiedLinks.sites(for: host.name, in: context.assetLinks)
      guard let site = sites.first, let file = site.reading.file,
        reported.insert(host.name).inserted
      else { return nil }
      let granted = file.appLinkPackages
      guard !packages.contains(where: granted.contains) else { return nil }
      let names = granted.isEmpty ? "no package" : granted.joined(separator: ", ")
      return context.finding(
        Self.self,
        "\(site.file) (for \(host.name)) grants handle_all_urls to \(names), not to \(packages.joined(separator: " or ")): Android will not verify this host for the app",
        file: host.file, at: host.location,
        notes: [
          Finding.Note(
            "the site's statements are here", at: file.statements.first?.location ?? .unknown,
            file: site.file)
        ])
    }
  }
}
