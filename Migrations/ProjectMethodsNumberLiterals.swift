import MigrationKit
import SwiftCST

/// Whether a project method's parameter of a type of the run (`func cornerRadius(_ radius:
/// AppRadius)`) can take a number literal (`.cornerRadius(8)`): the facts keep the type's
/// name, the semantic index tells what the type lists.
extension ProjectMethods {
  /// The name of a parameter's type when it is a plain name that may be a type of the run
  /// (`AppRadius`, `Theme.Radius`, `AppRadius?`): not a generic parameter (`generic`), not
  /// a standard numeric type (a literal is one), nor generic (`Wrapper<Int>`); nil
  /// otherwise.
  static func namedType(_ type: Syntax?, generic: [String]) -> String? {
    guard var type else { return nil }
    if type.kind == .optionalType || type.kind == .implicitlyUnwrappedOptionalType {
      guard let wrapped = type.firstChild else { return nil }
      type = wrapped
    }
    guard type.kind == .identifierType || type.kind == .memberType,
      !type.tokens.contains(where: { $0.is("<") })
    else { return nil }
    let text = type.compactText
    guard let first = text.first, first.isUppercase,
      text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
      !generic.contains(text), !Self.numberTypes.contains(text)
    else { return nil }
    return text
  }

  /// Types a number literal can be (their own, or a standard one's alias).
  private static let numberTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "Float16", "Float80", "CGFloat", "Decimal", "NSNumber",
    "TimeInterval", "Length", "CGFloat.NativeType",
  ]

  /// Whether no number literal can be a value of the type `name`, written in `owner` (a
  /// method's type or extended type), as the semantic index sees it: a struct, enum or class
  /// of the run (a class whose members all come from the run) that lists, in its declaration
  /// or an extension, transitively through the run's protocols and classes, only protocols
  /// known to give no literal conformance (`Hashable`, `CaseIterable`) and an enum's raw
  /// type. A typealias, a protocol, an unknown protocol or one of the `ExpressibleBy…`
  /// kind (`Numeric` too) leaves the answer unknown: false.
  static func admitsNoNumber(_ name: String, inside owner: String, semantic: SemanticIndex)
    -> Bool
  {
    guard let info = semantic.type(named: name, inside: owner) else { return false }
    switch info.kind {
    case .struct, .enum: break
    case .class: if semantic.mayInheritUnknownMembers(info.name) { return false }
    default: return false
    }
    var queue = [info]
    var seen: Set<String> = [info.name]
    var next = 0
    while next < queue.count {
      guard next < 16 else { return false }
      let current = queue[next]
      next += 1
      // Written where the type is declared: inside its outer types.
      let outer = current.name.split(separator: ".").dropLast().joined(separator: ".")
      for (position, written) in current.inheritance.enumerated() {
        let last = String(written.split(separator: ".").last ?? "")
        if last.hasPrefix("ExpressibleBy") || Self.literalProtocols.contains(last) {
          return false
        }
        if let declared = semantic.type(named: written, inside: outer.isEmpty ? nil : outer) {
          switch declared.kind {
          case .protocol, .class:
            if seen.insert(declared.name).inserted { queue.append(declared) }
          case .struct, .enum, .actor:
            // Only an enum's raw type names one of these: it gives the enum no literal.
            if !(current.kind == .enum && position == 0) { return false }
          default: return false
          }
        } else if !(StandardProtocols.contains(last)
          || Self.conformancesWithoutLiterals.contains(last)
          || (current.kind == .enum && position == 0 && Self.rawValueTypes.contains(last)))
        {
          return false
        }
      }
    }
    return true
  }

  /// Standard protocols that refine a number literal's (`Numeric` is one).
  private static let literalProtocols: Set<String> = [
    "Numeric", "SignedNumeric", "BinaryInteger", "FixedWidthInteger", "SignedInteger",
    "UnsignedInteger", "FloatingPoint", "BinaryFloatingPoint", "Strideable",
  ]

  /// Standard protocols besides `StandardProtocols` that bring no literal conformance.
  private static let conformancesWithoutLiterals: Set<String> = [
    "CaseIterable", "RawRepresentable", "Error", "LocalizedError", "CustomNSError",
    "CodingKey", "Sequence", "Collection",
  ]

  /// An enum's raw types: `enum AppRadius: CGFloat` takes no literal as a value.
  private static let rawValueTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat", "String", "Character",
  ]
}
