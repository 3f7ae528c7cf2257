import Testing

@testable import QuickActionLint

/// What a project lint read, as the Xcode format's notes and summary say it.
@Suite struct LintedNotesTests {
  static let project = LintedProject(
    path: "App.xcodeproj", workspace: "App.xcworkspace", configuration: "Debug",
    targets: [
      LintedTarget(
        name: "App", productType: "application",
        files: [
          "App/Info.plist", "App/en.lproj/InfoPlist.strings", "App/de.lproj/InfoPlist.strings",
          "App/Localizable.xcstrings",
          "App/Assets.xcassets", "App/App.entitlements", "Config/Base.xcconfig",
          "Config/App.xcconfig",
        ]),
      LintedTarget(
        name: "Widget\u{1B}[2J", productType: "app-extension", files: ["App/Info.plist"],
        unchecked: "the same Info.plist as target 'App', linted there"),
      LintedTarget(
        name: "Intents", productType: "app-extension",
        unchecked:
          "generated Info.plist: no quick actions, URL types, activity types or associated domains"),
      LintedTarget(
        name: "Watch", productType: "application",
        unchecked:
          "Info.plist not checked: INFOPLIST_FILE names 'Watch/Info.plist', which is not there"),
    ],
    otherTargets: ["Kit", "AppTests", "AppUITests", "Shared"].map {
      LintedTarget(name: $0, productType: "framework")
    })

  @Test(
    "one line for the project, one per target: more than two of a kind counted, two listed; names escaped"
  )
  func notes() {
    #expect(
      XcodeReporter.notes([Self.project]) == [
        "note: linted App.xcodeproj in App.xcworkspace, configuration Debug: 4 targets; not linted: 4 other targets (Kit: framework, AppTests: framework, AppUITests: framework and 1 more)",
        "note:   App (application): read App/Info.plist, 3 strings files, App/Assets.xcassets, App/App.entitlements, Config/Base.xcconfig, Config/App.xcconfig",
        "note:   Widget\\u{1B}[2J (app-extension): read App/Info.plist; the same Info.plist as target 'App', linted there",
        "note:   Intents (app-extension): nothing to check: generated Info.plist: no quick actions, URL types, activity types or associated domains",
        "note:   Watch (application): Info.plist not checked: INFOPLIST_FILE names 'Watch/Info.plist', which is not there",
      ])
  }

  @Test(
    "the summary line of a run that covered no file says what it read; one that covered files is as before"
  )
  func summary() {
    #expect(
      XcodeReporter(linted: [Self.project]).render([])
        == "0 errors, 0 warnings in 0 files: nothing to check in 4 targets of App.xcodeproj (Debug)\n"
    )
    #expect(
      XcodeReporter(linted: [LintedProject(path: "Kit.xcodeproj", configuration: "Release")])
        .render([])
        == "0 errors, 0 warnings in 0 files: Kit.xcodeproj has no app or extension target\n")
    let report = LintReport(file: "App/Info.plist", source: [], findings: [])
    #expect(
      XcodeReporter(linted: [Self.project]).render([report]) == "0 errors, 0 warnings in 1 file\n")
    #expect(XcodeReporter().render([]) == "0 errors, 0 warnings in 0 files\n")
  }

  @Test("JSON: every file of every target, and the other targets by name and type")
  func json() {
    let text = JSONReporter(linted: [Self.project]).render([])
    #expect(text.contains("\"linted\": ["))
    #expect(text.contains("\"App/Localizable.xcstrings\""))
    #expect(text.contains("\"unchecked\": null"))
    #expect(!JSONReporter().render([]).contains("linted"), "a file lint has no linted field")
  }
}
