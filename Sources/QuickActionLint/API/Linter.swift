import PropertyList
import PropertyListOpenStep
import QuickActions

/// Checks property lists against the rules and reports findings.
///
/// ```swift
/// let linter = Linter(configuration: LintConfiguration(bundleIdentifier: "com.example.qa"))
/// let report = linter.lint(file: "Info.plist", bytes: bytes)
/// print(XcodeReporter().render([report]))
/// ```
public struct Linter: Sendable {
  /// What the linter knows besides the file.
  public var configuration: LintConfiguration

  /// A linter with this configuration.
  public init(configuration: LintConfiguration = LintConfiguration()) {
    self.configuration = configuration
  }

  /// The documentation of every rule, in table order.
  public static var rules: [RuleDocumentation] {
    let listed = RuleRegistry.all.map { $0.documentation }
    // The wiring's `scene-manifest-missing` is the Info.plist rule's, listed once.
    let wiring = WiringRuleRegistry.all.map { $0.documentation }.filter { rule in
      !listed.contains { $0.id == rule.id }
    }
    return listed + wiring + AndroidRuleRegistry.all.map { $0.documentation }
  }

  /// Whether a rule id exists.
  public static func isRule(_ id: String) -> Bool {
    RuleRegistry.all.contains { $0.id == id } || AndroidRuleRegistry.all.contains { $0.id == id }
      || WiringRuleRegistry.all.contains { $0.id == id }
  }

  /// Lints one file's bytes; the path is used for reporting and to tell `.strings` files apart.
  public func lint(file: String, bytes: [UInt8]) -> LintReport {
    let context = LintContext(file: file, bytes: bytes, configuration: configuration)
    var findings = RuleRun.findings(RuleRegistry.all, context, configuration: configuration)
    findings.sort { a, b in
      if a.file != b.file { return a.file == file }
      if a.location.offset != b.location.offset { return a.location.offset < b.location.offset }
      return a.rule < b.rule
    }
    return LintReport(file: file, source: PropertyList.sourceText(bytes), findings: findings)
  }

  /// Reads a route table from a separate file (`--routes`): the table, or findings that say why
  /// it could not be read. The file is XML, binary or (by its `.json` extension) JSON, as the
  /// manifests of `route`, `simulate` and `map` are.
  public static func loadRoutes(file: String, bytes: [UInt8], format: PropertyList.Format? = nil)
    -> (RouteTable?, [Finding])
  {
    do {
      let root = try PropertyList.read(
        bytes, format: format ?? PropertyList.format(of: bytes, path: file)
      ).root
      guard let table = try RouteTable(plist: root) else {
        return (
          nil,
          [
            Finding(
              rule: RouteInvalid.id, severity: .error,
              message: "the file has no \(RouteTable.routesKey) key", file: file,
              location: root.location)
          ]
        )
      }
      return (table, [])
    } catch let error as PlistError {
      return (
        nil,
        [
          Finding(
            rule: PlistSyntax.id, severity: .error, message: error.message, file: file,
            location: error.location)
        ]
      )
    } catch let error as ManifestError {
      return (
        nil,
        [
          Finding(
            rule: RouteInvalid.id, severity: .error, message: error.message, file: file,
            location: error.location)
        ]
      )
    } catch {
      return (
        nil,
        [
          Finding(
            rule: RouteInvalid.id, severity: .error, message: "\(error)", file: file,
            location: .unknown)
        ]
      )
    }
  }
}

/// The findings for one file, with its text for excerpts.
public struct LintReport: Sendable, Hashable {
  /// The file's path, as reported.
  public var file: String
  /// The file's text (UTF-8) that locations refer to; empty for binary files.
  public var source: [UInt8]
  /// The findings, in source order.
  public var findings: [Finding]

  /// A report on `file`, whose bytes are `source`.
  public init(file: String, source: [UInt8], findings: [Finding]) {
    self.file = file
    self.source = source
    self.findings = findings
  }

  /// How many findings are errors.
  public var errorCount: Int { findings.filter { $0.severity == .error }.count }
  /// How many findings are warnings.
  public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
}
