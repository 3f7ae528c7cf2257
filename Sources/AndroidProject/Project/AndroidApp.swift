import PropertyList

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An Android app's files as a linter sees them, found below a folder: every
/// `AndroidManifest.xml` (each module's source sets), the shortcuts files of every `res/xml*`
/// folder, every `res/values*` string table, and the application ID of the Gradle builds.
///
/// The folder is an Android project root (a Flutter, React Native or Capacitor app's
/// `android/`) or a folder holding an `AndroidManifest.xml` (a module's `src/main`): Gradle's
/// default layout puts the resources beside the manifest, in `res/` ("Configure your build",
/// source sets, https://developer.android.com/build#sourcesets). Resources of every module and
/// source set are taken together, as the build merges a library's resources into the app's.
public struct AndroidApp: Sendable {
  /// A file that could not be read as XML, with its text for excerpts.
  public struct Unreadable: Sendable, Hashable {
    /// The file's path.
    public var path: String
    /// Why.
    public var error: XMLReadError
    /// Its text.
    public var source: [UInt8]
  }

  /// The folder the app was found below.
  public var root: String
  /// The manifests, in path order.
  public var manifests: [AndroidManifest]
  /// The static shortcuts files (`res/xml*/NAME.xml` whose root is a shortcuts root), by path
  /// order.
  public var shortcutsFiles: [ShortcutsFile]
  /// Every string table.
  public var strings: StringResources
  /// The `applicationId` values the Gradle build files set, with their places.
  public var applicationIDs: [GradleValue]
  /// The Gradle modules, their variants, and the resource files each variant uses.
  public var build: AndroidBuild
  /// Files that did not read.
  public var unreadable: [Unreadable]
  /// The text of every file read, by path, for excerpts.
  public var sources: [String: [UInt8]]

  /// Folders never searched: build output, dependencies, version control.
  public static let skippedFolders: Set<String> = [
    "build", ".build", ".swiftpm", ".gradle", ".git", ".idea", "node_modules", "Pods", ".dart_tool",
    "intermediates", "generated", ".cxx",
  ]

  /// The app below `folder`.
  public init(folder: String, options: XMLReader.Options = XMLReader.Options()) {
    // Only the files the app is made of are read: a layout or drawable is left out unread.
    let wanted = Self.files(below: folder).filter { Self.isAppFile($0) }
    self.init(
      root: folder, files: wanted.compactMap { path in Self.bytes(path).map { (path, $0) } },
      options: options)
  }

  /// The app made of these files (paths and bytes), as if found below `root`: manifests
  /// (`AndroidManifest.xml`), shortcuts files (`res/xml*/`), string tables (`res/values*/`)
  /// and Gradle build files; other files are left out.
  public init(
    root: String = ".", files: [(path: String, bytes: [UInt8])],
    options: XMLReader.Options = XMLReader.Options()
  ) {
    self.root = root
    manifests = []
    shortcutsFiles = []
    strings = StringResources()
    applicationIDs = []
    build = AndroidBuild()
    unreadable = []
    sources = [:]
    for (path, raw) in files.sorted(by: { $0.path < $1.path }) {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      let parent = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
      if name == "build.gradle" || name == "build.gradle.kts" {
        applicationIDs += GradleBuild.applicationIDs(in: raw, path: path)
        build.modules.append(GradleModule(path: path, bytes: raw))
        continue
      }
      guard name.hasSuffix(".xml") else { continue }
      let isManifest = name == "AndroidManifest.xml"
      let isXMLResource = parent == "xml" || parent.hasPrefix("xml-")
      let valuesQualifier: String? =
        parent == "values" ? "" : parent.hasPrefix("values-") ? String(parent.dropFirst(7)) : nil
      guard isManifest || isXMLResource || valuesQualifier != nil else { continue }
      if !isManifest { build.resourcePaths.insert(path) }
      // Android reads UTF-16 as well as UTF-8 (aapt2 compiles either), so the text is decoded
      // before anything looks for markup in it; an empty or binary file is said not read.
      if let problem = Self.notText(raw) {
        unreadable.append(Unreadable(path: path, error: problem, source: []))
        continue
      }
      let bytes = XMLReader.sourceText(raw)
      // A values file without <string> is skipped unread (colours, dimensions, styles).
      if valuesQualifier != nil && !bytes.contains(subsequence: Array("<string".utf8)) { continue }
      if isXMLResource && !bytes.contains(subsequence: Array("shortcut".utf8))
        && !bytes.contains(subsequence: Array("share-target".utf8))
        && !bytes.contains(subsequence: Array("capability".utf8))
      {
        continue
      }
      // A string table is read and checked whole, but only its strings' names and places are
      // kept: a string's text is taken from the file when a rule asks for it.
      if let qualifier = valuesQualifier, !isManifest {
        let document: ShallowDocument
        do { document = try XMLReader.readShallow(raw, options: options) } catch {
          unreadable.append(Unreadable(path: path, error: error, source: bytes))
          continue
        }
        guard document.root.name == "resources" else { continue }
        strings.tables.append(StringTable(path: path, qualifier: qualifier, document: document))
        sources[path] = bytes
        continue
      }
      let element: XMLElement
      do { element = try XMLReader.read(raw, options: options) } catch {
        unreadable.append(Unreadable(path: path, error: error, source: bytes))
        continue
      }
      if isManifest, element.name == "manifest" {
        manifests.append(AndroidManifest(path: path, root: element))
      } else if isXMLResource, ShortcutsFile.isShortcutsRoot(element) {
        shortcutsFiles.append(ShortcutsFile(path: path, root: element))
      } else if let qualifier = valuesQualifier, element.name == "resources" {
        strings.tables.append(StringTable(path: path, qualifier: qualifier, root: element))
      } else {
        continue
      }
      sources[path] = bytes
    }
  }

