import PropertyList

/// A figure measured once per round: its median, its spread, and whether the median meets its
/// bar, said in words ("below the bar") rather than left to the reader.
struct Figure {
  enum Bar {
    case atLeast(Double)
    case atMost(Double)
  }

  var name: String
  var unit: String
  var values: [Double] = []
  var bar: Bar?

  var median: Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  var meetsBar: Bool? {
    guard let bar, !values.isEmpty else { return nil }
    switch bar {
    case .atLeast(let limit): return median >= limit
    case .atMost(let limit): return median <= limit
    }
  }

  /// "6.9x (6.4–7.3 over 5 rounds; bar: at least 6x, met)".
  func line(_ format: (Double) -> String) -> String {
    guard let low = values.min(), let high = values.max() else { return "\(name): not measured" }
    var text =
      "\(format(median))\(unit) (\(format(low))–\(format(high)) over \(values.count) round\(values.count == 1 ? "" : "s")"
    if let bar, let met = meetsBar {
      switch bar {
      case .atLeast(let limit):
        text += "; bar: at least \(format(limit))\(unit), " + (met ? "met" : "BELOW THE BAR")
      case .atMost(let limit):
        text += "; bar: at most \(format(limit))\(unit), " + (met ? "met" : "ABOVE THE BAR")
      }
    }
    return text + ")"
  }

  var json: JSONValue {
    func n(_ v: Double) -> JSONValue { v.isFinite ? .number(String(format: "%.3f", v)) : .null }
    var members: [(String, JSONValue)] = [
      ("median", n(median)), ("min", n(values.min() ?? .nan)), ("max", n(values.max() ?? .nan)),
      ("rounds", .int(values.count)),
    ]
    if let met = meetsBar { members.append(("meets_bar", .bool(met))) }
    return .object(members)
  }
}
