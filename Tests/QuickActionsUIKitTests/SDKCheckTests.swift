#if UIKIT_DOUBLE
  import Foundation
  import Testing
  import TestSupport

  /// `.ci/sdk-check` typechecks every Apple-facing file against the real iPhoneOS SDK in
  /// `../shared/apple-sdk`, and holds the doubles against it. These tests run it on the package,
  /// and on a copy with the six mistakes it exists for, each caught at its place.
  @Suite(.needsShared("apple-sdk/swiftc-ios", "Apple's iPhoneOS 17.4 SDK and swiftc-ios"), .serialized, .timeLimit(.minutes(10)))
  struct SDKCheckTests {
    static let sdk = SharedData.url("apple-sdk")

    /// A copy of the package the check reads, in a scratch folder.
    static func copy() throws -> URL {
      let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sdk-check-\(UUID().uuidString)")
      for path in ["Package.swift", "Sources", "Tests", ".ci", "README.md"] {
        let target = scratch.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Readme.root.appendingPathComponent(path), to: target)
      }
      return scratch
    }

    /// Runs the check on `root`: its exit status and its output's lines, trimmed.
    static func check(_ root: URL, _ arguments: [String] = []) throws -> (status: Int32, lines: [String]) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["python3", root.appendingPathComponent(".ci/sdk-check").path, "--root", root.path,
                           "--sdk", sdk.path] + arguments
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      return (process.terminationStatus, lines)
    }

    static func edit(_ root: URL, _ path: String, _ old: String, _ new: String) throws {
      let url = root.appendingPathComponent(path)
      let text = try String(contentsOf: url, encoding: .utf8)
      #expect(text.contains(old), "\(path) no longer holds the text the mistake replaces")
      try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    @Test("the package compiles against the real SDK: adapters, model, test kit, tests, README and DocC blocks, doubles")
    func packagePasses() throws {
      let (status, lines) = try Self.check(Readme.root)
      #expect(status == 0, "\(lines.joined(separator: "\n"))")
      #expect(lines.last == "sdk-check: everything compiles against the SDK")
      #expect(lines.contains("QuickActionsUIKitTests, QuickActionsSwiftUITests, QuickActionsTestingTests"))
      #expect(lines.contains { $0.hasSuffix("README and DocC blocks that import UIKit, SwiftUI or AppIntents") })
    }

    @Test("each mistake the check exists for fails it, at its place")
    func mistakes() throws {
      let root = try Self.copy()
      defer { try? FileManager.default.removeItem(at: root) }
      // 1. NavigationModel used unguarded in a test file (the package's minimum is iOS 16).
      try Self.edit(root, "Tests/QuickActionsSwiftUITests/NavigationModelTests.swift",
                    "  @Test(\"state -> model -> state is the identity on 5,000 generated states\")\n  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)\n",
                    "  @Test(\"state -> model -> state is the identity on 5,000 generated states\")\n")
      // 2. iOS 18's UITab API used without #available.
      try Self.edit(root, "Sources/QuickActionsUIKit/UIKit/UIKitNavigator.swift",
                    "if #available(iOS 18.0, visionOS 2.0, *), !tabBar.tabs.isEmpty {\n        tabBar.selectedTab = tabBar.tabs[index]",
                    "if !tabBar.tabs.isEmpty {\n        tabBar.selectedTab = tabBar.tabs[index]")
      // 3. The notification center delegate's witness without `nonisolated`.
      try Self.edit(root, "Sources/QuickActionsUIKit/UIKit/NotificationCenterDelegate.swift",
                    "    nonisolated public func userNotificationCenter(\n      _ center: UNUserNotificationCenter, willPresent",
                    "    public func userNotificationCenter(\n      _ center: UNUserNotificationCenter, willPresent")
      // 4. A double's declaration whose type is not the SDK's.
      try Self.edit(root, "Tests/UIKitDouble/UIViewController.swift",
                    "open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)",
                    "open func dismiss(animated flag: Bool, completion: (@Sendable () -> Void)? = nil)")
      // 5. iOS 26's scene delivery of App Intents taken without its availability.
      try Self.edit(root, "Sources/QuickActionsUIKit/UIKit/QuickActionHooks+Intents.swift",
                    "    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)\n    public func scene(_ scene: UIScene, willPerformAppIntent",
                    "    public func scene(_ scene: UIScene, willPerformAppIntent")
      // 6. An iOS 26 declaration of a double that does not say which header it was written from.
      try Self.edit(root, "Tests/UIKitDouble/AppIntents.swift",
                    "  /// _AppIntents_UIKit.swiftinterface (iOS 26 SDK): \"Asks the scene delegate to prepare the\n",
                    "  /// \"Asks the scene delegate to prepare the\n")
      let (status, lines) = try Self.check(root)
      #expect(status == 1)
      let intents = try String(contentsOf: root.appendingPathComponent("Sources/QuickActionsUIKit/UIKit/QuickActionHooks+Intents.swift"), encoding: .utf8)
      let intentLine = try #require(intents.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0.contains("public func scene(_ scene: UIScene, willPerformAppIntent")
      }) + 1
      #expect(lines.contains { $0.hasPrefix("Sources/QuickActionsUIKit/UIKit/QuickActionHooks+Intents.swift:\(intentLine):") && $0.hasSuffix(
        "error: 'UISceneAppIntent' is only available in iOS 26.0 or newer") }, "\(lines.joined(separator: "\n"))")
      #expect(lines.contains { $0.hasPrefix("Tests/UIKitDouble/AppIntents.swift:") && $0.hasSuffix(
        "AppIntentSceneDelegate.scene(_:willPerformAppIntent:) is newer than iOS 17.4 (iOS 26.0): its doc comment must cite the header it was written from") })
      let navigator = try String(contentsOf: root.appendingPathComponent("Sources/QuickActionsUIKit/UIKit/UIKitNavigator.swift"), encoding: .utf8)
      let tabLine = try #require(navigator.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("if !tabBar.tabs.isEmpty {") && $0.hasPrefix("      if") }) + 1
      #expect(lines.contains("Sources/QuickActionsUIKit/UIKit/UIKitNavigator.swift:\(tabLine):18: error: 'tabs' is only available in iOS 18.0 or newer"),
              "\(lines.joined(separator: "\n"))")
      #expect(lines.contains { $0.hasPrefix("Sources/QuickActionsUIKit/UIKit/NotificationCenterDelegate.swift:") && $0.contains(
        "conformance of 'NotificationCenterDelegate' to protocol 'UNUserNotificationCenterDelegate' crosses into main actor-isolated code") })
      #expect(lines.contains { $0.hasPrefix("Tests/UIKitDouble/UIViewController.swift:") && $0.contains(
        "UIViewController.dismiss(animated:completion:): the SDK's type is not the double's") })
      // The adapters did not compile, so the tests that need them are said not to be checked;
      // the test file's mistake is caught on its own with the adapters mended.
      #expect(lines.contains("- QuickActionsUIKitTests: not checked, it needs QuickActionsUIKit, which does not compile"))
      try Self.edit(root, "Sources/QuickActionsUIKit/UIKit/UIKitNavigator.swift",
                    "if !tabBar.tabs.isEmpty {\n        tabBar.selectedTab = tabBar.tabs[index]",
                    "if #available(iOS 18.0, visionOS 2.0, *), !tabBar.tabs.isEmpty {\n        tabBar.selectedTab = tabBar.tabs[index]")
      try Self.edit(root, "Sources/QuickActionsUIKit/UIKit/NotificationCenterDelegate.swift",
                    "    public func userNotificationCenter(\n      _ center: UNUserNotificationCenter, willPresent",
                    "    nonisolated public func userNotificationCenter(\n      _ center: UNUserNotificationCenter, willPresent")
      try Self.edit(root, "Sources/QuickActionsUIKit/UIKit/QuickActionHooks+Intents.swift",
                    "    public func scene(_ scene: UIScene, willPerformAppIntent",
                    "    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)\n    public func scene(_ scene: UIScene, willPerformAppIntent")
      let (again, tests) = try Self.check(root, ["--only", "tests"])
      #expect(again == 1)
      #expect(tests.contains { $0.hasPrefix("Tests/QuickActionsSwiftUITests/NavigationModelTests.swift:") && $0.hasSuffix(
        "error: 'NavigationModel' is only available in iOS 17.0 or newer") }, "\(tests.joined(separator: "\n"))")
    }
  }
#endif
