/// Finding what to read in an app's folder, as Xcode opens it: a workspace when there is one
/// (it holds the project and its dependencies), otherwise the projects.
public enum ProjectDiscovery {
  /// The `.xcworkspace` and `.xcodeproj` folders directly in `folder`, sorted: workspaces
  /// first. A project's own `project.xcworkspace` is inside the `.xcodeproj` and not listed.
  public static func candidates(in folder: String) -> (workspaces: [String], projects: [String]) {
    let names = ProjectFiles.list(folder)
    func path(_ name: String) -> String { folder == "." ? name : ProjectFiles.join(folder, name) }
    let workspaces = names.filter { $0.hasSuffix(".xcworkspace") && ProjectFiles.isDirectory(path($0)) }.map(path)
    let projects = names.filter { $0.hasSuffix(".xcodeproj") && ProjectFiles.isDirectory(path($0)) }.map(path)
    return (workspaces, projects)
  }

  /// The projects to read for `folder`: those of its workspaces that are there, then the
  /// projects beside them no workspace lists; each once. A workspace's project that is not on
  /// disk (a generated `Pods.xcodeproj` before `pod install`) is returned in `missing`.
  public static func projects(in folder: String) throws(ProjectError) -> (projects: [String], missing: [XcodeWorkspace.Reference]) {
    let (workspaces, projects) = candidates(in: folder)
    var out: [String] = []
    var missing: [XcodeWorkspace.Reference] = []
    for path in workspaces {
      for reference in try XcodeWorkspace(path: path).projects where !out.contains(reference.path) {
        if ProjectFiles.isDirectory(reference.path) { out.append(reference.path) } else { missing.append(reference) }
      }
    }
    for project in projects where !out.contains(ProjectFiles.normalize(project)) { out.append(ProjectFiles.normalize(project)) }
    return (out, missing)
  }
}
