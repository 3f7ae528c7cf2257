import PropertyList

/// The `<string>` resources of an app, one table per `res/values*` folder.
///
/// The qualifiers are Android's ("App resources overview", alternative resources,
/// https://developer.android.com/guide/topics/resources/providing-resources): `values` holds
/// the default strings, `values-fr` French, `values-en-rUS` English in the United States,
/// `values-b+sr+Latn` Serbian in Latin script.
public struct StringResources: Sendable, Hashable {
  /// The tables, in the order they were added.
  public var tables: [StringTable]

  /// Resources made of these tables.
  public init(tables: [StringTable] = []) { self.tables = tables }

  /// The default tables (`res/values`, no language).
  public var defaults: [StringTable] { tables.filter { $0.language == nil } }

  /// The languages with a table, each once, in order.
  public var languages: [String] {
    var seen: Set<String> = []
    return tables.compactMap(\.language).filter { seen.insert($0).inserted }
  }

  /// The text `reference` (`@string/name`) stands for in `language` (nil for the default
  /// strings): that language's table, else the default one. A string that is itself a
  /// reference (`@string/other`) is followed, at most eight times.
  public func resolve(_ reference: String, language: String? = nil) -> StringEntry? {
    var name = reference
    for _ in 0..<8 {
      guard let key = Self.stringName(name) else { return nil }
      let found = entry(key, language: language)
      guard let found else { return nil }
      if Self.stringName(found.value) != nil {
        name = found.value
        continue
      }
      return found
    }
    return nil
  }

  /// The entry named `name` in `language`'s tables, else the default ones.
  public func entry(_ name: String, language: String?) -> StringEntry? {
    if let language,
      let hit = tables.lazy.filter({ $0.language == language }).compactMap({ $0.entry(named: name) }
      ).first
    {
      return hit
    }
    return tables.lazy.filter { $0.language == nil }.compactMap { $0.entry(named: name) }.first
  }

  /// The name in `@string/name` (or `@android:string/…`, nil: the platform's own), or nil.
  public static func stringName(_ reference: String) -> String? {
    guard reference.hasPrefix("@string/") else { return nil }
    let name = reference.dropFirst(8)
    return name.isEmpty ? nil : String(name)
  }
}

/// The strings of one `strings.xml` (or any `res/values*/*.xml` holding `<string>`).
public struct StringTable: Sendable, Hashable {
  /// The folder's qualifiers, as written (`""`, `fr`, `en-rUS`, `b+sr+Latn`, `night`).
  public var qualifier: String
  /// The language the qualifiers name, as a BCP 47 tag (`fr`, `en-US`, `sr-Latn`), or nil.
  public var language: String?
  /// The file's path.
  public var path: String
  /// The strings, by name. A table read from a file keeps them in a compact index (an app has
  /// thousands of strings in each of a hundred languages); this dictionary is made when asked,
  /// and ``entry(named:)`` looks one up without it.
  public var strings: [String: StringEntry] {
    get { storage.dictionary }
    set { storage = .written(newValue) }
  }
  /// The second and later `<string>` of a name already defined in the file, in file order:
  /// aapt2 refuses them ("duplicate value for resource").
  public var duplicates: [StringEntry]

  /// Where the strings are kept.
  var storage: Storage

  /// The strings as given, or the index of a file read; two are equal when their
  /// dictionaries are.
  enum Storage: Sendable, Hashable {
    case written([String: StringEntry])
    case read(StringIndex)

    var dictionary: [String: StringEntry] {
      switch self {
      case .written(let strings): strings
      case .read(let index): index.dictionary
      }
    }

    static func == (a: Storage, b: Storage) -> Bool { a.dictionary == b.dictionary }

    func hash(into hasher: inout Hasher) { hasher.combine(dictionary) }
  }

  /// The string named `name` (what `strings[name]` gives), looked up without building the
  /// dictionary.
  public func entry(named name: String) -> StringEntry? {
    switch storage {
    case .written(let strings): strings[name]
    case .read(let index): index.entry(named: name)
    }
  }

  /// The strings of `root` (`<resources>`), read from `path` in a folder with `qualifier`.
  public init(path: String, qualifier: String, root: XMLElement) {
    self.path = path
    self.qualifier = qualifier
    language = Self.language(qualifier)
    var strings: [String: StringEntry] = [:]
    var duplicates: [StringEntry] = []
    for element in root.children(named: "string") {
      guard let name = element.attribute("name", namespace: nil)?.value else { continue }
      let entry = StringEntry(
        name: name, raw: element.allText, location: element.location, file: path)
      if strings[name] == nil { strings[name] = entry } else { duplicates.append(entry) }
    }
    storage = .written(strings)
    self.duplicates = duplicates
  }

  /// The strings of `document` (its root `<resources>`), read from `path` in a folder with
  /// `qualifier`: the same table as ``init(path:qualifier:root:)`` gives for the whole tree,
  /// each string's text taken from the file when it is first asked for.
  init(path: String, qualifier: String, document: ShallowDocument) {
    self.path = path
    self.qualifier = qualifier
    language = Self.language(qualifier)
    let index = StringIndex(document, file: path)
    storage = .read(index)
    duplicates = index.duplicates
  }

  /// Qualifiers that are never a language, though short and lower-case.
  static let notLanguages: Set<String> = [
    "car", "tv", "desk", "land", "port", "night", "watch", "round", "hdr", "long", "ldrtl", "ldltr",
    "nokeys", "nonav",
    "dpad", "finger", "notouch", "anydpi", "nodpi", "ldpi", "mdpi", "hdpi", "xhdpi", "tvdpi",
  ]

  /// The language of a folder's qualifiers, or nil: the first qualifier after any `mcc`/`mnc`
  /// that is two or three lower-case letters (then an `-rXX` region), or `b+lang+…`.
  public static func language(_ qualifier: String) -> String? {
    var parts = qualifier.split(separator: "-").map(String.init)
    while let first = parts.first, first.hasPrefix("mcc") || first.hasPrefix("mnc") {
      parts.removeFirst()
    }
    guard let first = parts.first else { return nil }
    if first.hasPrefix("b+") {
      let tags = first.split(separator: "+").dropFirst()
      return tags.isEmpty ? nil : tags.joined(separator: "-")
    }
    guard (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLowercase }),
      !notLanguages.contains(first)
    else { return nil }
    if parts.count > 1, parts[1].hasPrefix("r"), parts[1].count == 3 || parts[1].count == 4 {
      return first + "-" + parts[1].dropFirst()
    }
    return first
  }
}
