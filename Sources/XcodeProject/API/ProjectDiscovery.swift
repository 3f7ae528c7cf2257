/// Finding what to read in an app's folder, as Xcode opens it: a workspace when there is one
/// (it holds the project and its dependencies), otherwise the projects.
public enum ProjectDiscovery {
  /// The `.xcworkspace` and `.xcodeproj` folders directly in `folder`, sorted: workspaces
  /// first. A project's own `project.xcworkspace` is inside the `.xcodeproj` and not listed.
  public static func candidates(in folder: String) -> (workspaces: [String], projects: [String]) {
    let names = ProjectFiles.list(folder)
    func path(_ name: String) -> String { folder == "." ? name : ProjectFiles.join(folder, name) }
    let workspaces = names.filter {
      $0.hasSuffix(".xcworkspace") && ProjectFiles.isDirectory(path($0))
    }.map(path)
    let projects = names.filter { $0.hasSuffix(".xcodeproj") && ProjectFiles.isDirectory(path($0)) }
      .map(path)
    return (workspaces, projects)
  }

  /// The projects to read for `folder`: those of its workspaces that are there, then the
  /// projects beside them no workspace lists; each once. A workspace's project that is not on
  /// disk (a generated `Pods.xcodeproj` before `pod install`) is returned in `missing`.
  public static func projects(in folder: String) throws(ProjectError) -> (
    projects: [String], missing: [XcodeWorkspace.Reference]
  ) {
    let (workspaces, projects) = candidates(in: folder)
    var out: [String] = []
    var missing: [XcodeWorkspace.Reference] = []
    for path in workspaces {
      for reference in try XcodeWorkspace(path: path).projects where !out.contains(reference.path) {
        if ProjectFiles.isDirectory(reference.path) {
          out.append(reference.path)
        } else {
          missing.append(reference)
        }
      }
    }
    for project in projects where !out.contains(ProjectFiles.normalize(project)) {
      out.append(ProjectFiles.normalize(project))
    }
    return (out, missing)
  }

  /// The folders below `folder` that hold a workspace or project, at the shallowest depth that
  /// has any (at most `depth` levels down), sorted: where an app keeps its Xcode project beside
  /// other platforms' code, as Flutter, React Native and Capacitor apps do in `ios/` (and
  /// Capacitor in `ios/App/`). Hidden folders, dependencies and build products are not entered,
  /// nor are projects, workspaces, bundles and asset catalogs themselves.
  public static func folders(below folder: String, depth: Int = 3) -> [String] {
    var level = [folder]
    for _ in 0..<depth {
      var next: [String] = []
      for parent in level {
        for name in ProjectFiles.list(parent) where !skipped(name) {
          let path = parent == "." ? name : ProjectFiles.join(parent, name)
          if ProjectFiles.isDirectory(path) { next.append(path) }
        }
      }
      let found = next.filter {
        !candidates(in: $0).workspaces.isEmpty || !candidates(in: $0).projects.isEmpty
      }
      if !found.isEmpty { return found }
      level = next
    }
    return []
  }

  /// Folders the search below an app's folder does not enter.
  static func skipped(_ name: String) -> Bool {
    if name.hasPrefix(".") { return true }
    if ["Pods", "Carthage", "node_modules", "DerivedData", "build", "Build"].contains(name) {
      return true
    }
    return [".xcodeproj", ".xcworkspace", ".xcassets", ".lproj", ".app", ".framework", ".bundle"]
      .contains { name.hasSuffix($0) }
  }
}
