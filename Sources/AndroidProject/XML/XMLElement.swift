import PropertyList

/// The namespace Android's attributes live in (`xmlns:android="…"`): AAPT reads an attribute
/// by this URI, whatever prefix the file binds to it.
public let androidNamespace = "http://schemas.android.com/apk/res/android"

/// The namespace of the build tools' attributes (`tools:ignore`, `tools:targetApi`), which the
/// build strips and the platform never sees.
public let toolsNamespace = "http://schemas.android.com/tools"

/// One element of an Android XML file, with where its `<` stands.
public struct XMLElement: Sendable, Hashable {
  /// The name as written, prefix included (`intent-filter`, `xliff:g`).
  public var name: String
  /// The attributes, in file order.
  public var attributes: [XMLAttribute]
  /// The child elements, in file order.
  public var children: [XMLElement]
  /// The character data directly inside the element (references decoded, CDATA included,
  /// comments left out), in order; the text of child elements is theirs.
  public var text: String
  /// Where the element's `<` is.
  public var location: SourceLocation

  /// An element built in code or by the reader.
  public init(
    name: String, attributes: [XMLAttribute] = [], children: [XMLElement] = [], text: String = "",
    location: SourceLocation = .unknown
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
    self.location = location
  }

  /// The attribute of `localName` in `namespace` (by default Android's), or nil.
  public func attribute(_ localName: String, namespace: String? = androidNamespace) -> XMLAttribute?
  {
    attributes.first { $0.localName == localName && $0.namespace == namespace }
  }

  /// The value of the Android attribute `localName`, or nil.
  public subscript(android localName: String) -> String? { attribute(localName)?.value }

  /// The children named `name`, in order.
  public func children(named name: String) -> [XMLElement] { children.filter { $0.name == name } }

  /// The text of the element and of every element inside it, in document order (read without
  /// recursion, so any depth the reader accepted is safe).
  public var allText: String {
    var out = ""
    // A stack of (element, next child, text emitted).
    var stack: [(XMLElement, Int)] = [(self, 0)]
    out += text
    while let (element, next) = stack.last {
      if next < element.children.count {
        stack[stack.count - 1].1 = next + 1
        let child = element.children[next]
        out += child.text
        stack.append((child, 0))
      } else {
        stack.removeLast()
      }
    }
    return out
  }

  /// Whether `tools:ignore` on this element names `id` (an Android Lint check id) or `all`.
  public func toolsIgnores(_ id: String) -> Bool {
    guard let value = attribute("ignore", namespace: toolsNamespace)?.value else { return false }
    return value.split(separator: ",").contains {
      let t = $0.trimmingSpaces
      return t == id || t == "all"
    }
  }
}

/// One attribute: its name, namespace, value and places.
///
/// The name and the namespace are kept in one object that the reader shares among every
/// attribute of a file with the same name in the same namespace: an attribute then costs 64
/// bytes and its value, not three strings of its own (a file of 100,000 shortcuts repeats
/// `android:shortcutShortLabel` 100,000 times). The local name stays in the attribute, so that
/// looking an attribute up by it (``XMLElement/attribute(_:namespace:)``) reads no other object.
public struct XMLAttribute: Sendable, Hashable {
  /// A name as written and its namespace, shared by the attributes that have them.
  final class QualifiedName: Sendable {
    let name: String
    let namespace: String?

    init(name: String, namespace: String?) {
      self.name = name
      self.namespace = namespace
    }
  }

  private var qualified: QualifiedName

  /// The name as written (`android:shortcutId`).
  public var name: String {
    get { qualified.name }
    set { qualified = QualifiedName(name: newValue, namespace: qualified.namespace) }
  }
  /// The name without its prefix (`shortcutId`).
  public var localName: String
  /// The URI the prefix is bound to, or nil for an attribute without a prefix.
  public var namespace: String? {
    get { qualified.namespace }
    set { qualified = QualifiedName(name: qualified.name, namespace: newValue) }
  }
  /// The value, references decoded.
  public var value: String
  /// Where the attribute's name starts.
  public var location: SourceLocation
  /// Where its value starts (after the opening quote).
  public var valueLocation: SourceLocation

  /// An attribute built in code or by the reader.
  public init(
    name: String, localName: String, namespace: String?, value: String,
    location: SourceLocation = .unknown, valueLocation: SourceLocation = .unknown
  ) {
    qualified = QualifiedName(name: name, namespace: namespace)
    self.localName = localName
    self.value = value
    self.location = location
    self.valueLocation = valueLocation
  }

  /// An attribute of the reader, its name shared.
  init(
    _ qualified: QualifiedName, localName: String, value: String, location: SourceLocation,
    valueLocation: SourceLocation
  ) {
    self.qualified = qualified
    self.localName = localName
    self.value = value
    self.location = location
    self.valueLocation = valueLocation
  }

  /// Equal when the name, local name, namespace, value and places are.
  public static func == (a: XMLAttribute, b: XMLAttribute) -> Bool {
    a.localName == b.localName
      && (a.qualified === b.qualified || (a.name == b.name && a.namespace == b.namespace))
      && a.value == b.value && a.location == b.location && a.valueLocation == b.valueLocation
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(localName)
    hasher.combine(namespace)
    hasher.combine(value)
    hasher.combine(location)
    hasher.combine(valueLocation)
  }
}

extension Substring {
  var trimmingSpaces: Substring {
    var s = self
    while let f = s.first, f == " " || f == "\t" || f == "\n" || f == "\r" { s = s.dropFirst() }
    while let l = s.last, l == " " || l == "\t" || l == "\n" || l == "\r" { s = s.dropLast() }
    return s
  }
}
