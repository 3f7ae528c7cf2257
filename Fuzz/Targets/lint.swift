import PropertyList
import QuickActionLint
import QuickActions

/// Arbitrary bytes through the whole lint pipeline (parse, every rule, route decoding) and every
/// reporter; the same bytes also as a route table and a navigation state.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  let configuration = LintConfiguration(
    bundleIdentifier: "com.example.qa", buildSettings: BuildSettings(["PRODUCT_BUNDLE_IDENTIFIER": "com.example.qa"]),
    assets: AssetIndex(names: ["icon"]))
  let report = Linter(configuration: configuration).lint(file: "fuzz.plist", bytes: bytes)
  for format in ReporterFormat.allCases { _ = format.reporter(colour: true).render([report]) }
  _ = Linter.loadRoutes(file: "routes.plist", bytes: bytes)
  if let value = try? PropertyList.read(bytes, format: .json).root {
    _ = try? NavigationState(plist: value)
  }
  return 0
}
