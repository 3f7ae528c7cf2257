// A mail app whose views bind the app's own presentations to the navigation model: a settings
// sheet the app opens from its own button, a filters screen pushed with
// `navigationDestination(isPresented:)`, and links that push the app's own values. On Linux it
// compiles against the SwiftUI double; on Apple platforms (and in .ci/sdk-check) against SwiftUI.
#if SWIFTUI_DOUBLE || canImport(SwiftUI) && canImport(UIKit)
  #if SWIFTUI_DOUBLE
    import SwiftUIDouble
  #else
    import SwiftUI
  #endif
  import QuickActions
  import QuickActionsSwiftUI

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
