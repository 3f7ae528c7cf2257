import PropertyList

extension XcodeReporter {
  /// What a project lint read, briefly, as `note:` lines for standard error: the project (and
  /// its workspace) with the configuration, then a line per target with the files read (strings
  /// files, asset catalogs and `.xcconfig` files counted when there are more than two of a
  /// kind), or why its Info.plist was not checked. `--format json` has every file.
  public static func notes(_ projects: [LintedProject]) -> [String] {
    var lines: [String] = []
    for project in projects {
      let through = project.workspace.map { " in \(TerminalText.escape($0))" } ?? ""
      let count = project.targets.count
      let others = project.otherTargets.count
      let rest =
        others == 0
        ? ""
        : "; not linted: \(others) other target\(others == 1 ? "" : "s") (\(listed(project.otherTargets)))"
      let fallback =
        project.requestedConfiguration.map { " (it has no \(TerminalText.escape($0)))" } ?? ""
      lines.append(
        "note: linted \(TerminalText.escape(project.path))\(through), configuration \(TerminalText.escape(project.configuration))\(fallback): "
          + (count == 0 ? "no app or extension target" : "\(count) target\(count == 1 ? "" : "s")")
          + rest)
      for file in project.notRead {
        let place = "\(file.file):\(file.location.line):\(file.location.column)"
        lines.append("\(TerminalText.escape(place)): note: \(TerminalText.escape(file.message))")
      }
      for target in project.targets {
        var parts: [String] = []
        if !target.files.isEmpty {
          parts.append("read " + brief(target.files).joined(separator: ", "))
        }
        if let unchecked = target.unchecked {
          // A target that read nothing, because there is nothing to read, says so first.
          let nothing =
            parts.isEmpty
            && (unchecked.hasPrefix("generated") || unchecked.hasPrefix("no Info.plist"))
          parts.append(nothing ? "nothing to check: \(unchecked)" : unchecked)
        }
        if parts.isEmpty { parts = ["nothing read"] }
        lines.append(
          "note:   \(TerminalText.escape(target.name)) (\(TerminalText.escape(target.productType))): \(TerminalText.escape(parts.joined(separator: "; ")))"
        )
      }
    }
    return lines
  }

  /// Targets as `name (type)`, the first three, then how many more.
  static func listed(_ targets: [LintedTarget]) -> String {
    let named = targets.prefix(3).map {
      "\(TerminalText.escape($0.name)): \(TerminalText.escape($0.productType))"
    }
    return named.joined(separator: ", ")
      + (targets.count > 3 ? " and \(targets.count - 3) more" : "")
  }

  /// The files, with each kind of which there are more than two counted instead of listed.
  static func brief(_ files: [String]) -> [String] {
    let kinds: [(suffixes: [String], name: String)] = [
      ([".strings", ".xcstrings"], "strings files"), ([".xcassets"], "asset catalogs"),
      ([".xcconfig"], ".xcconfig files"),
    ]
    var out: [String] = []
    var counted: Set<String> = []
    for file in files {
      guard let kind = kinds.first(where: { kind in kind.suffixes.contains { file.hasSuffix($0) } })
      else {
        out.append(file)
        continue
      }
      let same = files.filter { other in kind.suffixes.contains { other.hasSuffix($0) } }
      if same.count <= 2 {
        out.append(file)
      } else if counted.insert(kind.name).inserted {
        out.append("\(same.count) \(kind.name)")
      }
    }
    return out
  }

  /// The summary line's end when a project lint covered no file: what it read instead, so that
  /// "in 0 files" never stands alone.
  static func nothingChecked(_ projects: [LintedProject]) -> String {
    let targets = projects.reduce(0) { $0 + $1.targets.count }
    let names = projects.map { TerminalText.escape($0.path) }.joined(separator: ", ")
    if targets == 0 {
      let others = projects.flatMap(\.otherTargets)
      return ": \(names) \(projects.count == 1 ? "has" : "have") no app or extension target"
        + (others.isEmpty ? "" : " (\(listed(others)))")
    }
    let configurations = Set(projects.map(\.configuration)).sorted().map { TerminalText.escape($0) }
      .joined(separator: ", ")
    return
      ": nothing to check in \(targets) target\(targets == 1 ? "" : "s") of \(names) (\(configurations))"
  }
}
