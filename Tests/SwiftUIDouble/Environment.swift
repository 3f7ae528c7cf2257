// Declarations: SwiftUI.swiftinterface and Combine.swiftinterface (iOS 26.2 SDK, held against it
// by .ci/sdk-check), and the pages https://developer.apple.com/documentation/swiftui/environmentobject,
// .../combine/observableobject and .../swiftui/uiapplicationdelegateadaptor ("Scene delegates":
// "As with the app delegate, if you make your scene delegate an observable object, SwiftUI
// automatically puts it in the Environment, from where you can access it with the
// EnvironmentObject property wrapper").
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import UIKitDouble
#endif

/// Combine: `protocol ObservableObject : AnyObject` (iOS 13), which SwiftUI re-exports. The
/// double keeps no publisher: nothing here observes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {}

/// `@MainActor @frozen @propertyWrapper @preconcurrency struct EnvironmentObject<ObjectType>
/// where ObjectType : ObservableObject` (iOS 13): "A property wrapper type for an observable
/// object that a parent or ancestor view supplies." SwiftUI fills it before the view's body
/// runs; the double takes the object of the window being built when the view is made
/// (`Windows.open(_:environment:)`), and fails as SwiftUI does when there is none ("a
/// corresponding model object" must be set on an ancestor).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  nonisolated(unsafe) private let object: ObjectType?

  /// Main-actor isolated, as the struct is in the iOS 18.6 and 26.2 SDKs.
  public init() { object = Windows.buildingEnvironment.lazy.compactMap { $0 as? ObjectType }.first }

  public var wrappedValue: ObjectType {
    guard let object else {
      preconditionFailure(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
      )
    }
    return object
  }
}

@available(*, unavailable)
extension EnvironmentObject: Sendable {}

/// Test-only: the windows of a `WindowGroup`, each built as SwiftUI builds a new window: its
/// content made anew (so each window has its own state), with its scene delegate in its
/// environment, and the handlers its views register (`onOpenURL`, `onContinueUserActivity`,
/// `onAppIntentExecution`) kept for that window alone.
@MainActor
enum Windows {
  /// A window being built, or built.
  final class Window {
    let environment: [AnyObject]
    var openURL: [(URL) -> Void] = []
    var continueActivity: [(type: String, action: (UIKitDouble.NSUserActivity) -> Void)] = []
    var appIntents: [(type: Any.Type, action: (Any) -> Bool)] = []
    init(environment: [AnyObject]) { self.environment = environment }
  }

  static var building: Window?
  /// The environment of the window being built, for `EnvironmentObject.init()` (nonisolated, as
  /// SwiftUI's is); set and read on the main thread only.
  nonisolated(unsafe) static var buildingEnvironment: [AnyObject] = []

  /// Opens a window of `scene` (a `WindowGroup`) with `environment` (its scene delegate): its
  /// content and that content's body are made, as SwiftUI makes them when the window appears.
  @discardableResult
  static func open(_ scene: some Scene, environment: [AnyObject]) -> Window {
    guard let group = scene as? any WindowOpening else {
      preconditionFailure("the double opens windows of a WindowGroup only")
    }
    let window = Window(environment: environment)
    let outer = (building, buildingEnvironment)
    building = window
    buildingEnvironment = environment
    defer { (building, buildingEnvironment) = outer }
    group.buildWindow()
    return window
  }
}

/// What `Windows.open(_:environment:)` asks of a `WindowGroup`.
@MainActor
protocol WindowOpening { func buildWindow() }
