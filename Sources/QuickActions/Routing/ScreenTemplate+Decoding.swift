import PropertyList

/// Reading a screen as a manifest writes it: `question(questionID)`, `list(type = todo, query: q?)`,
/// `folder(name: path)...`.
extension ScreenTemplate {
  /// `question(questionID)`, as a manifest writes a screen.
  init(parsing text: String, at location: SourceLocation) throws(ManifestError) {
    // `folder(name: path)...`: once per segment of `path`.
    let repeats = text.hasSuffix("...")
    let (id, arguments) = try ScreenSyntax.split(
      repeats ? String(text.dropLast(3)) : text, at: location)
    var parameters: [Parameter] = []
    for argument in arguments { parameters.append(try .init(parsing: argument, at: location)) }
    self.init(id, parameters: parameters)
    if repeats {
      self.repeats = true
      if case .failure(let error) = repeatedParameter {
        throw ManifestError(error.message, at: location)
      }
    }
  }
}

extension ScreenTemplate.Parameter {
  /// `name`, `name: key`, either with ` as string|integer|boolean|uuid`.
  init(parsing text: String, at location: SourceLocation) throws(ManifestError) {
    if let equals = text.firstIndex(of: "=") {
      // `type = todo` or `type = "todo"`: a constant written in the route.
      let name = String(text[..<equals].trimmingWhitespace)
      var value = Substring(text[text.index(after: equals)...].trimmingWhitespace)
      if value.count >= 2, value.first == "\"", value.last == "\"" {
        value = value.dropFirst().dropLast()
      }
      guard !name.isEmpty, !name.contains(where: { $0 == " " || $0 == ":" || $0 == "?" }) else {
        throw ManifestError(
          "screen parameter '\(text)' must be written name = value for a constant", at: location)
      }
      self = .constant(name, String(value))
      return
    }
    var rest = Substring(text)
    var type = ParameterType.string
    let words = text.split(separator: " ", omittingEmptySubsequences: true)
    if words.count >= 3, words[words.count - 2] == "as", let last = words.last {
      let name = String(last)
      guard let parsed = ParameterType(rawValue: name) else {
        let hint =
          Suggestion.nearest(to: name, in: ParameterType.allCases.map(\.rawValue)).map {
            "; did you mean '\($0)'?"
          } ?? ""
        throw ManifestError(
          "unknown parameter type '\(name)' (string, integer, boolean, uuid)\(hint)", at: location)
      }
      type = parsed
      rest = text[..<words[words.count - 2].startIndex]
    }
    var parts = rest.split(separator: ":", maxSplits: 1).map { String($0.trimmingWhitespace) }
    // `query?`, `query: q?`: the item may leave it out.
    let optional = parts.last?.hasSuffix("?") ?? false
    if optional { parts[parts.count - 1].removeLast() }
    let valid = parts.allSatisfy {
      !$0.isEmpty && !$0.contains(where: { $0 == " " || $0 == "=" || $0 == "?" })
    }
    guard valid, !parts.isEmpty else {
      throw ManifestError(
        "screen parameter '\(text)' must be written name, name: userInfoKey, or either with '?' (optional) and 'as TYPE'; or name = value",
        at: location)
    }
    self.init(parts[0], from: parts.count == 2 ? parts[1] : nil, as: type)
    isOptional = optional
  }
}
