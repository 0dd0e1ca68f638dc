import MigrationKit
import SwiftCST

// How view-builder-content classifies a site: the containers it looks at, their closure
// properties, and the verdict on each (convert, review, refuse, defer), which
// ViewBuilderContentJudge.swift reaches. ViewBuilderContent.swift finds the sites and writes
// the edits.

// MARK: - Containers and their closure properties

/// A `struct …: View` with stored closures returning one of its generic `View` parameters or `AnyView`.
struct Container {
  let node: Syntax
  let name: String
  let properties: [ClosureProperty]
  let explicitInits: [Syntax]
  /// The accessor block of `var body`.
  let body: Syntax?
  let isPublic: Bool
  /// `private` or `fileprivate`: no other file can read its properties.
  let isFilePrivate: Bool
  let hasSideEffectsInBody: Bool
  /// It declares its own `static func ==`: it decides itself when its `body` runs again.
  let comparesItself: Bool

  /// The containers of a file, in post-order. Structs that do not name `View` among what
  /// they inherit (most of them) are passed over without a typed view.
  static func all(in file: SourceFile) -> [Container] {
    let tree = file.rawTree
    return tree.nodes(.structDecl).compactMap { node in
      mayBeContainer(node, tree, file) ? Container(tree.syntax(node)) : nil
    }
  }

  /// Whether some struct of the file may be a container (`mayBeContainer`).
  static func mayExist(in file: SourceFile) -> Bool {
    let tree = file.rawTree
    return tree.nodes(.structDecl).contains { mayBeContainer($0, tree, file) }
  }

  /// What a struct needs to be a container, read on the raw tree.
  private static func mayBeContainer(_ node: Int32, _ tree: RawTree, _ file: SourceFile) -> Bool {
    let clause = tree.child(node, .inheritanceClause)
    guard clause >= 0, tree.tokens(clause).contains(where: { tree.token($0, is: "View") }) else {
      return false
    }
    // A closure property's type is a function type: a view without one in its subtree
    // (most views) has none, found by a binary search before reading its members.
    guard !tree.nodes(.functionType, below: node).isEmpty else { return false }
    // Its function type returns a generic view parameter or `AnyView` (`ClosureProperty`):
    // a view with no generic clause and without those bytes has none.
    let tokens = tree.tokens(node)
    return tree.child(node, .genericParameterClause) >= 0
      || tree.child(node, .genericWhereClause) >= 0
      || file.containsBytes(
        "AnyView", in: tree.textStart(tokens.lowerBound)..<tree.textEnd(tokens.upperBound - 1))
  }

  init?(_ node: Syntax) {
    guard let type = TypeDeclaration(node), type.inherits("View") || type.inherits("SwiftUI.View")
    else { return nil }
    let whereViews = node.child(.genericWhereClause)?.children(.genericRequirement).compactMap {
      requirement in
      requirement.children.count == 2 && isView(requirement.children[1])
        ? requirement.children[0].text : nil
    }
    let viewParameters = Set(
      type.genericParameters.filter { $0.constraint.map(isView) ?? false }.map(\.name)
        + (whereViews ?? []))
    var properties: [ClosureProperty] = []
    var inits: [Syntax] = []
    var body: Syntax?
    var comparesItself = false
    for member in type.members {
      if member.kind == .initializerDecl { inits.append(member) }
      if let function = FunctionDeclaration(member), function.name == "==",
        function.header.hasModifier("static")
      {
        comparesItself = true
      }
      guard let variable = VariableDeclaration(member), !variable.header.hasModifier("static")
      else { continue }
      for binding in variable.bindings {
        if binding.name == "body", let block = binding.accessorBlock { body = block }
        if let property = ClosureProperty(variable, binding, viewParameters: viewParameters) {
          properties.append(property)
        }
      }
    }
    guard !properties.isEmpty else { return nil }
    self.node = node
    self.name = type.name
    self.properties = properties
    self.explicitInits = inits
    self.body = body
    self.isPublic = type.header.isPublic
    self.isFilePrivate =
      type.header.hasModifier("private") || type.header.hasModifier("fileprivate")
    self.comparesItself = comparesItself
    self.hasSideEffectsInBody =
      body?.children(.variableDecl).contains {
        VariableDeclaration($0)?.bindings.first?.pattern?.text == "_"
      } ?? false
  }
}

/// `let name: () -> C` (or `(() -> C)?`, `(Item) -> C`, `() -> AnyView`: reported, not rewritten).
struct ClosureProperty {
  let declaration: VariableDeclaration
  let binding: PatternBinding
  let name: String
  let nameToken: Token
  /// The whole type after `:`.
  let type: Syntax
  let function: FunctionTypeView?
  let isOptional: Bool
  let returnsAnyView: Bool
  /// The generic parameter the closure returns: the property's new type.
  let resultType: String

