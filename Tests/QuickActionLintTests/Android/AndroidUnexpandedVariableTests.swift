import Testing

private typealias F = AndroidFixture
private let res = "app/src/main/res/xml/shortcuts.xml"
private let manifest = "app/src/main/AndroidManifest.xml"
private let values = "app/src/main/res/values/strings.xml"
private let generated = "app/src/main/res/values/quickaction_shortcuts.xml"

/// `android-unexpanded-variable`: each case's findings with their exact message and the position
/// of the reference's `$`.
@Suite struct AndroidUnexpandedVariableTests {
  static func app(_ body: String, strings: String = F.strings, extra: [String: String] = [:])
    -> [String: String]
  {
    [manifest: F.manifest(), res: F.shortcuts(body), values: strings].merging(extra) { $1 }
  }

  static let said = "is an Xcode build setting, which nothing expands in an Android resource"

  @Test(
    "android-unexpanded-variable",
    arguments: [
      AndroidCase(
        name: "literal values", files: app(F.shortcut("com.example.qa.post")), expected: []),
      AndroidCase(
        name: "a reference in the id, after a prefix",
        files: app(
          F.shortcut(
            "x.$(PRODUCT_BUNDLE_IDENTIFIER).post", intent: "<intent android:action=\"a.b\"/>\n")),
        expected: [
          "\(res):3:33: '$(PRODUCT_BUNDLE_IDENTIFIER)' in android:shortcutId \(said): the value is used as written"
        ]),
      AndroidCase(
        name: "a reference with a modifier in an intent's action, on its own line",
        files: app(
          F.shortcut("a", intent: "<intent\n    android:action=\"$(PRODUCT_NAME:lower).open\"/>\n")),
        expected: [
          "\(res):5:21: '$(PRODUCT_NAME:lower)' in android:action \(said): the value is used as written"
        ]),
      AndroidCase(
        name: "a label's string",
        files: app(
          F.shortcut("a"),
          strings: F.header
            + "<resources>\n<string name=\"a\">Open $(PRODUCT_NAME)</string>\n</resources>\n"),
        expected: [
          "\(values):3:23: '$(PRODUCT_NAME)' in the string 'a' \(said): the label shows it as written"
        ]),
      AndroidCase(
        name: "a string no shortcut shows is the app's own business",
        files: app(
          F.shortcut("a"),
          strings: F.header
            + "<resources>\n<string name=\"a\">A</string>\n<string name=\"help\">Run $(date)</string>\n</resources>\n"
        ),
        expected: []),
      AndroidCase(
        name: "any string of the generated file",
        files: app(
          F.shortcut("a"),
          extra: [
            generated: F.header
              + "<resources>\n  <string name=\"unused\">$(TARGET_NAME)</string>\n</resources>\n"
          ]),
        expected: [
          "\(generated):3:25: '$(TARGET_NAME)' in the string 'unused' \(said): the label shows it as written"
        ]),
      AndroidCase(
        name: "a Gradle placeholder and text that is no reference are not this rule's",
        files: app(
          F.shortcut(
            "a",
            intent:
              "<intent android:action=\"a.b\" android:targetPackage=\"${applicationId}\" android:data=\"qa://$(5)\"/>\n"
          )),
        expected: []),
    ])
  func unexpanded(_ c: AndroidCase) throws { try F.check(c, rule: "android-unexpanded-variable") }
}
