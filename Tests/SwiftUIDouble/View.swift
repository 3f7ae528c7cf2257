// Declarations: SwiftUI.swiftinterface (iOS 17.4 SDK, held against it by .ci/sdk-check), and the
// pages https://developer.apple.com/documentation/swiftui/view, .../swiftui/viewbuilder,
// .../swiftui/tupleview, .../swiftui/emptyview, .../swiftui/text.

/// `@MainActor @preconcurrency protocol View`.
///
/// - SDK check: isolation from the iOS 18 SDK, as `App`'s.
@MainActor
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor var body: Self.Body { get }
}

extension Never: View {
  /// - SDK check: isolation from the iOS 18 SDK, as `View`'s.
  public var body: Never { primitiveBody() }
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
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }
}

@available(*, unavailable)
extension ViewBuilder: Sendable {}

/// `@frozen struct TupleView<T> : View` (iOS 13).
///
/// - SDK check: isolation from the iOS 18 SDK (a `View`, so main-actor isolated there).
public struct TupleView<T>: View {
  nonisolated(unsafe) public var value: T
  nonisolated public init(_ value: T) { self.value = value }
}

@available(*, unavailable)
extension TupleView: Sendable {}

/// `@frozen struct EmptyView : View` (iOS 13), `Sendable`.
///
/// - SDK check: isolation from the iOS 18 SDK (a `View`, so main-actor isolated there).
public struct EmptyView: View, Sendable {
  nonisolated public init() {}
}

/// `@frozen struct Text : Equatable, Sendable` (iOS 13), a `View`.
///
/// - SDK check: isolation from the iOS 18 SDK (a `View`, so main-actor isolated there).
public struct Text: View, Equatable, Sendable {
  let content: String
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
}

struct Modified<Content: View>: View {
  let content: Content
  var body: some View { PrimitiveView() }
}
