#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Files a fresh checkout does not have because a tool writes them before the build: a missing
/// one is said not read, in a note, never called missing.
///
/// Two ways to know: the generators real apps use, by the paths they write, and the checkout's
/// own `.gitignore` files (``GitIgnore``): a path git is told to ignore is made by the build or
/// by the developer (a local secrets `.xcconfig`), never committed, so never in a checkout.
enum GeneratedFiles {
  /// Why `path` (as the run names it) is made by a tool, not kept in the checkout, or nil when
  /// the checkout should have it.
  static func reason(for path: String) -> String? {
    known(path) ?? ignored(path)
  }

  /// The generators known by the paths they write.
  static func known(_ path: String) -> String? {
    let parts = path.split(separator: "/").map(String.init)
    guard let name = parts.last else { return nil }
    let parent = parts.dropLast().last ?? ""
    // The flutter tool writes ios/Flutter/Generated.xcconfig and, for macOS,
    // macos/Flutter/ephemeral/ (Flutter-Generated.xcconfig) on `flutter pub get` and before every
    // build (flutter/packages/flutter_tools, xcode_backend; both are in Flutter's own
    // app template .gitignore).
    if parts.contains("ephemeral") || name == "Flutter-Generated.xcconfig"
      || (name == "Generated.xcconfig" && parent == "Flutter")
    {
      return "the flutter tool writes it (flutter pub get, flutter build)"
    }
    // `pod install` writes Pods/Target Support Files/Pods-APP/Pods-APP.debug.xcconfig.
    if parts.contains("Pods") || (name.hasPrefix("Pods-") && name.hasSuffix(".xcconfig")) {
      return "CocoaPods writes it (pod install)"
    }
    // React Native's and Expo's native folders include files from the installed packages, and
    // React Native's pod install writes ios/.xcode.env.local.
    if parts.contains("node_modules") {
      return "npm or yarn installs it (npm install)"
    }
    if name == ".xcode.env.local" {
      return "React Native's pod install writes it"
    }
    // Gradle writes everything a task generates below the module's build/ folder
    // (build/generated/res/…), where React Native's codegen and resource plugins put theirs.
    if let build = parts.firstIndex(of: "build"), build + 1 < parts.count,
      parts[build + 1] == "generated"
    {
      return "a Gradle task writes it (build/generated/)"
    }
    return nil
  }

  /// Why git ignores `path`: the `.gitignore` line that ignores it.
  static func ignored(_ path: String) -> String? {
    guard let (top, ignore) = checkout(of: path), let pattern = ignore.ignoring(top.relative)
    else { return nil }
    let text = String(decoding: pattern.glob, as: UTF8.self)
    let written = (pattern.anchored && !text.contains("/") ? "/" : "") + text
    return
      "git ignores it (\(pattern.file):\(pattern.line) '\(written)\(pattern.directoryOnly ? "/" : "")'), so the build or the developer makes it"
  }

  /// The `.gitignore` patterns that apply to `path`: those of the folders from the top of its
  /// checkout (the nearest folder above holding `.git`, else the current folder when the path
  /// is inside it) down to the path's folder, and `.git/info/exclude`; with the path relative
  /// to that top. Nothing above the top is read.
  static func checkout(of path: String) -> (top: (folder: String, relative: String), GitIgnore)? {
    let here = FileManager.default.currentDirectoryPath
    let absolute = path.hasPrefix("/") ? path : here + "/" + path
    let clean = normalized(absolute)
    guard let slash = clean.lastIndex(of: "/") else { return nil }
    let folder = slash == clean.startIndex ? "/" : String(clean[..<slash])
    let top: String
    if let root = LintPaths.repositoryRoot(of: folder) {
      top = root
    } else if clean.hasPrefix(normalized(here) + "/") {
      top = normalized(here)
    } else {
      return nil
    }
    let relative = String(clean.dropFirst(top == "/" ? 1 : top.count + 1))
    var ignore = GitIgnore()
    if let exclude = ProjectFileBytes.read(top + "/.git/info/exclude") {
      ignore.add(exclude, file: ".git/info/exclude", base: "")
    }
    var base = ""
    let folders = relative.split(separator: "/").dropLast()
    for index in 0...folders.count {
      if index > 0 { base += folders[index - 1] + "/" }
      let file = base + ".gitignore"
      if let text = ProjectFileBytes.read(top + "/" + file) {
        ignore.add(text, file: file, base: base)
      }
    }
    return ((top, relative), ignore)
  }

  /// `path` without `.` and `..` folders and doubled slashes.
  static func normalized(_ path: String) -> String {
    var out: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        _ = out.popLast()
        continue
      }
      out.append(part)
    }
    return "/" + out.joined(separator: "/")
  }
}
