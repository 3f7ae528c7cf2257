import PropertyList

/// SARIF 2.1.0, as GitHub code scanning and other tools read it: one run of the `quickaction`
/// driver with its rules, and a result per finding with its physical location and related
/// locations for notes.
public struct SARIFReporter: Reporter {
  /// A SARIF reporter.
  public init() {}

  /// One SARIF log for every report.
  public func render(_ reports: [LintReport]) -> String {
    let documentation = Linter.rules
    let rules: [JSONValue] = documentation.map { doc in
      .object([
        ("id", .string(doc.id)),
        ("shortDescription", .object([("text", .string(doc.summary))])),
        ("fullDescription", .object([("text", .string(doc.rationale))])),
        (
          "help",
          .object([("text", .string("\(doc.summary) \(doc.rationale) Example: \(doc.example)"))])
        ),
        ("defaultConfiguration", .object([("level", .string(doc.severity.rawValue))])),
      ])
    }
    let ruleIndex = Dictionary(uniqueKeysWithValues: documentation.enumerated().map { ($1.id, $0) })
    var results: [JSONValue] = []
    for report in reports {
      for f in report.findings {
        var members: [(String, JSONValue)] = [
          ("ruleId", .string(f.rule)),
          ("level", .string(f.severity.rawValue)),
          ("message", .object([("text", .string(f.message))])),
          ("locations", .array([location(f.file, f.location)])),
        ]
        if let index = ruleIndex[f.rule] { members.insert(("ruleIndex", .int(index)), at: 1) }
        if !f.notes.isEmpty {
          members.append(
            (
              "relatedLocations",
              .array(
                f.notes.enumerated().map { i, n in
                  var related = location(n.file ?? f.file, n.location)
                  if case .object(var m) = related {
                    m.insert(("id", .int(i)), at: 0)
                    m.append(("message", .object([("text", .string(n.message))])))
                    related = .object(m)
                  }
                  return related
                })
            ))
        }
        results.append(.object(members))
      }
    }
    let run: JSONValue = .object([
      (
        "tool",
        .object([
          (
            "driver",
            .object([
              ("name", .string("quickaction")),
              ("informationUri", .string("https://github.com/quickactionrouter/QuickActionRouter")),
              ("version", .string(QuickActionLintVersion.current)),
              ("rules", .array(rules)),
            ])
          )
        ])
      ),
      ("results", .array(results)),
    ])
    return JSONValue.object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      ("runs", .array([run])),
    ]).serialized(pretty: true) + "\n"
  }

  func location(_ file: String, _ loc: SourceLocation) -> JSONValue {
    var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(file))]))]
    if loc.hasLineAndColumn {
      physical.append(
        ("region", .object([("startLine", .int(loc.line)), ("startColumn", .int(loc.column))])))
    }
    return .object([("physicalLocation", .object(physical))])
  }
}

/// The version of the package and its tool, in one place: `--version` prints it, SARIF records
/// it, and a test holds it against the README's `from:` and CHANGELOG.md's latest heading.
public enum QuickActionLintVersion {
  public static let current = "1.0.0"
}
