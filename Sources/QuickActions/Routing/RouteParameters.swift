import PropertyList

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Route {
  /// The values of the route's screen parameters, by userInfo key, read from an item's
  /// userInfo and checked against each parameter's type; or why the item cannot fill them.
  ///
  /// The planner then only looks values up: the checks run once per item, not per plan.
  public func parameterValues(from userInfo: PlistDictionary) throws(ParameterProblem) -> [String:
    String]
  {
    var out: [String: String] = [:]
    for template in screens {
      for parameter in template.parameters where out[parameter.key] == nil {
        if parameter.constant != nil { continue }
        if parameter.isOptional, userInfo[parameter.key] == nil { continue }
        if parameter.isOptional, case .string(let s) = userInfo[parameter.key]?.kind,
          s.trimmingWhitespace.isEmpty
        {
          // A declared empty value: kept as it came.
          out[parameter.key] = s
          continue
        }
        guard let value = userInfo[parameter.key] else {
          throw ParameterProblem(
            outcome: .missingParameter(screen: template.id, parameter: parameter.key))
        }
        switch parameter.text(of: value) {
        case .success(let text): out[parameter.key] = text
        case .failure(let why):
          throw ParameterProblem(
            outcome: .invalidParameter(
              screen: template.id, parameter: parameter.key, reason: why.message))
        }
      }
    }
    return out
  }
}

/// An item whose userInfo cannot fill a route's screen parameters.
public struct ParameterProblem: Error, Sendable, Hashable {
  /// `.missingParameter` or `.invalidParameter`.
  public var outcome: RouteOutcome
}

extension ScreenTemplate.Parameter {
  struct Mismatch: Error { var message: String }

  /// The text form of a userInfo value for this parameter, or why it does not fit.
  func text(of value: PlistValue) -> Result<String, Mismatch> {
    let wanted: String
    switch (type, value.kind) {
    case (_, .string(let s)) where s.trimmingWhitespace.isEmpty:
      return .failure(
        Mismatch(message: "userInfo '\(key)' is empty; a screen parameter identifies something"))
    case (.string, .string(let s)): return .success(s)
    case (.string, .integer(let i)): return .success(i.description)
    case (.integer, .integer(let i)): return .success(i.description)
    case (.integer, .string(let s)):
      if let i = Int64(s) { return .success(String(i)) }
      if let u = UInt64(s) { return .success(String(u)) }
      wanted = "an integer"
    case (.boolean, .bool(let b)): return .success(b ? "true" : "false")
    case (.boolean, .string(let s)) where s == "true" || s == "false": return .success(s)
    case (.uuid, .string(let s)):
      if let uuid = UUID(uuidString: s) { return .success(uuid.uuidString) }
      return .failure(Mismatch(message: "userInfo '\(key)' is '\(s)', which is not a UUID"))
    case (.string, _): wanted = "a string (or an integer)"
    case (.integer, _): wanted = "an integer"
    case (.boolean, _): wanted = "a boolean"
    case (.uuid, _): wanted = "a UUID string"
    }
    return .failure(
      Mismatch(
        message:
          "userInfo '\(key)' is \(value.typeDescription); the parameter '\(name)' needs \(wanted)"))
  }
}
