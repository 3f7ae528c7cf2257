/// A deterministic, Xcode-shaped `project.pbxproj` of about 5 MB: `targets` app and extension
/// targets, each with `files` Swift sources in a group, a sources and a resources phase, a
/// shell-script phase, and Debug and Release configurations with realistic build settings.
/// Laid out as Xcode writes it (sections, one-line build files and references, `/* name */`
/// comments after every reference, quoted strings with escapes), with fresh ids throughout.
enum PbxprojWorkload {
  static func project(targets: Int = 50, files: Int = 190) -> [UInt8] {
    var state: UInt64 = 20
    /// A 24-digit upper-case hexadecimal id, as Xcode's.
    func id() -> String {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let high = String(state >> 16, radix: 16, uppercase: true)
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let low = String(state >> 32, radix: 16, uppercase: true)
      let text = high + low
      return String(repeating: "0", count: max(0, 24 - text.count)) + text.suffix(24)
    }
    struct Target {
      var name: String, id: String, group: String, sources: String, resources: String,
        script: String
      var configurations: String, debug: String, release: String, product: String
      var files: [(name: String, reference: String, buildFile: String)]
    }
    let all: [Target] = (0..<targets).map { t in
      let name = t == 0 ? "App" : (t % 3 == 0 ? "Widget\(t)" : "Feature\(t)Kit")
      return Target(
        name: name, id: id(), group: id(), sources: id(), resources: id(), script: id(),
        configurations: id(), debug: id(), release: id(), product: id(),
        files: (0..<files).map { f in
          (
            name: f % 17 == 0 ? "View Model \(f).swift" : "\(name)File\(f).swift", reference: id(),
            buildFile: id()
          )
        })
    }
    let project = id()
    let mainGroup = id()
    let projectConfigurations = id()
    let projectDebug = id()
    let projectRelease = id()

    var out =
      "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n\n"
    func quoted(_ s: String) -> String {
      s.allSatisfy { $0.isLetter || $0.isNumber || "_$/:.-".contains($0) } ? s : "\"\(s)\""
    }
    out += "/* Begin PBXBuildFile section */\n"
    for target in all {
      for file in target.files {
        out +=
          "\t\t\(file.buildFile) /* \(file.name) in Sources */ = {isa = PBXBuildFile; fileRef = \(file.reference) /* \(file.name) */; };\n"
      }
    }
    out += "/* End PBXBuildFile section */\n\n/* Begin PBXFileReference section */\n"
    for target in all {
      for file in target.files {
        out +=
          "\t\t\(file.reference) /* \(file.name) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(quoted(file.name)); sourceTree = \"<group>\"; };\n"
      }
      out +=
        "\t\t\(target.product) /* \(target.name).app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = \(target.name).app; sourceTree = BUILT_PRODUCTS_DIR; };\n"
    }
    out += "/* End PBXFileReference section */\n\n/* Begin PBXGroup section */\n"
    out += "\t\t\(mainGroup) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
    for target in all { out += "\t\t\t\t\(target.group) /* \(target.name) */,\n" }
    out += "\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
    for target in all {
      out +=
        "\t\t\(target.group) /* \(target.name) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
      for file in target.files { out += "\t\t\t\t\(file.reference) /* \(file.name) */,\n" }
      out += "\t\t\t);\n\t\t\tpath = \(target.name);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
    }
    out += "/* End PBXGroup section */\n\n/* Begin PBXNativeTarget section */\n"
    for target in all {
      out += """
        \t\t\(target.id) /* \(target.name) */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = \(target.configurations) /* Build configuration list for PBXNativeTarget "\(target.name)" */;
        \t\t\tbuildPhases = (
        \t\t\t\t\(target.sources) /* Sources */,
        \t\t\t\t\(target.resources) /* Resources */,
        \t\t\t\t\(target.script) /* ShellScript */,
        \t\t\t);
        \t\t\tbuildRules = (
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t);
        \t\t\tname = \(target.name);
        \t\t\tproductName = \(target.name);
        \t\t\tproductReference = \(target.product) /* \(target.name).app */;
        \t\t\tproductType = "com.apple.product-type.\(target.name.hasPrefix("Widget") ? "app-extension" : "application")";
        \t\t};

        """
    }
    out += "/* End PBXNativeTarget section */\n\n/* Begin PBXProject section */\n"
    out +=
      "\t\t\(project) /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tattributes = {\n\t\t\t\tBuildIndependentTargetsInParallel = 1;\n\t\t\t\tLastSwiftUpdateCheck = 1500;\n\t\t\t};\n"
    out +=
      "\t\t\tbuildConfigurationList = \(projectConfigurations) /* Build configuration list for PBXProject \"App\" */;\n"
    out +=
      "\t\t\tdevelopmentRegion = en;\n\t\t\thasScannedForEncodings = 0;\n\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t\t\"zh-Hans\",\n\t\t\t);\n"
    out +=
      "\t\t\tmainGroup = \(mainGroup);\n\t\t\tprojectDirPath = \"\";\n\t\t\tprojectRoot = \"\";\n\t\t\ttargets = (\n"
    for target in all { out += "\t\t\t\t\(target.id) /* \(target.name) */,\n" }
    out +=
      "\t\t\t);\n\t\t};\n/* End PBXProject section */\n\n/* Begin PBXResourcesBuildPhase section */\n"
    for target in all {
      out +=
        "\t\t\(target.resources) /* Resources */ = {\n\t\t\tisa = PBXResourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
    }
    out +=
      "/* End PBXResourcesBuildPhase section */\n\n/* Begin PBXShellScriptBuildPhase section */\n"
    for target in all {
      out += """
        \t\t\(target.script) /* ShellScript */ = {
        \t\t\tisa = PBXShellScriptBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t);
        \t\t\tinputPaths = (
        \t\t\t\t"$(SRCROOT)/\(target.name)/Info.plist",
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t\tshellPath = /bin/sh;
        \t\t\tshellScript = "if which quickaction >/dev/null; then\\n  quickaction lint --target \\"\(target.name)\\"\\nelse\\n  echo \\"warning: quickaction not installed\\"\\nfi\\n";
        \t\t};

        """
    }
    out +=
      "/* End PBXShellScriptBuildPhase section */\n\n/* Begin PBXSourcesBuildPhase section */\n"
    for target in all {
      out +=
        "\t\t\(target.sources) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n"
      for file in target.files {
        out += "\t\t\t\t\(file.buildFile) /* \(file.name) in Sources */,\n"
      }
      out += "\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
    }
    out += "/* End PBXSourcesBuildPhase section */\n\n/* Begin XCBuildConfiguration section */\n"
    func configuration(_ id: String, _ name: String, target: String?) {
      out +=
        "\t\t\(id) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
      if let target {
        out += """
          \t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
          \t\t\t\tCODE_SIGN_ENTITLEMENTS = \(target)/\(target).entitlements;
          \t\t\t\tCODE_SIGN_STYLE = Automatic;
          \t\t\t\tCURRENT_PROJECT_VERSION = 1;
          \t\t\t\tDEVELOPMENT_TEAM = ABCDE12345;
          \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
          \t\t\t\tINFOPLIST_FILE = \(target)/Info.plist;
          \t\t\t\tINFOPLIST_KEY_CFBundleDisplayName = "\(target) \\U2013 Beta";
          \t\t\t\tLD_RUNPATH_SEARCH_PATHS = (
          \t\t\t\t\t"$(inherited)",
          \t\t\t\t\t"@executable_path/Frameworks",
          \t\t\t\t);
          \t\t\t\tMARKETING_VERSION = 1.0;
          \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = "com.example.$(PRODUCT_NAME:rfc1034identifier)";
          \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
          \t\t\t\tSWIFT_EMIT_LOC_STRINGS = YES;
          \t\t\t\tSWIFT_VERSION = 5.0;
          \t\t\t\tTARGETED_DEVICE_FAMILY = "1,2";

          """
      } else {
        out += """
          \t\t\t\tALWAYS_SEARCH_USER_PATHS = NO;
          \t\t\t\tCLANG_ANALYZER_NONNULL = YES;
          \t\t\t\tCLANG_ENABLE_MODULES = YES;
          \t\t\t\tCLANG_WARN_DOCUMENTATION_COMMENTS = YES;
          \t\t\t\tDEBUG_INFORMATION_FORMAT = "dwarf-with-dsym";
          \t\t\t\tGCC_PREPROCESSOR_DEFINITIONS = (
          \t\t\t\t\t"DEBUG=1",
          \t\t\t\t\t"$(inherited)",
          \t\t\t\t);
          \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;
          \t\t\t\tSDKROOT = iphoneos;
          \t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";

          """
      }
      out += "\t\t\t};\n\t\t\tname = \(name);\n\t\t};\n"
    }
    configuration(projectDebug, "Debug", target: nil)
    configuration(projectRelease, "Release", target: nil)
    for target in all {
      configuration(target.debug, "Debug", target: target.name)
      configuration(target.release, "Release", target: target.name)
    }
    out += "/* End XCBuildConfiguration section */\n\n/* Begin XCConfigurationList section */\n"
    func list(_ id: String, _ owner: String, _ debug: String, _ release: String) {
      out +=
        "\t\t\(id) /* Build configuration list for \(owner) */ = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n"
      out += "\t\t\t\t\(debug) /* Debug */,\n\t\t\t\t\(release) /* Release */,\n\t\t\t);\n"
      out +=
        "\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t};\n"
    }
    list(projectConfigurations, "PBXProject \"App\"", projectDebug, projectRelease)
    for target in all {
      list(
        target.configurations, "PBXNativeTarget \"\(target.name)\"", target.debug, target.release)
    }
    out +=
      "/* End XCConfigurationList section */\n\t};\n\trootObject = \(project) /* Project object */;\n}\n"
    return Array(out.utf8)
  }
}
