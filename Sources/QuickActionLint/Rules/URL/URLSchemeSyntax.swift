import PropertyList

/// `url-scheme-syntax`: a `CFBundleURLSchemes` entry that is not a URL scheme.
enum URLSchemeSyntax: LintRule {
  static let id = "url-scheme-syntax"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A URL scheme the app declares (CFBundleURLTypes, CFBundleURLSchemes) is not a scheme: RFC 3986 allows a letter, then letters, digits, '+', '-' and '.'. A trailing '://' or surrounding spaces are removed by --fix.",
    why:
      "No URL has such a scheme, so the app is never opened with it; the App Store refuses some bad schemes at upload (ITMS-90158).",
    example:
      "<key>CFBundleURLSchemes</key><array><string>myapp://</string></array>  →  'myapp://' ends with '://', which is not part of the scheme"
  )

  static func check(_ context: LintContext) -> [Finding] {
    SchemeSyntaxCheck.findings(
      Self.self, context, key: "CFBundleURLSchemes", noun: "URL scheme", schemes: \.urlSchemes
    ) {
      " of URL type \($0.typeIndex)"
    }
  }
}
