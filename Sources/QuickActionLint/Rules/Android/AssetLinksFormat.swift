import AndroidProject

/// `assetlinks-format`: what Android would misread or ignore in an `assetlinks.json`.
enum AssetLinksFormat: AndroidRule {
  static let id = "assetlinks-format"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "An assetlinks.json (lint --assetlinks FILE, or one found below the project) that Android "
      + "would misread or ignore in part, each finding ending with what Android does (ignores the "
      + "file, ignores the statement, reads a value no device matches, or discards the dynamic "
      + "rules): JSON errors, numbers and nulls, a file over Android's 1 MB limit or not UTF-8, a "
      + "root that is not an array of statements, statements without relation or target, "
      + "relations outside kind/detail of [a-z0-9_.]+, web sites with a path, user information or "
      + "the default port, package names that are not application IDs, fingerprints that are not "
      + "uppercase SHA-256 (a SHA-1 one named as such), Android 15 dynamic rules of the wrong "
      + "shape, with an empty pattern or with no part; an include statement is read as Android "
      + "reads it (HTTPS only). Unknown keys are warnings. As `quickaction assetlinks validate` "
      + "reports them; --fix puts a relation written as a string in an array.",
    why: "The Statement List Syntax page (https://developers.google.com/digital-asset-links/v1/"
      + "statements), \"Configure website associations and dynamic rules\" (https://"
      + "developer.android.com/training/app-links/configure-assetlinks) and AOSP's StatementService "
      + "(StatementParser.kt, JsonParser, AssetFactory, WebAsset, AndroidAppAsset, Relation, "
      + "UrlFetcher, DalComponentParser): on Android 12 and later a bad target or relation throws "
      + "and loses the whole file; a statement Android cannot read verifies nothing.",
    example:
      "\"sha256_cert_fingerprints\": [\"14:6D:E9:…:44:E5\" (20 bytes)]  →  a SHA-1 fingerprint")

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.assetLinks.flatMap { site in
      site.reading.problems.map { problem in
        // The one fix that is certain: a relation written as a string, put in an array.
        let fix: String? =
          problem.message.hasPrefix("'relation' of ")
            && problem.message.contains("must be an array of strings: write [") ? "[]" : nil
        var f = context.finding(
          Self.self, problem.message, file: site.file, at: problem.location, fixIt: fix)
        f.severity = problem.severity == .error ? .error : .warning
        return f
      }
    }
  }
}
