#if UIKIT_DOUBLE
  import Foundation
  import Testing
  import TestSupport

  /// `.ci/availability` compiles the adapters for each platform Package.swift declares, with the
  /// doubles' SDK availability turned into availability domains the Linux compiler checks. These
  /// tests run it on the package, and on copies with one mistake each, in a scratch folder.
  @Suite struct AvailabilityCheckTests {
    /// The copy of the package the check reads: Package.swift, the adapters, the UIKit double.
    static func copy() throws -> URL {
      let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "availability-\(UUID().uuidString)")
      for path in [
        "Package.swift", "Sources/QuickActionsUIKit", "Sources/QuickActionsSwiftUI",
        "Tests/UIKitDouble",
      ] {
        let target = scratch.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Readme.root.appendingPathComponent(path), to: target)
      }
      return scratch
    }

    /// The folder of the modules this test binary was built with (QuickActions, PropertyList).
    static var modules: URL {
      let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      var folder = executable.deletingLastPathComponent()
      while folder.path != "/"
        && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules").path)
      {
        folder = folder.deletingLastPathComponent()
      }
      return folder.appendingPathComponent("Modules")
    }

    /// Runs the check on `root`: its exit status and its output's lines.
    static func check(_ root: URL) throws -> (status: Int32, lines: [String]) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "python3", Readme.root.appendingPathComponent(".ci/availability").path, "--root", root.path,
        "--modules", modules.path,
      ]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (
        process.terminationStatus,
        String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
      )
    }

    static func edit(_ root: URL, _ path: String, _ change: (String) -> String) throws {
      let url = root.appendingPathComponent(path)
      try change(try String(contentsOf: url, encoding: .utf8)).write(
        to: url, atomically: true, encoding: .utf8)
    }

    /// The 1-based line of the first line of `text` that is `needle`.
    static func line(of needle: String, in text: String) throws -> Int {
      try #require(
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == needle })
        + 1
    }

    @Test("the package's adapters compile for every declared platform and in an app extension")
    func packagePasses() throws {
      let root = try Self.copy()
      defer { try? FileManager.default.removeItem(at: root) }
      let (status, lines) = try Self.check(root)
      #expect(
        lines == [
          "availability: the adapters compile for iOS 15, macOS 13, tvOS 16, watchOS 9, visionOS 1 and in an app extension"
        ])
      #expect(status == 0)
    }

    @Test(
      "NavigationModel without its @available (the shipped mistake) fails the check, at @Observable, for each platform"
    )
    func navigationModelMistake() throws {
      let root = try Self.copy()
      defer { try? FileManager.default.removeItem(at: root) }
      let path = "Sources/QuickActionsSwiftUI/NavigationModel.swift"
      try Self.edit(root, path) {
        $0.replacingOccurrences(
          of: "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)\n", with: "")
      }
      let line = try Self.line(
        of: "@Observable",
        in: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
      let (status, lines) = try Self.check(root)
      #expect(status == 1)
      for (platform, declared) in [
        ("iOS 17.0", "iOS 15"), ("macOS 14.0", "macOS 13"), ("tvOS 17.0", "tvOS 16"),
        ("watchOS 10.0", "watchOS 9"),
      ] {
        #expect(
          lines.contains(
            "\(path):\(line):2: error: 'Observable()' is only available in \(platform) or newer (Package.swift declares \(declared))"
          ))
      }
      #expect(
        lines.last
          == "availability: 12 use(s) of an API newer than the declared platforms, unguarded")
    }

    @Test("an adapter that reads iOS 18's UITab API unguarded fails; behind #available it passes")
    func unguardedNewerSymbol() throws {
      let root = try Self.copy()
      defer { try? FileManager.default.removeItem(at: root) }
      let probe = "Sources/QuickActionsUIKit/UIKit/Probe.swift"
      let unguarded = """
        #if QUICKACTIONS_UIKIT
          import UIKitDouble
          @MainActor func probe(_ tabBar: UITabBarController) -> Int {
            tabBar.tabs.count
          }
        #endif

        """
      try unguarded.write(to: root.appendingPathComponent(probe), atomically: true, encoding: .utf8)
      let (status, lines) = try Self.check(root)
      #expect(status == 1)
      #expect(
        lines.prefix(2) == [
          "\(probe):4:12: error: 'tabs' is only available in iOS 18.0 or newer (Package.swift declares iOS 15)",
          "\(probe):4:12: error: 'tabs' is only available in visionOS 2.0 or newer (Package.swift declares visionOS 1)",
        ])
      let guarded = unguarded.replacingOccurrences(
        of: "    tabBar.tabs.count",
        with:
          "    if #available(iOS 18.0, visionOS 2.0, *) { return tabBar.tabs.count }\n    return 0")
      try guarded.write(to: root.appendingPathComponent(probe), atomically: true, encoding: .utf8)
      #expect(try Self.check(root).status == 0)
    }

    @Test(
      "at the iOS 15 floor, reading an App Intent (AppIntents is iOS 16) without @available fails"
    )
    func appIntentBelowFloor() throws {
      let root = try Self.copy()
      defer { try? FileManager.default.removeItem(at: root) }
      let path = "Sources/QuickActionsUIKit/Doors/QuickActionHooks+Intents.swift"
      let signature = "    func read(_ appIntent: some AppIntent) -> AppIntentInvocation? {"
      try Self.edit(root, path) {
        $0.replacingOccurrences(
          of: "    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)\n" + signature,
          with: signature)
      }
      let line = try Self.line(
        of: signature,
        in: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
      let (status, lines) = try Self.check(root)
      #expect(status == 1)
      #expect(
        lines.contains(
          "\(path):\(line):33: error: 'AppIntent' is only available in iOS 16.0 or newer (Package.swift declares iOS 15)"
        ), "\(lines)")
    }

    @Test(
      "code that reaches UIApplication.shared outside a declaration unavailable in extensions fails"
    )
    func applicationExtension() throws {
      let root = try Self.copy()
      defer { try? FileManager.default.removeItem(at: root) }
      let probe = "Sources/QuickActionsUIKit/UIKit/Probe.swift"
      let text = """
        #if QUICKACTIONS_UIKIT
          import UIKitDouble
          @MainActor func badge() -> UIApplication { UIApplication.shared }
          @available(iOSApplicationExtension, unavailable)
          @MainActor func appOnly() -> UIApplication { UIApplication.shared }
        #endif

        """
      try text.write(to: root.appendingPathComponent(probe), atomically: true, encoding: .utf8)
      let (status, lines) = try Self.check(root)
      #expect(status == 1)
      #expect(
        lines == [
          "\(probe):3:60: error: 'shared' is unavailable in application extensions (Package.swift declares iOS 15)",
          "availability: 1 use(s) of an API newer than the declared platforms, unguarded",
        ])
    }
  }
#endif
