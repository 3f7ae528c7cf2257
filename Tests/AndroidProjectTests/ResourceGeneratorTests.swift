import AndroidProject
import PropertyList
import Testing

/// The lines of a build file that make the build write resources, and what each writes when
/// the file says (issue 42: a plugin excuses only the file it can be shown to write).
@Suite struct ResourceGeneratorTests {
  static func generators(_ text: String, path: String = "app/build.gradle") -> [String] {
    GradleModule(path: path, bytes: Array(text.utf8)).resourceGenerators.map { g in
      let at = "\(g.line.location.line):\(g.line.location.column)"
      let templates =
        g.templates.map { list in
          list.map { "\($0.value)@\($0.location.line):\($0.location.column)" }
            .joined(separator: ",")
        } ?? "-"
      return "\(at) \(g.kind) \(templates) \(g.xmlNames?.joined(separator: ",") ?? "-")"
    }
  }

  @Test("Kotlin: setFilePath(\"./shortcuts.xml\") names the one file the plugin writes")
  func kotlinSetter() {
    #expect(
      Self.generators(
        """
        plugins {
            id("com.android.application")
            id("com.github.zellius.shortcut-helper")
        }

        shortcutHelper.setFilePath("./shortcuts.xml")
        """, path: "app/build.gradle.kts")
        == ["3:5 shortcutHelper ./shortcuts.xml@6:29 shortcuts"])
  }

  @Test("Groovy: a block, file(…), and a template named apart from its resource folder")
  func groovyBlock() {
    #expect(
      Self.generators(
        """
        apply plugin: 'com.github.zellius.shortcut-helper'
        shortcutHelper {
            filePath = file("$projectDir/templates/launcher.xml")
        }
        """) == ["1:1 shortcutHelper $projectDir/templates/launcher.xml@3:22 launcher"])
  }

  @Test("a file path that is a variable, or set outside the plugin's block, names nothing")
  func notLiteral() {
    #expect(
      Self.generators(
        """
        apply plugin: 'com.github.zellius.shortcut-helper'
        shortcutHelper.filePath = rootProject.ext.shortcutsTemplate
        otherPlugin.filePath = 'other.xml'
        """) == ["1:1 shortcutHelper - -"])
  }

  @Test("a registered resource folder says nothing of what it holds; a comment is no line")
  func registeredFolder() {
    #expect(
      Self.generators(
        """
        // variant.registerGeneratedResFolders(…) was here
        android.applicationVariants.all { variant ->
          variant.registerGeneratedResFolders(project.files(outDir))
        }
        android.sourceSets.main.res.srcDir("$buildDir/generated/res/icons")
        """) == ["3:3 registeredFolder - -", "5:1 registeredFolder - -"])
  }
}
