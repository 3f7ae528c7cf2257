import PropertyList

/// One `<string name="…">`.
public struct StringEntry: Sendable, Hashable {
  /// The entry named `name` whose text is `raw`, at `location` in `file`.
  public init(name: String, raw: String, location: SourceLocation, file: String) {
    self.init(name: name, text: .written(raw), location: location, file: file)
  }

  init(name: String, text: Text, location: SourceLocation, file: String) {
    self.name = name
    self.text = text
    self.location = location
    self.file = file
  }

  /// The name.
  public var name: String
  /// The element's text as written (references decoded, the text of elements inside it
  /// included), taken from the file when asked: an app has thousands of strings in each
  /// language, and the rules read a few.
  public var raw: String {
    get { text.string }
    set { text = .written(newValue) }
  }
  /// The text as the app shows it (escapes decoded, white space collapsed), decoded when asked.
  public var value: String { AndroidString.decode(raw) }
  /// Where the element is.
  public var location: SourceLocation
  /// The file it is in.
  public var file: String

  var text: Text

  /// The element's text: given, or the content of the element in a file read; two are equal
  /// when their strings are.
  enum Text: Sendable, Hashable {
    case written(String)
    case source(XMLSource, Range<Int>)

    var string: String {
      switch self {
      case .written(let text): text
      case .source(let source, let range): source.allText(range)
      }
    }

    static func == (a: Text, b: Text) -> Bool { a.string == b.string }

    func hash(into hasher: inout Hasher) { hasher.combine(string) }
  }
}
