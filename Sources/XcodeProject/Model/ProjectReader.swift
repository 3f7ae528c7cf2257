import PropertyList

/// Builds an `XcodeProject` from a pbxproj's object graph: the root `PBXProject`, its
/// configuration lists, native targets, groups, file references, build phases and Xcode 16
/// synchronized folders, resolving each file's path through its groups as Xcode does
/// (`sourceTree` `<group>`: relative to the enclosing group; `SOURCE_ROOT`: to the project's
/// folder; `<absolute>`: as written; a build-product or SDK tree: no file in the source).
struct ProjectReader {
  let path: String
  let file: String
  let bytes: [UInt8]
  /// The pbxproj's `objects`, as parsed, and where each id's entry is: a project of 5 MB has
  /// some 20,000 objects, of which a lint needs a few hundred, so none is copied out.
  var table = PlistDictionary()
  var index: [String: Int] = [:]
  /// Each file's or group's enclosing group, found when a path is first needed.
  var parents: [String: String]? = nil
  var problems: [ProjectError] = []
  var directory = "."
  var xcconfigs: [String: XCConfigFile] = [:]

  init(path: String, bytes: [UInt8]) {
    self.path = path
    file = path + "/project.pbxproj"
    self.bytes = bytes
  }

  func at(_ location: SourceLocation) -> ProjectLocation {
    ProjectLocation(file: file, location: location)
  }

  /// The objects by id, read from the parsed table.
  var objects: Objects { Objects(table: table, index: index) }

  struct Objects {
    let table: PlistDictionary
    let index: [String: Int]
    subscript(id: String) -> PlistDictionary? {
      index[id].flatMap { table[$0].value.dictionaryValue }
    }
  }

  /// Where the object `id` is defined.
  func objectLocation(_ id: String) -> SourceLocation? { index[id].map { table[$0].keyLocation } }

  /// Group paths are found by walking up: each child's group, remembered on first use.
  mutating func parent(of id: String) -> String? {
    if parents == nil {
      var found: [String: String] = [:]
      for entry in table.entries {
        guard let object = entry.value.dictionaryValue, let isa = object.string("isa"),
          isa == "PBXGroup" || isa == "PBXVariantGroup"
        else { continue }
        for child in object.strings("children") { found[child] = entry.key }
      }
      parents = found
    }
    return parents?[id]
  }

  mutating func read() throws(ProjectError) -> XcodeProject {
    let root: PlistValue
    do {
      root = try ProjectFileFormat.read(bytes)
    } catch {
      throw ProjectError(error.message, at: at(error.location))
    }
    guard let objectTable = root["objects"]?.dictionaryValue else {
      throw ProjectError("a project.pbxproj has an 'objects' dictionary", at: at(root.location))
    }
    table = objectTable
    index.reserveCapacity(objectTable.count)
    for (position, entry) in objectTable.entries.enumerated() { index[entry.key] = position }
    guard let rootID = root["rootObject"]?.stringValue, let project = objects[rootID] else {
      throw ProjectError(
        "the project's rootObject is not among its objects",
        at: at(root["rootObject"]?.location ?? root.location))
    }
    let container = ProjectFiles.folder(of: path)
    directory = ProjectFiles.join(container, project.string("projectDirPath") ?? "")
    let (configurations, defaultName) = readConfigurations(project.string("buildConfigurationList"))
    var targets: [Target] = []
    for id in project.strings("targets") {
      guard let object = objects[id] else {
        problems.append(
          ProjectError(
            "the project lists a target \(id) that is not among its objects",
            at: at(objectLocation(rootID) ?? .unknown)))
        continue
      }
      guard object.string("isa") == "PBXNativeTarget" else { continue }
      targets.append(readTarget(id, object))
    }
    let name = ProjectFiles.name(of: path)
    var result = XcodeProject(
      path: path, projectFile: file,
      name: name.hasSuffix(".xcodeproj") ? String(name.dropLast(10)) : name,
      directory: directory, configurations: configurations, defaultConfigurationName: defaultName,
      targets: targets,
      knownRegions: project.strings("knownRegions"),
      developmentRegion: project.string("developmentRegion"),
      source: PropertyList.sourceText(bytes), problems: problems)
    result.objects = table
    return result
  }

  mutating func readConfigurations(_ listID: String?) -> ([BuildConfiguration], String?) {
    guard let listID, let list = objects[listID] else { return ([], nil) }
    var out: [BuildConfiguration] = []
    for id in list.strings("buildConfigurations") {
      guard let object = objects[id] else { continue }
      var settings: [SettingAssignment] = []
      for entry in object["buildSettings"]?.dictionaryValue ?? PlistDictionary() {
        guard let (name, conditions) = SettingAssignment.parseKey(entry.key) else {
          problems.append(
            ProjectError("'\(entry.key)' is not a build setting name", at: at(entry.keyLocation)))
          continue
        }
        settings.append(
          SettingAssignment(
            name: name, conditions: conditions, value: Self.text(entry.value),
            location: at(entry.value.location)))
      }
      let reference =
        object["baseConfigurationReference"] ?? object["baseConfigurationReferenceAnchor"]
      out.append(
        BuildConfiguration(
          name: object.string("name") ?? "", settings: settings,
          baseConfiguration: baseConfiguration(object),
          baseConfigurationLocation: reference.map { at($0.location) },
          location: at(objectLocation(id) ?? .unknown)))
    }
    return (out, list.string("defaultConfigurationName"))
  }

