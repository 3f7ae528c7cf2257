import PropertyList
import PropertyListOpenStep
import QuickActionTooling
import QuickActions
import XcodeProject

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a target's Info.plist draws on: the build settings its strings name, its localized
/// strings and its images.
extension ProjectLinter {
  /// The names of the build settings the Info.plist's strings refer to, in order, once each.
  static func referencedNames(in value: PlistValue) -> [String] {
    var names: [String] = []
    var seen: Set<String> = []
    var pending = [value]
    while let next = pending.popLast() {
      switch next.kind {
      case .string(let text):
        for reference in BuildSettings.references(in: text)
        where seen.insert(reference.name).inserted { names.append(reference.name) }
      case .array(let items): pending += items.reversed()
      case .dictionary(let dict): pending += dict.map(\.value).reversed()
      default: continue
      }
    }
    return names
  }

  /// The target's InfoPlist.strings and String Catalogs as one table per language, `.strings`
  /// entries first (as `LocalizedStrings.load(directory:)` merges them).
  static func localizedStrings(_ target: ConfiguredTarget) -> (
    LocalizedStrings?, [(path: String, error: PlistError)]
  ) {
    let files = target.infoPlistStrings
    guard !files.isEmpty else { return (nil, []) }
    var tables: [LocalizedStrings.Table] = []
    var failures: [(path: String, error: PlistError)] = []
    for file in files.sorted(by: {
      ($0.region == nil ? 1 : 0, $0.path) < ($1.region == nil ? 1 : 0, $1.path)
    }) {
      guard let bytes = ProjectFileBytes.read(file.path) else { continue }
      do {
        let found: [LocalizedStrings.Table]
        if let region = file.region {
          // A .strings file may also be an XML or binary property list, as CoreFoundation reads it.
          let format: PropertyList.Format =
            ProjectFileBytes.startsLikeXML(bytes)
            ? .xml : PropertyList.format(of: bytes, path: file.path)
          let document = try PropertyList.read(
            bytes, format: format, options: .init(allowsDuplicateKeys: true))
          found = [
            LocalizedStrings.Table(
              language: region, path: file.path,
              strings: document.root.dictionaryValue ?? PlistDictionary())
          ]
        } else {
          found = try LocalizedStrings.catalogTables(bytes, path: file.path)
        }
        for table in found {
          if let index = tables.firstIndex(where: { $0.language == table.language }) {
            for entry in table.strings where tables[index].strings[entry.key] == nil {
              tables[index].strings.set(entry.value, forKey: entry.key)
            }
          } else {
            tables.append(table)
          }
        }
      } catch {
        failures.append((file.path, error))
      }
    }
    return (LocalizedStrings(tables: tables), failures)
  }

  static func isImage(_ name: String) -> Bool {
    let lower = name.lowercased()
    return [".png", ".jpg", ".jpeg", ".pdf", ".svg", ".heic"].contains { lower.hasSuffix($0) }
  }
}
