import AndroidProject
import PropertyList
import Testing

/// Build variants and source sets read from Gradle build files ("Configure build variants",
/// https://developer.android.com/build/build-variants), and which variants use a resource file.
@Suite struct BuildVariantTests {
  static func module(_ text: String, path: String = "app/build.gradle") -> GradleModule {
    GradleModule(path: path, bytes: Array(text.utf8))
  }

  static func summary(_ v: BuildVariant) -> String {
    "\(v.name) \(v.applicationID ?? "?") [\(v.sourceSets.joined(separator: ","))]"
  }

  @Test("Groovy: defaultConfig's applicationId and the debug build type's applicationIdSuffix")
  func groovy() {
    let m = Self.module(
      """
      plugins { id 'com.android.application' }
      android {
        defaultConfig {
          applicationId "com.example.qa" // the ID
        }
        buildTypes {
          debug { applicationIdSuffix ".debug" }
          release { minifyEnabled true }
        }
      }
      """)
    #expect(
      m.variants.map(Self.summary) == [
        "release com.example.qa [release,main]", "debug com.example.qa.debug [debug,main]",
      ])
  }

  @Test("Kotlin: flavours in two dimensions, their suffixes and source sets by priority")
  func kotlinFlavours() {
    let m = Self.module(
      """
      android {
        defaultConfig { applicationId = "com.example.qa" }
        flavorDimensions += listOf("tier", "store")
        productFlavors {
          create("free") { dimension = "tier"; applicationIdSuffix = ".free" }
          create("paid") { dimension = "tier" }
          create("play") { dimension = "store" }
        }
        buildTypes {
          getByName("debug") { applicationIdSuffix = ".debug" }
        }
      }
      """, path: "app/build.gradle.kts")
    #expect(
      m.variants.map(Self.summary) == [
        "freePlayRelease com.example.qa.free [freePlayRelease,release,freePlay,free,play,main]",
        "freePlayDebug com.example.qa.free.debug [freePlayDebug,debug,freePlay,free,play,main]",
        "paidPlayRelease com.example.qa [paidPlayRelease,release,paidPlay,paid,play,main]",
        "paidPlayDebug com.example.qa.debug [paidPlayDebug,debug,paidPlay,paid,play,main]",
      ])
  }

  @Test(
    "a computed applicationId is not guessed: the variant has no ID, and the expression is kept with its place"
  )
  func computed() throws {
    let m = Self.module(
      """
      android {
        defaultConfig {
          applicationId = rootProject.extra["appId"] as String
        }
      }
      """, path: "app/build.gradle.kts")
    let release = try #require(m.variants.first { $0.name == "release" })
    #expect(release.applicationID == nil)
    #expect(
      release.unreadable.map { "\($0.file):\($0.location.line):\($0.location.column) \($0.value)" }
        == ["app/build.gradle.kts:3:21 rootProject.extra[\"appId\"] as String"])
  }

  @Test(
    "a variant's own source set replaces main's file of the same name; main's is used by the other variants"
  )
  func sourceSets() throws {
    let gradle =
      "android {\n  defaultConfig { applicationId \"com.example.qa\" }\n  buildTypes { debug { applicationIdSuffix \".debug\" } }\n}\n"
    let shortcuts = "<shortcuts><shortcut android:shortcutId=\"a\"/></shortcuts>\n"
    let app = AndroidApp(files: [
      ("app/build.gradle", Array(gradle.utf8)),
      ("app/src/main/res/xml/shortcuts.xml", Array(shortcuts.utf8)),
      ("app/src/release/res/xml/shortcuts.xml", Array(shortcuts.utf8)),
    ])
    #expect(
      app.build.variants(using: "app/src/main/res/xml/shortcuts.xml")?.map(\.name) == ["debug"])
    #expect(
      app.build.variants(using: "app/src/release/res/xml/shortcuts.xml")?.map(\.name) == ["release"]
    )
    #expect(
      app.build.variants(using: "app/src/debug/res/xml/shortcuts.xml")?.map(\.name) == ["debug"])
    #expect(AndroidBuild().variants(using: "app/src/main/res/xml/shortcuts.xml") == nil)
  }

  @Test(
    "UTF-16 strings.xml and shortcuts.xml (with a byte-order mark) are read; an empty or binary file is said not read"
  )
  func encodings() throws {
    func utf16(_ s: String) -> [UInt8] {
      [0xFF, 0xFE] + s.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }
    let app = AndroidApp(files: [
      (
        "res/values/strings.xml",
        utf16("<resources>\n<string name=\"a\">Écrire</string>\n</resources>\n")
      ),
      (
        "res/xml/shortcuts.xml",
        utf16(
          "<shortcuts xmlns:android=\"http://schemas.android.com/apk/res/android\"><shortcut android:shortcutId=\"a\"/></shortcuts>\n"
        )
      ),
      ("res/values-fr/strings.xml", []),
      ("res/xml/other.xml", [0x03, 0x00, 0x08, 0x00, 0x10]),
    ])
    #expect(app.strings.resolve("@string/a")?.value == "Écrire")
    #expect(app.shortcutsFiles.map(\.path) == ["res/xml/shortcuts.xml"])
    #expect(
      app.unreadable.map { "\($0.path):\($0.error.location): \($0.error.message)" } == [
        "res/values-fr/strings.xml:1:1: the file is empty: not read (aapt2 fails on a resource file with no root element)",
        "res/xml/other.xml:1:1: the file is binary, not XML text (a NUL byte at offset 1): not read",
      ])
  }

  @Test("a second <string> of a name in one file is kept as a duplicate, the first one wins")
  func duplicates() throws {
    let app = AndroidApp(files: [
      (
        "res/values/strings.xml",
        Array(
          "<resources>\n<string name=\"a\">One</string>\n<string name=\"a\">Two</string>\n</resources>\n"
            .utf8)
      )
    ])
    let table = try #require(app.strings.tables.first)
    #expect(table.strings["a"]?.value == "One")
    #expect(table.duplicates.map { "\($0.name) \($0.location)" } == ["a 3:1"])
  }
}
