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
    let files = target.sourceFiles.map(\.url).filter { ["Info.plist", "Shortcuts.plist"].contains($0.lastPathComponent) }
    guard !files.isEmpty else { return [] }
    let tool = try context.tool(named: "quickaction")
    let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("QuickActionLintStamp.swift")
    return [
      .buildCommand(
        displayName: "Linting quick actions of \(target.name)",
        executable: tool.url,
        arguments: ["lint"] + files.map(\.path) + ["--strings", files[0].deletingLastPathComponent().path, "--stamp", stamp.path],
        inputFiles: files,
        outputFiles: [stamp])
    ]
  }
}
