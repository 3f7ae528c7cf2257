// swift-tools-version:6.0
import PackageDescription

/// QuickActionRouter: everything an iOS team needs to get Home Screen quick actions right.
///
/// Layers (imports point down only):
/// `quickaction` -> `QuickActionLint` -> `QuickActionTooling` -> `QuickActions` -> `PropertyList`
/// (the tooling module holds what the tool, the linter and the pictures share, which no app
/// links); the UIKit adapter,
/// `QuickActionsUIKit`, imports `QuickActions` and UIKit, nothing above. The launch simulator,
/// `LaunchSimulator`, imports `QuickActions`; the tool, the test kit, the benchmark and the tests
/// import it, and no module an app ships does.
///
/// On Linux the adapter compiles against `UIKitDouble` (Tests/UIKitDouble), a test-only stand-in
/// with the SDK's signatures, so CI compiles and tests the adapter's own files. The dependency
/// and the `QUICKACTIONS_UIKIT` condition are Linux-only there: on Apple platforms the adapter
/// compiles against the real UIKit (where it exists) and the double is never built for an app.
let uikitPlatforms: [Platform] = [.iOS, .macCatalyst, .visionOS, .linux]
let package = Package(
  name: "QuickActionRouter",
  platforms: [.macOS(.v13), .iOS(.v15), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "PropertyList", targets: ["PropertyList"]),
    .library(name: "QuickActions", targets: ["QuickActions"]),
    .library(name: "LaunchSimulator", targets: ["LaunchSimulator"]),
    .library(name: "XcodeProject", targets: ["XcodeProject"]),
    .library(name: "QuickActionLint", targets: ["QuickActionLint"]),
    .library(name: "QuickActionTooling", targets: ["QuickActionTooling"]),
    .library(name: "AndroidProject", targets: ["AndroidProject"]),
    .library(name: "AppWiring", targets: ["AppWiring"]),
    .library(name: "QuickActionsUIKit", targets: ["QuickActionsUIKit"]),
    .library(name: "QuickActionsSwiftUI", targets: ["QuickActionsSwiftUI"]),
    .library(name: "QuickActionsTesting", targets: ["QuickActionsTesting"]),
    .executable(name: "quickaction", targets: ["quickaction"]),
    // `swift package lint-quick-actions`, and linting a target's Info.plist while it builds.
    .plugin(name: "LintQuickActions", targets: ["LintQuickActions"]),
    .plugin(name: "QuickActionLintPlugin", targets: ["QuickActionLintPlugin"]),
  ],
  targets: [
    .target(name: "PropertyList"),
    .target(name: "QuickActions", dependencies: ["PropertyList"]),
    // What the tool, the linter and the pictures share and no app links: a project's strings
    // tables and files, text measured as the menu and the terminal show it.
    .target(name: "QuickActionTooling", dependencies: ["QuickActions", "PropertyList"]),
    // Scripted launches: iOS's callbacks played against the app's coordinator, and their timeline.
    .target(name: "LaunchSimulator", dependencies: ["QuickActions", "PropertyList", "AppWiring"]),
    // Workspaces, projects, targets and build settings, read with no Xcode.
    .target(name: "XcodeProject", dependencies: ["PropertyList"]),
    // An Android app as a linter sees it: manifest, shortcuts.xml, strings, assetlinks.json.
    .target(name: "AndroidProject", dependencies: ["PropertyList"]),
    // The app's own wiring, read from its Swift and Objective-C sources with positions.
    .target(name: "AppWiring", dependencies: ["PropertyList"]),
    .target(
      name: "QuickActionLint",
      dependencies: [
        "QuickActions", "QuickActionTooling", "XcodeProject", "PropertyList", "AndroidProject",
        "AppWiring",
      ]),
    // The menu preview and the navigation map (SVG, HTML, DOT, Mermaid), for the CLI.
    .target(
      name: "QuickActionPictures",
      dependencies: ["QuickActions", "QuickActionTooling", "PropertyList"]),
    .target(
      name: "QuickActionsUIKit",
      dependencies: [
        "QuickActions", "PropertyList",
        .target(name: "UIKitDouble", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: [.define("QUICKACTIONS_UIKIT", .when(platforms: uikitPlatforms))]),
    // The test kit an app's own tests use (Swift Testing).
    .target(name: "QuickActionsTesting", dependencies: ["LaunchSimulator", "QuickActions"]),
    // The Observable navigation model and the bindings SwiftUI views use (plain Swift and
    // Observation, tested on Linux).
    .target(name: "QuickActionsSwiftUI", dependencies: ["QuickActions"]),
    // Test-only: UIKit's API as the SDK headers declare it, for the adapter on Linux.
    .target(name: "UIKitDouble", path: "Tests/UIKitDouble", exclude: ["README.md"]),
    // Test-only: the SwiftUI declarations the README's SwiftUI wiring uses, to compile it on Linux.
    .target(
      name: "SwiftUIDouble", dependencies: ["UIKitDouble"], path: "Tests/SwiftUIDouble",
      exclude: ["README.md"]),
    .executableTarget(
      name: "quickaction",
      dependencies: [
        "QuickActionLint", "QuickActionPictures", "LaunchSimulator", "QuickActions", "XcodeProject",
        "PropertyList",
        "AndroidProject", "QuickActionTooling",
      ]),
    .plugin(
      name: "LintQuickActions",
      capability: .command(
        intent: .custom(
          verb: "lint-quick-actions",
          description: "Lint the package's Info.plist quick actions with quickaction lint")),
      dependencies: ["quickaction"]),
    .plugin(name: "QuickActionLintPlugin", capability: .buildTool(), dependencies: ["quickaction"]),
    .executableTarget(
      name: "quickaction-bench",
      dependencies: [
        "PropertyList", "QuickActions", "LaunchSimulator", "AndroidProject", "QuickActionLint",
        "AppWiring",
      ],
      path: "Benchmarks/quickaction-bench"),
    // Test-only: saves stores until StoreTests kills it (SIGKILL at random moments).
    .executableTarget(
      name: "store-crash-helper", dependencies: ["QuickActions"], path: "Tests/StoreCrashHelper"),
    // Golden-file comparison shared by the test targets.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // LaunchSimulator only for its seeded random generator.
    .testTarget(
      name: "PropertyListTests", dependencies: ["PropertyList", "LaunchSimulator", "TestSupport"]),
    .testTarget(
      name: "XcodeProjectTests", dependencies: ["XcodeProject", "PropertyList", "TestSupport"]),
    .testTarget(
      name: "AppWiringTests", dependencies: ["AppWiring", "PropertyList", "TestSupport"]),
    .testTarget(
      name: "AndroidProjectTests", dependencies: ["AndroidProject", "PropertyList", "TestSupport"]),
    .testTarget(
      name: "QuickActionsTests",
      dependencies: [
        "QuickActions", "LaunchSimulator", "PropertyList", "TestSupport", "store-crash-helper",
      ]),
    // A module with its own `Route`, `Screen` and `Gate`, as apps have: it must still build a table.
    .testTarget(name: "NameClashTests", dependencies: ["QuickActions"]),
    .testTarget(
      name: "QuickActionToolingTests",
      dependencies: ["QuickActionTooling", "QuickActions", "PropertyList"]),
    .testTarget(
      name: "LaunchSimulatorTests",
      dependencies: ["LaunchSimulator", "QuickActions", "PropertyList", "TestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "QuickActionLintTests",
      dependencies: [
        "QuickActionLint", "QuickActions", "PropertyList", "TestSupport", "AndroidProject",
        "AppWiring", "QuickActionTooling",
      ],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "QuickActionsUIKitTests",
      dependencies: [
        "QuickActionsUIKit", "QuickActions", "LaunchSimulator", "PropertyList", "TestSupport",
        .target(name: "UIKitDouble", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: [.define("UIKIT_DOUBLE", .when(platforms: [.linux]))]),
    .testTarget(
      name: "QuickActionPicturesTests",
      dependencies: ["QuickActionPictures", "QuickActions", "TestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "QuickActionsSwiftUITests",
      dependencies: [
        "QuickActionsSwiftUI", "QuickActionsUIKit", "QuickActions", "LaunchSimulator",
        "TestSupport",
        .target(name: "UIKitDouble", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUIDouble", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: [.define("SWIFTUI_DOUBLE", .when(platforms: [.linux]))]),
    .testTarget(
      name: "QuickActionsTestingTests",
      dependencies: [
        "QuickActionsTesting", "QuickActionsSwiftUI", "LaunchSimulator", "QuickActions",
      ]),
    .testTarget(
      name: "quickactionTests",
      // LaunchSimulator and QuickActions for the script decoder's key lists, which --help names.
      dependencies: [
        "quickaction", "quickaction-bench", "TestSupport", "LaunchSimulator", "QuickActions",
      ],
      exclude: ["Fixtures", "Snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)
