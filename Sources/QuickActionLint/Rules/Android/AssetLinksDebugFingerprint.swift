import AndroidProject

/// `assetlinks-debug-fingerprint`: a published debug keystore's fingerprint.
enum AssetLinksDebugFingerprint: AndroidRule {
  static let id = "assetlinks-debug-fingerprint"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "An assetlinks.json that grants a package to the certificate of the debug.keystore every React Native project is created with (FA:C6:17:45:…:3B:9C).",
    why:
      "The keystore is public, so anyone can sign an app with that package name and this key and have it verified for the site's links. \"Configure website associations and dynamic rules\" (https://developer.android.com/training/app-links/configure-assetlinks) asks for the fingerprints of the app's own signing certificates (the Play Console's when Play App Signing is on). The fingerprint is that of react-native-community/template's android/app/debug.keystore (observed with keytool; recorded in the corpus notes).",
    example:
      "\"sha256_cert_fingerprints\": [\"FA:C6:17:45:DC:09:03:78:…:91:03:3B:9C\"]  →  the public React Native debug key"
  )

  static let reactNativeDebug =
    "FA:C6:17:45:DC:09:03:78:6F:B9:ED:E6:2A:96:2B:39:9F:73:48:F0:BB:6F:89:9B:83:32:66:75:91:03:3B:9C"

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.assetLinks.flatMap { site in
      (site.reading.file?.statements ?? []).flatMap { statement in
        (statement.app?.fingerprints ?? []).filter { $0.text.uppercased() == reactNativeDebug }.map
        { fingerprint in
          context.finding(
            Self.self,
            "the fingerprint of React Native's public debug.keystore is granted \(statement.app.map { "'\($0.packageName.text)'" } ?? "an app"): anyone can sign an app with it and open this site's links",
            file: site.file, at: fingerprint.location)
        }
      }
    }
  }
}
