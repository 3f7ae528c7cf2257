import PropertyList

/// Targets as AOSP's `AssetFactory.create` reads them: `namespace` `android_app`
/// (`AndroidAppAsset.create`: a non-empty `package_name`, a non-empty
/// `sha256_cert_fingerprints` array) or `web` (`WebAsset.create`: an http or https `site` with
/// no user information, path or query). Each of those throws when it fails, which loses the file
/// on Android 12 and later (see `statement`). Fingerprints are not checked by Android: it
/// compares them with the ones it computes, uppercase hexadecimal pairs joined by `:`
/// (`StatementUtils.computeNormalizedSha256Fingerprint`), as exact strings
/// (`AndroidAppAssetMatcher`); the Statement List Syntax page asks for "the uppercase SHA256
/// fingerprint".
extension AssetLinksReader.State {
  mutating func target(
    _ value: PlistValue, into statement: inout AssetStatement, what: String,
    thrown: AssetLinksProblem.Consequence?
  ) {
    guard let dict = value.dictionaryValue else { return }
    guard
      let namespace = string(
        dict["namespace"], "'target.namespace' of \(what)",
        at: value.location, thrown)
    else { return }
    switch namespace.text {
    case "android_app":
      unknownKeys(
        dict, known: ["namespace", "package_name", "sha256_cert_fingerprints"],
        in: "the target of \(what)")
      guard
        let package = string(
          dict["package_name"], "'package_name' of \(what)",
          at: value.location, thrown)
      else { return }
      if package.text.isEmpty {
        error("'package_name' of \(what) is empty", at: package.location, thrown)
      } else if !AssetLinksReader.isPackageName(package.text) {
        error(
          "\(quoted(package.text)) is not an application ID such as "
            + "com.example.app", at: package.location, .failsVerification)
      }
      let fingerprints = self.fingerprints(
        dict["sha256_cert_fingerprints"], of: value,
        what: what, thrown: thrown)
      statement.app = AssetStatement.App(packageName: package, fingerprints: fingerprints)
    case "web":
      unknownKeys(dict, known: ["namespace", "site"], in: "the target of \(what)")
      statement.site = string(dict["site"], "'site' of \(what)", at: value.location, thrown)
      if let site = statement.site { check(site: site, what: what, thrown: thrown) }
    default:
      error(
        "unknown namespace \(quoted(namespace.text)) in \(what): a target "
          + "is 'android_app' or 'web'", at: namespace.location, thrown)
    }
  }

  mutating func fingerprints(
    _ list: PlistValue?, of target: PlistValue, what: String,
    thrown: AssetLinksProblem.Consequence?
  ) -> [AssetLinksText] {
    guard let list else {
      error(
        "\(what) has no 'sha256_cert_fingerprints': Android verifies the app by its signing "
          + "certificate", at: target.location, thrown)
      return []
    }
    guard let items = list.arrayValue else {
      error(
        "'sha256_cert_fingerprints' of \(what) must be an array of strings, not "
          + list.typeDescription, at: list.location, thrown)
      return []
    }
    if items.isEmpty {
      error(
        "'sha256_cert_fingerprints' of \(what) is empty: no signed app can match",
        at: list.location, thrown)
    }
    var fingerprints: [AssetLinksText] = []
    var seen = FirstOccurrences<String>()
    for item in items {
      guard let f = string(item, "a fingerprint of \(what)", at: item.location, .failsVerification)
      else { continue }
      let lowercase = f.text.utf8.contains { (0x61...0x66).contains($0) }
      check(fingerprint: f, lowercase: lowercase)
      if AssetLinksReader.isFingerprint(f.text),
        let first = seen.insert(lowercase ? f.text.uppercased() : f.text, at: f.location)
      {
        warning(
          "the fingerprint \(quoted(f.text)) is listed twice (first at "
            + "\(first))", at: f.location)
      }
      fingerprints.append(f)
    }
    return fingerprints
  }

  mutating func check(fingerprint f: AssetLinksText, lowercase: Bool) {
    let shown = quoted(f.text)
    let pairs = AssetLinksReader.hexPairs(f.text)
    if pairs == 32 {
      if lowercase {
        error(
          "\(shown) has lowercase hexadecimal digits; Android compares fingerprints with the "
            + "uppercase ones it computes, exactly (AOSP AndroidAppAssetMatcher): write it in "
            + "uppercase", at: f.location, .failsVerification)
      }
      return
    }
    if pairs == 20 {
      error(
        "\(shown) is a SHA-1 fingerprint (20 bytes); App Links need the certificate's SHA-256 "
          + "fingerprint (32 bytes)", at: f.location, .failsVerification)
    } else {
      error(
        "\(shown) is not a SHA-256 fingerprint: 32 hexadecimal pairs separated by ':' "
          + "(keytool -list -v prints it)", at: f.location, .failsVerification)
    }
  }

  /// `site` as `WebAsset.create` takes it (`java.net.URL`): `http` or `https`, no user
  /// information, and `getFile()` (path and query) empty or `/`. A default port (`:443`,
  /// `:80`) is one the Statement List Syntax page says "must be omitted"; AOSP accepts it
  /// (`WebAsset` writes the port itself, so `https://a.com` and `https://a.com:443` are one
  /// site), and so it is only a warning here.
  mutating func check(site: AssetLinksText, what: String, thrown: AssetLinksProblem.Consequence?) {
    let text = site.text
    let shown = quoted(site.text)
    let form = "http[s]://host[:port] (the Statement List Syntax page; AOSP WebAsset.create throws)"
    guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else {
      error("the site \(shown) of \(what) is not \(form)", at: site.location, thrown)
      return
    }
    let scheme = text[..<colon].lowercased()
    guard scheme == "https" || scheme == "http" else {
      error(
        "the site \(shown) of \(what) is not http or https: it must be \(form)",
        at: site.location, thrown)
      return
    }
    var rest = text[text.index(colon, offsetBy: 3)...]
    if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
    let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
    let authority = rest[..<authorityEnd]
    let tail = rest[authorityEnd...]
    if authority.contains("@") {
      error(
        "the site \(shown) of \(what) has user information: it must be \(form)",
        at: site.location, thrown)
    } else if !tail.isEmpty && tail != "/" {
      error(
        "the site \(shown) of \(what) has a path or query: it must be \(form); a site is "
          + "a whole host", at: site.location, thrown)
    } else if let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") {
      let port = authority[authority.index(after: colon)...]
      if port.isEmpty || !port.allSatisfy({ $0.isASCIIDigit }) {
        error(
          "the site \(shown) of \(what) has a bad port: it must be \(form)",
          at: site.location, thrown)
      } else if (scheme == "https" && port == "443") || (scheme == "http" && port == "80") {
        warning(
          "the site \(shown) of \(what) names the default port, which the Statement List "
            + "Syntax page says must be omitted; Android accepts it (AOSP WebAsset adds the "
            + "default port itself), other readers of the file may not",
          at: site.location)
      }
    }
  }
}

extension Character {
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
