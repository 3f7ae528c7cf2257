import Foundation
import PackagePlugin

/// `swift package lint-quick-actions [FILE…] [lint options…]`: runs `quickaction lint` on the
/// package's property lists with quick actions (every `Info.plist` and `Shortcuts.plist` of its
/// targets, when no FILE is given), with the options passed through. With `--project`,
/// `--target` or `--configuration`, or when the targets hold no such file and the package's
/// folder holds an app's `.xcworkspace` or `.xcodeproj`, the linter runs in project mode (every
/// app and extension target). Exits as the linter does.
@main
struct LintQuickActions: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "quickaction")
    var files: [String] = []
    for target in context.package.targets {
      guard let target = target as? SourceModuleTarget else { continue }
      for file in target.sourceFiles where QuickActionFiles.isManifest(file.url) {
        files.append(file.url.path)
      }
    }
    // FILE arguments, or a project option (--project, --target, --configuration), replace the
    // package's own files.
    let explicit =
      arguments.contains { !$0.hasPrefix("-") && ($0.hasSuffix(".plist") || $0 == "-") }
      || arguments.contains { ["--project", "--target", "--configuration"].contains($0) }
    let project = QuickActionFiles.holdsProject(context.package.directoryURL)
    if !explicit && files.isEmpty && !project {
      Diagnostics.remark(
        "no Info.plist or Shortcuts.plist in the package's targets, and no Xcode project; pass FILE to lint another"
      )
    }
    try QuickActionFiles.lint(
      tool: tool.url, arguments: ["lint"] + (explicit ? [] : files) + arguments,
      in: context.package.directoryURL)
  }
}

/// Which files the plugins lint, and running the linter.
enum QuickActionFiles {
  static func isManifest(_ url: URL) -> Bool {
    ["Info.plist", "Shortcuts.plist"].contains(url.lastPathComponent)
  }

  /// Whether `folder` holds an `.xcworkspace` or `.xcodeproj` (the linter's project mode).
  static func holdsProject(_ folder: URL) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
  }

  /// Runs `quickaction` with `arguments` in `folder`; throws when it finds problems.
  static func lint(tool: URL, arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      Diagnostics.error("quickaction lint found problems (exit \(process.terminationStatus))")
      throw LintFailed(status: process.terminationStatus)
    }
  }

  struct LintFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "quickaction lint exited with \(status)" }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// In Xcode (File > Packages, or the project's context menu): lints the project in project
  /// mode, every app and extension target, or the targets the command was started on.
  extension LintQuickActions: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      let tool = try context.tool(named: "quickaction")
      let project = context.xcodeProject.directoryURL.appendingPathComponent(
        context.xcodeProject.displayName + ".xcodeproj")
      var extractor = ArgumentExtractor(arguments)
      let targets = extractor.extractOption(named: "target")
      try QuickActionFiles.lint(
        tool: tool.url,
        arguments: ["lint", "--project", project.path] + targets.flatMap { ["--target", $0] }
          + extractor.remainingArguments,
        in: context.xcodeProject.directoryURL)
    }
  }
#endif
