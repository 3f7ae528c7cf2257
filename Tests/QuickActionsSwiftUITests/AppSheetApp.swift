// A mail app whose views bind the app's own presentations to the navigation model: a settings
// sheet the app opens from its own button, a filters screen pushed with
// `navigationDestination(isPresented:)`, and links that push the app's own values. On Linux it
// compiles against the SwiftUI double; on Apple platforms (and in .ci/sdk-check) against SwiftUI.
import QuickActions
import QuickActionsSwiftUI

// Outside the `#if`: AppPresentationTests uses it wherever the tests compile (macOS too).
/// What the inbox stack's links push: the app's own values, which routes name as screens.
enum MailPlace: ScreenValue {
  case message(id: String)
  case thread(id: String)

  var screen: Screen {
    switch self {
    case .message(let id): return Screen("message", parameters: ["messageID": id])
    case .thread(let id): return Screen("thread", parameters: ["threadID": id])
    }
  }

  init?(screen: Screen) {
    switch screen.id {
    case "message": self = .message(id: screen.parameters["messageID"] ?? "")
    case "thread": self = .thread(id: screen.parameters["threadID"] ?? "")
    default: return nil
    }
  }
}

#if SWIFTUI_DOUBLE || canImport(SwiftUI) && canImport(UIKit)
  #if SWIFTUI_DOUBLE
    import SwiftUIDouble
  #else
    import SwiftUI
  #endif

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct MailRootView: View {
    @Bindable var model: NavigationModel
    static let places = ScreenValues(MailPlace.self)

    var body: some View {
      NavigationStack(path: $model[path: NavigationModel.rootID, as: Self.places]) {
        Text("Inbox")
          .navigationDestination(for: MailPlace.self) { place in Text(place.screen.id) }
          .navigationDestination(isPresented: $model[appDestination: "filters"]) {
            Text("Filters")
          }
      }
      .sheet(isPresented: $model[appSheet: "settings"]) { Text("Settings") }
      .sheet(item: $model[sheet: 0]) { _ in Text("Compose") }
    }
  }
#endif
