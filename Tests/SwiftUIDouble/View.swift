// Declarations: https://developer.apple.com/documentation/swiftui/view,
// .../swiftui/viewbuilder, .../swiftui/tupleview, .../swiftui/emptyview, .../swiftui/text.

/// `@MainActor @preconcurrency protocol View`.
@MainActor
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor var body: Self.Body { get }
}

/// SwiftUI: "`extension Never: View`": the body of a primitive view.
extension Never: View {
  public var body: Never { primitiveBody() }
}

/// A primitive view's body is never asked for (SwiftUI renders primitives itself).
func primitiveBody() -> Never {
  preconditionFailure("SwiftUI never asks a primitive view for its body")
}

/// `@resultBuilder struct ViewBuilder` (its methods run where the views are built: on the main
/// actor).
@MainActor @resultBuilder
public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }
}

/// `@frozen struct TupleView<T>: View`.
public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public var body: Never { primitiveBody() }
}

/// `@frozen struct EmptyView: View`.
public struct EmptyView: View {
  nonisolated public init() {}
  public var body: Never { primitiveBody() }
}

/// `@frozen struct Text: View`; `init<S>(_ content: S) where S: StringProtocol`.
public struct Text: View {
  let content: String
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  public var body: Never { primitiveBody() }
}

/// What a modifier returns: SwiftUI's modifiers here return `some View`, so the type is not API.
struct Modified<Content: View>: View {
  let content: Content
  var body: Never { primitiveBody() }
}
