/// Reads an app's wiring from its folder, or from files given in memory.
///
/// Only files that can declare the wiring are read in full: a file is scanned only when its
/// bytes hold one of a few words (`UIApplicationDelegate`, `SceneDelegate`, `@main`,
/// `UIApplicationMain`, `application(`, `onOpenURL`, …), a check that costs a pass of
/// `memmem` over the bytes.
public enum WiringReader {
  /// The folders a walk never enters: dependencies, build products, tests.
  static let skippedFolders: Set<String> = [
    ".git", ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm",
    "SourcePackages", "checkouts",
  ]

  /// The wiring of the app below `folder`: its Swift and Objective-C files, and its Info.plist
  /// (`infoPlists` when given, else the app's found below the folder).
  public static func read(folder: String, infoPlists: [String]? = nil) -> AppWiring {
    let files = SourceFolder.files(below: folder) { name in
      skippedFolders.contains(name) || name.hasSuffix("Tests") || name.hasSuffix(".xcassets")
    }
    var sources: [(String, [UInt8])] = []
    var skipped = 0
    var plists: [(String, [UInt8])] = []
    var generates = false
    for path in files {
      if path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm")
        || path.hasSuffix(".h")
      {
        guard let bytes = SourceFolder.read(path) else { continue }
        if mayDeclareWiring(bytes) { sources.append((path, bytes)) } else { skipped += 1 }
      } else if infoPlists == nil && isInfoPlistName(path) {
        if let bytes = SourceFolder.read(path) { plists.append((path, bytes)) }
      } else if path.hasSuffix("project.pbxproj"), let bytes = SourceFolder.read(path) {
        generates = generates || SourceFolder.contains(bytes, Self.generationSetting)
      }
    }
    for path in infoPlists ?? [] {
      if let bytes = SourceFolder.read(path) { plists.append((path, bytes)) }
    }
    var wiring = read(sources: sources, infoPlists: plists, projectGeneratesManifest: generates)
    wiring.filesSkipped = skipped
    return wiring
  }

  /// `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`: Xcode adds a scene manifest
  /// to the built Info.plist.
  static let generationSetting = Array("UIApplicationSceneManifest_Generation = YES".utf8)

  static func isInfoPlistName(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name == "Info.plist" || name.hasSuffix("-Info.plist") || name.hasSuffix("_Info.plist")
  }

  static let needles: [[UInt8]] = [
    "UIApplicationDelegate", "SceneDelegate", "@main", "UIApplicationMain", "application(",
    "application:", "scene(", "scene:", "windowScene", "userNotificationCenter", "onOpenURL",
    "onContinueUserActivity",
  ].map { Array($0.utf8) }

  /// Whether `bytes` hold a word the wiring is written with.
  public static func mayDeclareWiring(_ bytes: [UInt8]) -> Bool {
    needles.contains { SourceFolder.contains(bytes, $0) }
  }

  /// The wiring of `sources` (paths ending `.swift` are Swift, the others Objective-C) and
  /// `infoPlists`; `projectGeneratesManifest` when the project has Xcode add a scene manifest.
  public static func read(
    sources: [(path: String, bytes: [UInt8])], infoPlists: [(path: String, bytes: [UInt8])],
    projectGeneratesManifest: Bool = false
  ) -> AppWiring {
    var wiring = AppWiring()
    var declared: [WiringType] = []
    var mainCalls: [NamedPlace] = []
    for (path, bytes) in sources.sorted(by: { $0.path < $1.path }) {
      let language: SourceScanner.Language = path.hasSuffix(".swift") ? .swift : .objectiveC
      guard let (file, complete) = scan(path, bytes, language, into: &wiring) else { continue }
      wiring.filesRead.append(path)
      wiring.calls += CallbackCalls.find(
        in: file, language: language == .swift ? .swift : .objectiveC)
      if language == .swift {
        let found = SwiftDeclarations(file: file, complete: complete)
        declared += found.types
        mainCalls += found.mainCalls
        wiring.modifiers += found.modifiers
      } else {
        let found = ObjectiveCDeclarations(file: file, complete: complete)
        declared += found.types
        mainCalls += found.mainCalls
      }
    }
    wiring.types = merge(declared)
    let plists = infoPlists.compactMap { InfoPlistWiring(file: $0.path, bytes: $0.bytes) }
      .filter { !$0.isExtension }
    WiringAssembly.assemble(
      &wiring, mainCalls: mainCalls, plists: plists, generates: projectGeneratesManifest)
    return wiring
  }

