/// What a door callback's body shows: the entries it reads from its options, whether its
/// completion handler is named on every path, its `return`s, and for
/// `application(_:configurationForConnecting:options:)` the delegate class it sets.
///
/// Conservative by construction: a fact is stated only from tokens the body holds. A parameter
/// handed on, a key that is a variable, a body read with only the first branch of its `#if`s
/// makes the fact unknown, never a finding.
struct CallbackBody {
  let file: ScannedFile
  /// The indices of the body's `{` and `}`.
  let open: Int
  let close: Int
  let language: WiringLanguage
  /// Whether every `#if` branch was read (else the completion and reads are unknown).
  let complete: Bool

  /// The callback `kind` with `parameters` (internal names, nil when unnamed) at `place`.
  func callback(_ kind: CallbackKind, owner: String, parameters: [String?], place: SourcePlace)
    -> DoorCallback
  {
    var callback = DoorCallback(
      kind: kind, owner: owner, place: place, language: language, coldReads: [],
      optionsEscape: nil, completion: nil, returns: returns(), delegateClasses: [],
      configurationNames: [])
    if let index = kind.optionsParameter {
      let name = index < parameters.count ? parameters[index] : nil
      if let name, complete {
        (callback.coldReads, callback.optionsEscape) = reads(of: name)
      } else {
        callback.optionsEscape = place
      }
    }
    if let index = kind.completionParameter {
      let name = index < parameters.count ? parameters[index] : nil
      callback.completion = name.map { complete ? completion(named: $0) : .unknown } ?? .unknown
    }
    if kind == .configurationForConnecting {
      (callback.delegateClasses, callback.configurationNames) = configuration()
    }
    return callback
  }

  // MARK: Names used

  /// The indices in the body where `name` is used as a value: not a member (`x.name`) nor an
  /// argument label (`name:`), except in `c ? name : other`.
  func uses(of name: String) -> [Int] {
    var found: [Int] = []
    let bytes = Array(name.utf8)
    var index = open + 1
    while index < close {
      defer { index += 1 }
      let token = file.tokens[index]
      guard token.kind == .word, Int(token.end - token.start) == bytes.count,
        file.bytes[Int(token.start)..<Int(token.end)].elementsEqual(bytes)
      else { continue }
      if file.isPunct(index - 1, UInt8(ascii: ".")) && !file.isPunct(index - 2, UInt8(ascii: ".")) {
        continue
      }
      if file.isPunct(index + 1, UInt8(ascii: ":")) && !file.isPunct(index - 1, UInt8(ascii: "?"))
        && !file.isPunct(index + 2, UInt8(ascii: ":"))
      {
        continue
      }
      found.append(index)
    }
    return found
  }

  // MARK: Cold reads

  static let connectionMembers: [String: WiringDoor] = [
    "shortcutItem": .shortcut, "urlContexts": .url, "URLContexts": .url,
    "userActivities": .activity, "handoffUserActivityType": .activity,
    "notificationResponse": .notification,
  ]
  /// Members of `UIScene.ConnectionOptions` that are no door of this reader's (read, not kept).
  static let otherMembers: Set<String> = [
    "sourceApplication", "cloudKitShareMetadata", "appIntent", "role", "isEmpty", "description",
  ]
  static let launchKeys: [String: WiringDoor] = [
    "shortcutItem": .shortcut, "UIApplicationLaunchOptionsShortcutItemKey": .shortcut,
    "url": .url, "UIApplicationLaunchOptionsURLKey": .url,
    "userActivityDictionary": .activity,
    "UIApplicationLaunchOptionsUserActivityDictionaryKey": .activity,
    "userActivityType": .activity, "UIApplicationLaunchOptionsUserActivityTypeKey": .activity,
  ]
  static let otherLaunchKeys: Set<String> = [
    "remoteNotification", "UIApplicationLaunchOptionsRemoteNotificationKey", "sourceApplication",
    "UIApplicationLaunchOptionsSourceApplicationKey", "annotation", "location", "bluetoothCentrals",
    "bluetoothPeripherals", "newsstandDownloads", "localNotification", "cloudKitShareMetadata",
    "UIApplicationLaunchOptionsLocalNotificationKey", "UIApplicationLaunchOptionsLocationKey",
  ]