  init?(_ declaration: VariableDeclaration, _ binding: PatternBinding, viewParameters: Set<String>)
  {
    guard binding.accessorBlock == nil, let name = binding.name, let type = binding.type,
      let nameToken = binding.pattern?.firstToken
    else { return nil }
    // Look through `(…)?` and `(…)` to the function type.
    var inner = type
    var isOptional = false
    while true {
      if inner.kind == .optionalType || inner.kind == .implicitlyUnwrappedOptionalType,
        let wrapped = inner.firstChild
      {
        isOptional = true
        inner = wrapped
      } else if inner.kind == .tupleType, inner.children.count == 1,
        let element = inner.firstChild?.firstChild
      {
        inner = element
      } else {
        break
      }
    }
    guard let function = FunctionTypeView(inner), let result = function.returnType else {
      return nil
    }
    let resultText = result.text
    guard viewParameters.contains(resultText) || resultText == "AnyView" else { return nil }
    self.declaration = declaration
    self.binding = binding
    self.name = name
    self.nameToken = nameToken
    self.type = type
    self.function = isOptional ? nil : function
    self.isOptional = isOptional
    self.returnsAnyView = resultText == "AnyView"
    self.resultType = resultText
  }
}

/// The verdict for one property: a fix (safe, or review with a note) or why not.
enum Verdict {
  case convert(Note, Fix)
  case skip(Refusal)

  /// Why a fix needs review; `none` for safe.
  enum Note {
    case none, publicProperty, publicInit, sideEffectsInBody
    /// `body` builds this view of the project, which runs work when built or shown.
    case sideEffectView(String)
  }

  var fix: Fix? {
    if case .convert(_, let fix) = self { return fix }
    return nil
  }

  /// A refusal that ends in "keep the closure": the closure is a closure by design (it takes
  /// parameters, may be absent, is passed on, called lazily or more than once, reassigned…),
  /// so there is nothing to do; printed only with `--verbose`. Printed by default: the
  /// refusals that name a change that would unlock the conversion (make the container
  /// generic, split a shared declaration).
  var saysNothingToDo: Bool {
    switch self {
    case .skip(.anyView), .skip(.sharedDeclaration): false
    case .skip: true
    case .convert: false
    }
  }

  var safety: Safety {
    switch self {
    case .convert(.none, _): .safe
    case .convert: .review
    case .skip: .diagnostic
    }
  }

  /// `builder` is how the fix writes ViewBuilder (`SwiftUI.ViewBuilder` where the bare name
  /// may mean another type).
  func message(_ property: ClosureProperty, _ container: Container, builder: String = "ViewBuilder")
    -> String
  {
    let name = "`\(property.name)`"
    switch self {
    case .convert(.none, _):
      let declaration =
        "@\(builder) \(property.declaration.keywordToken.text) \(property.name): \(property.resultType)"
      return
        "\(name) stores a closure that SwiftUI can't compare; store the view (`\(declaration)`) so `body` "
        + "re-runs only when it changes"
    case .convert(.publicProperty, _):
      return
        "\(name) is public: its type changes from `\(property.type.text)` to `\(property.resultType)`, "
        + "so code in other modules that calls `\(property.name)()` stops compiling. Store the view only if you "
        + "can update those clients"
    case .convert(.publicInit, _):
      return
        "`\(container.name)` has a public init: dropping `@escaping` from \(name) keeps call sites "
        + "compiling but changes the ABI of a library built with library evolution; rebuild its clients"
    case .convert(.sideEffectsInBody, _):
      return
        "`body` of `\(container.name)` has `let _ = …` side effects, which will run less often once "
        + "SwiftUI can compare \(name); store the view if that is intended"
    case .convert(.sideEffectView(let view), _):
      return
        "`body` of `\(container.name)` builds `\(view)`, which runs a closure when it is built or appears; "
        + "once SwiftUI can compare \(name), `body` runs less often and so may that work: store the view if that is intended"
    case .skip(let refusal):
      return refusal.message(name: name, property: property, container: container)
    }
  }
}

/// Why a property is not converted.
enum Refusal {
  case optional, unusualType, parameters, effects, anyView
  case attribute(String)
  case defaultValue
  case sharedDeclaration
  case readOutside(String)
  case usedInExtension(String)
  case reassigned(line: Int)
  case passedOn(line: Int)
  case usedOutsideBody(line: Int)
  case neverCalled
  case calledMoreThanOnce(lines: [Int])
  case deferred(Deferral)
  case initTransforms(line: Int)
  case initDefault(line: Int)
  case initAutoclosure(line: Int)
  case lazyView(in: String?)
  case initUsesClosure(line: Int)
  case notAssignedByInit
  case sharesInit(with: String)
  case comparesItself

