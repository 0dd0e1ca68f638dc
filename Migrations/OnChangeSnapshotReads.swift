import MigrationKit
import SwiftCST

/// The reads of the observed value's name in a deprecated `onChange` action whose old version
/// saw the value from before the change (`OnChangeTwoParameters.snapshotName`): `phase` or
/// `self.phase` after `in`, not a member of another value (`x.phase`) nor an argument label.
/// When the action's own parameter has the name (`{ phase in … }`), a bare `phase` is that
/// parameter, the new value, and only `self.phase` reads the snapshot.
/// The new action's first parameter, the old value, named `oldPhase`, takes their place.
struct SnapshotReads {
  /// `old` + the name, capitalized: `oldPhase`.
  let oldName: String
  /// The ranges of the reads (`self.phase` whole); nil when a string literal may read it (an
  /// interpolation, which this does not rewrite).
  let ranges: [Range<Int>]?

  /// Nil when the body does not read the name.
  init?(_ closure: Closure, _ name: String) {
    oldName = "old" + name.prefix(1).uppercased() + name.dropFirst()
    let file = closure.node.file
    let start =
      closure.signature?.ownToken(.kwIn).map { $0.index + 1 }
      ?? closure.node.tokenIndices.lowerBound + 1
    let shadowed = Self.parameterNames(closure).contains(name)
    var ranges: [Range<Int>] = []
    var interpolated = false
    for index in start..<closure.node.tokenIndices.upperBound {
      let token = file.token(at: index)
      if token.kind == .stringLiteral, token.text.contains(shadowed ? "self." + name : name) {
        interpolated = true
      }
      guard token.kind == .identifier, token.hasText(name) else { continue }
      let before = file.token(at: index - 1)
      let after =
        index + 1 < closure.node.tokenIndices.upperBound ? file.token(at: index + 1) : nil
      if before.kind == .period {
        let base = file.token(at: index - 2)
        guard base.kind == .kwSelf, index - 2 >= start else { continue }
        ranges.append(base.range.lowerBound..<token.range.upperBound)
        continue
      }
      if after?.kind == .colon, [.leftParen, .comma].contains(before.kind) { continue }
      if shadowed { continue }
      ranges.append(token.range)
    }
    guard interpolated || !ranges.isEmpty else { return nil }
    self.ranges = interpolated ? nil : ranges
  }

  /// The names the closure's signature binds: `{ a in`, `{ (a, b: T) in`.
  static func parameterNames(_ closure: Closure) -> [String] {
    guard let signature = closure.signature else { return [] }
    if let clause = signature.child(.parameterClause) {
      return clause.children(.parameter).compactMap { Parameter($0).localName }
    }
    return signature.ownTokens.filter { $0.kind == .identifier }.map(\.text)
  }

  /// The edits that name the new action's parameters `oldPhase, newPhase` (`oldPhase, _` when
  /// the new value is not read) and read `oldPhase` in place of the observed value. Nil when the
  /// action is not written `{ name in … }` or `{ _ in … }`, or the body already has the name.
  func renamedEdits(_ closure: Closure) -> [TextEdit]? {
    guard let ranges, let signature = closure.signature, signature.children.isEmpty,
      let inToken = signature.ownToken(.kwIn),
      !OnChangeTwoParameters.mentions(closure, oldName, after: inToken)
    else { return nil }
    let names = signature.ownTokens.filter { $0.kind != .kwIn }
    guard names.count == 1, names[0].kind == .identifier else { return nil }
    let parameter = names[0]
    let newValueRead =
      !parameter.is("_") && OnChangeTwoParameters.mentions(closure, parameter.text, after: inToken)
    let edits = [
      newValueRead
        ? TextEdit.insert("\(oldName), ", at: parameter.range.lowerBound)
        : TextEdit(range: parameter.range, replacement: "\(oldName), _")
    ]
    return edits + ranges.map { TextEdit(range: $0, replacement: oldName) }
  }
}
