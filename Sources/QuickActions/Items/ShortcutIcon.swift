/// The icon of a quick action: a system icon, a template image from the app, or an SF Symbol.
public enum ShortcutIcon: Sendable, Hashable, Codable {
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

  /// The icon iOS shows when an item names several: the symbol, then the file, then the type.
  public static func resolve(type: String?, file: String?, symbol: String?) -> ShortcutIcon? {
    if let symbol { return .symbol(symbol) }
    if let file { return .template(file) }
    if let type, let icon = SystemIcon(infoPlistName: type) { return .system(icon) }
    return nil
  }
}

/// The 29 system icon types of `UIApplicationShortcutIcon.IconType`.
public enum SystemIcon: String, Sendable, Hashable, Codable, CaseIterable {
  case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation
  case favorite, love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto
  case captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update

  /// The name an Info.plist uses, such as `UIApplicationShortcutIconTypeCompose`.
  public var infoPlistName: String {
    "UIApplicationShortcutIconType" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
  }

  /// The icon a wrong name most likely meant: a near spelling of a type name, or a common
  /// synonym (`Camera` → capturePhoto, `Heart` → love, `Plus` → add).
  public static func suggestion(for wrongName: String) -> SystemIcon? {
    // The key's own prefix in the value (`UIApplicationShortcutItemIconTypeSearch`) is a common
    // slip; so is the right prefix with a wrong name.
    let suffix = ["UIApplicationShortcutItemIconType", "UIApplicationShortcutIconType"]
      .first { wrongName.hasPrefix($0) }.map { String(wrongName.dropFirst($0.count)) } ?? wrongName
    let synonyms: [String: SystemIcon] = [
      "camera": .capturePhoto, "photo": .capturePhoto, "video": .captureVideo, "heart": .love, "like": .love,
      "star": .favorite, "plus": .add, "new": .add, "calendar": .date, "clock": .time, "edit": .compose,
      "write": .compose, "pencil": .compose, "person": .contact, "user": .contact, "profile": .contact,
      "envelope": .mail, "email": .mail, "chat": .message, "map": .location, "pin": .markLocation,
      "music": .audio, "sound": .audio, "refresh": .update, "reload": .update, "check": .confirmation,
      "done": .taskCompleted, "todo": .task, "bell": .alarm, "magnifier": .search, "find": .search,
    ]
    if let synonym = synonyms[suffix.lowercased()] { return synonym }
    return Suggestion.nearest(to: suffix, in: allCases.map(\.rawValue)).flatMap(SystemIcon.init(rawValue:))
  }

  public init?(infoPlistName: String) {
    guard let match = SystemIcon.allCases.first(where: { $0.infoPlistName == infoPlistName }) else {
      return nil
    }
    self = match
  }
}
