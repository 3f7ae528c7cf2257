import QuickActions

/// The app's own presentations, known to the model: sheets and full-screen covers the app shows
/// from its own flags, and `navigationDestination(isPresented:)` screens.
///
/// Bind them to the model instead of to `@State` Booleans, so that routing sees them:
///
/// ```swift
/// .sheet(isPresented: $model[appSheet: "settings"]) { SettingsView() }
/// .navigationDestination(isPresented: $model[appDestination: "filters"]) { FiltersView() }
/// ```
///
/// A sheet or cover is a presentation in the model's `state` (a stack of one screen named as the
/// app names it), which the planner plans around as any other, its unsaved changes included
/// (``NavigationModel/setUnsaved(_:appPresentation:)``). A route never moves under one: where
/// the plan would close it, or would navigate below an app destination, the model first asks
/// ``NavigationModel/confirmClosingAppPresentation``; without a yes the item fails, and nothing
/// the app showed is closed.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationModel {
  /// Whether the app's sheet `name` is shown: the flag of `.sheet(isPresented:)`. Setting it
  /// presents the sheet above what is presented; SwiftUI setting it to false (the user swiped
  /// it down) drops it and what was presented above it.
  public subscript(appSheet name: String) -> Bool {
    get { appLevel(name, .sheet) != nil }
    set { setApp(name, .sheet, shown: newValue) }
  }

  /// Whether the app's full-screen cover `name` is shown: the flag of
  /// `.fullScreenCover(isPresented:)`.
  public subscript(appFullScreenCover name: String) -> Bool {
    get { appLevel(name, .fullScreen) != nil }
    set { setApp(name, .fullScreen, shown: newValue) }
  }

  /// Whether the app's destination `name` is pushed: the flag of
  /// `navigationDestination(isPresented:)`. SwiftUI shows it above the stack's path, where no
  /// route can reach; a route that would navigate while one is shown asks first, and a yes pops
  /// it (its flag becomes false).
  public subscript(appDestination name: String) -> Bool {
    get { appDestinations.contains(name) }
    set {
      if newValue {
        if !appDestinations.contains(name) { appDestinations.append(name) }
      } else if let index = appDestinations.firstIndex(of: name) {
        // SwiftUI pops what was pushed above it too.
        appDestinations.removeSubrange(index...)
      }
    }
  }

  /// Marks the app's sheet or cover `name` as holding unsaved changes (the user is typing), so
  /// that routes keep it (`keepUnsaved`) or ask (`confirmDiscard`) as for any presentation.
  public func setUnsaved(_ unsaved: Bool, appPresentation name: String) {
    guard let level = presented.firstIndex(where: { $0.appName == name }) else { return }
    presented[level].presentation.hasUnsavedChanges = unsaved
  }

  private func appLevel(_ name: String, _ style: NavigationState.Presentation.Style) -> Int? {
    presented.firstIndex { $0.appName == name && $0.presentation.style == style }
  }

  private func setApp(_ name: String, _ style: NavigationState.Presentation.Style, shown: Bool) {
    if shown {
      guard appLevel(name, style) == nil else { return }
      nextID += 1
      presented.append(
        Presented(
          id: nextID, presentation: NavigationState.Presentation(style, [Screen(name)]),
          appName: name))
    } else if let level = appLevel(name, style) {
      presented.removeSubrange(level...)
    }
  }

  /// Before a step: a dismissal that would close an app presentation, or any navigation under
  /// an app destination, goes ahead only when the app says yes; a no fails the item there.
  func mayNavigate(_ step: NavigationStep) async throws {
    switch step {
    case .dismiss(let count):
      let closing = presented.suffix(count).compactMap(\.appName)
      for name in closing.reversed() { try await ask(name, "close it") }
      return
    case .selectTab, .showDetail: break
    case .push(_, let stack), .popToDepth(_, let stack):
      // A presentation's stack is above the app's destinations, not under them.
      if case .presentation = stack { return }
    case .present, .performAction, .confirmDiscard: return
    }
    for name in appDestinations.reversed() {
      try await ask(name, "navigate under it")
      appDestinations.removeAll { $0 == name }
    }
  }

  private func ask(_ name: String, _ what: String) async throws {
    guard await confirmClosingAppPresentation(name) else {
      throw NavigationError(
        "the app shows '\(name)', which it presented itself; the route would \(what), and the app did not allow it (confirmClosingAppPresentation)"
      )
    }
  }
}
