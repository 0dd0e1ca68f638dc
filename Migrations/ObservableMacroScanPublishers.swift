import MigrationKit
import SwiftCST

// The reads that block an `ObservableObject` class for `ObservableScanner`: its publishers
// (`$name`, `x.$name`), its `@Published` storage (`_name`) and `objectWillChange`. The walk
// and the declarations it records (classes, protocols, conformances) are in
// ObservableMacroScan.swift.

extension ObservableScanner {
  // MARK: Publishers, objectWillChange, storage

  /// Bare `$name`, `_name`, `objectWillChange` inside a class or extension.
  mutating func reference(_ node: Syntax) {
    guard let token = node.firstToken, token.kind == .identifier else { return }
    // A `$name` or `_name` outside a class or extension has no owner and is passed over
    // below: told by indices first, before any text is made.
    guard token.is("objectWillChange") || isInClassOrExtension(node.index) else { return }
    let text = token.text
    if text == "objectWillChange" {
      scan.blockers.append(
        .init(
          className: enclosingTypeName(of: node), line: line(of: node),
          reason: "objectWillChange is used"))
    } else if text.hasPrefix("$"), text.count > 1, text != "$0" {
      let name = String(text.dropFirst())
      guard name.first?.isNumber == false, let owner = enclosingTypeName(of: node) else { return }
      scan.blockers.append(
        .init(
          className: owner, line: line(of: node), reason: "the publisher \(text) is used",
          publishedName: name))
    } else if text.hasPrefix("_"), text.count > 1, let owner = enclosingTypeName(of: node) {
      // In an extension of a struct, enum or actor of this file it is no class's storage.
      let raw = file.rawTree
      if raw.kind(ObservableScan.innermostTypeOrExtension(of: node.index, raw)) == .extensionDecl {
        let valueTypes = valueTypePaths ?? ObservableScan.valueTypePaths(in: file)
        valueTypePaths = valueTypes
        guard !valueTypes.contains(owner) else { return }
      }
      scan.blockers.append(
        .init(
          className: owner, line: line(of: node),
          reason: "the @Published storage \(text) is used", publishedName: String(text.dropFirst()))
      )
    }
  }

  /// `x.$name`, `self.$name`, `x.objectWillChange`.
  mutating func memberAccess(_ node: Syntax) {
    guard let access = MemberAccess(node) else { return }
    let name = access.name
    let base = access.base
    let isSelf = base?.firstToken?.kind == .kwSelf && base?.tokenIndices.count == 1
    if name.hasPrefix("$"), name.count > 1 {
      let property = String(name.dropFirst())
      if isSelf, let owner = enclosingTypeName(of: node) {
        scan.blockers.append(
          .init(
            className: owner, line: line(of: node), reason: "the publisher \(name) is used",
            publishedName: property))
      } else if let base {
        publisherRead(property, of: base, at: node)
      }
    } else if name == "objectWillChange", let base {
      let owner =
        isSelf ? enclosingTypeName(of: node).map { ($0, "") } : typeName(ofExpression: base)
      scan.blockers.append(
        .init(
          className: owner?.name, scope: owner.map(\.scope) ?? "", line: line(of: node),
          reason: owner == nil
            ? "objectWillChange is used" + ObservableVerdicts.onUnknownObject
            : "objectWillChange is used",
          query: owner == nil
            ? ObservableTypeQuery.of(base, resolver: resolver.value, initializer: initializer(at:))
            : nil))
    }
  }

  /// `x.$name`: a blocker of `x`'s class when the file's resolver types `x`, or when the
  /// complete index answers its chain (another model's publisher of the same name blocks
  /// nothing here); of every class publishing `name` when neither can tell.
  private mutating func publisherRead(_ property: String, of base: Syntax, at node: Syntax) {
    let reason = "the publisher $\(property) is used"
    if let owner = typeName(ofExpression: base) {
      scan.blockers.append(
        .init(
          className: owner.name, scope: owner.scope, line: line(of: node), reason: reason,
          publishedName: property))
    } else if let query = ObservableTypeQuery.of(
      base, resolver: resolver.value, initializer: initializer(at:))
    {
      scan.blockers.append(
        .init(
          className: nil, line: line(of: node), reason: reason, publishedName: property,
          query: query))
    } else {
      scan.publisherReads.append((property, line(of: node)))
    }
  }
}
