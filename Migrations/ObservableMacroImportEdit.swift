import MigrationKit
import SwiftCST

/// Where observable-macro adds `import Observation` in a file it rewrites.
extension ObservableMacro {
  /// `import Observation` after the last unconditional import (in its sorted place when
  /// the file's imports are sorted), unless SwiftUI or Observation is imported or a class of
  /// the file is `@Observable` already; in a file whose imports are all conditional (`#if
  /// canImport(UIKit) import UIKit #else import AppKit #endif`), after the `#if` blocks of
  /// imports it starts with, as a person adds one to the group.
  ///
  /// Classes inside `#if` clauses (a whole file under `#if os(iOS)`) also see the imports
  /// of the clauses around all of them, before the first; the import goes after the last of
  /// those, in the innermost clause that has one. `declarations` are the file's classes the
  /// migration may convert: a class declared once in each branch of an `#if` sees no
  /// branch's import but the file's own.
  func importEdit(in file: SourceFile, for declarations: [Syntax], context: MigrationContext)
    -> TextEdit?
  {
    guard let declaration = declarations.first else { return nil }
    let start = declarations.map(\.range.lowerBound).min() ?? declaration.range.lowerBound
    var clauses: [Syntax] = []
    var current = declaration.parent
    while let ancestor = current {
      if ancestor.kind == .ifConfigClause, declarations.allSatisfy(ancestor.contains) {
        clauses.append(ancestor)
      }
      current = ancestor.parent
    }
    let clauseImports = clauses.map { clause in
      clause.children.filter { $0.kind == .importDecl && $0.range.upperBound <= start }
    }
    let imports = file.root.children(.importDecl)
    for item in imports + clauseImports.joined() {
      let module = item.ownTokens.last { $0.kind == .identifier }
      if module?.is("SwiftUI") == true || module?.is("Observation") == true { return nil }
    }
    if Self.writesObservable(in: file, within: clauses) { return nil }
    let lineEnding = context.style.lineEnding
    if let last = clauseImports.first(where: { !$0.isEmpty })?.last {
      return .insert(lineEnding + "import Observation", at: last.range.upperBound)
    }
    // `@testable import App` lines end the imports, a group of their own (swift-format's
    // order): the new import joins the others, in their sorted place or after them.
    var plain = imports[...]
    while let last = plain.last, Self.isTestable(last) { plain = plain.dropLast() }
    if plain.isEmpty { plain = imports[...] }
    if let next = Self.importAfterObservation(in: Array(plain)) {
      return .insert("import Observation" + lineEnding, at: next.range.lowerBound)
    }
    if let last = plain.last {
      return .insert(lineEnding + "import Observation", at: last.range.upperBound)
    }
    let importBlocks = file.root.children.prefix { Self.holdsOnlyImports($0) }
    if let last = importBlocks.last {
      return .insert(lineEnding + "import Observation", at: last.range.upperBound)
    }
    guard let first = file.root.firstToken, first.kind != .endOfFile else { return nil }
    return .insert("import Observation" + lineEnding + lineEnding, at: first.range.lowerBound)
  }

  /// Whether a class of the file is already `@Observable` where the class being converted
  /// sees the same imports (outside any `#if`, or in `clauses`): that compiles, so one of the
  /// file's imports brings the macro (SwiftData does), and another import is redundant.
  static func writesObservable(in file: SourceFile, within clauses: [Syntax]) -> Bool {
    file.nodes(.classDecl).contains { node in
      guard DeclarationHeader(node).hasAttribute("Observable") else { return false }
      var current = node.parent
      while let ancestor = current {
        if ancestor.kind == .ifConfigClause && !clauses.contains(ancestor) { return false }
        current = ancestor.parent
      }
      return true
    }
  }

  /// `@testable import App`.
  static func isTestable(_ item: Syntax) -> Bool {
    item.children(.attribute).contains { $0.tokens.contains { $0.is("testable") } }
  }

  /// The import `import Observation` goes before when a file's imports (two or more) are
  /// sorted by module name and one sorts after it: `import Foundation`, `import UIKit` get it
  /// between them. Nil when they are not sorted or all sort before it, or when that import
  /// has a comment above it (the comment belongs to it).
  static func importAfterObservation(in imports: [Syntax]) -> Syntax? {
    let names = imports.map { item in
      item.tokens.drop { $0.kind != .kwImport }.dropFirst().filter { $0.kind == .identifier }
        .map(\.text).joined(separator: ".")
    }
    guard names.count >= 2, names == names.sorted(),
      let position = names.firstIndex(where: { $0 > "Observation" }),
      let first = imports[position].firstToken, first.isAtStartOfLine,
      !first.leadingTrivia.contains("/")
    else { return nil }
    return imports[position]
  }

  /// An `#if` block each clause of which holds imports only (or such blocks), and one
  /// import at least.
  static func holdsOnlyImports(_ node: Syntax) -> Bool {
    guard node.kind == .ifConfigDecl else { return false }
    var imports = 0
    for clause in node.children(.ifConfigClause) {
      var items = clause.children[...]
      // `#if c` and `#elseif c` hold their condition first; `#else` none.
      if clause.firstToken?.is("#else") == false { items = items.dropFirst() }
      for item in items {
        switch item.kind {
        case .importDecl: imports += 1
        case .ifConfigDecl where holdsOnlyImports(item): imports += 1
        default: return false
        }
      }
    }
    return imports > 0
  }
}
