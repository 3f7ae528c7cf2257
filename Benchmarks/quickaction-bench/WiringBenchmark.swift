import AppWiring
import Foundation

/// The wiring reader on a 1,000-file app (issue 40: "a 1,000-file app takes well under a
/// second"): 980 view and model files that cannot declare the wiring (the prefilter passes over
/// them), 20 that can (app and scene delegates, their extensions, a notification delegate), and
/// the Info.plist, written at bench time in a temporary folder. Timed in process, the walk and
/// every read included.
enum WiringBenchmark {
  struct Result {
    var read = Figure(
      name: "WiringReader.read(folder:) (1,000 source files)", unit: " ms", bar: .atMost(100))
    var filesRead = 0
  }

  static func view(_ index: Int) -> String {
    """
    import SwiftUI

    /// Screen \(index) of the benchmark's app.
    struct Screen\(index)View: View {
      @State private var text = "screen \(index) { not a brace }"
      var body: some View {
        VStack {
          Text(text)
          Button("Next") { text = "tapped \\(\(index))" }
        }
      }
    }

    """
  }

  static func delegate(_ index: Int) -> String {
    """
    import UIKit

    extension AppDelegate {
      func application(_ application: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        Router\(index).shared.open(url)
      }
    }

    class SceneDelegate\(index): UIResponder, UIWindowSceneDelegate {
      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        pending = connectionOptions.shortcutItem
      }

      func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        guard let route = Router.shared.route(for: shortcutItem.type) else { return completionHandler(false) }
        completionHandler(Router.shared.open(route))
      }
    }

    """
  }

  static func write() throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quickaction-bench-wiring-\(getpid())")
    try? FileManager.default.removeItem(at: root)
    for index in 0..<1000 {
      let folder = root.appendingPathComponent("App/Feature\(index / 50)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let text = index % 50 == 0 ? delegate(index) : view(index)
      try Data(text.utf8).write(to: folder.appendingPathComponent("File\(index).swift"))
    }
    let app =
      "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }\n}\n"
    try Data(app.utf8).write(to: root.appendingPathComponent("App/AppDelegate.swift"))
    return root.path
  }

  static func run(rounds: Int, note: (String) -> Void) -> Result? {
    let folder: String
    do { folder = try write() } catch {
      note("wiring: skipped: cannot write the app (\(error.localizedDescription))")
      return nil
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var result = Result()
    for _ in 0..<rounds {
      var times: [Double] = []
      for _ in 0..<11 {
        let start = DispatchTime.now().uptimeNanoseconds
        let wiring = WiringReader.read(folder: folder)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        result.filesRead = wiring.filesRead.count
      }
      result.read.values.append(times.sorted()[times.count / 2])
    }
    let f = { (v: Double) in String(format: "%.2f", v) }
    note(
      "wiring: a 1,001-file app, \(result.filesRead) files read in full (median of 11 runs per round)"
    )
    note("  WiringReader.read(folder:) " + result.read.line(f))
    return result
  }
}
