// Declarations: https://developer.apple.com/documentation/swiftui/binding,
// .../swiftui/bindable (iOS 17).
import Observation

/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`. Bindings are made by
/// `Bindable` here (SwiftUI's public `init(get:set:)` is not needed by the wiring).
@MainActor
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  let get: @MainActor () -> Value
  let set: @MainActor (Value) -> Void

  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
  }
}

/// `@dynamicMemberLookup @propertyWrapper struct Bindable<Value>`: bindings to the properties
/// of an `Observable` object.
@MainActor
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
  public var wrappedValue: Value
  public var projectedValue: Bindable<Value> { self }

  /// `init(wrappedValue: Value) where Value: AnyObject, Value: Observable`.
  public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }

  /// `init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable`.
  public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
