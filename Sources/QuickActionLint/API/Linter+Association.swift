import PropertyList

extension Linter {
  /// Lints an `apple-app-site-association` file (`aasa-format`) with this configuration's rule
  /// choices and severities; its routes, strings and the rest do not apply to it.
  public func lint(association: AssociationFile, bytes: [UInt8]) -> LintReport {
    var settings = LintConfiguration(disabledRules: configuration.disabledRules)
    settings.enabledRules = configuration.enabledRules
    settings.severities = configuration.severities
    settings.associationFiles = [association]
    return Linter(configuration: settings).lint(file: association.file, bytes: bytes)
  }
}
