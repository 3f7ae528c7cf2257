import AndroidProject
import PropertyList

/// A kind of website association file (``aasa``, ``assetLinks``): its names in messages, how it
/// reads and how a URL is decided by it, for ``SiteFileRun``.
public struct SiteFileKind: Sendable {
  /// One problem of a file, as `validate` prints it.
  struct Problem {
    var severity: String
    var message: String
    var location: SourceLocation
    var notes: [PlistError.Note] = []
    /// Its entry in `validate --format json`.
    var json: JSONValue
  }

  /// One app's answer for a URL.
  struct Decision {
    var opensApp: Bool
    var outline: [String]
    var json: JSONValue
  }

  /// A file, read.
  struct Reading {
    var problems: [Problem]
    /// What the file holds, after the counts of the `validate` summary line.
    var contents: String
    /// The decisions for a URL and an app (nil: every app the file names); nil when the file
    /// does not read.
    var decide: ((AASAURL, String?) -> [Decision])?
  }

  /// The command that checks this kind (`aasa`), named in the note that points at `validate`.
  public let command: String
  /// The file's name in messages (`apple-app-site-association`).
  public let fileNoun: String
  /// Who reads the file (`iOS`, `Android`).
  let platform: String
  /// The app decided for when the file names none.
  let noApp: String
  let read: @Sendable ([UInt8]) -> Reading
}

extension SiteFileKind {
  /// The apple-app-site-association file, as iOS reads it (`AASAReader`, `AASAMatcher`).
  public static let aasa = SiteFileKind(
    command: "aasa", fileNoun: "apple-app-site-association", platform: "iOS",
    noApp: "(no app)"
  ) { bytes in
    let reading = AASAReader.read(bytes)
    let problems = reading.problems.map { problem in
      Problem(
        severity: problem.severity.rawValue, message: problem.message, location: problem.location,
        notes: problem.notes.map { PlistError.Note($0.message, at: $0.location) },
        json: problem.json)
    }
    let decide = reading.file.map(AASAMatcher.init).map { matcher in
      { (url: AASAURL, app: String?) in
        (app.map { [matcher.decide(url, appID: $0)] } ?? matcher.decideForEveryApp(url))
          .map { Decision(opensApp: $0.opensApp, outline: $0.outline, json: $0.json) }
      }
    }
    return Reading(problems: problems, contents: aasaContents(reading), decide: decide)
  }

  /// The AASA summary's end: the applinks details and apps, or that there are none.
  static func aasaContents(_ reading: AASAReading) -> String {
    guard let applinks = reading.file?.applinks else { return "no applinks" }
    let (details, apps) = (applinks.details.count, applinks.appIDs.count)
    return
      "applinks: \(details) detail\(details == 1 ? "" : "s") for \(apps) app\(apps == 1 ? "" : "s")"
  }

  /// The assetlinks.json file, as Android reads it (`AssetLinksReader`, `AssetLinksMatcher`).
  public static let assetLinks = SiteFileKind(
    command: "assetlinks", fileNoun: "assetlinks.json", platform: "Android",
    noApp: "(no package)"
  ) { bytes in
    let reading = AssetLinksReader.read(bytes)
    let problems = reading.problems.map { problem in
      let (line, column) = (problem.location.line, problem.location.column)
      return Problem(
        severity: problem.severity.rawValue, message: problem.message, location: problem.location,
        json: .object([
          ("line", .int(line)), ("column", .int(column)),
          ("severity", .string(problem.severity.rawValue)),
          ("message", .string(problem.message)),
        ]))
    }
    let decide = reading.file.map(AssetLinksMatcher.init).map { matcher in
      { (url: AASAURL, package: String?) in
        (package.map { [matcher.decide(url, package: $0)] } ?? matcher.decideForEveryPackage(url))
          .map { Decision(opensApp: $0.opensApp, outline: $0.outline, json: $0.json) }
      }
    }
    let statements = reading.file?.statements.count ?? 0
    let packages = reading.file?.appLinkPackages ?? []
    let named =
      packages.isEmpty ? "no package" : TerminalText.escape(packages.joined(separator: ", "))
    let contents = "\(statements) statement\(statements == 1 ? "" : "s"), App Links for \(named)"
    return Reading(problems: problems, contents: contents, decide: decide)
  }
}
