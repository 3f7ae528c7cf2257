import AppWiring
import PropertyList

/// The app's own wiring, in a project run: the Swift and Objective-C sources below each
/// project's folder, read once per folder, and the wiring rules over them.
extension LintRun {
  mutating func lintWiring(projects: [String]) {
    var folders: [String] = []
    for path in projects {
      var folder = LintPaths.relative(
        LintPaths.folder(of: path, in: environment.currentFolder), in: environment.currentFolder)
      if folder.isEmpty { folder = "." }
      if !folders.contains(folder) { folders.append(folder) }
    }
    for folder in folders {
      let wiring = WiringReader.read(folder: folder)
      guard !wiring.filesRead.isEmpty else { continue }
      let already = Set(
        reports.flatMap { report in
          report.findings.map {
            "\($0.rule) \(report.file):\($0.location.line):\($0.location.column)"
          }
        })
      var found = WiringRuleRegistry.reports(wiring, configuration: configuration) { file in
        (try? environment.read(file)) ?? []
      }
      for index in found.indices {
        let file = found[index].file
        found[index].findings.removeAll {
          already.contains("\($0.rule) \(file):\($0.location.line):\($0.location.column)")
        }
      }
      reports += found.filter { !$0.findings.isEmpty }
      if request.format == .xcode {
        WiringNote.lines(wiring, folder: folder).forEach(environment.say)
      }
    }
  }
}

/// What the wiring reader read, as `note:` lines for standard error.
public enum WiringNote {
  /// The lines: the life cycle and the delegates, then each file that could not be read.
  public static func lines(_ wiring: AppWiring, folder: String) -> [String] {
    let shown = folder == "." ? "./" : folder + "/"
    var parts: [String] = []
    parts.append(lifecycle(wiring.lifecycle))
    if let app = wiring.appDelegateName { parts.append("app delegate \(app.name)") }
    let scenes = wiring.sceneDelegates.map(\.name)
    if !scenes.isEmpty { parts.append("scene delegate \(scenes.joined(separator: ", "))") }
    var lines = [
      "note: read the wiring in \(TerminalText.escape(shown)): \(wiring.filesRead.count) of \(wiring.filesRead.count + wiring.filesSkipped + wiring.unreadable.count) source files; "
        + parts.joined(separator: "; ")
    ]
    for file in wiring.unreadable {
      lines.append(
        "\(TerminalText.escape(file.file)):\(file.line):\(file.column): note: not read: \(file.message)"
      )
    }
    return lines
  }

  /// The life cycle in words.
  public static func lifecycle(_ lifecycle: AppWiring.Lifecycle) -> String {
    switch lifecycle {
    case .swiftUI: "SwiftUI app"
    case .scene: "UIKit with scenes"
    case .appDelegate: "UIKit without scenes (app delegate only)"
    case .unknown(let why): "life cycle unknown (\(why))"
    }
  }
}
