import MigrationKit
import SwiftCST

// A generic type of the run with a parameter constrained to `ObservableObject`
// (`struct PanelView<Tab, Model: ObservableObject>: View { @ObservedObject var model: Model }`)
// blocks only the classes the run gives it as that argument, when every use of the type
// tells which: a call `PanelView(model: x)` with `x` of a known type (the label is one
// of the parameter's in the type's declared inits, or of its stored properties when it
// declares none), or the argument written (`PanelView<Tab, Settings>`). Any other use (an
// argument of unknown type, a call without such a label, `PanelView` bare, an extension,
// a qualified name, a typealias) blocks every class, as does a type this does not model
// (public, not a struct, an init taking the parameter otherwise than as a labelled value);
// every class that may conform to the constraint's other protocols, when it has some
// (`Model: ObservableObject & Checkable`, `SemanticIndex.mayConform`).
//
// The type is an early fact (`K name line position parameter labels requires`: `requires`
// the constraint's other protocols, `ObservableObject & Checkable`, which a class must be
// able to conform to for any use to block it); the uses of its name are late facts
// (`Y name line kind label class scope query`: `kind` `c` for a call, with its labels;
// `a` an argument, `label` with its class as written in `scope`, `-` when
// unknown, then named by `query` when set; `t` a written argument, `label` its position;
// `u` another use, once per name and file).

/// A generic parameter of a struct constrained to `ObservableObject`, with the labels that
/// pass it.
struct ObservableGenericConstraint: Equatable, Sendable {
  /// The type's name, as written at its declaration.
  var typeName: String
  var parameter: String
  var position: Int
  var labels: [String]
  var line: Int
  /// The protocols the constraint requires besides `ObservableObject`
  /// (`ObservableScanner.otherRequirements`): a class that cannot conform to them is never
  /// the argument.
  var requires: [String] = []
}

extension ObservableScanner {
  /// `ObservableObject` as the constraint of a generic parameter of a struct (in its clause
  /// or `where` clause) that this models; recorded, and true. False when it is not one.
  mutating func genericConstraint(_ node: Syntax) -> Bool {
    // In a composition (`S: RecorderState & ObservableObject`) the class given as `S` must
    // be an ObservableObject all the same: the composition is the parameter's constraint.
    let constraint = node.parent.flatMap { $0.kind == .compositionType ? $0 : nil } ?? node
    guard let parent = constraint.parent else { return false }
    let name: String?
    let declaration: Syntax?
    switch parent.kind {
    case .genericParameter where parent.children.last == constraint:
      name = parent.ownTokens.first { $0.kind == .identifier }?.text
      declaration = parent.parent?.parent
    case .genericRequirement
    where parent.children.count == 2 && parent.children.last == constraint:
      name = parent.firstChild.flatMap { $0.kind == .identifierType ? $0.text : nil }
      declaration = parent.parent?.parent
    default: return false
    }
    guard let name, let declaration, declaration.kind == .structDecl,
      let type = TypeDeclaration(declaration),
      !["public", "open", "package"].contains(where: type.header.hasModifier),
      let clause = declaration.child(.genericParameterClause),
      let position = clause.children(.genericParameter).firstIndex(where: {
        $0.ownTokens.first { $0.kind == .identifier }?.text == name
      }),
      let labels = Self.passingLabels(of: name, in: type)
    else { return false }
    scan.genericConstraints.append(
      ObservableGenericConstraint(
        typeName: type.name, parameter: name, position: position, labels: labels,
        line: line(of: node),
        requires: Self.otherRequirements(of: node)
          + Self.requirements(of: name, in: declaration, besides: constraint)))
    return true
  }

  /// The protocols the generic parameter `name` of `declaration` is constrained to outside
  /// `constraint` (the one holding `ObservableObject`): in its clause when `ObservableObject`
  /// is in the `where` clause (`<Store: Connecting> … where Store: ObservableObject`), in
  /// the `where` clause, and in other requirements there (`where Store: Connecting`), each
  /// named alone or in a composition. A class given as the parameter conforms to them all.
  static func requirements(of name: String, in declaration: Syntax, besides constraint: Syntax)
    -> [String]
  {
    var constraints: [Syntax] = []
    if let clause = declaration.child(.genericParameterClause) {
      for parameter in clause.children(.genericParameter)
      where parameter.ownTokens.first(where: { $0.kind == .identifier })?.text == name {
        if let last = parameter.children.last { constraints.append(last) }
      }
    }
    if let clause = declaration.child(.genericWhereClause) {
      for requirement in clause.children(.genericRequirement)
      where requirement.children.count == 2 && requirement.firstChild?.text == name
        && requirement.ownTokens.contains(where: { $0.kind == .colon })
      {
        if let last = requirement.children.last { constraints.append(last) }
      }
    }
    var names: [String] = []
    for written in constraints where written != constraint {
      let types = written.kind == .compositionType ? written.children : [written]
      for type in types {
        if let name = requiredProtocolName(type), !names.contains(name) { names.append(name) }
      }
    }
    return names
  }

