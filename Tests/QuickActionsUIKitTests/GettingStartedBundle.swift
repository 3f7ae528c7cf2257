#if UIKIT_DOUBLE
  import Foundation
  import TestSupport

  /// The app's bundle, as the README's wiring (ReadmeUIKitWiring.swift) asks it for its manifest:
  /// `Bundle.main.url(forResource: "Shortcuts", withExtension: "plist")`. The test runner's own
  /// bundle holds no app resources, so in this test module `Bundle` is this stand-in, whose
  /// resources are the Getting Started app's files (Examples/GettingStarted). On Apple platforms
  /// (and in .ci/sdk-check) the wiring compiles against Foundation's `Bundle`.
  struct Bundle: Sendable {
    /// The Getting Started app's bundle.
    static let main = Bundle()

    /// The file `name.ext` among the app's resources, or nil, as Foundation answers.
    func url(forResource name: String?, withExtension ext: String?) -> URL? {
      Readme.gettingStartedResource(name, ext)
    }
  }
#endif
