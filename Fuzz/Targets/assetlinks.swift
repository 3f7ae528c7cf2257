import AndroidProject
import PropertyList
import QuickActionLint

/// Arbitrary bytes through the `assetlinks.json` reader and the matcher: the input up to its
/// first NUL byte is the file; what follows, when there is any, is the URL asked about (else a
/// few fixed ones), for every package the file grants and one it does not. The decision must be
/// one answer: a URL that opens the app was decided by no rule or a matching rule that does not
/// exclude, one excluded by a matching rule that does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false).map(
    Array.init)
  let reading = AssetLinksReader.read(parts[0])
  guard let file = reading.file else {
    if !reading.hasErrors { fatalError("a file that does not read has no error") }
    return 0
  }
  var urls = [
    "https://example.com/", "https://example.com/questions/1?dl=1#map",
    "http://e.com/a%20b?x=1&x=2",
  ]
  if parts.count > 1 { urls = [String(decoding: parts[1].prefix(2048), as: UTF8.self)] }
  let matcher = AssetLinksMatcher(file)
  for text in urls {
    guard let url = AASAURL(text) else { continue }
    for decision in matcher.decideForEveryPackage(url) + [
      matcher.decide(url, package: "com.fuzz.none")
    ] {
      _ = decision.outline
      _ = decision.json.serialized()
      let last = decision.steps.last
      switch decision.verdict {
      case .opens:
        if let last, !last.matched || last.excludes {
          fatalError("opens, yet the last rule did not include")
        }
      case .excluded:
        guard let last, last.matched, last.excludes else {
          fatalError("excluded without a matching exclude")
        }
      case .noMatch:
        if decision.steps.contains(where: \.matched) { fatalError("no match, yet a rule matched") }
      case .packageNotListed, .notWebLink, .fileIgnored:
        if !decision.steps.isEmpty {
          fatalError("rules tried for a package the file does not grant")
        }
      }
    }
  }
  let site = AssetLinksSite(
    file: "example.com/.well-known/assetlinks.json", bytes: parts[0], hosts: ["example.com"])
  _ = AndroidLinter().lint(AndroidApp(files: []), assetLinks: [site])
  return 0
}
