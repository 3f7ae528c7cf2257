/// The Android apps below a folder, for a lint run with no flag: a native app's root, a
/// cross-platform app's `android/`, or every app of a monorepo.
///
/// An Android root is a Gradle build's top folder ("Configure your build", project structure,
/// https://developer.android.com/build#build-files): a folder holding `settings.gradle` or
/// `settings.gradle.kts`, or a `build.gradle(.kts)` beside an `AndroidManifest.xml` below it.
/// It is an app when some build file below it applies the application plugin (or sets an
/// `applicationId`). The search stops at the first root on each branch, never enters hidden
/// folders, dependencies or build output (`AndroidApp.skippedFolders`, `ios/`), and goes at
/// most `depth` folders down.
public enum AndroidRoots {
  /// What the search found: the app roots, and the Gradle roots it skipped with why.
  public struct Found: Sendable, Equatable {
    /// The roots that build an app, sorted (`"."` for the folder itself).
    public var apps: [String]
    /// Gradle roots that are not app builds, with why (`("packages/ui/android", "…")`).
    public var skipped: [(folder: String, reason: String)]

    public static func == (a: Found, b: Found) -> Bool {
      a.apps == b.apps && a.skipped.map(\.folder) == b.skipped.map(\.folder)
        && a.skipped.map(\.reason) == b.skipped.map(\.reason)
    }
  }

  /// The Android roots below (and at) `folder`.
  public static func find(in folder: String, depth: Int = 4) -> Found {
    var found = Found(apps: [], skipped: [])
    var level = [folder]
    for step in 0...depth {
      var next: [String] = []
      for directory in level {
        let entries = AppFolder.entries(of: directory)
        let names = Set(entries.map(\.0))
        let isGradleRoot =
          names.contains("settings.gradle") || names.contains("settings.gradle.kts")
          || ((names.contains("build.gradle") || names.contains("build.gradle.kts"))
            && AndroidApp.hasManifest(below: directory))
        if isGradleRoot {
          classify(directory, into: &found)
          continue
        }
        guard step < depth else { continue }
        for (name, type) in entries where !skipped(name) {
          let path = directory == "." ? name : directory + "/" + name
          if (type ?? AppFolder.type(of: path)) == .directory { next.append(path) }
        }
      }
      level = next
    }
    found.apps.sort()
    found.skipped.sort { $0.folder < $1.folder }
    return found
  }

  /// Files the root's app is, or why it is skipped.
  static func classify(_ root: String, into found: inout Found) {
    let builds = AndroidApp.files(below: root).filter {
      $0.hasSuffix("/build.gradle") || $0.hasSuffix("/build.gradle.kts") || $0 == "build.gradle"
        || $0 == "build.gradle.kts"
    }
    let apps = builds.contains { path in
      AppFolder.read(path).map { GradleModule(path: path, bytes: $0).isApplication } ?? false
    }
    if apps {
      found.apps.append(root)
    } else if !AndroidApp.hasManifest(below: root) {
      found.skipped.append((root, "no AndroidManifest.xml"))
    } else {
      found.skipped.append((root, "no app module (a library: no com.android.application plugin)"))
    }
  }

  /// Folders not searched: those `AndroidApp` never reads, hidden ones, and the iOS half.
  static func skipped(_ name: String) -> Bool {
    name.hasPrefix(".") || AndroidApp.skippedFolders.contains(name) || name == "ios"
      || name == "macos"
  }
}
