import PropertyList
import QuickActions

/// An `apple-app-site-association` file the linter was given (`lint --aasa FILE`, the
/// settings file's `"aasa"`) or found in the repository, with the domains it is served from.
///
/// A file holds no domain, so which domains it serves is decided this way:
/// - `domains` given (a settings file's `"aasa": {"example.com": "web/…"}`): those domains;
/// - otherwise a folder of its path named as an `applinks:` domain of the app
///   (`sites/example.com/.well-known/apple-app-site-association`): that domain;
/// - otherwise the first `applinks:` domain (not a `*.` one) that no other file claims, and
///   the domains that are its subdomains or of which it is one (`www.example.com` beside
///   `example.com`), preferring a file under `.well-known/`, the path iOS fetches first
///   ("Supporting associated domains": `https://<domain>/.well-known/apple-app-site-association`).
///   An app's other domains (`applinks:example.org` beside `applinks:example.com`) are served
///   by files of their own, which nothing says here: they are left unchecked rather than held
///   against another domain's file.
public struct AssociationFile: Sendable {
  /// The file's path, as reported.
  public var file: String
  /// The file as read, with its problems.
  public var reading: AASAReading
  /// The domains that serve it, in lower case; nil when not said.
  public var domains: [String]?

  /// The file at `file`, read from `bytes`, served by `domains` (nil: decided from the app's).
  public init(file: String, bytes: [UInt8], domains: [String]? = nil) {
    self.file = file
    self.reading = AASAReader.read(bytes)
    self.domains = domains?.map { $0.lowercased() }
  }

  /// The names such a file has in a repository: served as is, or under `.well-known/`.
  public static let fileName = "apple-app-site-association"

  /// Whether `path` (relative, `/`-separated) names an association file.
  public static func isAssociationFile(_ path: String) -> Bool {
    path == fileName || path.hasSuffix("/" + fileName)
  }

  /// The path's folders, in lower case.
  var folders: [String] { file.lowercased().split(separator: "/").dropLast().map(String.init) }

  /// The sites of an app whose `applinks:` entries are `applinks`: each domain with the file
  /// that serves it, as the type's documentation decides. A file that is not JSON serves none.
  public static func sites(for applinks: [AssociatedDomain], from files: [AssociationFile])
    -> [UniversalLinkSetup.Site]
  {
    let readable = files.filter { $0.reading.file != nil }
    let domains = applinks.filter { !$0.isWildcard }.map(\.domain).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    func claimed(_ domain: String) -> [AssociationFile] {
      let named = readable.filter { $0.domains?.contains(domain) == true }
      return named.isEmpty
        ? readable.filter { $0.domains == nil && $0.folders.contains(domain) } : named
    }
    // The domain a file that names none serves, with its family.
    let primary = domains.first { claimed($0).isEmpty }
    var sites: [UniversalLinkSetup.Site] = []
    for domain in domains {
      var serving = claimed(domain)
      if serving.isEmpty, let primary,
        domain == primary || domain.hasSuffix("." + primary) || primary.hasSuffix("." + domain)
      {
        let general = readable.filter { file in
          file.domains == nil && !domains.contains(where: file.folders.contains)
        }
        let wellKnown = general.filter { $0.folders.last == ".well-known" }
        serving = wellKnown.isEmpty ? general : wellKnown
      }
      for file in serving {
        if let association = file.reading.file {
          sites.append(.init(domain: domain, file: file.file, association: association))
        }
      }
    }
    return sites
  }
}
