/// A screen of the app: an identifier and the string parameters it was opened with.
public struct Screen: Sendable, Hashable, Codable, CustomStringConvertible {
  public var id: String
  public var parameters: [String: String]

  public init(_ id: String, parameters: [String: String] = [:]) {
    self.id = id
    self.parameters = parameters
  }

  /// `question(id: 42)`, or just `questions`.
  public var description: String {
    guard !parameters.isEmpty else { return id }
    let list = parameters.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
    return "\(id)(\(list))"
  }
}
