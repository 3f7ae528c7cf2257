import AndroidProject
import QuickActions

/// `platform-drift`: the iOS quick actions and the Android shortcuts out of step.
enum PlatformDrift: AndroidRule {
  static let id = "platform-drift"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "An iOS static quick action with no Android shortcut, an Android shortcut with no iOS quick action, or a pair whose title and label differ in a language both platforms translate (the development language against values/). Items and shortcuts are paired one to one by route first, then by label (the title is a label), then by id without case, separators, a reverse-DNS prefix or an Action/Shortcut ending (CreateSubmissionAction is createSubmission).",
    why:
      "Cross-platform apps mean to offer the same quick actions on both Home Screens (iOS: UIApplicationShortcutItems; Android: \"Create shortcuts\", https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts); nothing else keeps the two declarations in step.",
    example:
      "iOS com.example.qa.post 'Post a Spot', Android 'post' with @string/post = 'New post'  →  titles differ"
  )

  static func check(_ context: AndroidLintContext) -> [Finding] {
    guard let ios = context.ios, !ios.items.isEmpty else { return [] }
    let files = context.referencedShortcutsFiles.filter {
      !AndroidLintContext.isVariantSourceSet($0.path)
    }
    let shortcuts = files.flatMap { file in file.launcherShortcuts.map { (file, $0) } }
    guard !shortcuts.isEmpty else { return [] }
    let titles = ios.items.map { item in
      ios.developmentItems.first { $0.type == item.type }?.title ?? item.title
    }
    let pairing = DriftPairing(
      items: ios.items, titles: titles, shortcuts: shortcuts.map(\.1), context: context)
    var out: [Finding] = []
    var seenTypes = Set<String>()
    for (index, item) in ios.items.enumerated() {
      // A type given again is `shortcut-duplicate-type`'s: the app cannot tell the two apart,
      // and Android keeps one shortcut per id, so the later item has no shortcut of its own.
      guard seenTypes.insert(item.type).inserted else { continue }
      guard let (file, shortcut) = pairing.shortcut(for: index).map({ shortcuts[$0] }) else {
        out.append(
          context.finding(
            Self.self,
            "the iOS quick action '\(item.type)' ('\(titles[index])') has no Android shortcut",
            file: ios.file, at: item.location))
        continue
      }
      // The languages both translate: the development language and values/, then each shared one.
      var languages: [(ios: String?, android: String?)] = [(nil, nil)]
      for language in ios.translations.keys.sorted()
      where context.app.strings.languages.contains(language) && language != ios.developmentLanguage
      {
        languages.append((language, language))
      }
      for (iosLanguage, androidLanguage) in languages {
        let shown = ios.developmentItems.first { $0.type == item.type }?.title ?? item.title
        let title =
          iosLanguage.flatMap { l in ios.translations[l]?.first { $0.type == item.type }?.title }
          ?? shown
        let labels = [shortcut.longLabel, shortcut.shortLabel].compactMap {
          context.text(of: $0, language: androidLanguage)
        }
        // White space compared as Android shows a label (AndroidShortcutsGenerator.collapsingWhiteSpace).
        let shownTitle = AndroidShortcutsGenerator.collapsingWhiteSpace(title)
        guard !labels.isEmpty, !labels.contains(title), !labels.contains(shownTitle) else {
          continue
        }
        let place = androidLanguage.map { "values-\($0)" } ?? "values"
        out.append(
          context.finding(
            Self.self,
            "the iOS title '\(title)'\(iosLanguage.map { " (\($0))" } ?? "") and the Android label '\(labels[0])' (\(place)) of '\(shortcut.id?.value ?? item.type)' differ",
            file: file.path,
            at: (shortcut.longLabel ?? shortcut.shortLabel)?.valueLocation
              ?? shortcut.element.location,
            notes: [Finding.Note("the iOS quick action is here", at: item.location, file: ios.file)]
          ))
      }
    }
    for (index, (file, shortcut)) in shortcuts.enumerated() where !pairing.isPaired(shortcut: index)
    {
      out.append(
        context.finding(
          Self.self, "the Android shortcut '\(shortcut.id?.value ?? "")' has no iOS quick action",
          file: file.path,
          at: shortcut.element.location))
    }
    return out
  }
}
