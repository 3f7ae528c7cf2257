/// A screen of the app: an identifier and the string parameters it was opened with.
public struct Screen: Sendable, Hashable, CustomStringConvertible {
  public var id: String
  /// The values the screen is shown with, such as `spotID`, by name.
  public var parameters: [String: String]

  /// A screen with this identifier and these parameters.
  public init(_ id: String, parameters: [String: String] = [:]) {
    self.id = id
    self.parameters = parameters
  }

  /// `question(id: 42)`, or just `questions`.
  public var description: String {
    guard !parameters.isEmpty else { return id }
    let list = parameters.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(
      separator: ", ")
    return "\(id)(\(list))"
  }
}
