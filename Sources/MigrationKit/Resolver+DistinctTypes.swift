import SwiftCST

// Whether a value is known to be of another type than a SwiftUI one: a call that passes it
// cannot reach a SwiftUI method whose parameter takes only that type (a builder of another
// module with its own `foregroundColor(_: CGColor)`).
extension Resolver {
  /// Whether `expression`'s type is known and is not `name` (`Color`), optional or not: a
  /// type of the SDKs that is never a SwiftUI type (`CGColor`, `UIColor`, `String`…), or a
  /// struct, class, enum, actor or protocol the run declares under another name. Any other
  /// name (a type of another module, the run's `typealias`, which may name `name`) is not
  /// known to differ.
  public func isKnown(_ expression: Syntax, notToBe name: String) -> Bool {
    guard let typeName = type(of: expression)?.name, typeName != name,
      typeName != "SwiftUI." + name
    else { return false }
    if Self.sdkTypesNeverSwiftUI.contains(typeName) { return true }
    guard let declared = index.type(named: typeName) else { return false }
    return declared.kind != .extension && declared.kind != .typealias
  }

  /// Types of the SDKs and the standard library that no SwiftUI type is.
  static let sdkTypesNeverSwiftUI: Set<String> = [
    "CGColor", "UIColor", "NSColor", "CIColor", "CGImage", "UIImage", "NSImage", "String",
    "Substring", "Int", "Double", "Float", "CGFloat", "Bool", "Data", "URL",
  ]
}
