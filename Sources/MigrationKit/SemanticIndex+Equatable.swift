/// Whether a value can be compared with `==`, as far as the run can tell: the question a
/// suggested `animation(_:value:)` or `onChange(of:)` argument must pass (both take an
/// `Equatable` value).
extension SemanticIndex {
  /// Whether a value of `type`, written inside the type named `enclosing` (qualified, nil at
  /// top level), certainly is not `Equatable`: a function type; a SwiftUI style's
  /// `Configuration` (`ButtonStyleConfiguration` and the like); a struct, class, actor or
  /// enum of the run that declares no conformance that is or may be `Equatable` (an enum
  /// whose cases carry no values is `Equatable` without one). False when the run cannot
  /// tell: a type it does not declare, a protocol conformance from outside it, a type with
  /// `#if` variants.
  public func isCertainlyNotEquatable(_ type: TypeReference, inside enclosing: String?) -> Bool {
    guard let name = type.name else {
      // `() -> Void`, `((Int) -> Void)?`: closures are never Equatable. `some P` is when
      // P may be; an existential `any P` never is. Tuples and compositions: not told.
      if type.text.contains("->") { return true }
      guard let named = type.existentialProtocol else { return false }
      let core = type.isOptional ? type.unwrapped.text : type.text
      return core.hasPrefix("any ") || !mayBeEquatable(constraint: named)
    }
    if let constraints = genericConstraints(of: name, inside: enclosing) {
      // A generic parameter is Equatable only when a constraint makes it so.
      return !constraints.contains { mayBeEquatable(constraint: $0) }
    }
    if let info = self.type(named: name, inside: enclosing) {
      return !mayBeEquatable(info, depth: 0)
    }
    if name.hasSuffix("StyleConfiguration") { return true }
    // `Configuration` / `Self.Configuration` in a style's makeBody: the style's configuration.
    guard name == "Configuration" || name == "Self.Configuration",
      let style = enclosing.flatMap({ self.type(named: $0) })
    else { return false }
    return style.inheritance.contains {
      Self.stylesWithConfiguration.contains(TypeInfo.lastComponent($0))
    }
  }

  /// The constraints of the generic parameter `name` of the type `enclosing` or of a type
  /// it is nested in (the innermost that declares one of that name); nil when `name` is
  /// no such parameter.
  public func genericConstraints(of name: String, inside enclosing: String?) -> [String]? {
    guard !name.contains(".") else { return nil }
    var scope = enclosing
    while let current = scope {
      if let info = type(named: current), info.kind != .extension,
        info.genericParameters.contains(name)
      {
        return info.genericConstraints.filter { $0.parameter == name }.map(\.constraint)
      }
      scope = QualifiedName.outer(of: current)
    }
    return nil
  }

  /// Whether a generic parameter with the constraint `constraint` (a protocol, a
  /// superclass, or the type it equals) may be `Equatable`.
  func mayBeEquatable(constraint: String) -> Bool {
    let last = TypeInfo.lastComponent(constraint)
    if Self.equatableProtocols.contains(last) { return true }
    if Self.protocolsWithoutEquatable.contains(last) || last == "AnyObject" { return false }
    guard let info = type(named: constraint, inside: nil) else { return true }
    return mayBeEquatable(info, depth: 1)
  }

  /// Whether the type (or protocol) may conform to `Equatable`: it or a protocol it adopts
  /// says so, it adopts a protocol or superclass the run cannot see, or it is an enum
  /// whose cases carry no associated values.
  private func mayBeEquatable(_ info: TypeInfo, depth: Int) -> Bool {
    guard depth < 8, !info.isConditionallyCompiled, info.kind != .extension else { return true }
    for inherited in info.inheritance {
      let last = TypeInfo.lastComponent(inherited)
      if Self.equatableProtocols.contains(last) { return true }
      if Self.protocolsWithoutEquatable.contains(last) { continue }
      guard let other = type(named: inherited, inside: nil) else { return true }
      if mayBeEquatable(other, depth: depth + 1) { return true }
    }
    switch info.kind {
    case .enum:
      // Cases without values make the enum Equatable (and Hashable) by themselves.
      return members(of: info.name).allSatisfy {
        $0.kind != .enumCase || $0.parameterLabels.isEmpty
      }
    // A protocol of the run that refines none of them adds no Equatable.
    case .struct, .class, .actor, .protocol: return false
    // What an alias names is not followed.
    case .extension, .typealias: return true
    }
  }

  /// Protocols that are or refine `Equatable`.
  static let equatableProtocols: Set<String> = [
    "Equatable", "Hashable", "Comparable", "Strideable", "Numeric", "AdditiveArithmetic",
    "BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "FloatingPoint",
    "BinaryFloatingPoint", "StringProtocol", "SetAlgebra", "OptionSet",
  ]

  /// Protocols a type commonly adopts that do not refine `Equatable`.
  static let protocolsWithoutEquatable: Set<String> = [
    "Identifiable", "Codable", "Decodable", "Encodable", "Sendable", "CustomStringConvertible",
    "CustomDebugStringConvertible", "View", "ObservableObject", "CaseIterable", "Error",
    "ButtonStyle", "PrimitiveButtonStyle", "ViewModifier", "Shape", "Animatable",
  ]

  /// SwiftUI style protocols whose `Configuration` is a struct without `Equatable`.
  static let stylesWithConfiguration: Set<String> = [
    "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "GroupBoxStyle",
    "DisclosureGroupStyle", "ProgressViewStyle", "GaugeStyle", "MenuStyle", "ControlGroupStyle",
    "LabeledContentStyle", "FormStyle", "NavigationSplitViewStyle", "TableStyle",
  ]
}
