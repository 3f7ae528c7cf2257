import PropertyList

/// A line of a module's build file that makes the build write resources of its own, and what it
/// writes when the build file says.
public struct ResourceGenerator: Sendable, Hashable {
  /// How the line makes the build write resources.
  public enum Kind: Sendable, Hashable {
    /// The `com.github.zellius.shortcut-helper` plugin: for every variant it writes
    /// `build/generated/res/resValues/VARIANT/xml/NAME.xml`, NAME being the file name of
    /// `shortcutHelper.filePath` (its `ShortcutHelperPlugin` and `PrepareShortcutTask`: the
    /// output is `$outputDir/${shortcutFile.name}`, the folder registered with
    /// `registerResGeneratingTask`).
    case shortcutHelper
    /// A task's output registered as a resource folder, or a resource folder below `build/`:
    /// which files it holds is known only when the build runs.
    case registeredFolder
  }

  /// The line as written (trimmed), where it starts.
  public var line: GradleValue
  /// What the line is.
  public var kind: Kind
  /// The template files the plugin copies into `res/xml/`, as `shortcutHelper.filePath` names
  /// them, each with its place; nil when the build file does not say (a registered folder, or
  /// the plugin with no literal `shortcutHelper.filePath` in this file).
  public var templates: [GradleValue]?

  /// The `res/xml` resource names it writes (`shortcuts` for a template `../shortcuts.xml`: the
  /// file's name without its extension), nil when the build file does not say.
  public var xmlNames: [String]? {
    templates?.map { template in
      var name = template.value.split(separator: "/").last.map(String.init) ?? template.value
      if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
      return name
    }
  }
}

extension GradleModule {
  /// The lines of a build file that make the build write resources of its own: a task's output
  /// registered as a resource folder, a resource folder below `build/`, or a plugin known to
  /// write `res/xml/shortcuts.xml`, each with what it writes when the file says.
  ///
  /// The Android Gradle plugin's variant API adds a task's output to a variant's resources
  /// (`variant.sources.res?.addGeneratedSourceDirectory(task, …)`, "Add generated sources",
  /// https://developer.android.com/build/extend-agp; before AGP 7, `registerGeneratedResFolders`
  /// and `registerResGeneratingTask`); a source set may also take a folder the build writes
  /// (`res.srcDir("$buildDir/generated/…")`, "Change the default source set configurations",
  /// https://developer.android.com/build/build-variants#configure-sourcesets). The
  /// `com.github.zellius.shortcut-helper` plugin writes one file, named as the template
  /// `shortcutHelper.filePath` names (`shortcutHelper.filePath = '../shortcuts.xml'`, or
  /// `shortcutHelper.setFilePath("./shortcuts.xml")` in Kotlin; its README). Only what such a
  /// line can be shown to write is not missing from the checkout.
  static func resourceGenerators(in bytes: [UInt8], path: String) -> [ResourceGenerator] {
    var found: [ResourceGenerator] = []
    var templates: [GradleValue] = []
    var offset = 0
    var line = 1
    // Inside `shortcutHelper { … }`: the depth of its braces.
    var helperBlock = 0
    for raw in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
      defer {
        offset += raw.count + 1
        line += 1
      }
      let text = String(decoding: raw, as: UTF8.self)
      let trimmed = text.drop { $0 == " " || $0 == "\t" }
      guard !trimmed.hasPrefix("//"), !trimmed.hasPrefix("*"), !trimmed.hasPrefix("/*") else {
        continue
      }
      let column = text.utf8.count - trimmed.utf8.count + 1
      let place = SourceLocation(offset: offset + column - 1, line: line, column: column)
      let opens = trimmed.filter { $0 == "{" }.count
      let closes = trimmed.filter { $0 == "}" }.count
      if helperBlock > 0 || trimmed.hasPrefix("shortcutHelper") {
        // `filePath = …` (Groovy) or `setFilePath(…)` (Kotlin).
        if let template = Self.template(in: text, path: path, line: line, at: offset) {
          templates.append(template)
        }
        if helperBlock > 0 {
          helperBlock += opens - closes
        } else if opens > closes {
          helperBlock = opens - closes
        }
      }
      let registers = [
        "addGeneratedSourceDirectory", "registerGeneratedResFolders", "registerResGeneratingTask",
      ].contains { trimmed.contains($0) }
      let buildFolder =
        (trimmed.contains("res.srcDir") || trimmed.contains("res.setSrcDirs"))
        && (trimmed.contains("buildDir") || trimmed.contains("buildDirectory")
          || trimmed.contains("build/"))
      let plugin = trimmed.contains("shortcut-helper")
      guard registers || buildFolder || plugin else { continue }
      found.append(
        ResourceGenerator(
          line: GradleValue(
            value: String(trimmed).trimmingTrailingSpaces, file: path, location: place),
          kind: plugin ? .shortcutHelper : .registeredFolder, templates: nil))
    }
    // The plugin writes the template's file name, wherever in the file `filePath` is set.
    for index in found.indices where found[index].kind == .shortcutHelper && !templates.isEmpty {
      found[index].templates = templates
    }
    return found
  }

  /// The quoted literal `filePath` / `setFilePath` takes on the line `text` of `path` (starting
  /// at `offset`), with its place; nil when the line sets none or the value is not a literal
  /// (a variable, a computed path).
  static func template(in text: String, path: String, line: Int, at offset: Int) -> GradleValue? {
    let bytes = Array(text.utf8)
    guard let key = bytes.firstRange(of: Array("ilePath".utf8)) else { return nil }
    var i = key.upperBound
    // `= '…'`, `("…")`, `= file("…")`, `= project.file('…')`: the first quote after the key;
    // anything else before it (a variable's name) makes the value not a literal.
    while i < bytes.count, bytes[i] != 0x22, bytes[i] != 0x27 { i += 1 }
    guard i < bytes.count else { return nil }
    let between = String(decoding: bytes[key.upperBound..<i], as: UTF8.self)
      .filter { $0 != " " && $0 != "\t" && $0 != "=" && $0 != "(" }
    guard ["", "file", "project.file", "rootProject.file"].contains(between) else { return nil }
    let quote = bytes[i]
    let start = i + 1
    guard let end = bytes[start...].firstIndex(of: quote), end > start else { return nil }
    let value = String(decoding: bytes[start..<end], as: UTF8.self)
    return GradleValue(
      value: value, file: path,
      location: SourceLocation(offset: offset + start, line: line, column: start + 1))
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var s = Substring(self)
    while let last = s.last, last == " " || last == "\t" || last == "\r" { s = s.dropLast() }
    return String(s)
  }
}
