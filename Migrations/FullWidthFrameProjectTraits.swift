import MigrationKit
import SwiftCST

// A trait applied through the run's own modifier: `.helpAnchor(id:)`, a View method of the
// run whose body applies `.modifier(HelpAnchor(…))`, whose `body(content:)` applies
// `.anchorPreference(…)`. Read from the names of the modifiers the index keeps for each
// body (in this file or another), as `Sizing.namedModifiers` reads them for sizing.
extension SpacerStack {
  /// How deep the run's modifiers are followed (a method applying a ViewModifier whose body
  /// applies another method is two).
  private static let traitSearchDepth = 3

  /// The skip reason when a modifier of the view is the run's own and applies a trait
  /// (`traitModifiers`), directly or through the run's other modifiers; nil when none does.
  /// A name SwiftUI declares (`SwiftUIModifiers`) is SwiftUI's unless a View method of the
  /// run of that name fits the call's labels (`.badge(count:tint:)` where SwiftUI has
  /// `.badge(_:)`): a project's overload of one (its own `font(_:)`) does what SwiftUI's does,
  /// and most of a view's modifiers are SwiftUI's (the full look-up of the run's methods
  /// costs some 17 K instructions; View's members of one name, a few hundred).
  func projectTraitReason(_ resolver: Resolver) -> String? {
    for modifier in ModifierChain(outermost: view).modifiers {
      let members: [MemberInfo]
      let written: String
      if modifier.name == "modifier" {
        guard let applied = modifier.arguments.first?.expression,
          let type = FunctionCall(applied)?.calleeName ?? applied.leftmostName,
          let body = resolver.viewModifierBody(ofType: type, at: call.node)
        else { continue }
        members = [body]
        written = ".modifier(\(type))"
      } else if SwiftUIModifiers.contains(modifier.name) {
        guard let call = modifier.call,
          let fitting = Self.runMethods(reusing: modifier.name, fitting: call, resolver)
        else { continue }
        members = fitting
        let labels = call.arguments.map { ($0.label ?? "_") + ":" }.joined()
        written = ".\(modifier.name)(\(labels)), the run's own method of a SwiftUI modifier's name,"
      } else {
        members = resolver.viewExtensionMethods(named: modifier.name)
        written = ".\(modifier.name)"
      }
      guard !members.isEmpty,
        let found = Self.trait(
          appliedBy: members, resolver: resolver, depth: Self.traitSearchDepth)
      else { continue }
      let through =
        found.through.isEmpty ? "" : " through \(found.through.joined(separator: " and "))"
      if found.trait.lowercased().hasSuffix("preference") {
        return
          "its view's \(written) applies .\(found.trait)\(through), a preference writer: a child that writes a preference stays in its stack"
      }
      return
        "its view's \(written) applies .\(found.trait)\(through), which belongs to the stack's child; without the stack it would apply to the stack's place in its parent"
    }
    return nil
  }

  /// The trait one of `members` (the run's View methods of one name, or a ViewModifier's
  /// `body(content:)`) applies, by the modifier names the index keeps, and the run's
  /// modifiers it goes through (`.modifier(HelpAnchor)`); the first found.
  private static func trait(
    appliedBy members: [MemberInfo], resolver: Resolver, depth: Int
  ) -> (trait: String, through: [String])? {
    for member in members {
      guard let arity = member.viewArity else { continue }
      var names = arity.modifiers
      // An implicit `self` (`transition(.scale)`), not a closure the type stores.
      if let root = arity.root, arity.rootIsReference, root != "self", root != "content",
        !(member.containingType.map {
          resolver.index.members(named: root, in: $0).contains { $0.kind == .storedProperty }
        } ?? false)
      {
        names.insert(root, at: 0)
      }
      if let trait = names.first(where: traitModifiers.contains) { return (trait, []) }
      guard depth > 1 else { continue }
      for name in names where !isSwiftUIModifier(name) {
        let deeper: [MemberInfo]
        let written: String
        if name == "modifier" {
          guard let type = member.appliedModifierType,
            let body = resolver.viewModifierBody(appliedBy: member)
          else { continue }
          deeper = [body]
          written = ".modifier(\(type))"
        } else {
          deeper = resolver.viewExtensionMethods(named: name)
          written = ".\(name)"
        }
        if !deeper.isEmpty,
          let found = trait(appliedBy: deeper, resolver: resolver, depth: depth - 1)
        {
          return (found.trait, [written] + found.through)
        }
      }
    }
    return nil
  }

  /// The run's View methods named as a SwiftUI modifier whose labels fit `call`; nil when
  /// none does (the call is SwiftUI's).
  private static func runMethods(
    reusing name: String, fitting call: FunctionCall, _ resolver: Resolver
  ) -> [MemberInfo]? {
    let declared = resolver.index.members(named: name, in: "View")
    guard !declared.isEmpty else { return nil }
    let fitting = resolver.members(declared.filter { !$0.isStatic }, fitting: call)
    return fitting.isEmpty ? nil : fitting
  }

  /// A modifier SwiftUI declares, other than `.modifier(T(…))`, which applies the run's own.
  private static func isSwiftUIModifier(_ name: String) -> Bool {
    name != "modifier" && SwiftUIModifiers.contains(name)
  }
}
