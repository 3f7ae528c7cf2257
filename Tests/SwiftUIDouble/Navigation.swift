// Declarations: SwiftUI.swiftinterface (iOS 26.2 SDK, held against it by .ci/sdk-check), and the
// pages https://developer.apple.com/documentation/swiftui/tabview, .../swiftui/navigationstack,
// .../swiftui/foreach, .../swiftui/view/navigationdestination(for:destination:),
// .../swiftui/view/sheet(item:ondismiss:content:),
// .../swiftui/view/fullscreencover(item:ondismiss:content:), .../swiftui/view/tag(_:).

/// `struct TabView<SelectionValue, Content> : View where SelectionValue : Hashable, Content :
/// View` (iOS 13).
///
/// - Main-actor isolated, as a `View` is in the iOS 18.6 and 26.2 SDKs.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  nonisolated(unsafe) let selection: Binding<SelectionValue>?
  nonisolated(unsafe) let content: Content

  /// Nonisolated, as in the iOS 18.6 and 26.2 SDKs.
  nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)
  {
    self.selection = selection
    self.content = content()
  }

  public var body: some View { PrimitiveView() }
}

@available(*, unavailable)
extension TabView: Sendable {}

/// `@MainActor(unsafe) struct NavigationStack<Data, Root> : View where Root : View` (iOS 16).
///
/// - Main-actor isolated, as a `View` is in the iOS 18.6 and 26.2 SDKs.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationStack<Data, Root: View>: View {
  let root: Root

  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
  }

  public var body: some View { PrimitiveView() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@available(*, unavailable)
extension NavigationStack: Sendable {}

/// `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable` (iOS
/// 13), a `View` when its content is one; a primitive view, whose `body` SwiftUI does not publish.
///
/// - Main-actor isolated, as a `View` is in the iOS 18.6 and 26.2 SDKs.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: View
where Content: View {
  // Nonisolated, as in the iOS 18.6 and 26.2 SDKs.
  nonisolated(unsafe) public var data: Data
  nonisolated(unsafe) public var content: (Data.Element) -> Content

  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

@available(*, unavailable)
extension ForEach: Sendable {}

/// The modifiers are nonisolated, as in the iOS 18.6 and 26.2 SDKs (SwiftUI.swiftinterface:
/// `nonisolated public func navigationDestination`, `sheet`, `fullScreenCover`, `tag`).
extension View {
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  )
    -> some View
  {
    Modified(unchecked: self)
  }

  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    Modified(unchecked: self)
  }

  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    Modified(unchecked: self)
  }

  /// `navigationDestination(isPresented:destination:)` (iOS 16): a screen pushed while the
  /// flag is true, above the stack's path.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    Modified(unchecked: self)
  }

  /// `sheet(isPresented:onDismiss:content:)` (iOS 13).
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    Modified(unchecked: self)
  }

  /// `fullScreenCover(isPresented:onDismiss:content:)` (iOS 14).
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    Modified(unchecked: self)
  }

  nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
    Modified(unchecked: self)
  }
}
