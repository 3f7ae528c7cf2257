import Foundation

/// Whole-process lint of a Flutter-shaped app, iOS and Android together:
/// `quickaction lint --project ios/Runner.xcodeproj --android android` on a tree with `ios/`
/// (a two-target project, the app's Info.plist with four quick actions and its routes file) and
/// `android/` (a manifest with a launcher activity, the shortcuts file, App Links filters, ten
/// languages of strings and a Gradle build) beside a website folder with `assetlinks.json`.
enum FlutterLintBenchmark {
  struct Result {
    var lint = Figure(
      name: "quickaction lint (Flutter app: ios/ and android/)", unit: " ms", bar: .atMost(50))
    var cpu = Figure(name: "quickaction lint (Flutter app), CPU", unit: " ms")
  }

  static func write() throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quickaction-bench-flutter-\(getpid())")
    try? FileManager.default.removeItem(at: root)
    func file(_ path: String, _ text: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let pbxproj = PbxprojWorkload.project(targets: 2, files: 40)
    let xcodeproj = root.appendingPathComponent("ios/Runner.xcodeproj")
    try FileManager.default.createDirectory(at: xcodeproj, withIntermediateDirectories: true)
    try Data(pbxproj).write(to: xcodeproj.appendingPathComponent("project.pbxproj"))
    try file("ios/App/Info.plist", ProjectLintBenchmark.infoPlist(app: true))
    try file("ios/Feature1Kit/Info.plist", ProjectLintBenchmark.infoPlist(app: false))
    let ns = "xmlns:android=\"http://schemas.android.com/apk/res/android\""
    let filters = (1...4).map { i in
      "<intent-filter android:autoVerify=\"true\"><action android:name=\"android.intent.action.VIEW\"/><category android:name=\"android.intent.category.DEFAULT\"/><category android:name=\"android.intent.category.BROWSABLE\"/><data android:scheme=\"https\" android:host=\"example.com\" android:pathPrefix=\"/section\(i)/\"/></intent-filter>\n"
    }.joined()
    try file(
      "android/app/src/main/AndroidManifest.xml",
      """
      <manifest \(ns)><application android:label="App"><activity android:name=".MainActivity" android:exported="true">
      <intent-filter><action android:name="android.intent.action.MAIN"/><category android:name="android.intent.category.LAUNCHER"/></intent-filter>
      <meta-data android:name="android.app.shortcuts" android:resource="@xml/shortcuts"/>
      \(filters)</activity></application></manifest>
      """)
    let shortcuts = (1...4).map { i in
      "<shortcut android:shortcutId=\"com.example.app.action\(i)\" android:shortcutShortLabel=\"@string/action\(i)\"><intent android:action=\"com.example.app.action\(i)\" android:targetPackage=\"com.example.app\" android:targetClass=\"com.example.app.MainActivity\"/></shortcut>\n"
    }.joined()
    try file(
      "android/app/src/main/res/xml/shortcuts.xml", "<shortcuts \(ns)>\n\(shortcuts)</shortcuts>\n")
    for language in ["", "-de", "-fr", "-es", "-it", "-ja", "-ko", "-pt-rBR", "-zh-rCN", "-ru"] {
      let strings =
        (1...4).map { "<string name=\"action\($0)\">Action \($0)</string>" }
        + (1...200).map { "<string name=\"other\($0)\">Other text \($0)</string>" }
      try file(
        "android/app/src/main/res/values\(language)/strings.xml",
        "<resources>\n" + strings.joined(separator: "\n") + "\n</resources>\n")
    }
    try file(
      "android/app/build.gradle",
      "android {\n  defaultConfig {\n    applicationId \"com.example.app\"\n  }\n}\n")
    let fingerprint = Array(repeating: "AB", count: 32).joined(separator: ":")
    try file(
      "web/.well-known/assetlinks.json",
      """
      [{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["\(fingerprint)"]}}]
      """)
    return root.path
  }

  static func run(rounds: Int, note: (String) -> Void) -> Result? {
    guard let binary = LintBenchmark.binary else {
      note(
        "flutter lint: skipped: build the tool first (swift build -c release --static-swift-stdlib --product quickaction)"
      )
      return nil
    }
    let root: String
    do { root = try write() } catch {
      note("flutter lint: skipped: cannot write the app (\(error.localizedDescription))")
      return nil
    }
    defer { try? FileManager.default.removeItem(atPath: root) }
    let arguments = [
      "lint", "--project", root + "/ios/Runner.xcodeproj", "--android", root + "/android",
    ]
    var result = Result()
    for _ in 0..<rounds {
      result.lint.values.append(LintBenchmark.medianMilliseconds(binary, arguments))
      result.cpu.values.append(LintBenchmark.medianMilliseconds(binary, arguments, cpu: true))
    }
    let f = { (v: Double) in String(format: "%.2f", v) }
    note(
      "flutter lint: ios/ (2 targets) and android/ (manifest, shortcuts, 10 languages of strings, Gradle) and a site's assetlinks.json, a whole process each time (median of 21 runs per round)"
    )
    note(
      "  quickaction lint --project ios/Runner.xcodeproj --android android " + result.lint.line(f))
    note("  the same, processor time (user + sys)                          " + result.cpu.line(f))
    return result
  }
}
