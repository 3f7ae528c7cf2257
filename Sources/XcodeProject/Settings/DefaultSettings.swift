/// The settings the build system defines before any project or configuration file: the ones
/// an Info.plist or a setting may always use. Values follow Apple's "Build settings reference"
/// (developer.apple.com/documentation/xcode/build-settings-reference): Product Name defaults to
/// `$(TARGET_NAME)`, Product Module Name to `$(PRODUCT_NAME:c99extidentifier)`, Executable Name to
/// `$(EXECUTABLE_PREFIX)$(PRODUCT_NAME)$(EXECUTABLE_SUFFIX)`, Development Language to the
/// project's development region; `SRCROOT`/`PROJECT_DIR` are the project's folder. Settings
/// that depend on the machine building (`BUILT_PRODUCTS_DIR`, `DERIVED_FILE_DIR`, `HOME`) are
/// not defined here: a value that needs one is reported unresolved, not guessed.
enum DefaultSettings {
  static func assignments(project: XcodeProject, target: Target, context: BuildContext)
    -> [SettingAssignment]
  {
    func set(_ name: String, _ value: String) -> SettingAssignment {
      SettingAssignment(name: name, value: value, location: nil)
    }
    let platform = context.sdk
    return [
      set("TARGET_NAME", target.name),
      set("PROJECT_NAME", project.name),
      set("PRODUCT_NAME", "$(TARGET_NAME)"),
      set("SRCROOT", project.directory),
      set("SOURCE_ROOT", project.directory),
      set("PROJECT_DIR", project.directory),
      set("PROJECT_FILE_PATH", project.path),
      set("CONFIGURATION", context.configuration),
      set("PLATFORM_NAME", platform),
      set("EFFECTIVE_PLATFORM_NAME", platform == "macosx" ? "" : "-" + platform),
      set("CURRENT_ARCH", context.architecture),
      set("ARCHS", context.architecture),
      set("CURRENT_VARIANT", context.variant),
      set("ACTION", "build"),
      set("DEVELOPMENT_LANGUAGE", project.developmentRegion ?? "en"),
      set("PRODUCT_MODULE_NAME", "$(PRODUCT_NAME:c99extidentifier)"),
      set("EXECUTABLE_PREFIX", ""),
      set("EXECUTABLE_SUFFIX", ""),
      set("EXECUTABLE_NAME", "$(EXECUTABLE_PREFIX)$(PRODUCT_NAME)$(EXECUTABLE_SUFFIX)"),
      set("PRODUCT_BUNDLE_PACKAGE_TYPE", target.productType.packageType),
      set("WRAPPER_EXTENSION", target.productType.wrapperExtension),
      set("WRAPPER_SUFFIX", ".$(WRAPPER_EXTENSION)"),
      set("FULL_PRODUCT_NAME", "$(PRODUCT_NAME)$(WRAPPER_SUFFIX)"),
      set("GENERATE_INFOPLIST_FILE", "NO"),
    ]
  }

  /// The SDK a target builds for: its `SDKROOT` (`iphoneos`, `macosx`, a path ending in an
  /// SDK's name), or `iphoneos` when it says `auto` or nothing.
  static func sdk(_ sdkroot: String?) -> String {
    guard let sdkroot, !sdkroot.isEmpty, sdkroot != "auto" else { return "iphoneos" }
    var name = ProjectFiles.name(of: sdkroot).lowercased()
    if name.hasSuffix(".sdk") { name = String(name.dropLast(4)) }
    // `iphoneos18.0` is the `iphoneos` SDK.
    while let last = name.last, last.isNumber || last == "." { name.removeLast() }
    return name.isEmpty ? "iphoneos" : name
  }
}
