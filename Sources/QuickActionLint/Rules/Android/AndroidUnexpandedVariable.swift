import AndroidProject
import PropertyList

/// `android-unexpanded-variable`: an Xcode build setting reference (`$(PRODUCT_BUNDLE_IDENTIFIER)`)
/// in a shortcuts file or in a string a shortcut shows.
enum AndroidUnexpandedVariable: AndroidRule {
  static let id = "android-unexpanded-variable"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "An Xcode build setting reference, $(NAME) or $(NAME:modifier), in an attribute of a res/xml shortcuts file, or in a string resource a shortcut's label or disabled message names (or any string of a generated quickaction_shortcuts.xml).",
    why:
      "Xcode expands $(VAR) in an Info.plist when it builds the iOS app; nothing expands it on Android. aapt2 compiles a resource as written (Gradle fills only ${…} manifest placeholders, and only in AndroidManifest.xml: \"Inject build variables into the manifest\", https://developer.android.com/build/manage-manifests#inject_build_variables_into_the_manifest), so an id or action copied from an Info.plist names '$(PRODUCT_BUNDLE_IDENTIFIER).post', which the app never matches, and a label shows the reference. Write the value, or generate the file with `quickaction android shortcuts`, which expands it from the Xcode project or --define.",
    example: "android:shortcutId=\"$(PRODUCT_BUNDLE_IDENTIFIER).post\"  →  not expanded on Android")

  static func check(_ context: AndroidLintContext) -> [Finding] {
    var out: [Finding] = []
    var shown: Set<String> = []
    for file in context.app.shortcutsFiles {
      let source = context.app.sources[file.path] ?? []
      forEachElement(file.root) { element in
        for attribute in element.attributes {
          guard let reference = firstReference(in: attribute.value) else { continue }
          out.append(
            context.finding(
              Self.self,
              "'\(reference)' in android:\(attribute.localName) is an Xcode build setting, which nothing expands in an Android resource: the value is used as written",
              file: file.path,
              at: locate(reference, in: source, from: attribute.valueLocation, inElement: false)))
        }
        for name in ["shortcutShortLabel", "shortcutLongLabel", "shortcutDisabledMessage"] {
          if let value = element.attribute(name)?.value,
            let string = StringResources.stringName(value)
          {
            shown.insert(string)
          }
        }
      }
    }
    for table in context.app.strings.tables {
      let generated = table.path.hasSuffix("/quickaction_shortcuts.xml")
      // Only the strings a shortcut shows are looked up (and decoded), then put in file order.
      let read =
        generated ? Array(table.strings.values) : shown.compactMap { table.entry(named: $0) }
      for entry in read.sorted(by: { $0.location < $1.location }) {
        guard let reference = firstReference(in: entry.value) else { continue }
        let source = context.app.sources[entry.file] ?? []
        out.append(
          context.finding(
            Self.self,
            "'\(reference)' in the string '\(entry.name)' is an Xcode build setting, which nothing expands in an Android resource: the label shows it as written",
            file: entry.file,
            at: locate(reference, in: source, from: entry.location, inElement: true)))
      }
    }
    return out
  }

  /// Calls `body` with the element and every element below it, in document order. Walked with
  /// a stack of child positions, not gathered into an array first: a file of 100,000 shortcuts
  /// has 200,000 elements, and an array of them was the largest thing the lint ever held.
  static func forEachElement(_ root: XMLElement, _ body: (XMLElement) -> Void) {
    body(root)
    // (element, index of its next child to visit)
    var stack: [(XMLElement, Int)] = [(root, 0)]
    while let (element, next) = stack.last {
      guard next < element.children.count else {
        stack.removeLast()
        continue
      }
      stack[stack.count - 1].1 = next + 1
      let child = element.children[next]
      body(child)
      stack.append((child, 0))
    }
  }

  /// The first `$(NAME)` or `$(NAME:modifier)` in `text`, as written.
  static func firstReference(in text: String) -> String? {
    let bytes = Array(text.utf8)
    var i = 0
    while i + 2 < bytes.count {
      defer { i += 1 }
      guard bytes[i] == UInt8(ascii: "$"), bytes[i + 1] == UInt8(ascii: "("),
        isNameStart(bytes[i + 2])
      else { continue }
      var j = i + 3
      while j < bytes.count, isName(bytes[j]) { j += 1 }
      if j < bytes.count, bytes[j] == UInt8(ascii: ":") {
        while j < bytes.count, bytes[j] != UInt8(ascii: ")"), bytes[j] != UInt8(ascii: "(") {
          j += 1
        }
      }
      guard j < bytes.count, bytes[j] == UInt8(ascii: ")") else { continue }
      return String(decoding: bytes[i...j], as: UTF8.self)
    }
    return nil
  }

  static func isNameStart(_ b: UInt8) -> Bool {
    b == UInt8(ascii: "_") || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z"))
  }
  static func isName(_ b: UInt8) -> Bool {
    isNameStart(b) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
  }

  /// Where `reference` is written in `source` after `start`: in an attribute's value (up to
  /// its closing quote), or in the text of the element at `start` (after its start tag, up to
  /// the next tag). Lines and columns are counted in bytes from `start`; `start` itself when
  /// the source does not hold the reference as written there (an entity in the middle of it).
  static func locate(
    _ reference: String, in source: [UInt8], from start: SourceLocation, inElement: Bool
  ) -> SourceLocation {
    let needle = Array(reference.utf8)
    guard start.offset < source.count, !needle.isEmpty else { return start }
    var line = start.line
    var column = start.column
    var i = start.offset
    var inText = !inElement
    // The attribute's quote is the byte before its value.
    let quote = start.offset > 0 ? source[start.offset - 1] : UInt8(ascii: "\"")
    while i < source.count {
      let byte = source[i]
      if inText {
        if i + needle.count <= source.count, Array(source[i..<(i + needle.count)]) == needle {
          return SourceLocation(offset: i, line: line, column: column)
        }
        if inElement ? byte == UInt8(ascii: "<") : byte == quote { break }
      } else if byte == UInt8(ascii: ">") {
        inText = true
      }
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
      i += 1
    }
    return start
  }
}
