import Foundation
import Testing

/// Issue 42, item 1: files a tool writes before the build (the flutter tool, `pod install`) and
/// files the checkout's `.gitignore` ignores are said not read, in notes at the line that names
/// them; a file the checkout should have is still an error.
@Suite struct LintGeneratedFilesTests {
  static let flutterNotes = """
    note: no project here; linting the ones in ios/, macos/
    note: no android/ folder here: the Android half is not linted
    note: linted ios/Runner.xcodeproj, configuration Debug: 1 target
    ios/Flutter/Debug.xcconfig:2:11: note: the included file 'Generated.xcconfig' is not there (looked for ios/Flutter/Generated.xcconfig): the flutter tool writes it (flutter pub get, flutter build); not read
    note:   Runner (application): read ios/Runner/Info.plist, ios/Flutter/Debug.xcconfig
    note: linted macos/Runner.xcodeproj, configuration Debug: 1 target
    macos/Flutter/Flutter-Debug.xcconfig:1:11: note: the included file 'ephemeral/Flutter-Generated.xcconfig' is not there (looked for macos/Flutter/ephemeral/Flutter-Generated.xcconfig): the flutter tool writes it (flutter pub get, flutter build); not read
    note:   Runner (application): read macos/Runner/Info.plist, macos/Flutter/Flutter-Debug.xcconfig

    """

  @Test("a Flutter checkout with ios/ and macos/, before the flutter tool ran: notes, exit 0")
  func flutterCheckout() throws {
    let root = try CLI.scratchFolder("flutter")
    defer { try? FileManager.default.removeItem(at: root) }
    try CheckoutLayouts.write(CheckoutLayouts.flutterApp(), in: root)
    let run = try CLI.run(["lint"], in: root)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout == "0 errors, 0 warnings in 2 files\n")
    #expect(run.stderr == Self.flutterNotes)
  }

  @Test(
    "Release: pod install's xcconfig and a git-ignored secrets file are notes; a committed file missing is an error"
  )
  func releaseWithMissingFile() throws {
    let root = try CLI.scratchFolder("flutter-release")
    defer { try? FileManager.default.removeItem(at: root) }
    try CheckoutLayouts.write(CheckoutLayouts.flutterApp(missing: true), in: root)
    let run = try CLI.run(
      ["lint", "--project", "ios/Runner.xcodeproj", "--configuration", "Release"], in: root)
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.hasPrefix(
        "ios/Flutter/Release.xcconfig:4:11: error: the included file 'Shared.xcconfig' is not there (looked for ios/Flutter/Shared.xcconfig) [project-file-missing]\n"
      ))
    #expect(run.stdout.hasSuffix("1 error, 0 warnings in 2 files\n"))
    #expect(
      run.stderr == """
        note: linted ios/Runner.xcodeproj, configuration Release: 1 target
        ios/Flutter/Release.xcconfig:1:11: note: the included file 'Pods/Target Support Files/Pods-Runner/Pods-Runner.release.xcconfig' is not there (looked for ios/Flutter/Pods/Target Support Files/Pods-Runner/Pods-Runner.release.xcconfig): CocoaPods writes it (pod install); not read
        ios/Flutter/Release.xcconfig:2:11: note: the included file 'Generated.xcconfig' is not there (looked for ios/Flutter/Generated.xcconfig): the flutter tool writes it (flutter pub get, flutter build); not read
        ios/Flutter/Release.xcconfig:3:11: note: the included file 'app.secrets.xcconfig' is not there (looked for ios/Flutter/app.secrets.xcconfig): git ignores it (.gitignore:5 '*.secrets.xcconfig'), so the build or the developer makes it; not read
        note:   Runner (application): read ios/Runner/Info.plist, ios/Flutter/Release.xcconfig

        """)
  }

  @Test("without the .gitignore line, the secrets file is missing: an error at its include")
  func secretsNotIgnored() throws {
    let root = try CLI.scratchFolder("flutter-secrets")
    defer { try? FileManager.default.removeItem(at: root) }
    var files = CheckoutLayouts.flutterApp()
    files[".gitignore"] = "/build/\n"
    try CheckoutLayouts.write(files, in: root)
    let run = try CLI.run(
      ["lint", "--project", "ios/Runner.xcodeproj", "--configuration", "Release"], in: root)
    #expect(run.status == 1)
    #expect(
      run.stdout.hasPrefix(
        "ios/Flutter/Release.xcconfig:3:11: error: the included file 'app.secrets.xcconfig' is not there (looked for ios/Flutter/app.secrets.xcconfig) [project-file-missing]\n"
      ))
  }
}