  /// A setting's value: a string, or a list (written as an array) joined with spaces, each
  /// element quoted when it holds a space, as Xcode shows a list.
  static func text(_ value: PlistValue) -> String {
    if let s = value.stringValue { return s }
    if let items = value.arrayValue {
      return items.compactMap(\.stringValue).map {
        $0.contains(" ") && !$0.hasPrefix("\"") ? "\"\($0)\"" : $0
      }
      .joined(separator: " ")
    }
    return ""
  }

  /// The configuration file: `baseConfigurationReference` (a file reference), or Xcode 16's
  /// `baseConfigurationReferenceAnchor` (a synchronized folder) with
  /// `baseConfigurationReferenceRelativePath`.
  mutating func baseConfiguration(_ object: PlistDictionary) -> XCConfigFile? {
    var configPath: String? = nil
    if let ref = object.string("baseConfigurationReference") {
      configPath = filePath(ref)
    } else if let anchor = object.string("baseConfigurationReferenceAnchor"),
      let relative = object.string("baseConfigurationReferenceRelativePath"),
      let folder = filePath(anchor)
    {
      configPath = ProjectFiles.join(folder, relative)
    }
    guard let configPath else { return nil }
    if let known = xcconfigs[configPath] { return known }
    let config = XCConfigFile(path: configPath)
    xcconfigs[configPath] = config
    return config
  }

  mutating func readTarget(_ id: String, _ object: PlistDictionary) -> Target {
    let (configurations, defaultName) = readConfigurations(object.string("buildConfigurationList"))
    var resources: [ProjectFile] = []
    for phaseID in object.strings("buildPhases") {
      guard let phase = objects[phaseID], phase.string("isa") == "PBXResourcesBuildPhase" else {
        continue
      }
      for buildFileID in phase.strings("files") {
        guard let ref = objects[buildFileID]?.string("fileRef"), let file = projectFile(ref) else {
          continue
        }
        resources.append(file)
      }
    }
    var folders: [SynchronizedFolder] = []
    for groupID in object.strings("fileSystemSynchronizedGroups") {
      guard let group = objects[groupID], let folder = filePath(groupID) else { continue }
      var excluded: Set<String> = []
      for exceptionID in group.strings("exceptions") {
        guard let exception = objects[exceptionID], exception.string("target") == id,
          exception.string("isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet"
        else { continue }
        excluded.formUnion(exception.strings("membershipExceptions"))
      }
      folders.append(SynchronizedFolder(path: folder, excluded: excluded))
    }
    return Target(
      id: id, name: object.string("name") ?? id, productName: object.string("productName"),
      productType: ProductType(rawValue: object.string("productType") ?? ""),
      configurations: configurations,
      defaultConfigurationName: defaultName, resources: resources, synchronizedFolders: folders,
      location: at(objectLocation(id) ?? .unknown))
  }

  mutating func projectFile(_ id: String) -> ProjectFile? {
    guard let object = objects[id] else { return nil }
    let name = object.string("name") ?? object.string("path").map(ProjectFiles.name(of:)) ?? id
    if object.string("isa") == "PBXVariantGroup" {
      var variants: [ProjectFile.Variant] = []
      for child in object.strings("children") {
        guard let ref = objects[child],
          let region = ref.string("name") ?? ref.string("path").flatMap(Self.region(ofPath:)),
          let path = filePath(child)
        else { continue }
        variants.append(.init(region: region, path: path))
      }
      return ProjectFile(name: name, path: filePath(id), fileType: nil, variants: variants)
    }
    return ProjectFile(
      name: name, path: filePath(id),
      fileType: object.string("lastKnownFileType") ?? object.string("explicitFileType"))
  }

  /// `en` from `en.lproj/InfoPlist.strings`.
  static func region(ofPath path: String) -> String? {
    guard let folder = path.split(separator: "/").dropLast().last, folder.hasSuffix(".lproj") else {
      return nil
    }
    return String(folder.dropLast(6))
  }

  /// The path on disk of a file reference, group or synchronized folder; nil when it lives in
  /// the build products or the SDK, or its groups cannot be followed.
  mutating func filePath(_ id: String, depth: Int = 0) -> String? {
    guard depth < 64, let object = objects[id] else { return nil }
    let own = object.string("path") ?? ""
    switch object.string("sourceTree") ?? "<group>" {
    case "<absolute>": return ProjectFiles.normalize(own)
    case "SOURCE_ROOT": return ProjectFiles.join(directory, own)
    case "<group>":
      guard let parent = parent(of: id) else { return ProjectFiles.join(directory, own) }
      guard let base = filePath(parent, depth: depth + 1) else { return nil }
      return ProjectFiles.join(base, own)
    default: return nil
    }
  }
}

extension PlistDictionary {
  func string(_ key: String) -> String? { self[key]?.stringValue }
  func strings(_ key: String) -> [String] { self[key]?.arrayValue?.compactMap(\.stringValue) ?? [] }
}