  /// The tokens of a file: every `#if` branch when the braces then balance, else the first
  /// branch only (and the body facts unknown); nil, with the reason kept, when neither reads.
  static func scan(
    _ path: String, _ bytes: [UInt8], _ language: SourceScanner.Language,
    into wiring: inout AppWiring
  ) -> (ScannedFile, Bool)? {
    for branches in [SourceScanner.Branches.all, .first] {
      do {
        let tokens = try SourceScanner.scan(bytes, language: language, branches: branches)
        let file = ScannedFile(path: path, bytes: bytes, tokens: tokens)
        if let problem = BraceCheck.problem(in: file) {
          if branches == .first {
            wiring.unreadable.append(
              AppWiring.Unreadable(
                file: path, message: problem.message, line: problem.line, column: problem.column))
          }
          continue
        }
        return (file, branches == .all)
      } catch {
        wiring.unreadable.append(
          AppWiring.Unreadable(
            file: path, message: error.message, line: error.line, column: error.column))
        return nil
      }
    }
    return nil
  }

  /// Every declaration of a type (class, extensions, `@interface`, `@implementation`, categories)
  /// as one type.
  static func merge(_ declared: [WiringType]) -> [WiringType] {
    var order: [String] = []
    var byName: [String: WiringType] = [:]
    for type in declared {
      guard var merged = byName[type.name] else {
        byName[type.name] = type
        order.append(type.name)
        continue
      }
      if type.declared && !merged.declared {
        merged.place = type.place
        merged.language = type.language
        merged.declared = true
      }
      if merged.inherits.isEmpty || (type.declared && !type.inherits.isEmpty) {
        merged.inherits = type.inherits + merged.inherits.filter { !type.inherits.contains($0) }
      } else {
        merged.inherits += type.inherits.filter { !merged.inherits.contains($0) }
      }
      merged.mainAttribute = merged.mainAttribute ?? type.mainAttribute
      if merged.delegateAdaptor == nil { merged.delegateAdaptor = type.delegateAdaptor }
      merged.callbacks += type.callbacks.filter { new in
        !merged.callbacks.contains { $0.kind == new.kind }
      }
      byName[type.name] = merged
    }
    return order.compactMap { byName[$0] }
  }
}

/// Whether a file's braces, parentheses and brackets balance, else where they stop.
enum BraceCheck {
  static func problem(in file: ScannedFile) -> (message: String, line: Int, column: Int)? {
    var stack: [(UInt8, Int)] = []
    for (index, token) in file.tokens.enumerated() where token.kind == .punct {
      let byte = file.bytes[Int(token.start)]
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): stack.append((byte, index))
      case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
        let expected: UInt8 =
          byte == UInt8(ascii: "}")
          ? UInt8(ascii: "{") : byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : UInt8(ascii: "[")
        guard let (open, _) = stack.popLast(), open == expected else {
          return (
            "'\(Character(Unicode.Scalar(byte)))' does not close what is open",
            Int(token.line), Int(token.column)
          )
        }
      default: break
      }
    }
    if let (_, index) = stack.last {
      let token = file.tokens[index]
      return ("this is never closed", Int(token.line), Int(token.column))
    }
    return nil
  }
}

extension WiringReader {
  /// Whether `path` is a folder the reader can walk.
  public static func isFolder(_ path: String) -> Bool { SourceFolder.isFolder(path) }
}
