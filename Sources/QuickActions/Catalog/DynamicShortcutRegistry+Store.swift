import PropertyList

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The registry's store: a property list with the keys of `UIApplicationShortcutItems` and a
/// version, that is never lost.
///
/// - Saving writes a temporary file of its own (a unique name) and renames it over the store, so
///   a crash leaves the old or the new store, never a part. Saves to one path are serialized
///   within the process, and each takes its snapshot inside that turn, so the last save holds
///   the latest items.
/// - A temporary file left by a process that died (`kill -9` during a save) is removed by the
///   next load.
/// - A store that cannot be read (it does not parse, has another shape, is of a newer version,
///   or is larger than the limit, checked before reading) is reported and moved aside, never
///   overwritten: the registry is then empty, and the next save starts a new store.
extension DynamicShortcutRegistry {
  /// The key a stored item's `targetContentIdentifier` is saved under (not an Info.plist key).
  static let targetContentKey = "UIApplicationShortcutItemTargetContentIdentifier"
  /// The key of the store's format version.
  public static let storeVersionKey = "QuickActionStoreVersion"
  /// The version this package writes; a store without the key is version 1.
  public static let storeVersion = 1
  /// The largest store `load(from:)` reads (a store of even a hundred items is a few kilobytes).
  public static let maxStoreBytes = 4 << 20

  /// The store as a property list (the same keys as `UIApplicationShortcutItems`).
  public var propertyList: PlistValue {
    let entries = items.map { item -> PlistValue in
      var dict = PlistDictionary()
      dict.set(.init(.string(item.type)), forKey: ShortcutItemKey.type.rawValue)
      dict.set(.init(.string(item.title)), forKey: ShortcutItemKey.title.rawValue)
      if let subtitle = item.subtitle {
        dict.set(.init(.string(subtitle)), forKey: ShortcutItemKey.subtitle.rawValue)
      }
      switch item.icon {
      case .system(let icon)?:
        dict.set(.init(.string(icon.infoPlistName)), forKey: ShortcutItemKey.iconType.rawValue)
      case .template(let name)?:
        dict.set(.init(.string(name)), forKey: ShortcutItemKey.iconFile.rawValue)
      case .symbol(let name)?:
        dict.set(.init(.string(name)), forKey: ShortcutItemKey.iconSymbolName.rawValue)
      case nil: break
      }
      if !item.userInfo.isEmpty {
        dict.set(.init(.dictionary(item.userInfo)), forKey: ShortcutItemKey.userInfo.rawValue)
      }
      if let target = item.targetContentIdentifier {
        dict.set(.init(.string(target)), forKey: Self.targetContentKey)
      }
      return PlistValue(.dictionary(dict))
    }
    return PlistValue(
      .dictionary(
        PlistDictionary([
          .init(key: Self.storeVersionKey, value: .init(.integer(PlistInteger(Self.storeVersion)))),
          .init(key: ShortcutItemKey.items, value: .init(.array(entries))),
        ])))
  }

  /// One mutex per store path: saves to a path take turns.
  private static let saveTurns = Locked<[String: Locked<Int>]>([:])

  /// Writes the store atomically. A userInfo date that XML cannot hold writes nothing.
  public func save(to path: String) throws(AtomicFile.Failure) {
    let turn = Self.saveTurns.withLock { turns in
      if let turn = turns[path] { return turn }
      let turn = Locked(0)
      turns[path] = turn
      return turn
    }
    let result: Result<Void, AtomicFile.Failure> = turn.withLock { saves in
      saves += 1
      // The snapshot is taken inside the turn: a later save never loses to an earlier one.
      return Result { () throws(AtomicFile.Failure) in
        let text: String
        do {
          text = try XMLPlistWriter.write(propertyList)
        } catch {
          throw AtomicFile.Failure(path: path, reason: "nothing written: \(error)")
        }
        try AtomicFile.write(Array(text.utf8), to: path)
      }
    }
    try result.get()
  }

