// Declarations: https://developer.apple.com/documentation/swiftui/app, .../swiftui/scene,
// .../swiftui/scenebuilder, .../swiftui/windowgroup,
// .../swiftui/uiapplicationdelegateadaptor, .../swiftui/dynamicproperty.
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import UIKitDouble
#endif

/// `@MainActor @preconcurrency protocol App`.
@MainActor
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor var body: Self.Body { get }
  @MainActor init()
}

/// `@MainActor @preconcurrency protocol Scene`.
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

/// `struct WindowGroup<Content> where Content: View`.
public struct WindowGroup<Content: View>: Scene {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { primitiveBody() }
}

/// `protocol DynamicProperty`.
public protocol DynamicProperty {}

/// `@MainActor @preconcurrency @propertyWrapper struct UIApplicationDelegateAdaptor<DelegateType>
/// where DelegateType: NSObject, DelegateType: UIApplicationDelegate`. SwiftUI makes the
/// delegate; the double cannot (NSObject's `init()` is not `required` on Linux), so a test that
/// reads `wrappedValue` first hands one to `UIApplicationDelegateAdaptorStore`.
@MainActor
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

  public var wrappedValue: DelegateType {
    guard let delegate = UIApplicationDelegateAdaptorStore.delegate as? DelegateType else {
      preconditionFailure("the SwiftUI double makes no app delegate: set UIApplicationDelegateAdaptorStore.delegate")
    }
    return delegate
  }
}

/// Test-only: the app delegate SwiftUI would have made.
@MainActor
enum UIApplicationDelegateAdaptorStore {
  static var delegate: AnyObject?
}