  /// The doors read from the options parameter `name`, and where it is used otherwise.
  func reads(of name: String) -> ([ColdRead], SourcePlace?) {
    var reads: [ColdRead] = []
    var escape: SourcePlace?
    for index in uses(of: name) {
      var at = index + 1
      if file.isPunct(at, UInt8(ascii: "?")) || file.isPunct(at, UInt8(ascii: "!")) { at += 1 }
      if file.isPunct(at, UInt8(ascii: ".")), file.isWord(at + 1) {
        let member = file.text(at + 1)
        if let door = Self.connectionMembers[member] {
          reads.append(
            ColdRead(
              door: door, fromLaunchOptions: false, member: member, place: file.place(at + 1)))
        } else if let door = Self.launchKeys[member] {
          reads.append(
            ColdRead(door: door, fromLaunchOptions: true, member: member, place: file.place(at + 1))
          )
        } else if !Self.otherMembers.contains(member) {
          escape = escape ?? file.place(index)
        }
        continue
      }
      // Objective-C: `[options shortcutItem]`, `[launchOptions objectForKey:KEY]`.
      if file.isPunct(index - 1, UInt8(ascii: "[")), file.isWord(at) {
        let member = file.text(at)
        if let door = Self.connectionMembers[member] {
          reads.append(
            ColdRead(door: door, fromLaunchOptions: false, member: member, place: file.place(at)))
          continue
        }
        if ["objectForKey", "valueForKey", "objectForKeyedSubscript"].contains(member),
          file.isPunct(at + 1, UInt8(ascii: ":")), let read = key(at: at + 2, until: "]")
        {
          if let read { reads.append(read) }
          continue
        }
        if Self.otherMembers.contains(member) { continue }
      }
      if file.isPunct(at, UInt8(ascii: "[")), let read = key(at: at + 1, until: "]") {
        if let read { reads.append(read) }
        continue
      }
      escape = escape ?? file.place(index)
    }
    var seen: Set<WiringDoor> = []
    return (reads.filter { seen.insert($0.door).inserted }, escape)
  }

  /// The launch-options key from `start` to the closing `end`: `.shortcutItem`,
  /// `UIApplication.LaunchOptionsKey.url`, `UIApplicationLaunchOptionsURLKey`. Nil when the key
  /// is not one the reader knows (a variable); `.some(nil)` for a known key of no door.
  func key(at start: Int, until end: Character) -> ColdRead?? {
    var at = start
    var last: Int?
    while at < close, !file.isPunct(at, UInt8(ascii: "]")) {
      guard file.isWord(at) || file.isPunct(at, UInt8(ascii: ".")) else { return nil }
      if file.isWord(at) { last = at }
      at += 1
    }
    guard let last else { return nil }
    let key = file.text(last)
    if let door = Self.launchKeys[key] {
      return .some(
        ColdRead(door: door, fromLaunchOptions: true, member: key, place: file.place(last)))
    }
    return Self.otherLaunchKeys.contains(key) ? .some(nil) : nil
  }

  // MARK: Scene configuration

  /// `delegateClass = X.self` (`[X class]`) and the configuration names of
  /// `UISceneConfiguration(name: "…", …)` (`initWithName:@"…"`).
  func configuration() -> ([NamedPlace], [NamedPlace]) {
    var classes: [NamedPlace] = []
    var names: [NamedPlace] = []
    var index = open + 1
    while index < close {
      defer { index += 1 }
      if file.isText(index, "delegateClass"), file.isPunct(index + 1, UInt8(ascii: "=")) {
        if file.isWord(index + 2), file.isPunct(index + 3, UInt8(ascii: ".")),
          file.isText(index + 4, "self")
        {
          classes.append(NamedPlace(name: file.text(index + 2), place: file.place(index + 2)))
        } else if file.isPunct(index + 2, UInt8(ascii: "[")), file.isWord(index + 3),
          file.isText(index + 4, "class")
        {
          classes.append(NamedPlace(name: file.text(index + 3), place: file.place(index + 3)))
        }
      }
      if file.isText(index, "name") || file.isText(index, "initWithName")
        || file.isText(index, "configurationWithName"),
        file.isPunct(index + 1, UInt8(ascii: ":")), index + 2 < close,
        file.tokens[index + 2].kind == .string
      {
        names.append(
          NamedPlace(name: Self.literal(file.text(index + 2)), place: file.place(index + 2)))
      }
    }
    return (classes, names)
  }

  /// The text of a plain string literal (`"x"`, `@"x"`).
  static func literal(_ text: String) -> String {
    var text = Substring(text)
    if text.hasPrefix("@") { text = text.dropFirst() }
    if text.hasPrefix("\"") { text = text.dropFirst() }
    if text.hasSuffix("\"") { text = text.dropLast() }
    return String(text)
  }
}
