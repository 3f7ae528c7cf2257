import AndroidProject
import Foundation
import Testing

@testable import QuickActionLint

/// The Android half's search for `assetlinks.json` stays inside what it was given: an
/// `android/` folder's parent only when that parent is the current folder or inside it.
@Suite struct AndroidHalfTests {
  struct SearchCase: Sendable, CustomTestStringConvertible {
    var app: String
    var currentFolder: String
    var searched: String
    var testDescription: String { "\(app) from \(currentFolder)" }
  }

  static let searches: [SearchCase] = [
    // A cross-platform root: the website's folder may sit beside android/.
    SearchCase(app: "android", currentFolder: "/w/app", searched: "."),
    SearchCase(app: "./android/", currentFolder: "/w/app", searched: "."),
    SearchCase(app: "/w/app/android", currentFolder: "/w/app", searched: "."),
    // A folder not named android/ (a native app, one app of a monorepo): only below it, so a
    // sibling app's website is never read.
    SearchCase(app: "Examples/Android", currentFolder: "/w/repo", searched: "Examples/Android"),
    SearchCase(app: "apps/shop", currentFolder: "/w/mono", searched: "apps/shop"),
    // A folder outside the current one: only below it, never beside it.
    SearchCase(app: "/tmp/qa-x/android", currentFolder: "/w/repo", searched: "/tmp/qa-x/android"),
    SearchCase(app: "../android", currentFolder: "/w/app/inner", searched: "../android"),
    // The current folder itself: its parent is not searched.
    SearchCase(app: ".", currentFolder: "/w/app", searched: "."),
    SearchCase(app: "/w/app", currentFolder: "/w/app", searched: "/w/app"),
  ]

  @Test("where assetlinks.json files are looked for", arguments: searches)
  func searchFolder(_ c: SearchCase) {
    #expect(AndroidHalf.searchFolder(forApp: c.app, currentFolder: c.currentFolder) == c.searched)
  }

  @Test(
    "a decoy assetlinks.json in the parent of an app folder outside the current one is never read")
  func decoyInParent() throws {
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent(
      "qa-half-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: parent) }
    let app = parent.appendingPathComponent("linted")
    let manifest = app.appendingPathComponent("src/main/AndroidManifest.xml")
    try FileManager.default.createDirectory(
      at: manifest.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("<manifest package=\"com.example.qa\"><application/></manifest>\n".utf8).write(
      to: manifest)
    let links =
      "[{\"relation\": [\"delegate_permission/common.handle_all_urls\"], \"target\": {\"namespace\": \"web\"}}]\n"
    try Data(links.utf8).write(to: parent.appendingPathComponent("assetlinks.json"))
    let site = app.appendingPathComponent("site/qa.example.com/.well-known")
    try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
    try Data(links.utf8).write(to: site.appendingPathComponent("assetlinks.json"))
    var asked: [String] = []
    let half = AndroidHalf(folder: app.path, given: [], currentFolder: "/nowhere-near") { paths in
      asked = paths
      return paths.map { ($0, Array(links.utf8)) }
    }
    #expect(half.searched == app.path)
    #expect(asked == [app.path + "/site/qa.example.com/.well-known/assetlinks.json"])
    #expect(half.sites.map(\.hosts) == [["qa.example.com"]])
    #expect(half.app?.manifests.map(\.path) == [manifest.path])
    #expect(
      half.note == "note: linted the Android app in \(app.path)/: read \(manifest.path); "
        + "assetlinks.json: \(app.path)/site/qa.example.com/.well-known/assetlinks.json")
  }

  @Test("no app folder: no app and no search; the given files are the sites")
  func givenOnly() {
    let bytes = Array("[]".utf8)
    let half = AndroidHalf(
      folder: nil, given: [("web/assetlinks.json", bytes)], currentFolder: "/w"
    ) { _ in
      Issue.record("nothing is searched when no app folder is given")
      return []
    }
    #expect(half.app == nil && half.searched == nil)
    #expect(half.filesRead == ["web/assetlinks.json"])
    #expect(half.note == "note: linted Android: assetlinks.json: web/assetlinks.json")
  }
}
