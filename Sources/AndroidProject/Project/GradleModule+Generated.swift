import PropertyList

extension GradleModule {
  /// The lines of a build file that make the build write resources of its own: a task's output
  /// registered as a resource folder, a resource folder below `build/`, or a plugin known to
  /// write `res/xml/shortcuts.xml`. Each is the line as written (trimmed) and where it starts.
  ///
  /// The Android Gradle plugin's variant API adds a task's output to a variant's resources
  /// (`variant.sources.res?.addGeneratedSourceDirectory(task, …)`, "Add generated sources",
  /// https://developer.android.com/build/extend-agp; before AGP 7, `registerGeneratedResFolders`
  /// and `registerResGeneratingTask`); a source set may also take a folder the build writes
  /// (`res.srcDir("$buildDir/generated/…")`, "Change the default source set configurations",
  /// https://developer.android.com/build/build-variants#configure-sourcesets). The
  /// `com.github.zellius.shortcut-helper` plugin writes `res/xml/shortcuts.xml` for each
  /// variant from a template (its README). A resource such a build names is not missing from
  /// the checkout.
  static func generatedResourceLines(in bytes: [UInt8], path: String) -> [GradleValue] {
    var found: [GradleValue] = []
    var offset = 0
    var line = 1
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
      let registers = [
        "addGeneratedSourceDirectory", "registerGeneratedResFolders", "registerResGeneratingTask",
      ].contains { trimmed.contains($0) }
      let buildFolder =
        (trimmed.contains("res.srcDir") || trimmed.contains("res.setSrcDirs"))
        && (trimmed.contains("buildDir") || trimmed.contains("buildDirectory")
          || trimmed.contains("build/"))
      let plugin = trimmed.contains("shortcut-helper")
      guard registers || buildFolder || plugin else { continue }
      let column = text.utf8.count - trimmed.utf8.count + 1
      found.append(
        GradleValue(
          value: String(trimmed).trimmingTrailingSpaces, file: path,
          location: SourceLocation(offset: offset + column - 1, line: line, column: column)))
    }
    return found
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var s = Substring(self)
    while let last = s.last, last == " " || last == "\t" || last == "\r" { s = s.dropLast() }
    return String(s)
  }
}
