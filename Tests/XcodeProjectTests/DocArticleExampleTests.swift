import Testing
import XcodeProject

/// The XcodeProject article's example, compiled and run on the demo project.
@Suite struct DocArticleExampleTests {
  // Laid out as the article's block it is, line for line (DocArticleTests): not reformatted.
  // swift-format-ignore
  func printApps(projectPath: String) throws {
    let project = try XcodeProject(path: projectPath)
    for target in project.targets where target.productType.isApplication {
      let app = ConfiguredTarget(project: project, target: target, configuration: "Debug")
      if let id = app.bundleIdentifier {
        print(target.name, id.value ?? "unresolved: \(id.unresolved?.description ?? "")", id.location?.description ?? "default")
      }
      let info = app.infoPlist()
      print(info["CFBundleURLTypes"]?.location.description ?? "no URL types")
    }
  }

  @Test("the article's example runs on a project")
  func example() throws {
    let scratch = try DemoProject.write()
    defer { scratch.remove() }
    try printApps(projectPath: scratch.path("App/App.xcodeproj"))
    #expect(throws: ProjectError.self) {
      try printApps(projectPath: scratch.path("Nowhere.xcodeproj"))
    }
  }
}
