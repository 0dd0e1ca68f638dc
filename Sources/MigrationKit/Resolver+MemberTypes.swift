import SwiftCST

// Questions about declarations alone, for a caller that has no file to resolve names in
// (a type query answered once every file of the run is indexed).
extension Resolver {
  /// A resolver for questions about the run's declarations only: no file's names.
  public init(index: SemanticIndex) {
    self.init(file: Self.noFile, index: index)
  }

  private static let noFile = SourceFile(text: "")

  /// The type of reading the member `name` of `type`: a property's value type (its written
  /// type, else the type of its initial value or its `@Environment` key), a function's
  /// result type; the member declared in the type or its extensions, else given by a
  /// protocol it conforms to. Named as the run declares it (`HistoryView.ViewModel`). Nil
  /// when the member or its type is unknown, or the name is ambiguous. A name the run does
  /// not declare there is read through the type's `subscript(dynamicMember:)`, if any.
  public func memberType(_ name: String, ofTypeNamed type: String) -> TypeReference? {
    guard case .member(let member) = member(name, ofTypeNamed: type, implicit: false) else {
      return dynamicMemberType(name, ofTypeNamed: type)
    }
    return valueType(ofDeclared: member)
  }

  /// The type of reading a property or calling a function of the run, top-level or a
  /// member (see `memberType(_:ofTypeNamed:)`).
  public func valueType(ofDeclared member: MemberInfo) -> TypeReference? {
    switch member.kind {
    case .storedProperty, .computedProperty: return valueType(of: member)
    case .function:
      return member.type.flatMap { qualified($0, writtenInside: member.containingType) }
    default: return nil
    }
  }
}
