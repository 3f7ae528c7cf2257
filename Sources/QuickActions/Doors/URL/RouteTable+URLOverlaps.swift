import PropertyList

extension RouteTable {
  /// Two triggers of this door that one arrival matches equally, one of which it would never
  /// take: an error at the later one, naming the earlier.
  func checkURLOverlaps() throws(ManifestError) {
    var groups: [String: [(route: Route, pattern: URLPattern)]] = [:]
    for route in routes {
      for case .url(let pattern) in route.triggers where pattern.problem == nil {
        let specificity = URLSpecificity(pattern)
        // A host list is each of its hosts: two patterns sharing one of them can clash.
        for host in pattern.hosts {
          let key =
            "\(pattern.scheme)://\(host) \(specificity.path.ranks) \(specificity.queryItems)"
          groups[key, default: []].append((route, pattern))
        }
      }
    }
    for group in groups.values.sorted(by: { $0[0].pattern.location < $1[0].pattern.location })
    where group.count > 1 {
      for j in 1..<group.count {
        for i in 0..<j {
          let (a, b) = (group[i], group[j])
          guard let witness = PatternOverlap.url(a.pattern, b.pattern) else { continue }
          throw ManifestError(
            "URL pattern '\(MessageText.clip(b.pattern.text))' of route '\(MessageText.clip(b.route.type))' and '\(MessageText.clip(a.pattern.text))' of route '\(MessageText.clip(a.route.type))'\(a.pattern.location.parenthesized) are equally specific and both match '\(MessageText.clip(witness))'; make one more specific or remove one",
            at: b.pattern.location)
        }
      }
    }
  }
}
