import Foundation
import PackagePlugin

/// Lints a target's `Info.plist` and `Shortcuts.plist` during the build: the findings show as
/// build diagnostics (the linter's `file:line:column: error:` lines), and an error fails the
/// build. The lint runs again only when one of the files changes: the command's output is a
/// stamp, an empty Swift file (SwiftPM compiles a build command's `.swift` outputs and would copy
/// any other file into the target's resources).
@main
struct QuickActionLintPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let files = target.sourceFiles.map(\.url).filter {
      ["Info.plist", "Shortcuts.plist"].contains($0.lastPathComponent)
    }
    guard !files.isEmpty else { return [] }
    let tool = try context.tool(named: "quickaction")
    let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("QuickActionLintStamp.swift")
    return [
      .buildCommand(
        displayName: "Linting quick actions of \(target.name)",
        executable: tool.url,
        arguments: ["lint"] + files.map(\.path) + [
          "--strings", files[0].deletingLastPathComponent().path, "--stamp", stamp.path,
        ],
        inputFiles: files,
        outputFiles: [stamp])
    ]
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// In an Xcode project: lints the target being built in project mode (`quickaction lint
  /// --project App.xcodeproj --target NAME`), so its Info.plist, build settings, InfoPlist.strings
  /// and asset catalogs are found as the build finds them. The command runs again when the
  /// project file or one of the target's property lists, strings or configuration files changes.
  extension QuickActionLintPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let tool = try context.tool(named: "quickaction")
      let project = context.xcodeProject.directoryURL.appendingPathComponent(
        context.xcodeProject.displayName + ".xcodeproj")
      let stamp = context.pluginWorkDirectoryURL.appendingPathComponent(
        "QuickActionLintStamp.swift")
      let watched = ["plist", "strings", "xcstrings", "xcconfig", "entitlements"]
      let inputs =
        [project.appendingPathComponent("project.pbxproj")]
        + target.inputFiles.map(\.url).filter { watched.contains($0.pathExtension) }
      return [
        .buildCommand(
          displayName: "Linting quick actions of \(target.displayName)",
          executable: tool.url,
          arguments: [
            "lint", "--project", project.path, "--target", target.displayName, "--stamp",
            stamp.path,
          ],
          inputFiles: inputs,
          outputFiles: [stamp])
      ]
    }
  }
#endif
