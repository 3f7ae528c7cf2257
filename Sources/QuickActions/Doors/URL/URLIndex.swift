/// The URL patterns of a table as a tree, for matching a URL without allocating: one tree per
/// scheme and host, one level per path segment, each node's literal children in a hash table.
///
/// A match walks the tree depth first trying, at each segment, the literal child, then the
/// typed parameters, then the string parameter, then the wildcard; at the end of the path, the
/// patterns that end there before those whose wildcard would match nothing. That order is the
/// order of specificity (``URLPattern``), so the first pattern found is the most specific one;
/// the patterns ending at one node are tried with more query items first, then in declaration
/// order. The URL is split once into segments on the stack; a segment holding `%` is decoded
/// into a scratch buffer, also on the stack. The result is checked against the plain matcher
/// (`URLPattern.match`) by the `url` fuzz target.
///
/// A class that owns its arrays as buffers it allocated: a match reads them through pointers,
/// with no reference counting. It is never changed once built and frees them when it goes,
/// hence `@unchecked Sendable`.
final class URLIndex: @unchecked Sendable {
  struct Node: Sendable {
    /// Literal children: a slice of `slots`, a power of two long (0 for none).
    var slotStart: Int32 = 0, slotCount: Int32 = 0
    /// Typed-parameter children: a slice of `typed`.
    var typedStart: Int32 = 0, typedCount: Int32 = 0
    var stringChild: Int32 = -1
    /// Patterns that end here, and patterns whose wildcard starts here: slices of `ends`.
    var endStart: Int32 = 0, endCount: Int32 = 0
    var wildStart: Int32 = 0, wildCount: Int32 = 0
  }

  struct Literal: Sendable {
    var hash: UInt64
    var offset: Int32, length: Int32
    var child: Int32
  }

  struct Pattern: Sendable {
    var route: Int32
    var queryStart: Int32, queryCount: Int32
  }

  struct QueryItem: Sendable {
    var keyOffset: Int32, keyLength: Int32
    /// A literal value (in `bytes`), or a parameter's type.
    var valueOffset: Int32, valueLength: Int32
    var type: ParameterType?
  }

  struct Host: Sendable {
    /// `scheme:host` in lower case, in `bytes`.
    var offset: Int32, schemeLength: Int32, length: Int32
    /// The root of its tree.
    var node: Int32
  }

  let hosts: UnsafeMutableBufferPointer<Host>
  /// The `*.` hosts' trees (the key holds `scheme:*.domain`), longest first: tried in turn when
  /// the URL's own host has no tree or its tree has no match.
  let subdomainHosts: UnsafeMutableBufferPointer<Host>
  let nodes: UnsafeMutableBufferPointer<Node>
  let slots: UnsafeMutableBufferPointer<Int32>
  let literals: UnsafeMutableBufferPointer<Literal>
  let typed: UnsafeMutableBufferPointer<(type: ParameterType, child: Int32)>
  let ends: UnsafeMutableBufferPointer<Int32>
  let patterns: UnsafeMutableBufferPointer<Pattern>
  let queryItems: UnsafeMutableBufferPointer<QueryItem>
  let bytes: UnsafeMutableBufferPointer<UInt8>
  /// The most segments a pattern has before its end or its wildcard.
  let depth: Int

  /// The index of `list`'s patterns (those that read); a match names a position in `list`.
  init(_ list: [(route: Int, pattern: URLPattern)]) {
    var layout = Layout()
    layout.build(list)
    func own<T>(_ array: [T]) -> UnsafeMutableBufferPointer<T> {
      let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: array.count)
      _ = buffer.initialize(from: array)
      return buffer
    }
    (hosts, nodes, slots, literals, typed) = (
      own(layout.hosts), own(layout.nodes), own(layout.slots), own(layout.literals),
      own(layout.typed)
    )
    subdomainHosts = own(layout.subdomainHosts.sorted { $0.length > $1.length })
    (ends, patterns, queryItems, bytes) = (
      own(layout.ends), own(layout.patterns), own(layout.queryItems), own(layout.bytes)
    )
    depth = layout.depth
  }

  deinit {
    hosts.deallocate()
    subdomainHosts.deallocate()
    nodes.deallocate()
    slots.deallocate()
    literals.deallocate()
    typed.deallocate()
    ends.deallocate()
    patterns.deallocate()
    queryItems.deallocate()
    bytes.deallocate()
  }
}

extension URLIndex {
  /// The flat arrays, as they are filled.
  struct Layout {
    var hosts: [Host] = []
    var subdomainHosts: [Host] = []
    var nodes: [Node] = []
    var slots: [Int32] = []
    var literals: [Literal] = []
    var typed: [(type: ParameterType, child: Int32)] = []
    var ends: [Int32] = []
    var patterns: [Pattern] = []
    var queryItems: [QueryItem] = []
    var bytes: [UInt8] = []
    var depth = 0

