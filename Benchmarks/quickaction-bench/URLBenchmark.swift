import Foundation
import QuickActions

/// URL matching throughput: a table of 500 URL routes (a custom scheme and a universal-link
/// host, literal, typed, string and wildcard segments, query items), 1,000 URLs of the kinds
/// apps receive (most match; some differ in case, end with `/`, are percent-encoded, or match
/// nothing). Beside it, the matcher apps write by hand: `URLComponents`, then each pattern in
/// turn compared with the path components.
enum URLBenchmark {
  struct Result {
    /// URLs matched to their route, the figure with the bar.
    var matches = Figure(name: "URL matches per second", unit: "", bar: .atLeast(2_000_000))
    /// URLs resolved to a route and its screen parameters' values (what the router does).
    var resolves = Figure(name: "URL entries resolved per second", unit: "")
    /// The hand-written matcher.
    var naive = Figure(name: "URLComponents and a loop, per second", unit: "")
  }

  static let sections = [
    "questions", "answers", "users", "tags", "spots", "badges", "posts", "drafts", "settings",
    "search",
    "inbox", "teams", "events", "places", "photos", "videos", "lists", "notes", "files", "help",
    "orders", "carts", "offers", "rewards", "reviews",
  ]

  /// 500 patterns: for each of 25 sections, on each of two hosts, ten shapes.
  static func table() -> RouteTable {
    var routes: [Route] = []
    for section in sections {
      for base in ["qa://\(section)", "https://qa.example.com/\(section)"] {
        let patterns = [
          base, "\(base)/new", "\(base)/:id as integer", "\(base)/:id as integer/edit",
          "\(base)/:id as integer/comments/:comment as integer", "\(base)/:slug",
          "\(base)/:slug/history",
          "\(base)/by/:owner/*rest", "\(base)/search?q=:query",
          "\(base)/search?q=:query&scope=:scope",
        ]
        for pattern in patterns {
          routes.append(
            Route(named: "r\(routes.count)", .action("a"), triggers: [.url(URLPattern(pattern))]))
        }
      }
    }
    return RouteTable(routes)
  }

  static func urls() -> [URL] {
    var generator = SplitMix(state: 2026)
    var out: [URL] = []
    while out.count < 1_000 {
      let section = sections[generator.below(sections.count)]
      let base = generator.below(2) == 0 ? "qa://\(section)" : "https://qa.example.com/\(section)"
      let n = generator.below(100_000)
      let text: String
      switch generator.below(14) {
      case 0: text = base
      case 1: text = "\(base)/new"
      case 2, 3: text = "\(base)/\(n)"
      case 4: text = "\(base)/\(n)/edit"
      case 5: text = "\(base)/\(n)/comments/\(n % 977)"
      case 6: text = "\(base)/swift-concurrency-\(n)"
      case 7: text = "\(base)/swift-\(n)/history/"
      case 8: text = "\(base)/by/user\(n)/2026/12"
      case 9: text = "\(base)/search?q=swift%20\(n)&page=2"
      case 10: text = "\(base)/search?scope=answers&q=ios"
      case 11:
        text = base.replacingOccurrences(of: "qa.example.com", with: "QA.Example.com") + "/\(n)"
      case 12: text = "\(base)/\(n)/unknown/path"
      default: text = "qa://nowhere/\(n)"
      }
      if let url = URL(string: text) { out.append(url) }
    }
    return out
  }

  static func run(rounds: Int, note: (String) -> Void) -> Result {
    let table = table()
    do {
      try table.check()
    } catch {
      note("url: the benchmark's table does not check: \(error)")
    }
    let urls = urls()
    let patterns = table.routes.flatMap(\.triggers).compactMap { trigger -> [String]? in
      guard case .url(let pattern) = trigger else { return nil }
      return [pattern.scheme, pattern.host] + pattern.path.segments.map(\.description)
    }
    var result = Result()
    var checksum = 0
    var matched = 0
    for url in urls where table.route(matching: url) != nil { matched += 1 }
    for _ in 0..<rounds {
      let match = Measure.best(runs: 5) {
        for _ in 0..<20 {
          for url in urls {
            if let route = table.route(matching: url) { checksum &+= route.type.utf8.count }
          }
        }
      }
      result.matches.values.append(Double(20 * urls.count) / match)
      let resolve = Measure.best(runs: 5) {
        for _ in 0..<5 {
          for url in urls {
            if let found = try? table.resolve(.url(url)) { checksum &+= found.parameters.count }
          }
        }
      }
      result.resolves.values.append(Double(5 * urls.count) / resolve)
      let naive = Measure.best(runs: 3) {
        for url in urls { if let found = naiveMatch(url, patterns) { checksum &+= found } }
      }
      result.naive.values.append(Double(urls.count) / naive)
    }
    note(
      "url: \(urls.count) URLs (\(matched) match) against \(table.routes.count) URL routes, best of 5 per round   [checksum \(checksum % 997)]"
    )
    note(
      "  QuickActionRouter RouteTable     " + result.matches.line { String(Int($0)) } + " matches/s"
    )
    note(
      "    resolved with parameter values " + result.resolves.line { String(Int($0)) }
        + " entries/s")
    note(
      "  URLComponents and a loop         " + result.naive.line { String(Int($0)) } + " matches/s")
    note(
      "  ratio: \(String(format: "%.0f", result.matches.median / result.naive.median))x the hand-written matcher"
    )
    return result
  }

  /// Only matching (or, with `resolve`, resolving), in a loop, for a profiler.
  static func profile(resolving: Bool) {
    let table = table()
    let urls = urls()
    var checksum = 0
    for _ in 0..<(resolving ? 100 : 2_000) {
      for url in urls {
        if resolving {
          if let found = try? table.resolve(.url(url)) { checksum &+= found.parameters.count }
        } else if let route = table.route(matching: url) {
          checksum &+= route.type.utf8.count
        }
      }
    }
    print(checksum)
  }

  /// What an app writes by hand: take the URL apart with `URLComponents`, then compare it with
  /// each pattern in turn (literal segments equal, `:` segments anything), first match wins.
  static func naiveMatch(_ url: URL, _ patterns: [[String]]) -> Int? {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let scheme = components.scheme?.lowercased()
    else { return nil }
    let host = components.host?.lowercased() ?? ""
    let path = components.path.split(separator: "/").map(String.init)
    for (i, pattern) in patterns.enumerated() where pattern[0] == scheme && pattern[1] == host {
      let segments = pattern.dropFirst(2)
      guard segments.count == path.count else { continue }
      if zip(segments, path).allSatisfy({ $0.hasPrefix(":") || $0 == $1 }) { return i }
    }
    return nil
  }
}

/// A small seeded generator (SplitMix64), so every run times the same URLs.
struct SplitMix {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
