import SwiftCST

/// Calls that return one of their arguments (`func tweaked<T>(_ value: T, …) -> T`).
extension Resolver {
  /// The type of the argument a call of a generic function returns
  /// (`MemberInfo.returnedParameter`): for the one overload whose labels fit the call, the
  /// argument passed to that parameter, when it is no trailing closure. Nil otherwise, and
  /// when the first overload (what the callee resolved to) returns no argument.
  func returnedArgumentType(
    of call: FunctionCall, resolvedTo member: MemberInfo, depth: Int
  ) -> TypeReference? {
    // Most functions return no argument: their first overload answers without a look-up.
    guard member.returnedParameter != nil else { return nil }
    let overloads =
      member.containingType.map { index.members(named: member.name, in: $0) }
      ?? visibleTopLevel(named: member.name)
    let fits = fitting(overloads.filter { $0.kind == .function }, call)
    guard fits.count == 1, let returned = fits[0].member.returnedParameter,
      let position = fits[0].parameters.firstIndex(of: returned),
      let argument = call.arguments[position].expression
    else { return nil }
    return type(of: argument, depth: depth + 1)
  }
}
