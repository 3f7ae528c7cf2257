import PropertyList

extension AASADecision {
  /// The decision as a person reads it: the answer and its reason, then each component or path
  /// tried, in order. Text from the file is escaped for a terminal.
  public var outline: [String] {
    var lines = [
      "\(appID): \(opensApp ? "opens the app" : "does not open the app") (\(verdict.rawValue))",
      "  " + reason,
    ]
    if !steps.isEmpty {
      lines.append("  tried in order:")
      for step in steps {
        let answer =
          step.matched ? (step.excludes ? "matches, and excludes" : "matches") : "no match"
        lines.append(
          "    detail \(step.detail), \(step.kind) \(step.index) (\(step.location)): \(answer): \(step.explanation)"
        )
      }
    }
    return lines.map(TerminalText.escape)
  }

  /// The decision for programs: the app, the verdict, whether it opens, the reason and the steps
  /// (`aasa match --format json`).
  public var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("appID", .string(appID)), ("opens", .bool(opensApp)), ("verdict", .string(verdict.rawValue)),
      ("reason", .string(reason)),
    ]
    if let step = decidingStep { members.append(("decidedBy", step.json)) }
    members.append(("steps", .array(steps.map(\.json))))
    return .object(members)
  }
}

extension AASADecision.Step {
  var json: JSONValue {
    .object([
      ("detail", .int(detail)), ("kind", .string(kind)), ("index", .int(index)),
      ("line", .int(location.line)),
      ("column", .int(location.column)), ("matched", .bool(matched)), ("excludes", .bool(excludes)),
      ("explanation", .string(explanation)),
    ])
  }
}

extension AASAProblem {
  /// The problem for programs (`aasa validate --format json`).
  public var json: JSONValue {
    .object([
      ("line", .int(location.line)), ("column", .int(location.column)),
      ("severity", .string(severity.rawValue)),
      ("message", .string(message)),
      (
        "notes",
        .array(
          notes.map {
            .object([
              ("line", .int($0.location.line)), ("column", .int($0.location.column)),
              ("message", .string($0.message)),
            ])
          })
      ),
    ])
  }
}
