import PropertyList
import QuickActions

/// The findings a project accepts for now, so a legacy project adopts the linter without fixing
/// everything first: `lint --write-baseline FILE` records them, `lint --baseline FILE` shows only
/// the others. A finding is recognised by its rule, file and message, not its line, so edits
/// elsewhere in the file do not bring it back; each entry hides as many findings as it counts.
public struct Baseline: Sendable, Hashable {
  /// One accepted finding.
  public struct Entry: Sendable, Hashable {
    /// The rule's id.
    public var rule: String
    /// The file, as given on the command line.
    public var file: String
    /// The finding's message.
    public var message: String
  }

  /// How many findings of each kind are accepted.
  public var counts: [Entry: Int] = [:]

  /// The baseline of these reports' findings.
  public init(reports: [LintReport]) {
    for report in reports {
      for finding in report.findings {
        counts[
          Entry(rule: finding.rule, file: finding.file, message: finding.message), default: 0] += 1
      }
    }
  }

  /// A baseline as `json` writes it: `{"version": 1, "findings": [{"rule", "file", "message", "count"}]}`.
  public init(bytes: [UInt8]) throws(ManifestError) {
    let root: PlistValue
    do { root = try PropertyList.read(bytes, format: .json).root } catch {
      throw ManifestError(error.message, at: error.location)
    }
    let dict = try ManifestReader(root, "the baseline").dictionary()
    try ManifestReader.checkKeys(dict, known: ["version", "findings"], in: "the baseline")
    guard let version = dict["version"]?.integerValue, version == PlistInteger(1) else {
      throw ManifestError(
        "the baseline's version must be 1", at: dict["version"]?.location ?? root.location)
    }
    for value in try ManifestReader(dict["findings"] ?? PlistValue(.array([])), "'findings'")
      .array()
    {
      let item = try ManifestReader(value, "a baseline finding").dictionary()
      try ManifestReader.checkKeys(
        item, known: ["rule", "file", "message", "count"], in: "a baseline finding")
      func text(_ key: String) throws(ManifestError) -> String {
        guard let v = item[key] else {
          throw ManifestError("a baseline finding needs '\(key)'", at: value.location)
        }
        return try ManifestReader(v, "'\(key)'").string()
      }
      let count = item["count"]?.integerValue?.int64Value.map(Int.init) ?? 1
      counts[
        Entry(rule: try text("rule"), file: try text("file"), message: try text("message")),
        default: 0] += max(count, 1)
    }
  }

  /// The baseline as JSON, sorted, so it diffs well in review.
  public var json: String {
    let entries = counts.sorted { a, b in
      (a.key.file, a.key.rule, a.key.message) < (b.key.file, b.key.rule, b.key.message)
    }
    return JSONValue.object([
      ("version", .int(1)),
      (
        "findings",
        .array(
          entries.map { entry, count in
            .object([
              ("rule", .string(entry.rule)), ("file", .string(entry.file)),
              ("message", .string(entry.message)), ("count", .int(count)),
            ])
          })
      ),
    ]).serialized(pretty: true) + "\n"
  }

  /// The reports without the accepted findings, and how many were left out.
  public func filter(_ reports: [LintReport]) -> (reports: [LintReport], hidden: Int) {
    var left = counts
    var hidden = 0
    let filtered = reports.map { report -> LintReport in
      var report = report
      report.findings = report.findings.filter { finding in
        let key = Entry(rule: finding.rule, file: finding.file, message: finding.message)
        guard let count = left[key], count > 0 else { return true }
        left[key] = count - 1
        hidden += 1
        return false
      }
      return report
    }
    return (filtered, hidden)
  }
}