  /// Whether `path` is a file `init(root:files:)` reads: a Gradle build file, a manifest, an
  /// XML file of a `res/xml*` or `res/values*` folder.
  static func isAppFile(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    let name = parts.last.map(String.init) ?? path
    if name == "build.gradle" || name == "build.gradle.kts" { return true }
    guard name.hasSuffix(".xml") else { return false }
    if name == "AndroidManifest.xml" { return true }
    let parent = parts.dropLast().last.map(String.init) ?? ""
    return parent == "xml" || parent.hasPrefix("xml-") || parent == "values"
      || parent.hasPrefix("values-")
  }

  /// Why `bytes` are not a text file to read, or nil: empty (or only white space), or binary
  /// (a NUL byte outside UTF-16, as in a compiled binary XML file).
  static func notText(_ bytes: [UInt8]) -> XMLReadError? {
    let start = SourceLocation(offset: 0, line: 1, column: 1)
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      return XMLReadError(
        .malformed,
        "the file is empty: not read (aapt2 fails on a resource file with no root element)",
        at: start)
    }
    let utf16 =
      bytes.count >= 2
      && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)
        || (bytes[0] == 0 && bytes[1] == 0x3C) || (bytes[0] == 0x3C && bytes[1] == 0))
    if !utf16, let nul = AppFolder.firstNUL(bytes) {
      return XMLReadError(
        .invalidEncoding,
        "the file is binary, not XML text (a NUL byte at offset \(nul)): not read", at: start)
    }
    return nil
  }

  /// The shortcuts files a `@xml/NAME` reference names (every `res/xml*` copy), in path order.
  public func shortcutsFiles(named reference: String) -> [ShortcutsFile] {
    guard reference.hasPrefix("@xml/") else { return [] }
    let name = String(reference.dropFirst(5)) + ".xml"
    return shortcutsFiles.filter { $0.path.hasSuffix("/" + name) || $0.path == name }
  }

  /// Every `android.app.shortcuts` meta-data, with its manifest and the component it is on (nil
  /// when it is a child of `<application>`).
  public var shortcutsMetaData:
    [(manifest: AndroidManifest, component: ManifestComponent?, metaData: MetaData)]
  {
    manifests.flatMap { manifest in
      manifest.components.flatMap { c in
        c.metaData.filter { $0.name == MetaData.shortcutsName }.map { (manifest, Optional(c), $0) }
      }
        + manifest.applicationMetaData.filter { $0.name == MetaData.shortcutsName }.map {
          (manifest, nil, $0)
        }
    }
  }

  /// The manifests' package names and the builds' application IDs, each once.
  public var packageNames: [String] {
    var seen: Set<String> = []
    return (applicationIDs.map(\.value) + manifests.compactMap { $0.package?.value }).filter {
      seen.insert($0).inserted
    }
  }

  /// Whether some manifest declares a launcher component named `name` (relative names, `.Main`,
  /// compared by what follows the package, since the package may be the build's `namespace`).
  public func hasLauncher(named name: String) -> Bool {
    manifests.contains { m in
      m.launchers.contains { Self.sameComponent($0.name?.value, name, package: m.package?.value) }
    }
  }

  static func sameComponent(_ a: String?, _ b: String, package: String?) -> Bool {
    guard let a else { return false }
    func full(_ s: String) -> String { s.hasPrefix(".") ? (package ?? "") + s : s }
    if full(a) == full(b) { return true }
    // Without a package: `.x.Main` and `com.app.x.Main` are the same component.
    let (short, long) = a.count < b.count ? (a, b) : (b, a)
    return short.hasPrefix(".") && long.hasSuffix(short)
  }

  /// Relative paths below `folder` (prefixed with it), sorted, never entering `skippedFolders`
  /// nor following links, at most 24 levels deep.
  static func files(below folder: String) -> [String] {
    AppFolder.files(below: folder, skipping: skippedFolders)
  }

  static func bytes(_ path: String) -> [UInt8]? { AppFolder.read(path) }
}

extension Array where Element == UInt8 {
  func contains(subsequence needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, count >= needle.count else { return false }
    let first = needle[0]
    var i = 0
    while i + needle.count <= count {
      if self[i] == first && self[i..<(i + needle.count)].elementsEqual(needle) { return true }
      i += 1
    }
    return false
  }
}

extension AndroidApp {
  /// Whether some `AndroidManifest.xml` is below `folder` (outside the skipped folders).
  public static func hasManifest(below folder: String) -> Bool {
    files(below: folder).contains {
      $0 == "AndroidManifest.xml" || $0.hasSuffix("/AndroidManifest.xml")
    }
  }

  /// The `assetlinks.json` files below `folder` (a website's `.well-known/` folder, or a copy
  /// kept with the app), as paths prefixed with it.
  public static func assetLinksFiles(below folder: String) -> [String] {
    files(below: folder).filter { $0 == "assetlinks.json" || $0.hasSuffix("/assetlinks.json") }
  }
}
