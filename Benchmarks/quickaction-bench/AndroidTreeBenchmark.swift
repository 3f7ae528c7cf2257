import Foundation

/// Whole-process lint of a whole Android app tree of a real app's size class (issue 33: one
/// real checkout had 498 XML files, strings in 102 languages, 3.9 MB):
/// `quickaction lint --android TREE`. No single app of `../shared/corpus/android` is that
/// big, so the tree is built at bench time, in a temporary folder, from the corpus's own files:
/// an app's manifest, shortcuts file and strings as `src/main`, every corpus strings file in
/// turn as the strings of 102 languages, and the corpus's other XML files as layouts (read from
/// disk as a real tree's are, though no rule parses them), up to 420 XML files.
enum AndroidTreeBenchmark {
  struct Result {
    var lint = Figure(
      name: "quickaction lint --android (a whole app: 420 XML files, 102 languages)", unit: " ms",
      bar: .atMost(50))
    var cpu = Figure(name: "quickaction lint --android (whole app), CPU", unit: " ms")
    var files = 0
    var bytes = 0
  }

  /// The corpus: `QUICKACTION_ANDROID_CORPUS`, else `../shared/corpus/android`.
  static var corpus: String {
    ProcessInfo.processInfo.environment["QUICKACTION_ANDROID_CORPUS"] ?? "../shared/corpus/android"
  }

  /// 102 language qualifiers of `res/values-*`, as real apps spell them.
  static let languages: [String] = {
    let codes = """
      af am ar as az be bg bn bs ca cs cy da de el en-rGB en-rAU en-rIN eo es es-rUS et eu fa fi fr fr-rCA gl gu hi hr hu hy
      in is it iw ja ka kk km kn ko ky lo lt lv mk ml mn mr ms my nb ne nl or pa pl pt pt-rBR pt-rPT ro ru si sk sl sq sr
      sv sw ta te th tl tr uk ur uz vi zh-rCN zh-rHK zh-rTW zu ast b+sr+Latn ckb fil fy ga gd ha hsb ia ig jv kab lb lij mt
      oc rm sat sc szl tg tok tt ug yo
      """
    return codes.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
  }()

  static func xmlFiles(below folder: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".xml") }.sorted()
  }

  /// Writes the tree; its `android` folder's path, the number of XML files and their bytes.
  static func write() throws -> (String, Int, Int) {
    let corpus = Self.corpus
    let all = xmlFiles(below: corpus)
    guard
      let shortcuts = all.first(where: {
        $0.hasSuffix("src/main/res/xml/shortcuts.xml")
          && FileManager.default
            .fileExists(
              atPath: corpus + "/"
                + $0.replacingOccurrences(of: "res/xml/shortcuts.xml", with: "AndroidManifest.xml"))
      })
    else { throw CocoaError(.fileNoSuchFile) }
    let main = String(shortcuts.dropLast("res/xml/shortcuts.xml".count))
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quickaction-bench-android-\(getpid())")
    try? FileManager.default.removeItem(at: root)
    let app = root.appendingPathComponent("android/app/src/main")
    var count = 0
    var bytes = 0
    func copy(_ from: String, _ to: String) throws {
      let url = app.appendingPathComponent(to)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let data = try Data(contentsOf: URL(fileURLWithPath: corpus + "/" + from))
      try data.write(to: url)
      count += 1
      bytes += data.count
    }
    try copy(main + "AndroidManifest.xml", "AndroidManifest.xml")
    try copy(shortcuts, "res/xml/shortcuts.xml")
    let strings = all.filter { $0.contains("/res/values") && $0.hasSuffix("strings.xml") }
    if let own = strings.first(where: { $0.hasPrefix(main) }) {
      try copy(own, "res/values/strings.xml")
    }
    for (index, language) in languages.enumerated() {
      try copy(strings[index % strings.count], "res/values-\(language)/strings.xml")
    }
    let others = all.filter { !$0.contains("/res/values") }
    var index = 0
    while count < 420 && !others.isEmpty {
      try copy(others[index % others.count], "res/layout/corpus_\(index).xml")
      index += 1
    }
    let gradle =
      "plugins { id 'com.android.application' }\nandroid {\n  buildTypes {\n    debug { applicationIdSuffix \".debug\" }\n  }\n}\n"
    try Data(gradle.utf8).write(to: root.appendingPathComponent("android/app/build.gradle"))
    return (root.appendingPathComponent("android").path, count, bytes)
  }

  static func run(rounds: Int, note: (String) -> Void) -> Result? {
    guard let binary = LintBenchmark.binary else {
      note(
        "android tree: skipped: build the tool first (swift build -c release --static-swift-stdlib --product quickaction)"
      )
      return nil
    }
    let tree: (String, Int, Int)
    do { tree = try write() } catch {
      note(
        "android tree: skipped: cannot build the tree from \(corpus) (\(error.localizedDescription))"
      )
      return nil
    }
    let (folder, files, bytes) = tree
    defer {
      try? FileManager.default.removeItem(
        atPath: URL(fileURLWithPath: folder).deletingLastPathComponent().path)
    }
    let arguments = ["lint", "--android", folder]
    var result = Result(files: files, bytes: bytes)
    for _ in 0..<rounds {
      result.lint.values.append(LintBenchmark.medianMilliseconds(binary, arguments))
      result.cpu.values.append(LintBenchmark.medianMilliseconds(binary, arguments, cpu: true))
    }
    let f = { (v: Double) in String(format: "%.2f", v) }
    let megabytes = String(format: "%.1f", Double(bytes) / 1_000_000)
    note(
      "android tree: \(files) XML files (\(megabytes) MB), strings in \(languages.count) languages, built from \(corpus); a whole process each time (median of 21 runs per round)"
    )
    note("  quickaction lint --android TREE " + result.lint.line(f))
    note("  the same, processor time        " + result.cpu.line(f))
    return result
  }
}
