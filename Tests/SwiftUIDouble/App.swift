// Declarations: SwiftUI.swiftinterface (iOS 26.2 SDK, held against it by .ci/sdk-check), and the
// pages https://developer.apple.com/documentation/swiftui/app, .../swiftui/scene,
// .../swiftui/scenebuilder, .../swiftui/windowgroup, .../swiftui/uiapplicationdelegateadaptor,
// .../swiftui/dynamicproperty.
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import UIKitDouble
#endif

/// `@MainActor @preconcurrency protocol App`.
///
/// - Main-actor isolated: the iOS 18.6 and 26.2 SDKs declare `App`, `Scene` and `View`
///   `@MainActor @preconcurrency`.
@MainActor
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor var body: Self.Body { get }
  @MainActor init()
}

/// `@MainActor @preconcurrency protocol Scene`.
///
/// - Main-actor isolated, as in the iOS 18.6 and 26.2 SDKs.
@MainActor
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor var body: Self.Body { get }
}

/// SwiftUI: "`extension Never: Scene`".
extension Never: Scene {}

/// `@resultBuilder struct SceneBuilder`.
@resultBuilder
public struct SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

@available(*, unavailable)
extension SceneBuilder: Sendable {}

/// `struct WindowGroup<Content> : Scene where Content : View` (iOS 14).
///
/// - Main-actor isolated, as a `Scene` is in the iOS 18.6 and 26.2 SDKs.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct WindowGroup<Content: View>: Scene {
  /// SwiftUI makes the content for each window it opens ("Every window in the group maintains
  /// independent state"); the double makes it in `Windows.open(_:environment:)`.
  nonisolated(unsafe) let content: () -> Content
  /// Nonisolated, as in the iOS 18.6 and 26.2 SDKs (SwiftUI.swiftinterface: the initializers of
  /// `WindowGroup` carry no isolation of their own).
  ///
  /// - SDK check: exact type waived. The SDK's `content` is not `@escaping`: SwiftUI makes the
  ///   view once and gives each window its state by identity. The double keeps the closure and
  ///   makes the view again for each window, since its `EnvironmentObject` reads the window's
  ///   environment when it is made. A trailing closure, as every caller here writes it, reads the
  ///   same either way; the positive probes still compile the call against the SDK.
  nonisolated public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
  public var body: some Scene { PrimitiveScene() }
}

extension WindowGroup: WindowOpening {
  func buildWindow() { _ = content().body }
}

@available(*, unavailable)
extension WindowGroup: Sendable {}

/// What SwiftUI's primitive scenes are made of: the double never asks for its body.
struct PrimitiveScene: Scene {
  var body: Never { primitiveBody() }
}

/// `protocol DynamicProperty`.
public protocol DynamicProperty {}

/// `@MainActor(unsafe) @propertyWrapper struct UIApplicationDelegateAdaptor<DelegateType>
/// where DelegateType: NSObject, DelegateType: UIApplicationDelegate` (iOS 14). SwiftUI makes
/// the delegate; the double cannot (NSObject's `init()` is not `required` on Linux), so a test
/// that reads `wrappedValue` first hands one to `UIApplicationDelegateAdaptorStore`.
@available(iOS 14.0, *)
@MainActor
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>:
  DynamicProperty
{
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

  public var wrappedValue: DelegateType {
    guard let delegate = UIApplicationDelegateAdaptorStore.delegate as? DelegateType else {
      preconditionFailure(
        "the SwiftUI double makes no app delegate: set UIApplicationDelegateAdaptorStore.delegate")
    }
    return delegate
  }
}

/// Test-only: the app delegate SwiftUI would have made.
@MainActor
enum UIApplicationDelegateAdaptorStore {
  static var delegate: AnyObject?
}
