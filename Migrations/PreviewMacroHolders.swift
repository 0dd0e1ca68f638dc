import MigrationKit
import SwiftCST

/// Declarations of the project that set preview modifiers on what they make: a function or
/// property (`func onEveryDevice(…) -> some View { … .previewDevice(…) }`), or a view type
/// whose `body` does. A provider's previews that use one showed those settings (a device,
/// an orientation, a name: the provider reads them from the views it gets, wherever they
/// were set), which a `#Preview` ignores, so such a provider is reported and stays.
enum PreviewModifierHolders {
  /// The name of such a declaration, one per value.
  static let key = "preview-macro.modifier-holders"

  static let modifiers: Set<String> = [
    "previewDevice", "previewLayout", "previewDisplayName", "previewInterfaceOrientation",
    "previewContext",
  ]

  /// The file's holders (none inside a `PreviewProvider`, whose own modifiers the migration
  /// reads, or in a `#Preview`).
  static func facts(in file: SourceFile) -> [ProjectFact] {
    guard file.containsBytes(".preview") else { return [] }
    var names: Set<String> = []
    let raw = file.rawTree
    for member in raw.nodes(.memberAccessExpr) {
      // The name's first byte before any string is made: every member access of the file
      // passes here, and every modifier's name starts with `p`.
      let first = raw.firstByte(raw.memberNameToken(member))
      guard first == UInt8(ascii: "p") || first == UInt8(ascii: "`") else { continue }
      let node = raw.syntax(member)
      // A call of the modifier, not a value named like one (`let title = Loc.previewLayout`).
      guard let access = MemberAccess(node), access.base != nil,
        modifiers.contains(access.name), let parent = node.parent,
        FunctionCall(parent)?.callee == node, let name = holder(of: node)
      else { continue }
      names.insert(name)
    }
    return names.sorted().map { ProjectFact(key: key, value: $0) }
  }

  /// The name of the declaration the modifier at `node` is written in: the innermost
  /// function or property, or for a `body` property the type that declares it; nil inside
  /// a `PreviewProvider` or outside any declaration.
  private static func holder(of node: Syntax) -> String? {
    var name: String?
    var isBody = false
    var current = node.parent
    while let declaration = current {
      switch declaration.kind {
      case .functionDecl where name == nil:
        name = FunctionDeclaration(declaration)?.name
      case .variableDecl where name == nil:
        name = VariableDeclaration(declaration)?.bindings.first?.name
        isBody = name == "body"
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
        guard let type = TypeDeclaration(declaration) else { break }
        if type.inherits("PreviewProvider") { return nil }
        if isBody {
          name = type.name
          isBody = false
        }
      default: break
      }
      current = declaration.parent
    }
    return name.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The first name `views` (and the declarations before them) refer to that the project
  /// declares as a holder: a name (`onEveryDevice { … }`), or a member, which is how a
  /// holder declared in a `View` extension is used (`Row().onPhone(.small)`, a modifier call).
  static func firstHolder(in previews: [PreviewMacroPreview], index: ProjectIndex) -> String? {
    for preview in previews {
      for node in preview.setup + [preview.view] {
        for reference in [node] + node.descendants(.declReferenceExpr)
        where reference.kind == .declReferenceExpr && index.contains(key, reference.text) {
          return reference.text
        }
        // Only a modifier call (`base.name(…)`): an implicit member (`style: .title`) or a
        // property read is no use of a holder.
        for access in node.descendants(.memberAccessExpr) {
          guard let member = MemberAccess(access), member.base != nil,
            let parent = access.parent, FunctionCall(parent)?.callee == access,
            index.contains(key, member.name)
          else { continue }
          return member.name
        }
      }
    }
    return nil
  }
}
