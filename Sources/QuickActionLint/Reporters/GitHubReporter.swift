/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=rule::message`, which
/// annotate the pull request's diff.
public struct GitHubReporter: Reporter {
  /// A GitHub reporter.
  public init() {}

  /// A workflow command per finding.
  public func render(_ reports: [LintReport]) -> String {
    var out = ""
    for report in reports {
      for f in report.findings {
        var properties = "file=\(escapeProperty(f.file))"
        if f.location.hasLineAndColumn {
          properties += ",line=\(f.location.line),col=\(f.location.column)"
        }
        properties += ",title=\(escapeProperty(f.rule))"
        out += "::\(f.severity.rawValue) \(properties)::\(escapeData(f.message))\n"
      }
    }
    return out
  }

  /// Workflow-command escaping of a message.
  func escapeData(_ s: String) -> String {
    s.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
  }

  /// Workflow-command escaping of a property value (also ':' and ',').
  func escapeProperty(_ s: String) -> String {
    escapeData(s).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
  }
}

extension String {
  /// Every occurrence of `target` replaced (FoundationEssentials has no `replacingOccurrences`).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var out = ""
    out.reserveCapacity(utf8.count)
    for c in self {
      if c == target { out += replacement } else { out.append(c) }
    }
    return out
  }
}
