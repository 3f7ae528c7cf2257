import PropertyList
import QuickActionTooling
import QuickActions

/// The "did you mean" for a shortcut type no route handles, shared by `route` and `simulate`:
/// the nearest of the types the manifest knows (its routes' and its items'), on standard error,
/// so the text and the JSON on standard output stay as they are.
enum ShortcutTypeHint {
  /// `note: did you mean 'com.example.qa.post'?` when `outcome` is an unknown type with a near
  /// neighbour among the manifest's types; nil otherwise.
  static func note(for outcome: RouteOutcome?, manifest: ManifestFile, table: RouteTable) -> String?
  {
    guard case .unknownType(let type) = outcome else { return nil }
    let known =
      table.routes.filter(\.handlesShortcut).map(\.type)
      + (manifest.staticItems() + manifest.declaredDynamicItems()).map(\.type)
    return DidYouMean.hint(for: type, among: known.filter { $0 != type }).map {
      TerminalText.escape("note: " + $0)
    }
  }

}
