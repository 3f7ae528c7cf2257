// Declarations: https://developer.apple.com/documentation/swiftui/tabview,
// .../swiftui/navigationstack, .../swiftui/foreach,
// .../swiftui/view/navigationdestination(for:destination:),
// .../swiftui/view/sheet(item:ondismiss:content:),
// .../swiftui/view/fullscreencover(item:ondismiss:content:), .../swiftui/view/tag(_:includeoptional:).

/// `struct TabView<SelectionValue, Content> where SelectionValue: Hashable, Content: View`.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: Never { primitiveBody() }
}

/// `struct NavigationStack<Data, Root> where Root: View`.
public struct NavigationStack<Data, Root: View>: View {
  let root: Root

  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    self.root = root()
  }

  public var body: Never { primitiveBody() }
}

/// `struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: View where Content: View {
  public var data: Data
  public var content: (Data.Element) -> Content

  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }

  public var body: Never { primitiveBody() }
}

extension View {
  public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C)
    -> some View
  {
    Modified(content: self)
  }

  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    Modified(content: self)
  }

  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    Modified(content: self)
  }

  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    Modified(content: self)
  }
}