  func message(name: String, property: ClosureProperty, container: Container) -> String {
    let keep = "keep the closure"
    let call = "`\(property.name)()`"
    switch self {
    case .optional:
      return
        "\(name) is an optional closure; a stored view can't be absent the same way, so \(keep)"
    case .unusualType:
      return "\(name) has an unusual closure type; \(keep)"
    case .parameters:
      return
        "\(name) takes parameters (`\(property.type.text)`); only the container can supply them, so \(keep)"
    case .effects:
      return "\(name) is `async` or `throws`; \(keep)"
    case .anyView:
      return
        "\(name) returns `AnyView`, not a generic `View` parameter; make the container generic over "
        + "`Content: View` first"
    case .attribute(let attribute):
      return "\(name) is a `@\(attribute)` closure; \(keep)"
    case .defaultValue:
      return "\(name) has a default value; a stored view would need a default of type "
        + "`\(property.resultType)`, so \(keep)"
    case .sharedDeclaration:
      return "\(name) is declared together with other properties; split the declaration first"
    case .readOutside(let mark):
      let known = !mark.hasSuffix(unknownMark)
      let place = known ? mark : String(mark.dropLast())
      let value = known ? "a `\(container.name)`" : "a value whose type is not declared there"
      let condition = known ? "" : "if it is a `\(container.name)`, "
      return
        "`.\(property.name)` is read at \(place), on \(value), outside `body` and the init of "
        + "`\(container.name)`; \(condition)converting would change its type there. "
        + "Keep the closure, or change that code first"
    case .usedInExtension(let place):
      return
        "\(name) is used in an extension of `\(container.name)` at \(place); a stored view is built once, "
        + "in init, so \(keep) or move that use into `body`"
    case .reassigned(let line):
      return
        "\(name) is reassigned at line \(line); a stored view can't be swapped the same way, so \(keep)"
    case .passedOn(let line):
      return "\(name) is passed on in `body` at line \(line) instead of being called there; \(keep)"
    case .usedOutsideBody(let line):
      return
        "\(name) is used outside `body` at line \(line); a stored view is built once, in init, so "
        + "\(keep) or move that use into `body`"
    case .neverCalled:
      return "\(name) is never called as \(call) in `body`; \(keep)"
    case .calledMoreThanOnce(let lines):
      let list = lines.map(String.init).joined(separator: ", ")
      return
        "\(call) is called \(lines.count) times in `body` (lines \(list)); a stored view is built once, so "
        + "values like `UUID()` or `Date()` inside it would be shared. Keep the closure"
    case .deferred(let deferral):
      return
        "\(call) is \(deferral.description); a stored view is built eagerly, once, in init. Keep the closure"
    case .initTransforms(let line):
      return "the init at line \(line) transforms \(name) instead of just assigning it; \(keep)"
    case .initDefault(let line):
      return "the init at line \(line) gives \(name) a default value; \(keep)"
    case .initAutoclosure(let line):
      return
        "the init at line \(line) takes \(name) as an `@autoclosure`, which defers building the view "
        + "until `body` runs (a lazy view); a stored view would be built at once, and `@ViewBuilder` "
        + "can't mark an autoclosure. Keep the closure"
    case .lazyView(let stack):
      let alone = stack.map { "alone in a `\($0)`" } ?? "alone"
      return
        "`body` is \(call) \(alone): `\(container.name)` draws nothing of its own, so its closure only "
        + "defers building the view until `body` runs (a lazy view, say for a navigation "
        + "destination); a stored view would be built at once, in init. Keep the closure"
    case .initUsesClosure(let line):
      return
        "the init at line \(line) uses the closure for \(name) for more than the assignment; \(keep)"
    case .notAssignedByInit:
      return "no init of `\(container.name)` assigns \(name) directly; \(keep)"
    case .comparesItself:
      return
        "`\(container.name)` compares itself with its own `==`, which decides when its `body` runs "
        + "again; \(name) is not what makes it re-run, and it puts off building the content until "
        + "then (a stored view would be built in every update of the parent), so \(keep)"
    case .sharesInit(let other):
      return
        "\(name) shares its init with `\(other)`, which can't be converted; keep both closures or "
        + "convert them together by hand"
    }
  }
}

/// Where a call in `body` runs other than once, right away.
enum Deferral: CustomStringConvertible {
  case conditional, ternary, loop, ifConfig
  case lazy(String)
  case closure
  case unknownClosure(String)

  var description: String {
    switch self {
    case .conditional: "called conditionally (under `if`/`switch`)"
    case .ternary: "called conditionally (in a `? :` expression)"
    case .loop: "called in a loop"
    case .ifConfig: "called inside `#if`"
    case .lazy(let call): "inside `\(call)`, which builds its content lazily or later"
    case .closure: "inside a closure that may run later or more than once"
    case .unknownClosure(let call):
      "inside the closure of `\(call)`, which is not known to run it right away, exactly once"
    }
  }
}
