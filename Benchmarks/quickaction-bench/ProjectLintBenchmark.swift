import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Whole-process lint of a whole project, as an Xcode build phase runs it on every build:
/// `quickaction lint --project App.xcodeproj` on the pbxproj benchmark's 5 MB project (50 app
/// and extension targets) with each target's Info.plist (the app's with quick actions) and
/// entitlements written beside it; beside it, `quickaction lint` of one Info.plist, to show
/// what reading the project adds.
enum ProjectLintBenchmark {
  struct Result {
    var project = Figure(
      name: "quickaction lint (50-target project)", unit: " ms", bar: .atMost(50))
    var single = Figure(name: "quickaction lint Info.plist", unit: " ms")
    /// The project lint's processor time (user + system, from `wait4`): what a shared,
    /// loaded machine does not inflate as it does the wall time.
    var projectCPU = Figure(name: "quickaction lint (50-target project), CPU", unit: " ms")
    var bytes = 0
  }

  /// The project written in a temporary folder: its `.xcodeproj` path and the app's Info.plist.
  static func write() throws -> (project: String, infoPlist: String, bytes: Int) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quickaction-bench-project-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    let pbxproj = PbxprojWorkload.project()
    let xcodeproj = folder.appendingPathComponent("App.xcodeproj")
    try FileManager.default.createDirectory(at: xcodeproj, withIntermediateDirectories: true)
    try Data(pbxproj).write(to: xcodeproj.appendingPathComponent("project.pbxproj"))
    // The targets the workload names: App, Feature<n>Kit, Widget<n>.
    for t in 0..<50 {
      let name = t == 0 ? "App" : (t % 3 == 0 ? "Widget\(t)" : "Feature\(t)Kit")
      let target = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
      try Data(infoPlist(app: t == 0).utf8).write(to: target.appendingPathComponent("Info.plist"))
      try Data(entitlements.utf8).write(to: target.appendingPathComponent("\(name).entitlements"))
    }
    return (xcodeproj.path, folder.appendingPathComponent("App/Info.plist").path, pbxproj.count)
  }

  static func infoPlist(app: Bool) -> String {
    let items =
      app
      ? (1...4).map { i in
        """
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).action\(i)</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>Action \(i)</string>
        \t\t\t<key>UIApplicationShortcutItemIconType</key>
        \t\t\t<string>UIApplicationShortcutIconTypeCompose</string>
        \t\t</dict>

        """
      }.joined() : ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>CFBundleURLTypes</key>
      \t<array><dict><key>CFBundleURLSchemes</key><array><string>example</string></array></dict></array>
      \t<key>UIApplicationShortcutItems</key>
      \t<array>
      \(items)\t</array>
      </dict>
      </plist>

      """
  }

  static let entitlements = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>com.apple.developer.associated-domains</key><array><string>applinks:example.com</string></array></dict></plist>

    """

  static func run(rounds: Int, note: (String) -> Void) -> Result? {
    guard let binary = LintBenchmark.binary else {
      note(
        "project lint: skipped: build the tool first (swift build -c release --static-swift-stdlib --product quickaction)"
      )
      return nil
    }
    let files: (project: String, infoPlist: String, bytes: Int)
    do { files = try write() } catch {
      note("project lint: skipped: cannot write the project (\(error.localizedDescription))")
      return nil
    }
    defer {
      try? FileManager.default.removeItem(
        atPath: (files.project as NSString).deletingLastPathComponent)
    }
    var result = Result()
    result.bytes = files.bytes
    for _ in 0..<rounds {
      result.project.values.append(
        LintBenchmark.medianMilliseconds(binary, ["lint", "--project", files.project]))
      result.projectCPU.values.append(
        LintBenchmark.medianMilliseconds(binary, ["lint", "--project", files.project], cpu: true))
      result.single.values.append(
        LintBenchmark.medianMilliseconds(binary, ["lint", files.infoPlist]))
    }
    let linking =
      LintBenchmark.isStatic(binary)
      ? "statically linked, as installed"
      : "dynamically linked (build with --static-swift-stdlib for the installed figure)"
    note(
      "project lint: a \(files.bytes / 1000) KB pbxproj, 50 targets and their Info.plists, a whole process each time (median of 21 runs per round); \(linking)"
    )
    let f = { (v: Double) in String(format: "%.2f", v) }
    note("  quickaction lint --project App.xcodeproj " + result.project.line(f))
    note("  the same, processor time (user + sys)  " + result.projectCPU.line(f))
    note("  quickaction lint App/Info.plist          " + result.single.line(f))
    return result
  }

}
