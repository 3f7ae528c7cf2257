/// One build variant of an app module: a build type with one flavour of each dimension, its
/// source sets by priority, and its application ID where the build file says it literally.
///
/// "Configure build variants" (https://developer.android.com/build/build-variants): a variant
/// is `<flavour…><BuildType>` (`freeDebug`); its application ID is the flavour's (or
/// `defaultConfig`'s) `applicationId` followed by the `applicationIdSuffix` of `defaultConfig`,
/// the flavours and the build type ("Configure the app module", change the application ID for
/// testing; https://developer.android.com/build/configure-app-module#change_the_application_id_for_build_variants).
/// Its source sets, highest priority first, are "build variant > build type > product flavor
/// > main source set" ("Create source sets",
/// https://developer.android.com/build/build-variants#sourceset-build), flavours of the first
/// dimension before the second's, and the combined flavours' set (`freeDemo`) before each
/// flavour's; a resource file of a higher set replaces main's file of the same name.
public struct BuildVariant: Sendable, Hashable {
  /// The variant's name (`debug`, `freeRelease`).
  public var name: String
  /// The source sets (`src/NAME`), highest priority first, ending with `main`.
  public var sourceSets: [String]
  /// The application ID, when every part of it is a literal.
  public var applicationID: String?
  /// The parts that are not literal (a computed `applicationId` or suffix), when any.
  public var unreadable: [GradleValue]
  /// The module's folder.
  public var module: String
  /// Whether users install it: its build type is not debuggable and is not the one
  /// instrumented tests build (every product flavour ships in its release types).
  public var ships: Bool = true
}

extension GradleModule {
  /// The module's variants (none unless it builds an app).
  public var variants: [BuildVariant] {
    guard isApplication else { return [] }
    // Flavours by dimension, in `flavorDimensions` order (else the order the dimensions appear).
    var order = dimensions
    for flavor in flavors where !order.contains(flavor.dimension ?? "") {
      order.append(flavor.dimension ?? "")
    }
    var combinations: [[Block]] = [[]]
    for dimension in order {
      let inDimension = flavors.filter {
        ($0.dimension ?? "") == dimension || (order.count == 1 && $0.dimension == nil)
      }
      guard !inDimension.isEmpty else { continue }
      combinations = combinations.flatMap { combo in inDimension.map { combo + [$0] } }
    }
    return combinations.flatMap { combo in
      buildTypes.map { type in variant(flavors: combo, buildType: type) }
    }
  }

  func variant(flavors combo: [Block], buildType: Block) -> BuildVariant {
    func camel(_ names: [String]) -> String {
      guard let first = names.first else { return "" }
      return first + names.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
    let flavorNames = combo.map(\.name)
    let name = camel(flavorNames + [buildType.name])
    var sets = [name]
    if !flavorNames.isEmpty { sets.append(buildType.name) }
    if flavorNames.count > 1 { sets.append(camel(flavorNames)) }
    sets += flavorNames
    sets.append("main")
    var unreadable: [GradleValue] = []
    var id: String?
    let base = combo.compactMap(\.applicationID).first ?? applicationID
    switch base {
    case .literal(let v)?: id = v.value
    case .computed(let v)?: unreadable.append(v)
    case nil: id = nil
    }
    let suffixes =
      ([applicationIDSuffix] + combo.map(\.applicationIDSuffix) + [buildType.applicationIDSuffix])
      .compactMap { $0 }
    for suffix in suffixes {
      switch suffix {
      case .literal(let v): id = id.map { $0 + v.value }
      case .computed(let v): unreadable.append(v)
      }
    }
    return BuildVariant(
      name: name, sourceSets: sets, applicationID: unreadable.isEmpty ? id : nil,
      unreadable: unreadable, module: folder,
      ships: !buildType.isDebuggable && buildType.name != testBuildType)
  }
}

/// The Gradle builds of an app: its modules, and which variants use a resource file.
public struct AndroidBuild: Sendable, Hashable {
  /// The modules with a build file, in path order.
  public var modules: [GradleModule]
  /// The path of every resource file read or seen (`…/src/SET/res/FOLDER/NAME.xml`).
  public var resourcePaths: Set<String>

  /// A build of these modules and resource files.
  public init(modules: [GradleModule] = [], resourcePaths: Set<String> = []) {
    self.modules = modules
    self.resourcePaths = resourcePaths
  }

  /// Every variant of every app module.
  public var variants: [BuildVariant] { modules.flatMap(\.variants) }

  /// Where a resource path sits: its module folder, source set and `FOLDER/NAME.xml`, or nil
  /// when it is not below `src/SET/res/`.
  public static func place(of path: String) -> (
    module: String, sourceSet: String, resource: String
  )? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard let src = parts.lastIndex(of: "src"), src + 4 == parts.count - 1, parts[src + 2] == "res"
    else { return nil }
    return (
      parts[..<src].joined(separator: "/"), parts[src + 1], parts[src + 3] + "/" + parts[src + 4]
    )
  }

  /// The variants that build with the resource file at `path`, or nil when that is not known
  /// (no app module read, or the file is not in a source set's `res/`). A file of the app's
  /// module is used by the variants whose highest-priority source set holding a file of the
  /// same name is its set; a library module's file by the variants that have its source set.
  public func variants(using path: String) -> [BuildVariant]? {
    guard let (module, set, resource) = Self.place(of: path) else { return nil }
    let apps = modules.filter(\.isApplication)
    guard !apps.isEmpty else { return nil }
    let own = apps.first { $0.folder == module }
    let candidates = own.map { $0.variants } ?? apps.flatMap(\.variants)
    return candidates.filter { variant in
      guard let rank = variant.sourceSets.firstIndex(of: set) else { return false }
      let prefix = module.isEmpty ? "src/" : module + "/src/"
      return !variant.sourceSets[..<rank].contains {
        resourcePaths.contains(prefix + $0 + "/res/" + resource)
      }
    }
  }
}
