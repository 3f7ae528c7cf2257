import QuickActions

/// A value of the app's own that a routed stack holds, so that its `NavigationLink(value:)`s
/// push the app's values rather than `Screen`s.
///
/// ```swift
/// enum Place: ScreenValue {
///   case post(id: String), profile(user: String)
///   var screen: Screen { … }            // what routes name it
///   init?(screen: Screen) { … }         // what a route's screen is, or nil
/// }
/// NavigationStack(path: $model[path: "feed", as: ScreenValues(Place.self)]) {
///   FeedView().navigationDestination(for: Place.self) { PlaceView(place: $0) }
/// }
/// ```
///
/// One stack holds one type (an enum holds several kinds of screen). The type must read every
/// screen a route pushes on that stack: the path shows the screens up to the first it cannot
/// read, and a test over the route table (`init?(screen:)` of each route's screens) keeps the
/// two in step.
public protocol ScreenValue: Hashable {
  /// The screen this value shows, as the routes name it.
  var screen: Screen { get }
  /// The value `screen` stands for, or nil when it is not one of this type.
  init?(screen: Screen)
}

/// The type of a stack's values, as a subscript argument: a key path (what `$model[…]` is)
/// takes only `Hashable` arguments, which a metatype is not.
public struct ScreenValues<Value: ScreenValue>: Hashable, Sendable {
  /// The values of type `Value`.
  public init(_ type: Value.Type) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationModel {
  /// The screens pushed above a tab's root as the app's own values: the `path` of a
  /// `NavigationStack` whose links push `Value`s. Setting it (a link pushed, the user went
  /// back) sets the screens those values show.
  public subscript<Value: ScreenValue>(path tab: String, as type: ScreenValues<Value>) -> [Value] {
    get {
      var values: [Value] = []
      for screen in self[path: tab] {
        guard let value = Value(screen: screen) else { break }
        values.append(value)
      }
      return values
    }
    set { self[path: tab] = newValue.map(\.screen) }
  }
}
