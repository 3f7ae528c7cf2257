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
      if Self.stringName(found.value) != nil { name = found.value; continue }
      return found
    }
    return nil
  }

  /// The entry named `name` in `language`'s tables, else the default ones.
  public func entry(_ name: String, language: String?) -> StringEntry? {
    if let language, let hit = tables.lazy.filter({ $0.language == language }).compactMap({ $0.strings[name] }).first { return hit }
    return tables.lazy.filter { $0.language == nil }.compactMap { $0.strings[name] }.first
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
  /// The strings, by name.
  public var strings: [String: StringEntry]
  /// The second and later `<string>` of a name already defined in the file, in file order:
  /// aapt2 refuses them ("duplicate value for resource").
  public var duplicates: [StringEntry]

  /// The strings of `root` (`<resources>`), read from `path` in a folder with `qualifier`.
  public init(path: String, qualifier: String, root: XMLElement) {
    self.path = path
    self.qualifier = qualifier
    language = Self.language(qualifier)
    var strings: [String: StringEntry] = [:]
    var duplicates: [StringEntry] = []
    for element in root.children(named: "string") {
      guard let name = element.attribute("name", namespace: nil)?.value else { continue }
      let entry = StringEntry(name: name, raw: element.allText, location: element.location, file: path)
      if strings[name] == nil { strings[name] = entry } else { duplicates.append(entry) }
    }
    self.strings = strings
    self.duplicates = duplicates
  }

  /// The strings of `document` (its root `<resources>`), read from `path` in a folder with
  /// `qualifier`: the same table as ``init(path:qualifier:root:)`` gives for the whole tree,
  /// each string's text taken from the file when it is first asked for.
  init(path: String, qualifier: String, document: ShallowDocument) {
    self.path = path
    self.qualifier = qualifier
    language = Self.language(qualifier)
    var strings: [String: StringEntry] = [:]
    strings.reserveCapacity(document.children.count)
    var duplicates: [StringEntry] = []
    for element in document.children where element.name == "string" {
      guard let name = element.nameValue else { continue }
      let entry = StringEntry(name: name, text: .source(document.source, element.content), location: element.location, file: path)
      // One lookup for a new name (the common case); the first of a name stays.
      if let first = strings.updateValue(entry, forKey: name) {
        strings[name] = first
        duplicates.append(entry)
      }
    }
    self.strings = strings
    self.duplicates = duplicates
  }

  /// Qualifiers that are never a language, though short and lower-case.
  static let notLanguages: Set<String> = [
    "car", "tv", "desk", "land", "port", "night", "watch", "round", "hdr", "long", "ldrtl", "ldltr", "nokeys", "nonav",
    "dpad", "finger", "notouch", "anydpi", "nodpi", "ldpi", "mdpi", "hdpi", "xhdpi", "tvdpi",
  ]

  /// The language of a folder's qualifiers, or nil: the first qualifier after any `mcc`/`mnc`
  /// that is two or three lower-case letters (then an `-rXX` region), or `b+lang+…`.
  public static func language(_ qualifier: String) -> String? {
    var parts = qualifier.split(separator: "-").map(String.init)
    while let first = parts.first, first.hasPrefix("mcc") || first.hasPrefix("mnc") { parts.removeFirst() }
    guard let first = parts.first else { return nil }
    if first.hasPrefix("b+") {
      let tags = first.split(separator: "+").dropFirst()
      return tags.isEmpty ? nil : tags.joined(separator: "-")
    }
    guard (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLowercase }), !notLanguages.contains(first) else { return nil }
    if parts.count > 1, parts[1].hasPrefix("r"), parts[1].count == 3 || parts[1].count == 4 {
      return first + "-" + parts[1].dropFirst()
    }
    return first
  }
}

/// One `<string name="…">`.
public struct StringEntry: Sendable, Hashable {
  /// The entry named `name` whose text is `raw`, at `location` in `file`.
  public init(name: String, raw: String, location: SourceLocation, file: String) {
    self.init(name: name, text: .written(raw), location: location, file: file)
  }

  init(name: String, text: Text, location: SourceLocation, file: String) {
    self.name = name
    self.text = text
    self.location = location
    self.file = file
  }

  /// The name.
  public var name: String
  /// The element's text as written (references decoded, the text of elements inside it
  /// included), taken from the file when asked: an app has thousands of strings in each
  /// language, and the rules read a few.
  public var raw: String {
    get { text.string }
    set { text = .written(newValue) }
  }
  /// The text as the app shows it (escapes decoded, white space collapsed), decoded when asked.
  public var value: String { AndroidString.decode(raw) }
  /// Where the element is.
  public var location: SourceLocation
  /// The file it is in.
  public var file: String

  var text: Text

  /// The element's text: given, or the content of the element in a file read.
  enum Text: Sendable {
    case written(String)
    case source(XMLSource, Range<Int>)

    var string: String {
      switch self {
      case .written(let text): text
      case .source(let source, let range): source.allText(range)
      }
    }
  }

  public static func == (a: StringEntry, b: StringEntry) -> Bool {
    a.name == b.name && a.location == b.location && a.file == b.file && a.raw == b.raw
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(raw)
    hasher.combine(location)
    hasher.combine(file)
  }
}
