import PropertyList
import QuickActions

/// What the linter knows of an app's universal links besides its Info.plist: its application
/// identifier (`TEAMID.bundle.id`, as the project resolves them), its Associated Domains
/// entitlement, and the `apple-app-site-association` files of its domains. The universal-link
/// rules run when it is given.
public struct UniversalLinkSetup: Sendable {
  /// One domain's `apple-app-site-association` file.
  public struct Site: Sendable {
    /// The domain it is served from, in lower case.
    public var domain: String
    /// The file's path, for reporting.
    public var file: String
    /// The file as read.
    public var association: AASAFile

    /// The file `association`, read from `file`, served by `domain`.
    public init(domain: String, file: String, association: AASAFile) {
      self.domain = domain.lowercased()
      self.file = file
      self.association = association
    }
  }

  /// `TEAMID.bundle.id`, when the team and the bundle identifier are known.
  public var applicationIdentifier: String?
  /// The entitlements file's path, for reporting.
  public var entitlementsFile: String?
  /// The `applinks:` entries and the others, as read; nil when no entitlements are known.
  public var associatedDomains: [AssociatedDomain]?
  /// Whether some entry could not be read or holds a build setting with no value (then no route
  /// is reported for want of a domain).
  public var hasUnreadableDomains: Bool
  /// The sites' association files.
  public var sites: [Site]

  /// A setup from the entitlements' root value (nil when unknown) and the sites' files.
  public init(
    applicationIdentifier: String? = nil, entitlementsFile: String? = nil,
    entitlements: PlistValue? = nil,
    settings: BuildSettings = BuildSettings(), sites: [Site] = []
  ) {
    self.applicationIdentifier = applicationIdentifier
    self.entitlementsFile = entitlementsFile
    self.sites = sites
    var unreadable = false
    var domains: [AssociatedDomain]? = nil
    if let entitlements {
      domains = []
      for value in entitlements[AssociatedDomain.entitlement]?.arrayValue ?? [] {
        guard let text = value.stringValue.map(settings.expand),
          BuildSettingsCheck.isResolved(text),
          case .success(let domain) = AssociatedDomain.parse(text, at: value.location)
        else {
          unreadable = true
          continue
        }
        domains?.append(domain)
      }
    }
    associatedDomains = domains
    hasUnreadableDomains = unreadable
  }

  /// The `applinks:` entries.
  public var applinks: [AssociatedDomain] {
    (associatedDomains ?? []).filter { $0.service == "applinks" }
  }

  /// The site serving `host`, when its file is known.
  func site(for host: String) -> Site? { sites.first { $0.domain == host.lowercased() } }

  /// A URL a universal-link pattern matches: each parameter given a value of its type, a
  /// trailing wildcard one more segment, each required query item its value.
  public static func example(_ pattern: URLPattern) -> String {
    func sample(_ segment: SegmentPattern.Segment) -> String {
      switch segment {
      case .literal(let text): return percentEncoded(text)
      case .parameter(_, .integer): return "1"
      case .parameter(_, .boolean): return "true"
      case .parameter(_, .uuid): return "00000000-0000-0000-0000-000000000000"
      case .parameter(_, _): return "x"
      }
    }
    var path = pattern.path.segments.map(sample)
    if pattern.path.wildcard != nil { path.append("x") }
    let query = pattern.query.map { "\(percentEncoded($0.key))=\(sample($0.value))" }
    // A host pattern stands for one of its hosts: the first of a list, `www.` of a `*.` domain.
    let host = pattern.hosts.first.map { $0.hasPrefix("*.") ? "www" + $0.dropFirst() : $0 } ?? ""
    return "\(pattern.scheme)://\(host)/\(path.joined(separator: "/"))"
      + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
  }

  /// RFC 3986's unreserved characters stay; every other byte is `%XX`.
  static func percentEncoded(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
      let s = Unicode.Scalar(byte)
      if ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s)
        || "-._~".unicodeScalars.contains(s)
      {
        out.unicodeScalars.append(s)
      } else {
        let digits = Array("0123456789ABCDEF")
        out += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
      }
    }
    return out
  }
}
