import AndroidProject
import QuickActions

/// `platform-drift`: the iOS quick actions and the Android shortcuts out of step.
enum PlatformDrift: AndroidRule {
  static let id = "platform-drift"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "An iOS static quick action with no Android shortcut of the same id (its type, or the type's last part) or route, an Android shortcut with no iOS quick action, or a pair whose title and label differ in a language both platforms translate (the development language against values/).",
    why: "Cross-platform apps mean to offer the same quick actions on both Home Screens (iOS: UIApplicationShortcutItems; Android: \"Create shortcuts\", https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts); nothing else keeps the two declarations in step.",
    example: "iOS com.example.qa.post 'Post a Spot', Android 'post' with @string/post = 'New post'  →  titles differ")

  static func check(_ context: AndroidLintContext) -> [Finding] {
    guard let ios = context.ios, !ios.items.isEmpty else { return [] }
    let files = context.referencedShortcutsFiles.filter { !AndroidLintContext.isVariantSourceSet($0.path) }
    let shortcuts = files.flatMap { file in file.launcherShortcuts.map { (file, $0) } }
    guard !shortcuts.isEmpty else { return [] }
    func routeType(_ s: StaticShortcut) -> String? { s.id.flatMap { context.routes?.route(for: $0.value)?.type } }
    func pairs(_ item: ShortcutItem, _ s: StaticShortcut) -> Bool {
      guard let id = s.id?.value else { return false }
      return id == item.type || item.type.hasSuffix("." + id) || routeType(s) == item.type
    }
    var out: [Finding] = []
    for item in ios.items {
      guard let (file, shortcut) = shortcuts.first(where: { pairs(item, $0.1) }) else {
        let shown = ios.developmentItems.first { $0.type == item.type }?.title ?? item.title
        out.append(context.finding(Self.self, "the iOS quick action '\(item.type)' ('\(shown)') has no Android shortcut", file: ios.file, at: item.location))
        continue
      }
      // The languages both translate: the development language and values/, then each shared one.
      var languages: [(ios: String?, android: String?)] = [(nil, nil)]
      for language in ios.translations.keys.sorted() where context.app.strings.languages.contains(language) && language != ios.developmentLanguage {
        languages.append((language, language))
      }
      for (iosLanguage, androidLanguage) in languages {
        let shown = ios.developmentItems.first { $0.type == item.type }?.title ?? item.title
        let title = iosLanguage.flatMap { l in ios.translations[l]?.first { $0.type == item.type }?.title } ?? shown
        let labels = [shortcut.longLabel, shortcut.shortLabel].compactMap { context.text(of: $0, language: androidLanguage) }
        // White space compared as Android shows a label (AndroidShortcutsGenerator.collapsingWhiteSpace).
        let shownTitle = AndroidShortcutsGenerator.collapsingWhiteSpace(title)
        guard !labels.isEmpty, !labels.contains(title), !labels.contains(shownTitle) else { continue }
        let place = androidLanguage.map { "values-\($0)" } ?? "values"
        out.append(context.finding(Self.self,
                                   "the iOS title '\(title)'\(iosLanguage.map { " (\($0))" } ?? "") and the Android label '\(labels[0])' (\(place)) of '\(shortcut.id?.value ?? item.type)' differ",
                                   file: file.path, at: (shortcut.longLabel ?? shortcut.shortLabel)?.valueLocation ?? shortcut.element.location,
                                   notes: [Finding.Note("the iOS quick action is here", at: item.location, file: ios.file)]))
      }
    }
    for (file, shortcut) in shortcuts where !ios.items.contains(where: { pairs($0, shortcut) }) {
      out.append(context.finding(Self.self, "the Android shortcut '\(shortcut.id?.value ?? "")' has no iOS quick action", file: file.path,
                                 at: shortcut.element.location))
    }
    return out
  }
}
