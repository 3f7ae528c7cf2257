/// Screen templates filled with an entry's values: required, constant and optional parameters,
/// and a repeated screen once per segment of its value.
extension Planner {
  /// A repeated screen, once per non-empty `/`-separated segment of its parameter's value, each
  /// with the segment and the constants.
  static func repeated(_ template: ScreenTemplate, _ userInfo: [String: String])
    throws(PlanFailure) -> [Screen]
  {
    guard case .success(let parameter) = template.repeatedParameter else {
      throw PlanFailure(
        outcome: .unreachable("screen '\(template.description)' has no parameter to repeat"))
    }
    guard let value = userInfo[parameter.key] else {
      if parameter.isOptional { return [] }
      throw PlanFailure(outcome: .missingParameter(screen: template.id, parameter: parameter.key))
    }
    var constants: [String: String] = [:]
    for p in template.parameters { if let c = p.constant { constants[p.name] = c } }
    return value.split(separator: "/").map { segment in
      var parameters = constants
      parameters[parameter.name] = String(segment)
      return Screen(template.id, parameters: parameters)
    }
  }

  static func resolve(_ templates: [ScreenTemplate], _ userInfo: [String: String])
    throws(PlanFailure) -> [Screen]
  {
    var out: [Screen] = []
    out.reserveCapacity(templates.count)
    for template in templates {
      if template.repeats {
        try out.append(contentsOf: repeated(template, userInfo))
        continue
      }
      guard !template.parameters.isEmpty else {
        out.append(Screen(template.id))
        continue
      }
      // A screen whose parameters are named as their userInfo keys, and which takes every key
      // the item carries, gets the userInfo itself: equal, and shared rather than built (a
      // dictionary's allocation and hashing cost more than the rest of planning).
      let parameters = template.parameters
      var sharesUserInfo = parameters.count == userInfo.count
      for (i, parameter) in parameters.enumerated() {
        if parameter.constant != nil || parameter.isOptional {
          sharesUserInfo = false
          continue
        }
        guard userInfo[parameter.key] != nil else {
          throw PlanFailure(
            outcome: .missingParameter(screen: template.id, parameter: parameter.key))
        }
        // Distinct keys too, so that every key the item carries is one of them.
        sharesUserInfo =
          sharesUserInfo && parameter.name == parameter.key
          && !parameters[..<i].contains { $0.key == parameter.key }
      }
      if sharesUserInfo {
        out.append(Screen(template.id, parameters: userInfo))
        continue
      }
      var values = [String: String](minimumCapacity: parameters.count)
      for parameter in parameters {
        // A constant is written in the route; an optional parameter the item left out is absent.
        values[parameter.name] = parameter.constant ?? userInfo[parameter.key]
      }
      out.append(Screen(template.id, parameters: values))
    }
    return out
  }
}
