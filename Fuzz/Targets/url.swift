import Foundation
import PropertyList
import QuickActions

/// URL patterns and URLs from the input: the lines before a blank line are patterns (one route
/// each), the lines after it URLs. Checks that the table loads or refuses with an error (never
/// a crash); that the tree the router matches with finds the route the plain matcher (each
/// pattern in turn, most specific first) finds; and, when the table checked clean, that no URL
/// is matched by two equally specific patterns: the static overlap check missed none.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(200)
  let blank = lines.firstIndex(of: "") ?? lines.endIndex
  let patterns = lines[..<blank].prefix(64)
  let urls = lines[blank...].dropFirst()
  let table = RouteTable(
    patterns.enumerated().map { i, pattern in
      Route(named: "r\(i)", .action("a"), triggers: [.url(URLPattern(String(pattern)))])
    })
  let checked: Bool
  do {
    try table.check()
    checked = true
  } catch {
    if error.message.isEmpty { fatalError("an error without a message") }
    checked = false
  }
  for line in urls {
    guard let url = URL(string: String(line)) else { continue }
    let found = table.route(matching: url)
    let all = table.matches(for: url)
    if found?.type != all.first?.route.type {
      fatalError(
        "'\(url.absoluteString)': the tree finds \(found?.type ?? "nothing"), the plain matcher \(all.first?.route.type ?? "nothing")"
      )
    }
    if checked, all.count >= 2, !all[0].pattern.isMoreSpecific(than: all[1].pattern) {
      fatalError(
        "'\(url.absoluteString)' matches '\(all[0].pattern)' and '\(all[1].pattern)', equally specific, and the table checked clean"
      )
    }
    _ = try? table.resolve(.url(url))
  }
  return 0
}
