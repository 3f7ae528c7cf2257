import AndroidProject
import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Which iOS quick action is which Android shortcut, for `platform-drift`: one to one, by route
/// first (the same route of the table takes both), then by label (the development title is
/// the default label), then by id, compared without case, separators or an `Action` /
/// `Shortcut` ending, after the type's last dotted part (`com.x.CreateSubmissionAction` is
/// `createSubmission`, `create_submission`). Each stage pairs only what the earlier left.
struct DriftPairing {
  /// The pairs, by index of the item and of the shortcut.
  var pairs: [(item: Int, shortcut: Int)] = []

  init(
    items: [ShortcutItem], titles: [String], shortcuts: [StaticShortcut],
    context: AndroidLintContext
  ) {
    let routes = context.routes
    func itemRoute(_ i: Int) -> String? { routes?.route(for: items[i].type)?.type }
    func shortcutRoute(_ s: Int) -> String? {
      let shortcut = shortcuts[s]
      if let id = shortcut.id?.value, let route = routes?.route(for: id) { return route.type }
      guard let data = shortcut.intents.last?.data?.value, let url = URL(string: data) else {
        return nil
      }
      return routes?.route(matching: url)?.type
    }
    func labels(_ s: Int) -> [String] {
      [shortcuts[s].shortLabel, shortcuts[s].longLabel].compactMap { context.text(of: $0) }
    }
    let stages: [(Int, Int) -> Bool] = [
      { i, s in itemRoute(i).map { $0 == shortcutRoute(s) } ?? false },
      { i, s in labels(s).contains(titles[i]) },
      { i, s in
        guard let id = shortcuts[s].id?.value else { return false }
        return Self.idKey(items[i].type) == Self.idKey(id) || items[i].type == id
      },
    ]
    var pairedItems = Set<Int>()
    var pairedShortcuts = Set<Int>()
    for stage in stages {
      for i in items.indices where !pairedItems.contains(i) {
        guard
          let s = shortcuts.indices.first(where: { !pairedShortcuts.contains($0) && stage(i, $0) })
        else { continue }
        pairs.append((i, s))
        pairedItems.insert(i)
        pairedShortcuts.insert(s)
      }
    }
  }

  /// An id without its reverse-DNS prefix, case, separators and an `Action`/`Shortcut` ending.
  static func idKey(_ id: String) -> String {
    let last = id.split(separator: ".").last.map(String.init) ?? id
    var key = last.lowercased().filter { $0.isLetter || $0.isNumber }
    for ending in ["quickaction", "action", "shortcut"]
    where key.hasSuffix(ending) && key.count > ending.count {
      key.removeLast(ending.count)
      break
    }
    return key
  }

  func shortcut(for item: Int) -> Int? { pairs.first { $0.item == item }?.shortcut }
  func isPaired(shortcut: Int) -> Bool { pairs.contains { $0.shortcut == shortcut } }
}
