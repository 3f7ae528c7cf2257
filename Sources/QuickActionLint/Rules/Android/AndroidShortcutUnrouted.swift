import AndroidProject
import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `android-shortcut-unrouted`: an Android shortcut no route of the table takes.
enum AndroidShortcutUnrouted: AndroidRule {
  static let id = "android-shortcut-unrouted"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A shortcut a launcher can show that no route takes, when routes are known: no route has its shortcutId as type, and the data URL of its last intent (the one that opens) matches no route's URL pattern.",
    why:
      "The same table routes both platforms; a shortcut it does not take opens the app at its start, or nowhere. The last intent is the one the shortcut opens (\"Create shortcuts\", https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static).",
    example:
      "android:shortcutId=\"compose\" with android:data=\"qa://compse\"  →  no route takes it")

  static func check(_ context: AndroidLintContext) -> [Finding] {
    guard let routes = context.routes else { return [] }
    return context.referencedShortcutsFiles.filter {
      !AndroidLintContext.isVariantSourceSet($0.path)
    }.flatMap { file in
      file.shortcuts.lazy.filter(\.isLauncherShortcut).compactMap { shortcut -> Finding? in
        let id = shortcut.id?.value ?? ""
        if routes.route(for: id) != nil { return nil }
        let data = shortcut.intents.last?.data
        if let data, let url = URL(string: data.value), routes.route(matching: url) != nil {
          return nil
        }
        let why =
          data.map { "and its intent's data '\($0.value)' matches no route URL" }
          ?? "and its intent has no data URL"
        return context.finding(
          Self.self, "no route takes the shortcut '\(id)': no route has that type, \(why)",
          file: file.path,
          at: data?.valueLocation ?? shortcut.id?.valueLocation ?? shortcut.element.location)
      }
    }
  }
}
