import SwiftCST

// Whether a capitalised name refers to a type of the run or to a framework's type of the
// same name (a project's own `Label` is not SwiftUI's).
extension Resolver {
  /// Whether `name`, written at `node`, names a type the run declares (not one it only
  /// extends, as `extension Text { … }` does): a project's own `Label` or `Toggle`, which is
  /// not SwiftUI's and sizes, styles and behaves as its own declaration says. A name the
  /// look-up finds declared more than once counts too: whichever is meant, it is the run's.
  public func declaresType(named name: String, at node: Syntax) -> Bool {
    declaresType(named: name, inside: enclosingTypeName(of: node))
  }

  /// `declaresType(named:at:)` for a name written inside `enclosing` (a qualified type
  /// name, or nil at top level): in a member of another file, known by its containing type.
  public func declaresType(named name: String, inside enclosing: String?) -> Bool {
    Self.declaresType(named: name, inside: enclosing, in: index)
  }

  /// `declaresType(named:inside:)` for a name written in the declaration of `member`, in
  /// whichever file: looked up inside its containing type as that file sees the run (its
  /// own `private struct Label` is a type of the run there, and no other file's is).
  public func declaresType(named name: String, writtenIn member: MemberInfo) -> Bool {
    Self.declaresType(
      named: name, inside: member.containingType, in: index.seen(fromFileAt: member.path))
  }

  private static func declaresType(
    named name: String, inside enclosing: String?, in index: SemanticIndex
  ) -> Bool {
    // Asked of each module compiling the file: where their extensions of Text differ,
    // `type(named:)` has no answer, yet Text is still SwiftUI's.
    index.declaresType(named: name, inside: enclosing)
  }
}
