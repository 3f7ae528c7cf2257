import PropertyList

/// A target as one configuration builds it: its resolved build settings, and from them what
/// the app is made of — its Info.plist (the file merged with generated keys), bundle
/// identifier, team, entitlements, localized Info.plist strings and asset catalogs.
public struct ConfiguredTarget: Sendable {
  /// The project the target belongs to.
  public var project: XcodeProject
  /// The target.
  public var target: Target
  /// The configuration's name.
  public var configuration: String
  /// The target's build settings for this configuration.
  public var settings: BuildSettingsTable

  /// The target built with `configuration`; the SDK is the target's `SDKROOT` (`iphoneos` when
  /// it is `auto` or unset), the architecture `arm64`.
  public init(project: XcodeProject, target: Target, configuration: String) {
    self.project = project
    self.target = target
    self.configuration = configuration
    var context = BuildContext(configuration: configuration)
    settings = Self.table(project: project, target: target, context: context)
    let supported =
      settings.resolve("SUPPORTED_PLATFORMS")?.value?.split(separator: " ").map(String.init) ?? []
    // The iOS build when the target supports iOS (a target whose SDKROOT is `xros` or `auto`
    // may list iphoneos in SUPPORTED_PLATFORMS); otherwise its own SDK.
    var sdk = DefaultSettings.sdk(settings.resolve("SDKROOT")?.value)
    if supported.contains("iphoneos") {
      sdk = "iphoneos"
    } else if settings.resolve("SDKROOT")?.value == "auto", let first = supported.first {
      sdk = DefaultSettings.sdk(first)
    }
    if sdk != context.sdk {
      context.sdk = sdk
      settings = Self.table(project: project, target: target, context: context)
    }
  }

  static func table(project: XcodeProject, target: Target, context: BuildContext)
    -> BuildSettingsTable
  {
    let projectConfiguration = project.configurations.first { $0.name == context.configuration }
    let targetConfiguration = target.configuration(named: context.configuration)
    return BuildSettingsTable(
      levels: [
        DefaultSettings.assignments(project: project, target: target, context: context),
        projectConfiguration?.baseConfiguration?.assignments ?? [],
        projectConfiguration?.settings ?? [],
        targetConfiguration?.baseConfiguration?.assignments ?? [],
        targetConfiguration?.settings ?? [],
      ], context: context)
  }

  /// What did not read in the configuration files this build uses (the project's and the
  /// target's, with their includes): a missing file or include, a bad line.
  public var problems: [ProjectError] {
    let projectConfiguration = project.configurations.first { $0.name == configuration }
    var seen: Set<ProjectError> = []
    return
      ((projectConfiguration?.problems ?? [])
      + (target.configuration(named: configuration)?.problems ?? [])).filter {
        seen.insert($0).inserted
      }
  }

  /// Whether the target has a configuration of that name (otherwise only defaults and the
  /// project's settings apply, as `xcodebuild` refuses such a build).
  public var hasConfiguration: Bool { target.configuration(named: configuration) != nil }

  /// `PRODUCT_BUNDLE_IDENTIFIER`.
  public var bundleIdentifier: ResolvedSetting? { settings.resolve("PRODUCT_BUNDLE_IDENTIFIER") }
  /// `DEVELOPMENT_TEAM`.
  public var developmentTeam: ResolvedSetting? { settings.resolve("DEVELOPMENT_TEAM") }
  /// `CODE_SIGN_ENTITLEMENTS`: the entitlements file's path, relative to `SRCROOT`.
  public var entitlementsFile: ResolvedSetting? { settings.resolve("CODE_SIGN_ENTITLEMENTS") }

  /// A path setting's file on disk: relative paths are relative to the project's folder.
  public func path(of setting: ResolvedSetting) -> String? {
    guard let value = setting.value, !value.isEmpty else { return nil }
    return ProjectFiles.join(project.directory, value)
  }

  /// The entitlements the target is signed with, read from `CODE_SIGN_ENTITLEMENTS`; nil when
  /// the setting is not there. The file's associated domains are
  /// `document.root["com.apple.developer.associated-domains"]`.
  public func entitlements() -> Result<SettingFile, SettingFileError>? {
    guard let setting = entitlementsFile else { return nil }
    return SettingFile.read(setting, in: self)
  }

  /// The Info.plist as the build makes it; see `MergedInfoPlist`.
  public func infoPlist() -> MergedInfoPlist { MergedInfoPlist(target: self) }

  /// The localized Info.plist strings the target copies: each region's `InfoPlist.strings` of
  /// its variant groups and synchronized folders, and its `InfoPlist.xcstrings` catalogs.
  public var infoPlistStrings: [LocalizedFile] {
    var out: [LocalizedFile] = []
    for file in target.resources {
      if file.name.lowercased() == "infoplist.strings" {
        for variant in file.variants {
          out.append(LocalizedFile(region: variant.region, path: variant.path))
        }
      } else if file.name.lowercased() == "infoplist.xcstrings", let path = file.path {
        out.append(LocalizedFile(region: nil, path: path))
      }
    }
    for folder in target.synchronizedFolders {
      for member in folder.members(where: {
        Self.isInfoPlistStrings($0) || $0.hasSuffix(".xcassets")
      }) {
        let name = ProjectFiles.name(of: member).lowercased()
        if name == "infoplist.xcstrings" {
          out.append(LocalizedFile(region: nil, path: folder.path + "/" + member))
        } else if name == "infoplist.strings", let region = ProjectReader.region(ofPath: member) {
          out.append(LocalizedFile(region: region, path: folder.path + "/" + member))
        }
      }
    }
    return out
  }

  static func isInfoPlistStrings(_ relative: String) -> Bool {
    let name = ProjectFiles.name(of: relative).lowercased()
    return name == "infoplist.xcstrings"
      || (name == "infoplist.strings" && ProjectReader.region(ofPath: relative) != nil)
  }

  /// The asset catalogs (`.xcassets` folders) the target copies, from its resources and its
  /// synchronized folders.
  public var assetCatalogs: [String] {
    var out = target.resources.filter {
      $0.fileType == "folder.assetcatalog" || $0.name.hasSuffix(".xcassets")
    }.compactMap(\.path)
    for folder in target.synchronizedFolders {
      out += folder.members(where: { $0.hasSuffix(".xcassets") }).map { folder.path + "/" + $0 }
    }
    return out
  }
}

/// A localized file of a target: its region (nil for a String Catalog, which holds every
/// language) and its path.
public struct LocalizedFile: Sendable, Hashable {
  /// The region (`en`, `Base`); nil for an `.xcstrings` catalog.
  public var region: String?
  /// The file's path.
  public var path: String

  /// The file at `path`, for `region`.
  public init(region: String?, path: String) {
    self.region = region
    self.path = path
  }
}
