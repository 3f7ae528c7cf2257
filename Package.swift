// swift-tools-version:6.0
import PackageDescription

/// QuickActionRouter: everything an iOS team needs to get Home Screen quick actions right.
///
/// Layers (imports point down only):
/// `quickaction` -> `QuickActionLint` -> `QuickActions` -> `PropertyList`.
let package = Package(
  name: "QuickActionRouter",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "PropertyList", targets: ["PropertyList"]),
    .library(name: "QuickActions", targets: ["QuickActions"]),
    .library(name: "QuickActionLint", targets: ["QuickActionLint"]),
    .executable(name: "quickaction", targets: ["quickaction"]),
  ],
  targets: [
    .target(name: "PropertyList"),
    .target(name: "QuickActions", dependencies: ["PropertyList"]),
    .target(name: "QuickActionLint", dependencies: ["QuickActions", "PropertyList"]),
    .executableTarget(
      name: "quickaction", dependencies: ["QuickActionLint", "QuickActions", "PropertyList"]),
    .executableTarget(
      name: "quickaction-bench", dependencies: ["PropertyList", "QuickActions"],
      path: "Benchmarks/quickaction-bench"),
    // Golden-file comparison shared by the test targets.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // QuickActions only for its seeded random generator.
    .testTarget(name: "PropertyListTests", dependencies: ["PropertyList", "QuickActions"]),
    .testTarget(
      name: "QuickActionsTests", dependencies: ["QuickActions", "PropertyList", "TestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "QuickActionLintTests",
      dependencies: ["QuickActionLint", "QuickActions", "PropertyList", "TestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "quickactionTests", dependencies: ["quickaction", "TestSupport"],
      exclude: ["Fixtures", "Snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)
