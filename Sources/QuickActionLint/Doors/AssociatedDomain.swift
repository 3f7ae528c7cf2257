import PropertyList
import QuickActions

/// One entry of the Associated Domains entitlement (`com.apple.developer.associated-domains`):
/// `<service>:<fully qualified domain>[:port][?mode=<mode>]`.
///
/// "Associated Domains Entitlement"
/// (https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.associated-domains):
/// the services are `webcredentials`, `applinks`, `activitycontinuation` and `appclips`; a
/// leading `*.` matches every subdomain (and not the domain itself); `?mode=developer`,
/// `?mode=managed` or `?mode=developer+managed` choose an alternate mode.
public struct AssociatedDomain: Sendable, Hashable {
  /// The entitlement's key.
  public static let entitlement = "com.apple.developer.associated-domains"
  /// The services Apple lists.
  public static let services = ["applinks", "webcredentials", "activitycontinuation", "appclips"]
  /// The alternate modes.
  public static let modes = ["developer", "managed", "developer+managed"]

  /// The service, such as `applinks`.
  public var service: String
  /// The domain in lower case, without `*.`, port or mode.
  public var domain: String
  /// Whether it was written `*.domain`: every subdomain, not the domain itself.
  public var isWildcard: Bool
  /// The alternate mode, when one is given.
  public var mode: String?
  /// Where the string is.
  public var location: SourceLocation

  /// Reads an entry; the error says what is wrong with it.
  public static func parse(_ text: String, at location: SourceLocation) -> Result<
    AssociatedDomain, Problem
  > {
    guard let colon = text.firstIndex(of: ":") else {
      return .failure(
        Problem(
          message:
            "'\(text)' names no service: write it as applinks:\(text.isEmpty ? "example.com" : text)"
        ))
    }
    let service = String(text[..<colon])
    var rest = String(text[text.index(after: colon)...])
    guard services.contains(service) else {
      let hint =
        Suggestion.nearest(to: service, in: services).map { "; did you mean '\($0)'?" }
        ?? " (\(services.joined(separator: ", ")))"
      return .failure(
        Problem(message: "'\(service)' in '\(text)' is not an associated-domains service\(hint)"))
    }
    if rest.hasPrefix("https://") || rest.hasPrefix("http://") || rest.contains("/") {
      var domain = rest
      for prefix in ["https://", "http://"] where domain.hasPrefix(prefix) {
        domain.removeFirst(prefix.count)
      }
      domain = String(domain.prefix { $0 != "/" })
      return .failure(
        Problem(
          message:
            "'\(text)' holds a URL; the entitlement takes a domain alone: '\(service):\(domain)'",
          repair: domain.isEmpty ? nil : "\(service):\(domain)"))
    }
    var mode: String? = nil
    if let mark = rest.firstIndex(of: "?") {
      let query = rest[rest.index(after: mark)...]
      rest = String(rest[..<mark])
      guard query.hasPrefix("mode="), modes.contains(String(query.dropFirst(5))) else {
        return .failure(
          Problem(
            message:
              "'?\(query)' in '\(text)' is not an alternate mode: write ?mode=developer, ?mode=managed or ?mode=developer+managed"
          ))
      }
      mode = String(query.dropFirst(5))
    }
    if let portColon = rest.lastIndex(of: ":") {
      let port = rest[rest.index(after: portColon)...]
      guard !port.isEmpty, port.allSatisfy(\.isNumber) else {
        return .failure(Problem(message: "'\(rest)' in '\(text)' is not a domain with a port"))
      }
      rest = String(rest[..<portColon])
    }
    var wildcard = false
    if rest.hasPrefix("*.") {
      wildcard = true
      rest.removeFirst(2)
    }
    let labels = rest.split(separator: ".", omittingEmptySubsequences: false)
    guard !rest.isEmpty, !rest.contains("*"),
      labels.allSatisfy({ label in
        !label.isEmpty
          && label.unicodeScalars.allSatisfy { s in
            ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s)
              || s == "-" || s.value > 0x7F
          }
      })
    else {
      let what =
        rest.contains("*")
        ? "a wildcard goes only at the start, as '*.'"
        : "a domain is labels of letters, digits and '-' separated by dots"
      return .failure(Problem(message: "'\(text)' does not name a domain: \(what)"))
    }
    return .success(
      AssociatedDomain(
        service: service, domain: rest.lowercased(), isWildcard: wildcard, mode: mode,
        location: location))
  }

  /// What is wrong with an entry, and its repair when one is certain.
  public struct Problem: Error, Sendable, Hashable {
    /// The sentence.
    public var message: String
    /// The entry as it should be, when certain.
    public var repair: String? = nil
  }

  /// Whether `host` is one this entry covers: the domain itself, or for `*.domain` any of its
  /// subdomains.
  public func covers(_ host: String) -> Bool {
    let host = host.lowercased()
    return isWildcard ? host.hasSuffix("." + domain) : host == domain
  }
}
