import Foundation
import PackagePlugin

/// `swift package lint-quick-actions [FILE…] [lint options…]`: runs `quickaction lint` on the
/// package's property lists with quick actions (every `Info.plist` and `Shortcuts.plist` of its
/// targets, when no FILE is given), with the options passed through. Exits as the linter does.
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
    let explicit = arguments.contains { !$0.hasPrefix("-") && ($0.hasSuffix(".plist") || $0 == "-") }
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["lint"] + (explicit ? [] : files) + arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if !explicit && files.isEmpty {
      Diagnostics.remark("no Info.plist or Shortcuts.plist in the package's targets; pass FILE to lint another")
    }
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

/// Which files the plugins lint.
enum QuickActionFiles {
  static func isManifest(_ url: URL) -> Bool {
    ["Info.plist", "Shortcuts.plist"].contains(url.lastPathComponent)
  }
}
