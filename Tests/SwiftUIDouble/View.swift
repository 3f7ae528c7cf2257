// Declarations: SwiftUI.swiftinterface (iOS 26.2 SDK, held against it by .ci/sdk-check), and the
// pages https://developer.apple.com/documentation/swiftui/view, .../swiftui/viewbuilder,
// .../swiftui/tupleview, .../swiftui/emptyview, .../swiftui/text.

/// `@MainActor @preconcurrency protocol View`.
///
/// - Main-actor isolated, as in the iOS 18.6 and 26.2 SDKs.
@MainActor
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor var body: Self.Body { get }
}

extension Never: View {
  /// - Nonisolated, as in the iOS 18.6 and 26.2 SDKs.
  nonisolated public var body: Never { primitiveBody() }
}

func primitiveBody() -> Never {
  preconditionFailure("SwiftUI never asks a primitive view for its body")
}

/// SwiftUI's primitive views (`Text`, `EmptyView`, `TupleView`, `ForEach`) have `Body ==
/// Never` and publish no `body`: SwiftUI draws them itself. The double gives them this one, which
/// no app can name.
extension View where Body == Never {
  @_spi(SwiftUIDouble) public var body: Never { primitiveBody() }
}

/// What the double's modifiers and primitive containers are made of.
struct PrimitiveView: View {}

/// `@resultBuilder struct ViewBuilder` (iOS 13).
@resultBuilder
public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    TupleView((repeat each content))
  }
}

extension ViewBuilder {
  /// `static func buildEither<TrueContent, FalseContent>(first: TrueContent) ->
  /// _ConditionalContent<TrueContent, FalseContent>` (iOS 13): the `if` branch of an `if`/`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// `static func buildEither<TrueContent, FalseContent>(second: FalseContent)`: the `else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// `static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView` (iOS 14):
  /// the branch of an `if #available`.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

@available(*, unavailable)
extension ViewBuilder: Sendable {}

// Its initializer is nonisolated, for `buildEither`, where the synthesized one would be
// main-actor isolated, as the view is.
// swift-format-ignore: UseSynthesizedInitializer
/// `@frozen struct _ConditionalContent<TrueContent, FalseContent>` (iOS 13), a `View` when both
/// are: what an `if`/`else` in a view builder makes.
///
/// - Main-actor isolated, as a `View` is in the iOS 18.6 and 26.2 SDKs.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  nonisolated(unsafe) let storage: Storage
  nonisolated init(storage: Storage) { self.storage = storage }
}

/// `@frozen struct AnyView : View` (iOS 13): a type-erased view.
///
/// - Main-actor isolated, as a `View` is in the iOS 18.6 and 26.2 SDKs.
public struct AnyView: View {
  nonisolated(unsafe) let view: Any
  nonisolated public init<V: View>(_ view: V) { self.view = view }
}

@available(*, unavailable)
extension AnyView: Sendable {}

/// `@frozen struct TupleView<T> : View` (iOS 13).
///
/// - Main-actor isolated, as a `View` is in the iOS 18.6 and 26.2 SDKs.
public struct TupleView<T>: View {
  nonisolated(unsafe) public var value: T
  nonisolated public init(_ value: T) { self.value = value }
}

@available(*, unavailable)
extension TupleView: Sendable {}

/// `@frozen struct EmptyView : View` (iOS 13), `Sendable`.
///
/// - Main-actor isolated, as a `View` is in the iOS 18.6 and 26.2 SDKs.
public struct EmptyView: View, Sendable {
  nonisolated public init() {}
}

/// `@frozen struct Text : Equatable, Sendable` (iOS 13), a `View`.
///
/// - Main-actor isolated, as a `View` is in the iOS 18.6 and 26.2 SDKs.
public struct Text: View, Equatable, Sendable {
  let content: String
  /// Nonisolated, as in the iOS 18.6 and 26.2 SDKs.
  nonisolated public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
}

struct Modified<Content: View>: View {
  nonisolated(unsafe) let content: Content
  /// For a `nonisolated` modifier (SwiftUI's own are, in the iOS 18.6 and 26.2 SDKs).
  nonisolated init(unchecked content: Content) { self.content = content }
  var body: some View { PrimitiveView() }
}
