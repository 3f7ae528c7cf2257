// Declarations: SwiftUI.swiftinterface and SwiftUICore.swiftinterface (iOS 26.2 SDK, held
// against it by .ci/sdk-check): `struct NavigationSplitView`, `struct List`, `View.onChange(of:
// initial:_:)`; pages https://developer.apple.com/documentation/swiftui/navigationsplitview,
// .../swiftui/list and .../swiftui/view/onchange(of:initial:_:)-4psgg.

/// `struct NavigationSplitView<Sidebar, Content, Detail> : View where Sidebar : View, Content :
/// View, Detail : View` (iOS 16): the two-column form (`Content == EmptyView`) only.
///
/// - Main-actor isolated, as a `View` is in the iOS 18.6 and 26.2 SDKs; its iOS 16
///   initializers are not (SwiftUI.swiftinterface declares them with no isolation of their own).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  nonisolated(unsafe) let sidebar: Sidebar
  nonisolated(unsafe) let detail: Detail

  /// Nonisolated, as in the iOS 18.6 and 26.2 SDKs.
  nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)
  where Content == EmptyView {
    self.sidebar = sidebar()
    self.detail = detail()
  }

  public var body: some View { PrimitiveView() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@available(*, unavailable)
extension NavigationSplitView: Sendable {}

/// `@MainActor @preconcurrency struct List<SelectionValue, Content> : View where SelectionValue
/// : Hashable, Content : View` (iOS 13): the single-selection form a sidebar uses.
public struct List<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue?>?
  let content: Content

  /// `@MainActor @preconcurrency init(selection: Binding<SelectionValue?>?, @ViewBuilder
  /// content: () -> Content)`, `@available(watchOS 10.0, *)`.
  ///
  /// - SDK check: exact type waived. The SDK has a second `init(selection:content:)`, of a
  ///   `Binding<Set<SelectionValue>>?` (multiple selection), so a reference by name alone is
  ///   ambiguous there; the positive probes still compile the call against the SDK.
  @available(watchOS 10.0, *)
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: some View { PrimitiveView() }
}

@available(*, unavailable)
extension List: Sendable {}

extension View {
  /// `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_
  /// oldValue: V, _ newValue: V) -> Void) -> some View where V : Equatable` (iOS 17). The double
  /// does not re-render, so it never sees a value change and never calls `action`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false,
    _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    Modified(unchecked: self)
  }
}
