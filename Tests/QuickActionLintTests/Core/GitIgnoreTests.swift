import Testing

@testable import QuickActionLint

/// `.gitignore` matching as git's documentation states it (https://git-scm.com/docs/gitignore,
/// "PATTERN FORMAT"): each case is a checkout's `.gitignore` files, a path, and the line that
/// ignores it (`FILE:LINE`) or nil when git keeps it.
@Suite struct GitIgnoreTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var files: [(base: String, text: String)]
    var path: String
    var isDirectory = false
    var expected: String?
    var testDescription: String { name }
  }

  static func ignore(_ files: [(base: String, text: String)]) -> GitIgnore {
    var ignore = GitIgnore()
    for (base, text) in files {
      ignore.add(Array(text.utf8), file: base + ".gitignore", base: base)
    }
    return ignore
  }

  static let flutter = """
    # Flutter's app template
    **/ios/Flutter/Generated.xcconfig
    **/ios/Flutter/ephemeral/
    **/Pods/
    /build/
    *.local.xcconfig
    !keep.local.xcconfig
    """

  @Test(
    "a path is ignored by the last pattern that matches it, or kept",
    arguments: [
      Case(
        name: "a leading **/ matches in any folder", files: [("", flutter)],
        path: "ios/Flutter/Generated.xcconfig", expected: ".gitignore:2"),
      Case(
        name: "… and at the top", files: [("", "**/Generated.xcconfig\n")],
        path: "Generated.xcconfig", expected: ".gitignore:1"),
      Case(
        name: "a directory pattern ignores what is inside the folder",
        files: [("", flutter)], path: "ios/Flutter/ephemeral/Flutter-Generated.xcconfig",
        expected: ".gitignore:3"),
      Case(
        name: "a directory pattern does not match a file of that name",
        files: [("", "ephemeral/\n")], path: "macos/Flutter/ephemeral", expected: nil),
      Case(
        name: "a name without a slash matches at any depth", files: [("", flutter)],
        path: "ios/Flutter/Secrets.local.xcconfig", expected: ".gitignore:6"),
      Case(
        name: "a later negation re-includes", files: [("", flutter)],
        path: "ios/keep.local.xcconfig", expected: nil),
      Case(
        name: "a leading slash anchors to the .gitignore's folder", files: [("", flutter)],
        path: "build/app.xcconfig", expected: ".gitignore:5"),
      Case(
        name: "… so a deeper build/ is kept", files: [("", flutter)],
        path: "android/build/app.xcconfig", expected: nil),
      Case(
        name: "a slash in the middle anchors too", files: [("", "Flutter/Generated.xcconfig\n")],
        path: "ios/Flutter/Generated.xcconfig", expected: nil),
      Case(
        name: "a file in an excluded folder cannot be re-included",
        files: [("", "Pods/\n!Pods/Manifest.lock\n")], path: "ios/Pods/Manifest.lock",
        expected: ".gitignore:1"),
      Case(
        name: "a deeper .gitignore is relative to its folder and wins",
        files: [("", "*.xcconfig\n"), ("ios/", "!/Flutter/Release.xcconfig\n")],
        path: "ios/Flutter/Release.xcconfig", expected: nil),
      Case(
        name: "a deeper .gitignore does not reach outside its folder",
        files: [("ios/", "Secrets.xcconfig\n")], path: "macos/Secrets.xcconfig", expected: nil),
      Case(
        name: "/** ignores everything inside", files: [("", "ios/Flutter/ephemeral/**\n")],
        path: "ios/Flutter/ephemeral/a/b.xcconfig", expected: ".gitignore:1"),
      Case(
        name: "/**/ matches zero folders", files: [("", "ios/**/Generated.xcconfig\n")],
        path: "ios/Generated.xcconfig", expected: ".gitignore:1"),
      Case(
        name: "/**/ matches several folders", files: [("", "ios/**/Generated.xcconfig\n")],
        path: "ios/a/b/Generated.xcconfig", expected: ".gitignore:1"),
      Case(
        name: "* does not cross a slash", files: [("", "ios/*.xcconfig\n")],
        path: "ios/Flutter/Debug.xcconfig", expected: nil),
      Case(
        name: "? and a class", files: [("", "Pods-[A-Z]?.xcconfig\n")],
        path: "Pods-Rx.xcconfig", expected: ".gitignore:1"),
      Case(
        name: "a negated class", files: [("", "Pods-[!R]*.xcconfig\n")],
        path: "Pods-Runner.xcconfig", expected: nil),
      Case(
        name: "a comment and a blank line match nothing; \\# is a literal #",
        files: [("", "# Secrets.xcconfig\n\n\\#notes\n")], path: "#notes", expected: ".gitignore:3"),
      Case(
        name: "\\! is a literal !", files: [("", "\\!important\n")], path: "!important",
        expected: ".gitignore:1"),
      Case(
        name: "trailing spaces are dropped, an escaped one kept",
        files: [("", "Secrets.xcconfig   \nspace\\ \n")], path: "space ", expected: ".gitignore:2"),
      Case(
        name: "trailing spaces are dropped from the pattern",
        files: [("", "Secrets.xcconfig   \n")], path: "Secrets.xcconfig", expected: ".gitignore:1"),
      Case(
        name: "CRLF lines", files: [("", "Secrets.xcconfig\r\n")], path: "a/Secrets.xcconfig",
        expected: ".gitignore:1"),
    ])
  func matching(_ c: Case) {
    let pattern = Self.ignore(c.files).ignoring(c.path, isDirectory: c.isDirectory)
    #expect(pattern.map { "\($0.file):\($0.line)" } == c.expected)
  }
}
