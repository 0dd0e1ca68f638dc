import SwiftCST

extension DeclarationScanner {
  /// A `typealias` is recorded as a type (of kind `.typealias`): the name it declares is
  /// the run's where a type of that name would be, with the same access rules (one declared
  /// without a modifier in a private type or extension is fileprivate) and `#if` variants.
  mutating func scanTypealias(
    _ node: Int32, in container: Int32, defaultAccess: AccessLevel, isConditionallyCompiled: Bool
  ) {
    let token = typeNameToken(node)
    guard token >= 0, raw.textEnd(token) > raw.textStart(token) else { return }
    let name =
      container >= 0 ? addText(containerName(container), dot: token) : addText(token: token)
    let access =
      header(of: node, recordingAttributes: false).access
      ?? (defaultAccess <= .fileprivate ? .fileprivate : .internal)
    // The aliased type: the child after the header and the generic parameters (none when
    // the declaration is cut short).
    var aliased = raw.firstChild(node)
    while aliased >= 0,
      raw.kind(aliased) == .attribute || raw.kind(aliased) == .modifier
        || raw.kind(aliased) == .genericParameterClause
    {
      aliased = raw.nextSibling(aliased)
    }
    if aliased >= 0, raw.kind(aliased) == .genericWhereClause { aliased = -1 }
    let aliasedText = aliased >= 0 ? addCompactText(aliased) : Text(start: 0, count: 0)
    let genericParameters = Int32(texts.count)
    addGenericParameterNames(node)
    let genericConstraints = Int32(texts.count)
    addGenericConstraints(node)
    types.append(
      DeclarationStore.TypeRecord(
        name: name, kind: .typealias, access: access,
        isConditionallyCompiled: isConditionallyCompiled,
        inheritance: genericParameters..<genericParameters,
        genericParameters: genericParameters..<genericConstraints,
        genericConstraints: genericConstraints..<Int32(texts.count), aliased: aliasedText))
  }
}
