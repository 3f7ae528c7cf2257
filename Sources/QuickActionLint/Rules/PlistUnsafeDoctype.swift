/// `plist-unsafe-doctype`: an internal DTD subset, an entity declaration or an external entity.
enum PlistUnsafeDoctype: LintRule {
  static let id = "plist-unsafe-doctype"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "The file declares entities or a DTD subset, or refers to an external DTD.",
    why:
      "Entity declarations enable billion-laughs and external-file attacks on tools that expand them; a property list never needs them. Nothing is loaded or expanded.",
    example: "<!DOCTYPE plist [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>")

  static func check(_ context: LintContext) -> [Finding] {
    guard let error = context.parseError, error.kind == .unsafeDoctype else { return [] }
    return [context.finding(Self.self, error.message, at: error.location)]
  }
}
