import Foundation
import Testing

/// Issue 42, items 1 and 5: `quickaction lint` with no flag at a native Android app's root,
/// inside `android/` and at a monorepo's root lints every app it finds and says what it read and
/// skipped; `--android DIR` reads nothing outside DIR; a shortcuts file a Gradle plugin writes
/// is said not read, not missing, and only that file.
@Suite struct LintAndroidRootTests {
  static let shopFiles =
    "apps/shop/app/src/main/AndroidManifest.xml, apps/shop/app/src/main/res/xml/shortcuts.xml, apps/shop/app/src/main/res/values/strings.xml"

  @Test("a native app's root: linted with no flag, exit 0")
  func nativeRoot() throws {
    let root = try CLI.scratchFolder("native")
    defer { try? FileManager.default.removeItem(at: root) }
    try CheckoutLayouts.write(CheckoutLayouts.nativeApp("", id: "com.example.qa"), in: root)
    let run = try CLI.run(["lint"], in: root)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "0 errors, 0 warnings in 3 files\n")
    #expect(
      run.stderr == """
        note: no ios/ folder, Xcode project or Shortcuts.plist here: the iOS half is not linted; linting ./
        note: linted the Android app in ./: read app/src/main/AndroidManifest.xml, app/src/main/res/xml/shortcuts.xml, app/src/main/res/values/strings.xml; assetlinks.json: none below ./

        """)
  }

  @Test("inside a React Native app's android/: linted with no flag, its findings with positions")
  func insideAndroidFolder() throws {
    let root = try CLI.scratchFolder("rn")
    defer { try? FileManager.default.removeItem(at: root) }
    var files = CheckoutLayouts.nativeApp("android/", id: "com.example.qa")
    files["android/app/src/main/res/xml/shortcuts.xml"] = files[
      "android/app/src/main/res/xml/shortcuts.xml"]?.replacingOccurrences(
        of: "@string/compose", with: "@string/write")
    files["package.json"] = "{\"name\": \"qa\"}\n"
    try CheckoutLayouts.write(files, in: root)
    let run = try CLI.run(["lint"], in: root.appendingPathComponent("android"))
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      run.stdout.hasPrefix(
        "app/src/main/res/xml/shortcuts.xml:3:72: error: '@string/write' names a string no res/values*/ file defines: the build fails (aapt2: resource string/write not found) [android-string-missing]\n"
      ))
    #expect(run.stdout.hasSuffix("1 error, 0 warnings in 3 files\n"))
  }

  @Test("a monorepo's root: every app linted with its own website's file; the library skipped")
  func monorepo() throws {
    let root = try CLI.scratchFolder("monorepo")
    defer { try? FileManager.default.removeItem(at: root) }
    try CheckoutLayouts.write(CheckoutLayouts.monorepo, in: root)
    let run = try CLI.run(["lint"], in: root)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout == "0 errors, 0 warnings in 8 files\n")
    #expect(
      run.stderr == """
        note: no ios/ folder, Xcode project or Shortcuts.plist here: the iOS half is not linted; linting apps/news/, apps/shop/
        note: found 2 Android apps: apps/news/, apps/shop/
        note: skipped packages/ui/android/: no app module (a library: no com.android.application plugin)
        note: linted the Android app in apps/news/: read apps/news/app/src/main/AndroidManifest.xml, apps/news/app/src/main/res/xml/shortcuts.xml, apps/news/app/src/main/res/values/strings.xml; assetlinks.json: apps/news/web/.well-known/assetlinks.json
        note: linted the Android app in apps/shop/: read \(Self.shopFiles); assetlinks.json: apps/shop/web/.well-known/assetlinks.json

        """)
  }

  @Test("--android DIR reads no sibling app's assetlinks.json")
  func androidStaysInside() throws {
    let root = try CLI.scratchFolder("monorepo-one")
    defer { try? FileManager.default.removeItem(at: root) }
    try CheckoutLayouts.write(CheckoutLayouts.monorepo, in: root)
    let run = try CLI.run(["lint", "--android", "apps/shop"], in: root.appendingPathComponent("."))
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout == "0 errors, 0 warnings in 4 files\n")
    #expect(
      run.stderr.hasSuffix(
        "note: linted the Android app in apps/shop/: read \(Self.shopFiles); assetlinks.json: apps/shop/web/.well-known/assetlinks.json\n"
      ))
    #expect(!run.stderr.contains("apps/news"))
  }

  static let helper = "    id 'com.github.zellius.shortcut-helper'\n"

  @Test("a shortcuts file the shortcut-helper plugin writes from its template: a note, exit 0")
  func generatedByPlugin() throws {
    let root = try CLI.scratchFolder("plugin")
    defer { try? FileManager.default.removeItem(at: root) }
    var files = CheckoutLayouts.nativeApp(
      "", id: "com.example.qa", shortcuts: false, plugin: Self.helper,
      configuration: "shortcutHelper.filePath = './shortcuts.xml'\n")
    files["app/shortcuts.xml"] = "<shortcuts/>\n"
    try CheckoutLayouts.write(files, in: root)
    let run = try CLI.run(["lint"], in: root)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout == "0 errors, 0 warnings in 2 files\n")
    #expect(
      run.stderr.hasSuffix(
        "app/src/main/AndroidManifest.xml:9:79: note: @xml/shortcuts is not among the app's files: com.github.zellius.shortcut-helper (app/build.gradle:3:5) writes it for every variant from './shortcuts.xml' (app/build.gradle:12:28); not read\n"
      ))
  }

  @Test("a file the shortcut-helper plugin does not write stays an error, saying what it writes")
  func notWrittenByPlugin() throws {
    let root = try CLI.scratchFolder("plugin-other")
    defer { try? FileManager.default.removeItem(at: root) }
    var files = CheckoutLayouts.nativeApp(
      "", id: "com.example.qa", shortcuts: false, plugin: Self.helper,
      configuration: "shortcutHelper.filePath = './app_shortcuts.xml'\n")
    files["app/app_shortcuts.xml"] = "<shortcuts/>\n"
    try CheckoutLayouts.write(files, in: root)
    let run = try CLI.run(["lint"], in: root)
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.hasPrefix(
        "app/src/main/AndroidManifest.xml:9:79: error: @xml/shortcuts names no res/xml file of the app (no shortcuts.xml): the build fails (aapt2: resource not found); com.github.zellius.shortcut-helper (app/build.gradle:3:5) writes only res/xml/app_shortcuts.xml [android-shortcuts-file-missing]\n"
      ))
    #expect(!run.stderr.contains("not among the app's files"))
  }

  @Test("the plugin with no literal file path: a note naming the plugin assumed to write it")
  func pluginAssumed() throws {
    let root = try CLI.scratchFolder("plugin-assumed")
    defer { try? FileManager.default.removeItem(at: root) }
    try CheckoutLayouts.write(
      CheckoutLayouts.nativeApp(
        "", id: "com.example.qa", shortcuts: false, plugin: Self.helper,
        configuration: "shortcutHelper.filePath = templatePath\n"),
      in: root)
    let run = try CLI.run(["lint"], in: root)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stderr.hasSuffix(
        "app/src/main/AndroidManifest.xml:9:79: note: @xml/shortcuts is not among the app's files: assumed written by com.github.zellius.shortcut-helper (app/build.gradle:3:5), whose shortcutHelper.filePath is not a literal in app/build.gradle; not read\n"
      ))
  }

  @Test("a library module's generated resources excuse nothing in the app's manifest")
  func otherModuleGenerates() throws {
    let root = try CLI.scratchFolder("plugin-library")
    defer { try? FileManager.default.removeItem(at: root) }
    var files = CheckoutLayouts.nativeApp("", id: "com.example.qa", shortcuts: false)
    files["settings.gradle"] = "rootProject.name = \"qa\"\ninclude ':app', ':icons'\n"
    files["icons/build.gradle"] = """
      plugins {
          id 'com.android.library'
      }
      android.libraryVariants.all { variant ->
          variant.registerGeneratedResFolders(project.files(iconTask.outputDir))
      }

      """
    try CheckoutLayouts.write(files, in: root)
    let run = try CLI.run(["lint"], in: root)
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.hasPrefix(
        "app/src/main/AndroidManifest.xml:9:79: error: @xml/shortcuts names no res/xml file of the app (no shortcuts.xml): the build fails (aapt2: resource not found) [android-shortcuts-file-missing]\n"
      ))
  }

  @Test(
    "a resource folder the app's module registers: a note saying the build was assumed to write it")
  func registeredFolder() throws {
    let root = try CLI.scratchFolder("plugin-folder")
    defer { try? FileManager.default.removeItem(at: root) }
    try CheckoutLayouts.write(
      CheckoutLayouts.nativeApp(
        "", id: "com.example.qa", shortcuts: false,
        configuration:
          "android.applicationVariants.all { variant ->\n    variant.registerGeneratedResFolders(project.files(shortcutTask.outputDir))\n}\n"
      ),
      in: root)
    let run = try CLI.run(["lint"], in: root)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stderr.hasSuffix(
        "app/src/main/AndroidManifest.xml:9:79: note: @xml/shortcuts is not among the app's files: assumed written by the build: app/build.gradle:12:5 registers a generated resource folder ('variant.registerGeneratedResFolders(project.files(shortcutTask.outputDir))'), whose files are known only when it runs; not read\n"
      ))
  }

  @Test("the same file missing with no plugin and no .gitignore line is an error")
  func missingWithoutPlugin() throws {
    let root = try CLI.scratchFolder("plugin-missing")
    defer { try? FileManager.default.removeItem(at: root) }
    try CheckoutLayouts.write(
      CheckoutLayouts.nativeApp("", id: "com.example.qa", shortcuts: false), in: root)
    let run = try CLI.run(["lint"], in: root)
    #expect(run.status == 1)
    #expect(
      run.stdout.hasPrefix(
        "app/src/main/AndroidManifest.xml:9:79: error: @xml/shortcuts names no res/xml file of the app (no shortcuts.xml): the build fails (aapt2: resource not found) [android-shortcuts-file-missing]\n"
      ))
  }

  @Test("a shortcuts file the checkout's .gitignore ignores: a note")
  func generatedAndIgnored() throws {
    let root = try CLI.scratchFolder("plugin-ignored")
    defer { try? FileManager.default.removeItem(at: root) }
    var files = CheckoutLayouts.nativeApp("", id: "com.example.qa", shortcuts: false)
    files[".gitignore"] = "/build/\napp/src/*/res/xml/shortcuts.xml\n"
    try CheckoutLayouts.write(files, in: root)
    let run = try CLI.run(["lint"], in: root)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stderr.hasSuffix(
        "app/src/main/AndroidManifest.xml:9:79: note: @xml/shortcuts is not among the app's files: git ignores it (.gitignore:2 'app/src/*/res/xml/shortcuts.xml'), so the build or the developer makes it; not read\n"
      ))
  }
}
