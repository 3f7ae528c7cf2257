import PropertyList
import QuickActionTooling
import QuickActions

/// The languages `preview` draws, each with the strings its titles come from.
extension PreviewRun {
  /// The languages asked for, each with the strings iOS looks its titles up in
  /// (`TitleLocalization`: the language, then the development language; nil: as written).
  static func languages(
    _ request: PreviewRequest, manifest: ManifestFile, settings: BuildSettings,
    _ environment: ToolEnvironment
  ) throws(ToolRunError) -> [(String?, PlistDictionary?)] {
    let asked = request.languages
    let option = "--language"
    if asked.contains("all") && asked.count > 1 {
      throw .usage(
        "\(option) all and \(option) \(asked.first { $0 != "all" } ?? "") do not go together: all is every language"
      )
    }
    guard !asked.isEmpty || request.strings != nil else {
      // The development language's titles when the app has them (labelled with it), else as written.
      let region = manifest.developmentRegion(settings)
      return [(manifest.titleStrings(settings: settings) == nil ? nil : region, nil)]
    }
    let directory = request.strings ?? ManifestFile.folder(of: request.file)
    let (strings, failures) = LocalizedStrings.load(directory: directory)
    if let failure = failures.first {
      throw .unreadable(path: failure.path, reason: failure.error.message)
    }
    guard !asked.isEmpty else {
      return [(nil, manifest.titleStrings(in: strings, settings: settings))]
    }
    if asked == ["all"] {
      let tables = strings.tables.filter { $0.language.lowercased() != "base" }
      guard !tables.isEmpty else {
        throw .unreadable(
          path: directory, reason: "no *.lproj/InfoPlist.strings below this folder")
      }
      return tables.map {
        (
          $0.language,
          manifest.titleStrings(languages: [$0.language], in: strings, settings: settings)
        )
      }
    }
    return asked.map { language in
      if TitleLocalization.table(for: language, in: strings) == nil {
        environment.say(
          manifest.fallbackNote(language, directory, localized: strings, settings: settings))
      }
      return (
        language, manifest.titleStrings(languages: [language], in: strings, settings: settings)
      )
    }
  }
}