  /// What loading a store found.
  public struct LoadReport: Sendable, Hashable {
    /// Why the store could not be read; nil when it was (or there was none).
    public var problem: StoreProblem?
    /// Where the unreadable store was moved.
    public var movedAsideTo: String?
    /// Temporary files of saves that never finished, removed.
    public var removedTemporaryFiles: [String] = []
  }

  /// The items of a store's bytes, without touching any file.
  public static func decodeStore(_ bytes: [UInt8]) throws(StoreProblem) -> [ShortcutItem] {
    let root: PlistValue
    do {
      root = try PropertyList.parse(bytes, options: .init(maxInputBytes: maxStoreBytes))
    } catch {
      throw StoreProblem(.unparseable, error.message, at: error.location)
    }
    guard let dict = root.dictionaryValue else {
      throw StoreProblem(
        .wrongShape, "the store's root is \(root.typeDescription), not a dictionary",
        at: root.location)
    }
    if let version = dict[storeVersionKey] {
      guard case .integer(let number) = version.kind, let value = number.intValue, value >= 1 else {
        throw StoreProblem(
          .wrongShape, "\(storeVersionKey) is \(version.typeDescription), not a version number",
          at: version.location)
      }
      guard value <= storeVersion else {
        throw StoreProblem(
          .newerVersion,
          "the store is version \(value); this version of the package reads up to \(storeVersion)",
          at: version.location)
      }
    }
    guard let list = dict[ShortcutItemKey.items] else { return [] }
    guard let entries = list.arrayValue else {
      throw StoreProblem(
        .wrongShape, "\(ShortcutItemKey.items) is \(list.typeDescription), not an array",
        at: list.location)
    }
    var items: [ShortcutItem] = []
    for (index, value) in entries.enumerated() {
      guard var item = StaticShortcuts.decodeItem(value, source: .dynamic) else {
        throw StoreProblem(
          .wrongShape, "item \(index) is not a quick action (a dictionary with a type and a title)",
          at: value.location)
      }
      item.targetContentIdentifier = value[targetContentKey]?.stringValue
      items.append(item)
    }
    return items
  }

  /// Reads the items stored at `path`, replacing the registry's items. A missing file is an
  /// empty store. A store that cannot be read is moved aside (never overwritten) and reported;
  /// the registry is then empty. Temporary files of saves killed half way are removed.
  @discardableResult
  public func load(from path: String) -> LoadReport {
    var report = LoadReport(removedTemporaryFiles: AtomicFile.removeOrphans(of: path))
    if let size = AtomicFile.size(of: path), size > Self.maxStoreBytes {
      replaceAll(with: [])
      report.problem = StoreProblem(
        .tooLarge, "the store is \(size) bytes; the limit is \(Self.maxStoreBytes)", at: .unknown)
      report.movedAsideTo = AtomicFile.moveAside(path, suffix: "corrupt")
      return report
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      replaceAll(with: [])
      return report
    }
    do {
      replaceAll(with: try Self.decodeStore([UInt8](data)))
    } catch {
      replaceAll(with: [])
      report.problem = error
      report.movedAsideTo = AtomicFile.moveAside(
        path, suffix: error.kind == .newerVersion ? "newer" : "corrupt")
    }
    return report
  }
}

/// Why a store could not be read.
public struct StoreProblem: Error, Sendable, Hashable, CustomStringConvertible {
  /// The kinds of problem.
  public enum Kind: String, Sendable, Hashable {
    /// Not a property list.
    case unparseable
    /// A property list, but not a store: another root, items that are not a list of items.
    case wrongShape
    /// Written by a newer version of the package.
    case newerVersion
    /// Larger than `DynamicShortcutRegistry.maxStoreBytes`; not read.
    case tooLarge
  }

  /// What kind of problem it is.
  public var kind: Kind
  /// The problem, in a sentence.
  public var message: String
  /// Where in the store it is.
  public var location: SourceLocation

  /// A problem of `kind` at `location`.
  public init(_ kind: Kind, _ message: String, at location: SourceLocation) {
    self.kind = kind
    self.message = message
    self.location = location
  }

  public var description: String { "\(location): \(message)" }
}
