import Testing

/// `lint --define` expands the routes' keys as it expands the items' types: an app whose
/// Info.plist and routes both write `$(PRODUCT_BUNDLE_IDENTIFIER).compose` lints clean for the
/// bundle ID it is built with (before, the four items were "unrouted" and the four routes
/// "orphans").
@Suite struct LintBundleTypesTests {
  static let app = CLI.fixture("BundleTypes")

  @Test("route keys with $(PRODUCT_BUNDLE_IDENTIFIER) route the expanded items: no false errors")
  func defineExpandsRouteKeys() throws {
    for id in ["com.example.social", "com.example.social.beta"] {
      let run = try CLI.run([
        "lint", Self.app + "/Info.plist", "--routes", Self.app + "/routes.plist", "--define",
        "PRODUCT_BUNDLE_IDENTIFIER=\(id)",
      ])
      #expect(run.stdout == "0 errors, 0 warnings in 1 file\n", "\(id)")
      #expect(run.status == 0)
    }
    // Without the definition both sides stay as written, and still agree.
    let bare = try CLI.run([
      "lint", Self.app + "/Info.plist", "--routes", Self.app + "/routes.plist",
    ])
    #expect(bare.stdout == "0 errors, 0 warnings in 1 file\n")
  }

  @Test("an item of another type is still unrouted, at its position, after the expansion")
  func stillUnrouted() throws {
    let run = try CLI.run([
      "lint", Self.app + "/Info.plist", "--routes", CLI.fixture("BundleTypes/routes-missing.plist"),
      "--define", "PRODUCT_BUNDLE_IDENTIFIER=com.example.social",
    ])
    #expect(run.status == 1)
    #expect(
      run.stdout.hasPrefix(
        "\(Self.app)/Info.plist:34:4: error: no route handles the type 'com.example.social.profile'"
      ), "\(run.stdout)")
    #expect(run.stdout.hasSuffix("1 error, 0 warnings in 1 file\n"), "\(run.stdout)")
  }
}
