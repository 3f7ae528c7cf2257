#if UIKIT_DOUBLE
  import Foundation
  import Testing
  import TestSupport

  /// `.ci/sdk-check` compiles the package against the real SDKs in `../shared/apple-sdk` (iOS
  /// 26.2, the judge; iOS 18.6, the floor; macOS 15.5), function bodies included, and holds the
  /// doubles against them. These tests run it on the package, and on a copy with the mistakes it
  /// exists for, each caught at its file and line, in its step.
  @Suite(
    .needsShared(
      "apple-sdk/swiftc-ios26", "Apple's iPhoneOS 26.2, iPhoneOS 18.6 and MacOSX 15.5 SDKs"),
    .serialized)
  struct SDKCheckTests {
    static let sdk = SharedData.url("apple-sdk")
    static let judge = "iPhoneOS 26.2"
    static let floor = "iPhoneOS 18.6"
    static let mac = "MacOSX 15.5"

    /// A copy of the package the check reads, in a scratch folder.
    static func copy() throws -> URL {
      let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "sdk-check-\(UUID().uuidString)")
      for path in [
        "Package.swift", "Sources", "Tests", "Benchmarks", "Plugins", ".ci", "README.md",
      ] {
        let target = scratch.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Readme.root.appendingPathComponent(path), to: target)
      }
      return scratch
    }

    /// Runs the check on `root`: its exit status and its output's lines, trimmed.
    static func check(_ root: URL, _ arguments: [String] = []) throws -> (
      status: Int32, lines: [String]
    ) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments =
        [
          "python3", root.appendingPathComponent(".ci/sdk-check").path, "--root", root.path,
          "--sdk", sdk.path,
        ] + arguments
      var environment = ProcessInfo.processInfo.environment
      environment["PYTHONDONTWRITEBYTECODE"] = "1"
      process.environment = environment
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      return (process.terminationStatus, lines)
    }

    /// Replaces `old` (which must be there) with `new` in `path`; returns the 1-based line of
    /// the first line of `new`.
    @discardableResult
    static func edit(_ root: URL, _ path: String, _ old: String, _ new: String) throws -> Int {
      let url = root.appendingPathComponent(path)
      let text = try String(contentsOf: url, encoding: .utf8)
      let range = try #require(
        text.range(of: old), "\(path) no longer holds the text the mistake replaces")
      try text.replacingCharacters(in: range, with: new).write(
        to: url, atomically: true, encoding: .utf8)
      return text[..<range.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        .count
    }

    /// The lines of the report's block for `file` in the step whose name starts with `step`.
    static func block(_ lines: [String], _ file: String, _ step: String) -> [String] {
      guard let start = lines.firstIndex(where: { $0.hasPrefix("✗ \(file) (\(step)") }) else {
        return []
      }
      return Array(lines[(start + 1)...].prefix { !$0.hasPrefix("✗ ") && !$0.isEmpty })
    }

    @Test(
      "the package compiles against the three SDKs: every module, the tool, the tests, the README and DocC blocks"
    )
    func packagePasses() throws {
      let (status, lines) = try Self.check(Readme.root)
      let report = lines.joined(separator: "\n")
      #expect(status == 0, "\(report)")
      #expect(lines.last == "sdk-check: everything compiles against the SDKs")
      for title in [Self.judge, Self.floor] {
        #expect(
          lines.contains { $0.hasPrefix("sdk-check: \(title) SDK, iOS 15.0 minimum (") },
          "\(report)")
      }
      #expect(
        lines.contains { $0.hasPrefix("sdk-check: \(Self.mac) SDK, macOS 13.0 minimum (") },
        "\(report)")
      #expect(
        lines.contains(
          "tests: QuickActionsUIKitTests, QuickActionsSwiftUITests, QuickActionsTestingTests"),
        "\(report)")
      // macOS: what `swift build --build-tests` compiles on a Mac, read from Package.swift.
      let macFull = try #require(
        lines.first { $0.hasPrefix("in full: PropertyList") && $0.contains("quickaction-bench") })
      for module in [
        "XcodeProject", "AndroidProject", "QuickActionLint", "QuickActionPictures", "quickaction",
        "TestSupport",
      ] {
        #expect(
          macFull.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.contains {
            $0.hasSuffix(module)
          },
          "\(module) is not compiled for macOS: \(macFull)")
      }
      #expect(
        lines.contains {
          $0.hasPrefix("tests: PropertyListTests") && $0.contains("quickactionTests")
        }, "\(report)")
      #expect(
        lines.contains {
          $0.hasSuffix("README and DocC blocks that import UIKit, SwiftUI or AppIntents")
        })
    }

    @Test("each mistake the check exists for fails it, at its file and line, in its step")
    func mistakes() throws {
      let root = try Self.copy()
      defer { try? FileManager.default.removeItem(at: root) }
      // macOS: a typed-throws body that throws another error (a body the old check skipped).
      let bench = "Benchmarks/quickaction-bench/BenchCommand.swift"
      let benchLine = try Self.edit(
        root, bench, "    guard let first = arguments.first else { return .run(",
        "    _ = try PropertyList.parse([])\n    guard let first = arguments.first else { return .run("
      )
      // macOS: a call swift-foundation has on Linux and Apple's Foundation (macOS 15.5) lacks.
      let console = "Sources/quickaction/Support/Console.swift"
      let consoleLine =
        try Self.edit(
          root, console, "    if path == \"-\" { return try readStandardInput() }\n",
          "    if path == \"-\" { return try readStandardInput() }\n    _ = [UInt8](Data().bytes)\n"
        ) + 1
      // iOS 26.2: iOS 26's scene delegate protocol adopted without its availability.
      let wiring = "Tests/QuickActionsUIKitTests/ReadmeUIKitWiring.swift"
      let intentLine = try Self.edit(
        root, wiring,
        "@available(iOS 26.0, *)\nextension SceneDelegate: @MainActor AppIntentSceneDelegate {",
        "extension SceneDelegate: @MainActor AppIntentSceneDelegate {")
      // iOS 26.2: a main-actor scene delegate adopting the real iOS 26 protocol, whose
      // requirement is not isolated (a Swift 5 mode interface), without an isolated conformance.
      let isolationLine =
        try Self.edit(
          root, wiring, "// README: end\n",
          """
          // README: end
          #if canImport(_AppIntents_UIKit)
          @available(iOS 26.0, *)
          final class PlantedDelegate: UIResponder, UIWindowSceneDelegate, AppIntentSceneDelegate {
            func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent) {}
          }
          #endif

          """) + 3
      // The doubles: a declaration whose type is not the SDK's.
      try Self.edit(
        root, "Tests/UIKitDouble/UIViewController.swift",
        "open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)",
        "open func dismiss(animated flag: Bool, completion: (@Sendable () -> Void)? = nil)")
      let (status, lines) = try Self.check(root)
      let report = lines.joined(separator: "\n")
      #expect(status == 1)
      let benchErrors = Self.block(lines, bench, "\(Self.mac), quickaction-bench, macOS 13.0")
      #expect(
        benchErrors.contains {
          $0.hasPrefix("\(bench):\(benchLine):")
            && $0.hasSuffix(
              "error: thrown expression type 'PlistError' cannot be converted to error type 'BenchCommand.UsageError'"
            )
        }, "\(report)")
      let consoleErrors = Self.block(lines, console, "\(Self.mac), quickaction, macOS 13.0")
      #expect(
        consoleErrors.contains {
          $0.hasPrefix("\(console):\(consoleLine):")
            && $0.hasSuffix(
              "error: value of type 'Data' has no member 'bytes'")
        }, "\(report)")
      #expect(
        lines.contains(
          "- \(Self.mac): quickactionTests not checked: it needs quickaction, which does not compile"
        )
          || lines.contains(
            "- \(Self.mac): quickactionTests not checked: it needs quickaction-bench, which does not compile"
          ),
        "\(report)")
      let judged = Self.block(lines, wiring, "\(Self.judge), QuickActionsUIKitTests, iOS 15.0")
      // The witness's parameter, the first iOS 26 type the unguarded extension names.
      #expect(
        judged.contains {
          $0.hasPrefix("\(wiring):\(intentLine + 1):")
            && $0.hasSuffix(
              "error: 'UISceneAppIntent' is only available in iOS 26.0 or newer")
        }, "\(report)")
      #expect(
        judged.contains {
          $0.hasPrefix("\(wiring):\(isolationLine):")
            && $0.contains(
              "main actor-isolated")
        }, "\(report)")
      // The floor's SDK has no AppIntentSceneDelegate: the gate leaves the block out there.
      #expect(Self.block(lines, wiring, Self.floor).isEmpty, "\(report)")
      #expect(
        lines.contains {
          $0.hasPrefix("Tests/UIKitDouble/UIViewController.swift:")
            && $0.contains(
              "UIViewController.dismiss(animated:completion:): the SDK's type is not the double's")
        }, "\(report)")
    }
  }
#endif
