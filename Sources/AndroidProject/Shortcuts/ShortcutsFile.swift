import PropertyList

/// A static shortcuts file (`res/xml/shortcuts.xml`, or the name the launcher activity's
/// `android.app.shortcuts` meta-data gives), as the platform's `ShortcutParser` reads it.
///
/// The format is "Create shortcuts"
/// (https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static):
/// `<shortcut>` elements with `android:shortcutId`, `android:shortcutShortLabel`,
/// `android:shortcutLongLabel`, `android:shortcutDisabledMessage`, `android:enabled` and
/// `android:icon`, each with one or more `<intent>` (several make a back stack, the last one
/// opening) and `<categories>`; `<capability>` and `<capability-binding>` belong to App Actions
/// ("Add capabilities", https://developer.android.com/develop/ui/views/launch/shortcuts/adding-capabilities).
/// Observed in AOSP's `ShortcutParser.java`: the `<shortcut>` elements are read at depth two
/// whatever the root's name, and unknown tags only log a warning.
public struct ShortcutsFile: Sendable, Hashable {
  /// The file's path.
  public var path: String
  /// The root element (`<shortcuts>`).
  public var root: XMLElement
  /// The `<shortcut>` elements, in file order.
  public var shortcuts: [StaticShortcut]

  /// The file whose root is `root`.
  public init(path: String, root: XMLElement) {
    self.path = path
    self.root = root
    // Counted first, so the list is made at its size: no filtered copy, no growth.
    var list: [StaticShortcut] = []
    list.reserveCapacity(root.children.reduce(0) { $0 + ($1.name == "shortcut" ? 1 : 0) })
    for child in root.children where child.name == "shortcut" { list.append(StaticShortcut(child)) }
    shortcuts = list
  }

  /// Whether `root` is a shortcuts file's root: `<shortcuts>`, or any root holding `<shortcut>`,
  /// `<capability>` or `<share-target>` elements (a misspelt root is still read by the platform).
  public static func isShortcutsRoot(_ root: XMLElement) -> Bool {
    root.name == "shortcuts"
      || root.children.contains { ["shortcut", "capability", "share-target"].contains($0.name) }
  }

  /// The shortcuts a launcher can show: enabled, with an intent.
  public var launcherShortcuts: [StaticShortcut] { shortcuts.filter(\.isLauncherShortcut) }
}

/// One `<shortcut>`. Its attributes are read from the element when asked for, not copied:
/// a file of 100,000 shortcuts keeps one tree, not a second copy of every attribute.
public struct StaticShortcut: Sendable, Hashable {
  /// The element.
  public var element: XMLElement
  /// `android:shortcutId`.
  public var id: XMLAttribute? { element.attribute("shortcutId") }
  /// `android:shortcutShortLabel`.
  public var shortLabel: XMLAttribute? { element.attribute("shortcutShortLabel") }
  /// `android:shortcutLongLabel`.
  public var longLabel: XMLAttribute? { element.attribute("shortcutLongLabel") }
  /// `android:shortcutDisabledMessage`.
  public var disabledMessage: XMLAttribute? { element.attribute("shortcutDisabledMessage") }
  /// `android:enabled`.
  public var enabled: XMLAttribute? { element.attribute("enabled") }
  /// `android:icon`.
  public var icon: XMLAttribute? { element.attribute("icon") }
  /// The `<intent>` children, in order: the last one opens, the others make the back stack.
  /// Read from the element when asked for: a stored copy was an array per shortcut, 112 bytes
  /// of the 117 a shortcut of the 100,000-shortcut file takes in the file.
  public var intents: [ShortcutIntent] {
    element.children.compactMap { $0.name == "intent" ? ShortcutIntent($0) : nil }
  }
  /// The `<categories android:name>` children.
  public var categories: [XMLElement] { element.children(named: "categories") }
  /// The `<capability-binding>` children (App Actions inventory).
  public var capabilityBindings: [XMLElement] { element.children(named: "capability-binding") }

  init(_ element: XMLElement) {
    self.element = element
  }

  /// Whether `android:enabled` is not `false` (the default is true).
  public var isEnabled: Bool { enabled?.value != "false" }

  /// Whether a launcher can show it: enabled, with an intent (asked of one shortcut, so that
  /// a rule can walk a file's shortcuts without a filtered copy of them).
  public var isLauncherShortcut: Bool {
    isEnabled && element.children.contains { $0.name == "intent" }
  }

  /// Whether the shortcut is App Actions inline inventory: bound to a capability, with no
  /// intent of its own, so the launcher never shows it and Assistant reads it
  /// ("Add capabilities", inline inventory).
  public var isInventory: Bool {
    !element.children.contains { $0.name == "intent" }
      && element.children.contains { $0.name == "capability-binding" }
  }
}

/// One `<intent>` of a shortcut, its attributes read from the element when asked for.
public struct ShortcutIntent: Sendable, Hashable {
  /// The element.
  public var element: XMLElement
  /// `android:action`.
  public var action: XMLAttribute? { element.attribute("action") }
  /// `android:targetPackage`.
  public var targetPackage: XMLAttribute? { element.attribute("targetPackage") }
  /// `android:targetClass`.
  public var targetClass: XMLAttribute? { element.attribute("targetClass") }
  /// `android:data`.
  public var data: XMLAttribute? { element.attribute("data") }

  init(_ element: XMLElement) {
    self.element = element
  }
}
