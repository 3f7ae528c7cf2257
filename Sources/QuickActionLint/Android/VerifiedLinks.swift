import AndroidProject
import PropertyList
import QuickActions

/// The hosts and paths an app asks Android to verify: every `<data>` of its
/// `android:autoVerify="true"` web filters ("Verify Android App Links",
/// https://developer.android.com/training/app-links/verify-android-applinks: all `<data>` of a
/// filter combine, each scheme with each host and each path).
struct VerifiedLinks {
  struct Host {
    /// The host as written, or as a `@string/` resource resolves it (lower case).
    var name: String
    var location: SourceLocation
    var file: String
    /// The filter's path rules (empty: every path of the host).
    var paths: [DataSpec.PathRule]
  }

  var hosts: [Host] = []

  init(_ app: AndroidApp) {
    for manifest in app.manifests {
      for (_, filter) in manifest.intentFilters where filter.verifies && filter.isWebLinkFilter {
        for host in filter.hosts {
          var name = host.text
          if let resolved = app.strings.resolve(name)?.value { name = resolved }
          // A Gradle manifest placeholder (${host}) is filled by the build; not known here.
          guard !name.contains("${"), !name.hasPrefix("@"), name != "*" else { continue }
          hosts.append(
            Host(
              name: name.lowercased(), location: host.location, file: manifest.path,
              paths: filter.paths))
        }
      }
    }
  }

  /// Whether `host` (a route's) is one of the verified hosts, a `*.` one covering its subdomains.
  func covers(_ host: String) -> Bool { hosts.contains { Self.host($0.name, covers: host) } }

  static func host(_ pattern: String, covers host: String) -> Bool {
    if pattern.hasPrefix("*.") {
      return host.hasSuffix(pattern.dropFirst(1)) || host == pattern.dropFirst(2)
    }
    return pattern == host
  }

  /// The site files that serve `host` (a `*.example.com` host is verified at `example.com`).
  static func sites(for host: String, in sites: [AssetLinksSite]) -> [AssetLinksSite] {
    let bare = host.hasPrefix("*.") ? String(host.dropFirst(2)) : host
    return sites.filter { $0.hosts.contains(bare) }
  }
}

extension RoutedDoors {
  /// The universal-link patterns (`https` and `http`) of the routes.
  var webURLs: [URLRoute] { urls.filter { ["http", "https"].contains($0.pattern.scheme) } }
}
