import PropertyList
import QuickActionLint

/// Arbitrary bytes through the `apple-app-site-association` reader and validator, and the
/// matcher: the input up to its first NUL byte is the file; what follows, when there is any, is
/// the URL asked about (else a few fixed ones), for every app the file names and one it does not.
/// The decision must be one answer: a URL that opens the app was decided by a matching step
/// that does not exclude, and one excluded by a matching step that does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false).map(
    Array.init)
  let reading = AASAReader.read(parts[0])
  for problem in reading.problems { _ = problem.json.serialized() }
  guard let file = reading.file else {
    if !reading.hasErrors { fatalError("a file that does not read has no error") }
    return 0
  }
  var urls = [
    "https://example.com/", "https://example.com/help/1?articleNumber=4815#top",
    "http://e.com/a%20b?x=1&x=2",
  ]
  if parts.count > 1 { urls = [String(decoding: parts[1].prefix(2048), as: UTF8.self)] }
  let matcher = AASAMatcher(file)
  for text in urls {
    guard let url = AASAURL(text) else { continue }
    for decision in matcher.decideForEveryApp(url) + [
      matcher.decide(url, appID: "ZZZZZ99999.com.fuzz")
    ] {
      _ = decision.outline
      _ = decision.json.serialized()
      switch decision.verdict {
      case .opens:
        guard let step = decision.decidingStep, !step.excludes else {
          fatalError("opens without a matching include")
        }
      case .excluded:
        guard let step = decision.decidingStep, step.excludes else {
          fatalError("excluded without a matching exclude")
        }
      default:
        if decision.decidingStep != nil { fatalError("no answer, yet a step matched") }
      }
    }
  }
  return 0
}
