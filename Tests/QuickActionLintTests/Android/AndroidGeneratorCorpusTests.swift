import AndroidProject
import Foundation
import PropertyList
import PropertyListOpenStep
import QuickActionLint
import QuickActionTooling
import QuickActions
import TestSupport
import Testing
import XcodeProject

/// The generator over real iOS declarations: every property list with quick actions in
/// ../shared/corpus (real Info.plists, and the Xcode projects' Info.plists with the settings and
/// strings their target gives them) and the package's own Examples, each written as an app's
/// files and linted with every Android rule (opt-in ones too).
///
/// Two warnings come from the iOS file itself and are kept: more than four items (iOS shows
/// four as well: `shortcut-too-many`) and a title over 25 characters (`shortcut-title-length`);
/// the generator cannot shorten what the app declares. Anything else is the generator's fault,
/// except one manifest it refuses with an error (a type `@"3"`, which Android would read as a
/// resource reference): nothing is written for it.
@Suite struct AndroidGeneratorCorpusTests {
  static let package = "com.example.corpus"

  /// The Android findings of the files the generator writes for `root`, as
  /// `rule: message`, leaving out the two the iOS file causes; and the generator's problems.
  static func generate(
    file: String, root: PlistValue, strings: LocalizedStrings?, definitions: [String: String]
  )
    -> (findings: [String], problems: [String])
  {
    var definitions = definitions
    // A reference no project defines: a stand-in value, as --define gives one.
    for reference in referenced(root) where definitions[reference] == nil {
      definitions[reference] = reference == "PRODUCT_BUNDLE_IDENTIFIER" ? package : "Corpus"
    }
    let generator = AndroidShortcutsGenerator(
      file: file, root: root, strings: strings, settings: BuildSettings(definitions),
      routes: try? RouteTable(plist: root), package: package)
    let problems = generator.problems().filter { $0.severity == .error }.map(\.description)
    // An error writes nothing (as the command does): there is nothing to lint.
    guard problems.isEmpty else { return ([], problems) }
    let findings = AndroidGeneratorBuildsTests.findings(generator).filter { finding in
      // The App Links filters are the manifest's, which the generator does not write.
      if finding.rule == "universal-link-without-app-link" { return false }
      if finding.rule == "android-shortcut-too-many" {
        return Set(generator.quickActions.items.map(\.type)).count <= 4
      }
      if finding.rule == "android-shortcut-label-length" {
        // The iOS title is over 25 characters as it stands: this is its label.
        return !generator.quickActions.developmentItems.contains { item in
          let shown = AndroidShortcutsGenerator.collapsingWhiteSpace(item.title)
          return shown.count > 25 && finding.message.hasPrefix("the long label '\(shown)'")
        }
      }
      return true
    }
    return (findings.map { "\($0.file):\($0.location.line): [\($0.rule)] \($0.message)" }, problems)
  }

  static func referenced(_ value: PlistValue) -> [String] {
    switch value.kind {
    case .string(let text): return BuildSettings.references(in: text).map(\.name)
    case .array(let items): return items.flatMap(referenced)
    case .dictionary(let dict): return dict.flatMap { referenced($0.value) }
    default: return []
    }
  }

  static func canonical(_ path: String) -> String? {
    FileManager.default.fileExists(atPath: path)
      ? URL(fileURLWithPath: path).resolvingSymlinksInPath().path : nil
  }

  /// The target that builds `path`, in the corpus project it sits in.
  static func target(building path: String, projectsRoot: String) -> ConfiguredTarget? {
    guard path.hasPrefix(projectsRoot + "/") else { return nil }
    let app =
      projectsRoot + "/"
      + (path.dropFirst(projectsRoot.count + 1).split(separator: "/").first ?? "")
    var projects: [XcodeProject] = []
    for folder in [app] + ProjectDiscovery.folders(below: app) {
      for project in (try? ProjectDiscovery.projects(in: folder).projects) ?? [] {
        if let read = try? XcodeProject(path: project) { projects.append(read) }
      }
    }
    return InfoPlistBuild.target(
      building: path, in: projects, configuration: "Debug", canonical: canonical)
  }

  @Test(
    "every iOS manifest with quick actions in ../shared/corpus: its generated files have no Android finding",
    .needsShared("corpus", "real Info.plists and Xcode projects with quick actions"))
  func corpus() throws {
    let corpus = SharedData.url("corpus").path
    let paths = (FileManager.default.subpaths(atPath: corpus) ?? []).filter {
      $0.hasSuffix(".plist")
    }.sorted()
    var generated = 0
    var withProject = 0
    var failures: [String] = []
    for relative in paths {
      let path = corpus + "/" + relative
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      guard
        let root = try? PropertyList.read(bytes, format: PropertyList.format(of: bytes, path: path))
          .root,
        !StaticShortcuts.decode(root).isEmpty
      else { continue }
      let target = Self.target(building: path, projectsRoot: corpus + "/projects")
      if target != nil { withProject += 1 }
      let (findings, problems) = Self.generate(
        file: relative, root: root, strings: target.flatMap(InfoPlistBuild.strings),
        definitions: target.map { InfoPlistBuild.definitions(root, target: $0) } ?? [:])
      generated += 1
      failures += (problems + findings).map { "\(relative): \($0)" }
    }
    #expect(generated >= 80, "generated for \(generated) manifests")
    #expect(withProject >= 5, "\(withProject) manifests built by a corpus project")
    // The one manifest the generator refuses, rightly: its type is an Objective-C literal.
    let refused =
      "apps2/real/JakeQiu3__3DTouchDemo__3DTouchDemo__Info.plist: apps2/real/JakeQiu3__3DTouchDemo__3DTouchDemo__Info.plist:"
    #expect(
      failures.count == 1 && failures.first?.hasPrefix(refused) == true,
      "\(failures.joined(separator: "\n"))")
  }

  @Test(
    "the package's own Examples and Shortcuts.plist: no Android finding",
    arguments: [
      ("Shortcuts.plist", nil, [:]),
      ("Examples/QA/Info.plist", "Examples/QA", ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.qa"]),
    ] as [(String, String?, [String: String])])
  func examples(_ file: String, _ strings: String?, _ definitions: [String: String]) throws {
    let path = Readme.root.appendingPathComponent(file).path
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let root = try PropertyList.read(bytes, format: PropertyList.format(of: bytes, path: path)).root
    let tables = strings.map {
      LocalizedStrings.load(directory: Readme.root.appendingPathComponent($0).path).0
    }
    let (findings, problems) = Self.generate(
      file: file, root: root, strings: tables, definitions: definitions)
    #expect(problems == [])
    #expect(findings == [])
  }
}
