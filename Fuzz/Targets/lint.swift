import PropertyList
import PropertyListOpenStep
import QuickActionLint
import QuickActionTooling
import QuickActions

/// Arbitrary bytes through the whole lint pipeline and every reporter, with a configuration the
/// input also decides: up to three parts separated by NUL bytes are the Info.plist, a
/// language's `InfoPlist.strings` and a route table (read as `--routes` reads one). The whole
/// input is also tried as a route table and as a navigation state.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map(
    Array.init)
  var strings: LocalizedStrings? = nil
  if parts.count > 1,
    let table = try? PropertyList.read(
      parts[1], format: .strings, options: .init(allowsDuplicateKeys: true))
  {
    strings = LocalizedStrings(tables: [
      .init(
        language: "de", path: "de.lproj/InfoPlist.strings",
        strings: table.root.dictionaryValue ?? PlistDictionary())
    ])
  }
  var routes: RouteTable? = nil
  if parts.count > 2 { routes = Linter.loadRoutes(file: "routes.plist", bytes: parts[2]).0 }
  let configuration = LintConfiguration(
    bundleIdentifier: "com.example.qa",
    buildSettings: BuildSettings(["PRODUCT_BUNDLE_IDENTIFIER": "com.example.qa"]),
    localizedStrings: strings, assets: AssetIndex(names: ["icon"]), routes: routes,
    routesFile: routes == nil ? nil : "routes.plist")
  let report = Linter(configuration: configuration).lint(file: "fuzz.plist", bytes: parts[0])
  for format in ReporterFormat.allCases { _ = format.reporter(colour: true).render([report]) }
  _ = Linter.loadRoutes(file: "routes.plist", bytes: bytes)
  if let value = try? PropertyList.read(bytes, format: .json).root {
    _ = try? NavigationState(plist: value)
  }
  return 0
}
