import PropertyList
import QuickActions

/// `url-scheme-unrouted`: a declared URL scheme no route answers.
enum URLSchemeUnrouted: LintRule {
  static let id = "url-scheme-unrouted"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "The Info.plist declares a URL scheme that no route's URL pattern uses (when the routes answer some URLs). Schemes that sign-in SDKs answer themselves (fb<id>, Google's reversed client ID, wx…, tencent…) are left out.",
    why:
      "A URL of that scheme opens the app and reaches no screen: the router answers that no route handles it.",
    example:
      "CFBundleURLSchemes lists 'qa' and 'qa-beta'; the routes answer only qa://  →  'qa-beta' reaches no route"
  )

  static func check(_ context: LintContext) -> [Finding] {
    let routed = RoutedDoors(context.routes).customSchemeURLs
    guard !routed.isEmpty else { return [] }
    let schemes = Set(routed.map(\.pattern.scheme))
    let declared = DeclaredDoors(
      root: context.document?.root, settings: context.configuration.buildSettings
    ).urlSchemes
    return declared.compactMap { scheme in
      guard !scheme.isUnresolved, DeclaredDoors.schemeProblem(scheme.value) == nil,
        !schemes.contains(scheme.value.lowercased()), !RoutedDoors.isSDKCallback(scheme.value)
      else { return nil }
      return context.finding(
        Self.self,
        "no route answers URLs of the declared scheme '\(scheme.value)' (the routes answer \(schemes.sorted().map { "\($0):" }.joined(separator: ", ")))",
        at: scheme.location)
    }
  }
}
