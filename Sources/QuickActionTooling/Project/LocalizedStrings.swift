import PropertyList
import PropertyListOpenStep

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `InfoPlist.strings` of each language of an app: `<lang>.lproj/InfoPlist.strings`, whose
/// keys are the Info.plist values (titles, subtitles) and whose values are their translations.
public struct LocalizedStrings: Sendable, Hashable {
  /// One language's file.
  public struct Table: Sendable, Hashable {
    /// The language code of the `.lproj` folder (`de`, `pt-BR`, `Base`).
    public var language: String
    /// The file's path.
    public var path: String
    /// The translations, by key.
    public var strings: PlistDictionary

    /// A table of `language`, read from `path`.
    public init(language: String, path: String, strings: PlistDictionary) {
      self.language = language
      self.path = path
      self.strings = strings
    }
  }

  /// The tables, by language name, in name order.
  public var tables: [Table]

  /// The strings of these tables, sorted by language.
  public init(tables: [Table] = []) { self.tables = tables.sorted { $0.language < $1.language } }

  /// The table of this language, if the app has one.
  public func table(for language: String) -> Table? { tables.first { $0.language == language } }

  /// A file that could not be read, with why.
  public struct Failure: Error, Sendable, Hashable {
    /// The file that could not be read.
    public var path: String
    /// Why, with its position.
    public var error: PlistError
  }

  /// Folders never searched for an app's strings: CocoaPods, Carthage and SwiftPM checkouts and
  /// build products, Xcode's DerivedData, and version control.
  public static let skippedFolders: Set<String> = [
    "Pods", "Carthage", ".build", "DerivedData", "build", ".swiftpm", "node_modules", ".git",
    "SourcePackages",
  ]

  /// Finds every `*.lproj/InfoPlist.strings` (any letter case) and every `InfoPlist.xcstrings`
  /// (Xcode's String Catalog) below `directory`, skipping `skippedFolders`. A language found in
  /// both is one table: the `.strings` entries first, then the catalog's it lacks.
  public static func load(directory: String) -> (LocalizedStrings, [Failure]) {
    var tables: [Table] = []
    var failures: [Failure] = []
    let fm = FileManager.default
    var paths: [String] = []
    var catalogs: [String] = []
    for next in stringsFiles(below: directory) {
      let parts = next.split(separator: "/")
      if parts.last?.lowercased() == "infoplist.xcstrings" {
        catalogs.append(next)
        continue
      }
      guard parts.count >= 2, parts[parts.count - 1].lowercased() == "infoplist.strings",
        parts[parts.count - 2].hasSuffix(".lproj")
      else { continue }
      paths.append(next)
    }
    for relative in paths.sorted() {
      let parts = relative.split(separator: "/")
      let language = String(parts[parts.count - 2].dropLast(".lproj".count))
      let path = directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
      guard let data = fm.contents(atPath: path) else { continue }
      do {
        let document = try PropertyList.read(
          [UInt8](data), format: .strings,
          options: .init(allowsDuplicateKeys: true))
        tables.append(
          Table(
            language: language, path: path,
            strings: document.root.dictionaryValue ?? PlistDictionary()))
      } catch {
        failures.append(Failure(path: path, error: error))
      }
    }
    for relative in catalogs.sorted() {
      let path = directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
      guard let data = fm.contents(atPath: path) else { continue }
      do {
        for table in try catalogTables([UInt8](data), path: path) {
          if let index = tables.firstIndex(where: { $0.language == table.language }) {
            for entry in table.strings where tables[index].strings[entry.key] == nil {
              tables[index].strings.set(entry.value, forKey: entry.key)
            }
          } else {
            tables.append(table)
          }
        }
      } catch {
        failures.append(Failure(path: path, error: error))
      }
    }
    return (LocalizedStrings(tables: tables), failures)
  }

  /// The tables of a String Catalog (`.xcstrings`, JSON): for each language, every key with a
  /// `stringUnit` value (`strings.KEY.localizations.LANG.stringUnit.value`). An empty value, or
  /// a key with only plural or device variations, is no translation. Each entry keeps the
  /// position of its value in the catalog.
  public static func catalogTables(_ bytes: [UInt8], path: String) throws(PlistError) -> [Table] {
    let root = try PropertyList.read(bytes, format: .json).root
    guard let strings = root["strings"]?.dictionaryValue else {
      throw PlistError(.invalidRoot, "a String Catalog has a \"strings\" object", at: root.location)
    }
    // Keys are unique in a catalog (the JSON reader refuses a duplicate), so entries are appended.
    var byLanguage: [String: [PlistDictionary.Entry]] = [:]
    var order: [String] = []
    for entry in strings {
      for localization in entry.value["localizations"]?.dictionaryValue ?? PlistDictionary() {
        guard let unit = localization.value["stringUnit"], let value = unit["value"],
          let text = value.stringValue,
          !text.isEmpty
        else { continue }
        if byLanguage[localization.key] == nil { order.append(localization.key) }
        byLanguage[localization.key, default: []].append(
          .init(
            key: entry.key, keyLocation: value.location,
            value: PlistValue(.string(text), at: value.location)))
      }
    }
    return order.map {
      Table(language: $0, path: path, strings: PlistDictionary(byLanguage[$0] ?? []))
    }
  }

  /// The relative paths of the `.strings` and `.xcstrings` files below `directory` (`FileWalk`).
  static func stringsFiles(below directory: String) -> [String] {
    FileWalk.paths(below: directory).filter {
      $0.lowercased().hasSuffix(".strings") || $0.lowercased().hasSuffix(".xcstrings")
    }
  }
}
