// Declarations: SwiftUI.swiftinterface (iOS 26.2 SDK, held against it by .ci/sdk-check), and the
// pages https://developer.apple.com/documentation/swiftui/binding, .../swiftui/bindable (iOS 17).
import Observation

/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>` (iOS 13): not
/// main-actor isolated, and not `Sendable` (`@available(*, unavailable) extension Binding :
/// Sendable`). Bindings are made by `Bindable` here (SwiftUI's public `init(get:set:)` is not
/// needed by the wiring).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  let get: () -> Value
  let set: (Value) -> Void

  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { self.wrappedValue[keyPath: keyPath] = $0 })
  }
}

@available(*, unavailable)
extension Binding: Sendable {}

/// `@dynamicMemberLookup @propertyWrapper struct Bindable<Value>` (iOS 17): bindings to the
/// properties of an `Observable` object. Not main-actor isolated; `Sendable` when its value is.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
  var object: Value
  public var wrappedValue: Value {
    get { object }
    set { object = newValue }
  }
  public var projectedValue: Bindable<Value> { self }

  /// The SDK's unconstrained initializers are unavailable: only an `Observable` object can be
  /// bound (the constrained ones below).
  @available(
    *, unavailable, message: "The wrapped value must be an object that conforms to Observable"
  )
  public init(wrappedValue: Value) { object = wrappedValue }
  @available(
    *, unavailable, message: "The wrapped value must be an object that conforms to Observable"
  )
  public init(projectedValue: Bindable<Value>) { object = projectedValue.object }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject {
  /// The binding reads and writes the object's property where the view runs: on the main
  /// actor, where SwiftUI evaluates views.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let object = Unchecked(wrappedValue)
    let path = Unchecked(keyPath)
    return Binding(
      get: { MainActor.assumeIsolated { Unchecked(object.value[keyPath: path.value]) }.value },
      set: { newValue in
        let value = Unchecked(newValue)
        MainActor.assumeIsolated { object.value[keyPath: path.value] = value.value }
      })
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
  public init(wrappedValue: Value) { object = wrappedValue }
  public init(_ wrappedValue: Value) { object = wrappedValue }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Sendable where Value: Sendable {}

/// A value carried into and out of the binding's closures, which run on the main actor (where
/// SwiftUI evaluates views and writes bindings).
struct Unchecked<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
