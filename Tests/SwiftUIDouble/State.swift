// Declarations: SwiftUICore.swiftinterface and SwiftUI.swiftinterface (iOS 26.2 SDK, held against
// it by .ci/sdk-check): `struct State<Value>`, `struct Environment<Value>`, `struct
// EnvironmentValues`, `EnvironmentValues.scenePhase` and `enum ScenePhase`; pages
// https://developer.apple.com/documentation/swiftui/state, .../swiftui/environment,
// .../swiftui/environmentvalues/scenephase and .../swiftui/scenephase.

/// `@frozen @propertyWrapper struct State<Value> : DynamicProperty` (iOS 13): not main-actor
/// isolated; `Sendable` when its value is. The double keeps the value in a box the view and its
/// bindings share, as SwiftUI keeps it in the view's storage; it does not re-render.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  public init(wrappedValue value: Value) { box = StateBox(value) }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// `init()` (iOS 13): a state whose value is nil.
  public init() { self.init(wrappedValue: nil) }
}

/// SwiftUI: `extension State : Sendable where Value : Sendable`. The box is written on the main
/// actor only, where SwiftUI (and the double) evaluate views.
extension State: @unchecked Sendable where Value: Sendable {}

/// What a `State` shares with the bindings made from it.
final class StateBox<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// `@frozen @propertyWrapper struct Environment<Value> : DynamicProperty` (iOS 13): not
/// main-actor isolated; `Sendable` when its value is. The double reads the values a test set in
/// `EnvironmentValues.current` (SwiftUI reads those of the view's place in the hierarchy).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// SwiftUI: `extension Environment : Sendable where Value : Sendable`.
extension Environment: @unchecked Sendable where Value: Sendable {}

/// `struct EnvironmentValues : CustomStringConvertible` (iOS 13), not `Sendable`. The double
/// holds only the values its declarations below name.
public struct EnvironmentValues: CustomStringConvertible {
  var phase = ScenePhase.active

  public init() {}

  public var description: String { "[scenePhase = \(phase)]" }

  /// Test-only: the values every `Environment` reads (set and read on the main thread only).
  nonisolated(unsafe) static var current = EnvironmentValues()
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}

/// `enum ScenePhase : Comparable` (iOS 14), `Sendable`: "An indication of a scene's operational
/// state", `background < inactive < active` in the order of its cases.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Comparable, Sendable {
  case background
  case inactive
  case active
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
  /// `var scenePhase: ScenePhase { get set }` (iOS 14): the scene's phase.
  public var scenePhase: ScenePhase {
    get { phase }
    set { phase = newValue }
  }
}
