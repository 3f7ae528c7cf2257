import PropertyList

extension LintSettingsFile {
  /// One entry of the settings file's `"aasa"`: a domain and the file it serves.
  public struct AssociationEntry: Sendable, Hashable {
    /// The domain, in lower case.
    public var domain: String
    /// The file's path, relative to the settings file's folder (or absolute).
    public var path: String
    /// Where the path is written.
    public var location: SourceLocation

    /// The file at `path` served by `domain`.
    public init(domain: String, path: String, location: SourceLocation) {
      self.domain = domain
      self.path = path
      self.location = location
    }
  }
}