    mutating func build(_ list: [(route: Int, pattern: URLPattern)]) {
      let builder = Builder()
      for (i, entry) in list.enumerated() where entry.pattern.problem == nil {
        builder.add(entry.pattern, number: i)
        depth = max(depth, entry.pattern.path.segments.count)
      }
      for entry in list {
        var pattern = Pattern(
          route: Int32(entry.route), queryStart: Int32(queryItems.count), queryCount: 0)
        for item in entry.pattern.query {
          let key = append(Array(item.key.utf8))
          let value: (Int32, Int32, ParameterType?)
          switch item.value {
          case .literal(let text):
            let v = append(Array(text.utf8))
            value = (v.0, v.1, nil)
          case .parameter(_, let type): value = (0, 0, type)
          }
          queryItems.append(
            QueryItem(
              keyOffset: key.0, keyLength: key.1, valueOffset: value.0, valueLength: value.1,
              type: value.2))
        }
        pattern.queryCount = Int32(queryItems.count) - pattern.queryStart
        patterns.append(pattern)
      }
      for (key, root) in builder.roots {
        let (offset, length) = append(Array(key.utf8))
        let schemeLength = Int32(key.utf8.prefix { $0 != UInt8(ascii: ":") }.count)
        let host = Host(
          offset: offset, schemeLength: schemeLength, length: length, node: flatten(root, list))
        if key.utf8.dropFirst(Int(schemeLength) + 1).starts(with: "*.".utf8) {
          subdomainHosts.append(host)
        } else {
          hosts.append(host)
        }
      }
    }

    private mutating func append(_ text: [UInt8]) -> (Int32, Int32) {
      defer { bytes += text }
      return (Int32(bytes.count), Int32(text.count))
    }

    /// Lays `node` and its children out in the flat arrays; returns its number.
    private mutating func flatten(_ node: Builder.Node, _ list: [(route: Int, pattern: URLPattern)])
      -> Int32
    {
      let number = Int32(nodes.count)
      nodes.append(Node())
      var flat = Node()
      func order(_ numbers: [Int]) -> [Int32] {
        numbers.enumerated().sorted { a, b in
          let (x, y) = (list[a.element].pattern.query.count, list[b.element].pattern.query.count)
          return x != y ? x > y : a.offset < b.offset
        }.map { Int32($0.element) }
      }
      flat.endStart = Int32(ends.count)
      ends += order(node.ends)
      flat.endCount = Int32(ends.count) - flat.endStart
      flat.wildStart = Int32(ends.count)
      ends += order(node.wildcards)
      flat.wildCount = Int32(ends.count) - flat.wildStart
      if !node.literals.isEmpty {
        var size = 4
        while size < node.literals.count * 2 { size *= 2 }
        flat.slotStart = Int32(slots.count)
        flat.slotCount = Int32(size)
        slots += Array(repeating: -1, count: size)
        for (text, child) in node.literals.sorted(by: { $0.key < $1.key }) {
          let key = Array(text.utf8)
          let hash = URLIndex.hash(key)
          let (offset, length) = append(key)
          let childNumber = flatten(child, list)
          var slot = Int(hash & UInt64(size - 1))
          while slots[Int(flat.slotStart) + slot] >= 0 { slot = (slot + 1) & (size - 1) }
          slots[Int(flat.slotStart) + slot] = Int32(literals.count)
          literals.append(Literal(hash: hash, offset: offset, length: length, child: childNumber))
        }
      }
      var typedChildren: [(ParameterType, Int32)] = []
      for (type, child) in node.typed.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        typedChildren.append((type, flatten(child, list)))
      }
      flat.typedStart = Int32(typed.count)
      typed += typedChildren.map { (type: $0.0, child: $0.1) }
      flat.typedCount = Int32(typedChildren.count)
      if let child = node.string { flat.stringChild = flatten(child, list) }
      nodes[Int(number)] = flat
      return number
    }
  }

  /// FNV-1a.
  static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    return h
  }

  /// The tree as it is built, before it is laid out flat.
  final class Builder {
    final class Node {
      var literals: [String: Node] = [:]
      var typed: [ParameterType: Node] = [:]
      var string: Node?
      var ends: [Int] = []
      var wildcards: [Int] = []
    }

    var roots: [String: Node] = [:]

    func add(_ pattern: URLPattern, number: Int) {
      for host in pattern.hosts { add(pattern, host: host, number: number) }
    }

    func add(_ pattern: URLPattern, host: String, number: Int) {
      let key = pattern.scheme + ":" + host
      var node = roots[key] ?? Node()
      roots[key] = node
      for segment in pattern.path.segments {
        let next: Node
        switch segment {
        case .literal(let text):
          next = node.literals[text] ?? Node()
          node.literals[text] = next
        case .parameter(_, .string):
          next = node.string ?? Node()
          node.string = next
        case .parameter(_, let type):
          next = node.typed[type] ?? Node()
          node.typed[type] = next
        }
        node = next
      }
      if pattern.path.wildcard != nil {
        node.wildcards.append(number)
      } else {
        node.ends.append(number)
      }
    }
  }
}
