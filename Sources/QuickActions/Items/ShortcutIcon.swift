/// The icon of a quick action: a system icon, a template image from the app, or an SF Symbol.
public enum ShortcutIcon: Sendable, Hashable, Codable {
  /// One of the 29 system icons (`UIApplicationShortcutItemIconType`).
  case system(SystemIcon)
  /// A template image in the app's bundle or asset catalog (`UIApplicationShortcutItemIconFile`).
  case template(String)
  /// An SF Symbol (`UIApplicationShortcutItemIconSymbolName`, iOS 13+).
  case symbol(String)

  /// `system`, `template` or `symbol`, as in `items --format json`.
  public var kind: String {
    switch self {
    case .system: return "system"
    case .template: return "template"
    case .symbol: return "symbol"
    }
  }

  /// The name as it appears in the Info.plist.
  public var name: String {
    switch self {
    case .system(let icon): return icon.infoPlistName
    case .template(let name), .symbol(let name): return name
    }
  }

  /// The icon iOS shows when an item names several: the symbol, then the file, then the type. An
  /// empty name is no icon (`UIImage(named: "")` and `UIImage(systemName: "")` are nil).
  public static func resolve(type: String?, file: String?, symbol: String?) -> ShortcutIcon? {
    if let symbol, !symbol.isEmpty { return .symbol(symbol) }
    if let file, !file.isEmpty { return .template(file) }
    if let type, let icon = SystemIcon(infoPlistName: type) { return .system(icon) }
    return nil
  }
}

/// The 29 system icon types of `UIApplicationShortcutIcon.IconType`.
public enum SystemIcon: String, Sendable, Hashable, Codable, CaseIterable {
  /// `UIApplicationShortcutIconTypeCompose` (iOS 9.0).
  case compose
  /// `UIApplicationShortcutIconTypePlay` (iOS 9.0).
  case play
  /// `UIApplicationShortcutIconTypePause` (iOS 9.0).
  case pause
  /// `UIApplicationShortcutIconTypeAdd` (iOS 9.0).
  case add
  /// `UIApplicationShortcutIconTypeLocation` (iOS 9.0).
  case location
  /// `UIApplicationShortcutIconTypeSearch` (iOS 9.0).
  case search
  /// `UIApplicationShortcutIconTypeShare` (iOS 9.0).
  case share
  /// `UIApplicationShortcutIconTypeProhibit` (iOS 9.1).
  case prohibit
  /// `UIApplicationShortcutIconTypeContact` (iOS 9.1).
  case contact
  /// `UIApplicationShortcutIconTypeHome` (iOS 9.1).
  case home
  /// `UIApplicationShortcutIconTypeMarkLocation` (iOS 9.1).
  case markLocation
  /// `UIApplicationShortcutIconTypeFavorite` (iOS 9.1).
  case favorite
  /// `UIApplicationShortcutIconTypeLove` (iOS 9.1).
  case love
  /// `UIApplicationShortcutIconTypeCloud` (iOS 9.1).
  case cloud
  /// `UIApplicationShortcutIconTypeInvitation` (iOS 9.1).
  case invitation
  /// `UIApplicationShortcutIconTypeConfirmation` (iOS 9.1).
  case confirmation
  /// `UIApplicationShortcutIconTypeMail` (iOS 9.1).
  case mail
  /// `UIApplicationShortcutIconTypeMessage` (iOS 9.1).
  case message
  /// `UIApplicationShortcutIconTypeDate` (iOS 9.1).
  case date
  /// `UIApplicationShortcutIconTypeTime` (iOS 9.1).
  case time
  /// `UIApplicationShortcutIconTypeCapturePhoto` (iOS 9.1).
  case capturePhoto
  /// `UIApplicationShortcutIconTypeCaptureVideo` (iOS 9.1).
  case captureVideo
  /// `UIApplicationShortcutIconTypeTask` (iOS 9.1).
  case task
  /// `UIApplicationShortcutIconTypeTaskCompleted` (iOS 9.1).
  case taskCompleted
  /// `UIApplicationShortcutIconTypeAlarm` (iOS 9.1).
  case alarm
  /// `UIApplicationShortcutIconTypeBookmark` (iOS 9.1).
  case bookmark
  /// `UIApplicationShortcutIconTypeShuffle` (iOS 9.1).
  case shuffle
  /// `UIApplicationShortcutIconTypeAudio` (iOS 9.1).
  case audio
  /// `UIApplicationShortcutIconTypeUpdate` (iOS 9.1).
  case update

  /// The name an Info.plist uses, such as `UIApplicationShortcutIconTypeCompose`.
  public var infoPlistName: String {
    // The raw values are ASCII and start with a lowercase letter: upper-case it by hand, without
    // the cost of Unicode case mapping (this runs for every item a linter or simulator reads).
    var bytes = Array(rawValue.utf8)
    bytes[0] -= 0x20
    return Self.infoPlistPrefix + String(decoding: bytes, as: UTF8.self)
  }

  static let infoPlistPrefix = "UIApplicationShortcutIconType"

  /// The icon a wrong name most likely meant: a near spelling of a type name, or a common
  /// synonym (`Camera` → capturePhoto, `Heart` → love, `Plus` → add).
  public static func suggestion(for wrongName: String) -> SystemIcon? {
    // The key's own prefix in the value (`UIApplicationShortcutItemIconTypeSearch`) is a common
    // slip; so is the right prefix with a wrong name.
    let suffix =
      ["UIApplicationShortcutItemIconType", "UIApplicationShortcutIconType"]
      .first { wrongName.hasPrefix($0) }.map { String(wrongName.dropFirst($0.count)) } ?? wrongName
    let synonyms: [String: SystemIcon] = [
      "camera": .capturePhoto, "photo": .capturePhoto, "video": .captureVideo, "heart": .love,
      "like": .love,
      "star": .favorite, "plus": .add, "new": .add, "calendar": .date, "clock": .time,
      "edit": .compose,
      "write": .compose, "pencil": .compose, "person": .contact, "user": .contact,
      "profile": .contact,
      "envelope": .mail, "email": .mail, "chat": .message, "map": .location, "pin": .markLocation,
      "music": .audio, "sound": .audio, "refresh": .update, "reload": .update,
      "check": .confirmation,
      "done": .taskCompleted, "todo": .task, "bell": .alarm, "magnifier": .search, "find": .search,
    ]
    if let synonym = synonyms[suffix.lowercased()] { return synonym }
    return Suggestion.nearest(to: suffix, in: allCases.map(\.rawValue)).flatMap(
      SystemIcon.init(rawValue:))
  }

  /// The icon of an Info.plist name such as `UIApplicationShortcutIconTypeCompose`; nil for any other text.
  public init?(infoPlistName: String) {
    let prefix = Self.infoPlistPrefix.utf8
    guard infoPlistName.utf8.starts(with: prefix) else { return nil }
    var rest = Array(infoPlistName.utf8.dropFirst(prefix.count))
    guard let first = rest.first, (0x41...0x5A).contains(first) else { return nil }
    rest[0] = first + 0x20
    guard let icon = SystemIcon(rawValue: String(decoding: rest, as: UTF8.self)) else { return nil }
    self = icon
  }
}
