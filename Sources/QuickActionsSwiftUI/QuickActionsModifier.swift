#if canImport(SwiftUI)
  import SwiftUI
  import QuickActions

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension View {
    /// Hands the scene phase to the launch coordinator: the kept launch item is routed when the
    /// scene becomes active. (The items themselves reach a SwiftUI app through its scene
    /// delegate, as in a UIKit app.)
    public func quickActions(_ coordinator: LaunchCoordinator) -> some View {
      modifier(ScenePhaseForwarder(coordinator: coordinator))
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  struct ScenePhaseForwarder: ViewModifier {
    let coordinator: LaunchCoordinator
    @Environment(\.scenePhase) private var scenePhase

    func body(content: Content) -> some View {
      content.onChange(of: scenePhase) { _, phase in
        switch phase {
        case .active: Task { await coordinator.didBecomeActive() }
        case .inactive: coordinator.willResignActive()
        default: break
        }
      }
    }
  }
#endif
