import AndroidProject

/// `assetlinks-format`: what Android would misread or ignore in an `assetlinks.json`.
enum AssetLinksFormat: AndroidRule {
  static let id = "assetlinks-format"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "An assetlinks.json (lint --assetlinks FILE, or one found below the project) that Android would misread or ignore in part: JSON errors, a root that is not an array of statements, statements without relation or target, package names that are not application IDs, fingerprints that are not SHA-256 (a SHA-1 one named as such), Android 15 dynamic rules of the wrong shape; unknown keys are warnings. As `quickaction assetlinks validate` reports them; --fix puts a relation written as a string in an array.",
    why: "\"Configure website associations and dynamic rules\" (https://developer.android.com/training/app-links/configure-assetlinks): verification reads package_name and sha256_cert_fingerprints; a statement it cannot read verifies nothing.",
    example: "\"sha256_cert_fingerprints\": [\"14:6D:E9:…:44:E5\" (20 bytes)]  →  a SHA-1 fingerprint")

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.assetLinks.flatMap { site in
      site.reading.problems.map { problem in
        // The one fix that is certain: a relation written as a string, put in an array.
        let fix: String? = problem.message.hasPrefix("'relation' of ") && problem.message.contains("must be an array of strings: write [") ? "[]" : nil
        var f = context.finding(Self.self, problem.message, file: site.file, at: problem.location, fixIt: fix)
        f.severity = problem.severity == .error ? .error : .warning
        return f
      }
    }
  }
}