  /// The protocols a constraint requires besides `ObservableObject`, written by name beside
  /// it in a composition (`ObservableObject & Checkable`) or an associated type's list
  /// (`associatedtype Model: ObservableObject, Checkable`). Other names (`AnyObject`, a
  /// member or generic type) require nothing here.
  static func otherRequirements(of node: Syntax) -> [String] {
    guard let parent = node.parent,
      parent.kind == .compositionType
        || (parent.kind == .inheritanceClause && parent.parent?.kind == .associatedtypeDecl)
    else { return [] }
    var names: [String] = []
    for sibling in parent.children where sibling != node {
      if let name = requiredProtocolName(sibling), !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// The protocol a type written beside `ObservableObject` requires: a name of one token
  /// other than `AnyObject` and `ObservableObject` (a member or generic type requires
  /// nothing here); nil otherwise.
  private static func requiredProtocolName(_ type: Syntax) -> String? {
    guard type.kind == .identifierType else { return nil }
    let tokens = type.tokens
    guard tokens.count == 1, let name = tokens.first?.text, name != "AnyObject",
      name != "ObservableObject"
    else { return nil }
    return name
  }

  /// The labels that pass a value of the generic parameter `name` to `type`: those of its
  /// declared inits (each must take one), else of its stored properties. Nil when a
  /// declaration takes or stores the parameter otherwise (`[Model]`, `_ model: Model`,
  /// a closure) or in an `#if`: where the argument comes from is then not modelled.
  static func passingLabels(of name: String, in type: TypeDeclaration) -> [String]? {
    func mentions(_ node: Syntax?) -> Bool {
      node?.tokens.contains { $0.kind == .identifier && $0.text == name } ?? false
    }
    let members = type.members
    if members.contains(where: { $0.kind == .ifConfigDecl && mentions($0) }) { return nil }
    var labels: [String] = []
    let inits = members.compactMap { $0.kind == .initializerDecl ? FunctionDeclaration($0) : nil }
    for initializer in inits {
      var found = false
      for parameter in initializer.parameters where mentions(parameter.type) {
        guard parameter.type?.compactText == name, let label = parameter.firstName, label != "_"
        else { return nil }
        if !labels.contains(label) { labels.append(label) }
        found = true
      }
      guard found else { return nil }
    }
    if !inits.isEmpty { return labels }
    for member in members {
      guard let variable = VariableDeclaration(member), !variable.header.hasModifier("static")
      else { continue }
      for binding in variable.bindings where mentions(binding.type) {
        guard binding.accessorBlock == nil else { continue }
        guard binding.type?.compactText == name, let label = binding.name else { return nil }
        if !labels.contains(label) { labels.append(label) }
      }
    }
    return labels.isEmpty ? nil : labels
  }

  /// The uses of the names in `scope` as generic types (`Y` lines); without a scope, of
  /// every name that starts with an uppercase letter (a type's name as most are written).
  /// Another use than a call or written arguments is recorded once per name.
  func genericTypeUses(scope: FactScope?) -> [[String]] {
    let raw = file.rawTree
    var lines: [[String]] = []
    var bare: Set<String> = []
    func inScope(_ token: Int32) -> Bool {
      guard token >= 0, raw.tokenKind(token) == .identifier else { return false }
      if let scope { return scope.contains(token: token, in: raw) }
      return raw.textBytes(token).first.map { (65...90).contains($0) } ?? false
    }
    func named(_ name: String) -> Bool {
      scope?.names.contains(name) ?? (name.first.map { $0.isASCII && $0.isUppercase } ?? false)
    }
    func add(_ found: [[String]]) {
      for line in found {
        if line[3] == "u" {
          guard bare.insert(line[1]).inserted else { continue }
        }
        lines.append(line)
      }
    }
    for node in raw.nodes(.declReferenceExpr) where inScope(raw.firstToken(node)) {
      add(genericUse(raw.syntax(node), isExpression: true))
    }
    for node in raw.nodes(.memberAccessExpr) where inScope(raw.memberNameToken(node)) {
      add(genericUse(raw.syntax(node), isExpression: true))
    }
    for node in raw.nodes(.identifierType) where inScope(raw.firstToken(node)) {
      add(genericUse(raw.syntax(node), isExpression: false))
    }
    for node in raw.nodes(.memberType) {
      let syntax = raw.syntax(node)
      guard let last = syntax.ownTokens.last(where: { $0.kind == .identifier }), named(last.text)
      else { continue }
      add(genericUse(syntax, isExpression: false, name: last.text))
    }
    return lines
  }

  private func genericUse(_ node: Syntax, isExpression: Bool, name: String? = nil) -> [[String]] {
    let name =
      name ?? (node.kind == .memberAccessExpr ? MemberAccess(node)?.name : node.firstToken?.text)
      ?? ""
    let number = String(line(of: node))
    var expression = node
    var arguments = node.child(.genericArgumentClause)
    if node.kind == .declReferenceExpr, let parent = node.parent,
      parent.kind == .genericSpecializationExpr, parent.firstChild == node
    {
      expression = parent
      arguments = parent.child(.genericArgumentClause)
    }
    if let arguments {
      return arguments.children.enumerated().map { position, type in
        let written = TypeReference(text: type.compactText).name
        return [
          "Y", name, number, "t", String(position), written ?? "-",
          ObservableClassNames.encode(typePaths.path(of: node) ?? ""), "",
        ]
      }
    }
    if isExpression, let call = expression.parent.flatMap(FunctionCall.init),
      call.callee == expression
    {
      let labelled = call.arguments.filter { $0.label != nil }
      var lines = [
        ["Y", name, number, "c", labelled.compactMap(\.label).joined(separator: ","), "", "", ""]
      ]
      for argument in labelled {
        guard let label = argument.label, let value = argument.expression else { continue }
        if let owner = typeName(ofExpression: value) {
          lines.append(
            [
              "Y", name, number, "a", label, owner.name, ObservableClassNames.encode(owner.scope),
              "",
            ])
        } else {
          let query = ObservableTypeQuery.of(
            value, resolver: resolver.value, initializer: initializer(at:))
          lines.append(["Y", name, number, "a", label, "-", "", query?.encoded ?? ""])
        }
      }
      return lines
    }
    // The type named bare inside its own declaration is itself, with its own parameters.
    if !isExpression, let path = typePaths.path(of: node),
      ObservableNames.lastComponent(path) == name,
      enclosingTypeDeclaration(of: node)?.kind == .structDecl
    {
      return []
    }
    return [["Y", name, number, "u", "", "", "", ""]]
  }
}

extension ObservableVerdicts {
  /// A use of a generic type's name, from a `Y` line.
  struct GenericUse {
    var typeName: String
    var kind: String
    var label: String
    var className: String?
    var scope: String?
    var query: ObservableTypeQuery?
    var place: Place
    var module: Int

    init?(fields: FactFields, path: String, module: Int) {
      guard fields.count == 8 else { return nil }
      typeName = fields[1]
      kind = fields[3]
      label = fields[4]
      className = fields.isEmpty(5) || fields.field(5, is: "-") ? nil : fields[5]
      scope = ObservableClassNames.decode(fields[6])
      query = ObservableVerdicts.query(fields, 7)
      place = Place(path: path, line: fields.int(2) ?? 0, reason: "")
      self.module = module
    }
  }

  /// The blockers the uses of the run's constrained generic types give: a class passed
  /// (`className` as written in `scope`; or named by `query`), or every class (`nil`, nil).
  static func genericBlockers(
    constraints: [(ObservableGenericConstraint, Place, Int)], uses: [GenericUse]
  ) -> (
    named: [(className: String?, scope: String?, place: Place, module: Int)],
    queries: [QueryBlocker],
    conformances: [ConformanceBlocker]
  ) {
    var named: [(className: String?, scope: String?, place: Place, module: Int)] = []
    var conformances: [ConformanceBlocker] = []
    var queries: [QueryBlocker] = []
    var byName: [String: [(ObservableGenericConstraint, Place, Int)]] = [:]
    for entry in constraints { byName[entry.0.typeName, default: []].append(entry) }
    for use in uses {
      guard let declared = byName[use.typeName] else { continue }
      var parameters: [String] = []
      for entry in declared where !parameters.contains(entry.0.parameter) {
        parameters.append(entry.0.parameter)
      }
      // What every parameter of the type constrained so requires besides ObservableObject:
      // a class that cannot conform to it is none of the arguments.
      var requires = declared[0].0.requires
      for entry in declared.dropFirst() { requires.removeAll { !entry.0.requires.contains($0) } }
      func blocksEveryClass(_ place: Place) {
        if requires.isEmpty {
          named.append((nil, nil, place, use.module))
        } else {
          conformances.append(
            ConformanceBlocker(requires: requires, place: place, module: use.module))
        }
      }
      let shown = "\(use.typeName)'s " + parameters.joined(separator: " or ")
      let passed = "it is passed as \(shown), a generic parameter constrained to ObservableObject"
      let unknown =
        "\(use.typeName) is used where the class given as \(shown), a generic parameter "
        + "constrained to ObservableObject, cannot be told"
      switch use.kind {
      case "c":
        let labels = use.label.split(separator: ",").map(String.init)
        if !declared.contains(where: { entry in labels.contains { entry.0.labels.contains($0) } }) {
          blocksEveryClass(Self.with(use.place, unknown))
        }
      case "a":
        guard declared.contains(where: { $0.0.labels.contains(use.label) }) else { continue }
        if let className = use.className {
          named.append((className, use.scope, Self.with(use.place, passed), use.module))
        } else if let query = use.query {
          queries.append(
            QueryBlocker(
              query: query, place: Self.with(use.place, passed + Self.onUnknownObject),
              module: use.module, requires: requires))
        } else {
          blocksEveryClass(Self.with(use.place, unknown))
        }
      case "t":
        guard declared.contains(where: { String($0.0.position) == use.label }) else { continue }
        if let className = use.className {
          named.append((className, use.scope, Self.with(use.place, passed), use.module))
        } else {
          blocksEveryClass(Self.with(use.place, unknown))
        }
      default:
        blocksEveryClass(Self.with(use.place, unknown))
      }
    }
    return (named, queries, conformances)
  }
}
