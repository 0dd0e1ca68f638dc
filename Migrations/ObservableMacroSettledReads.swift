import MigrationKit
import SwiftCST

extension ObservableMacro {
  /// A view reading `model.x`, where `x` is a plain stored `var` of the class that its
  /// methods assign (`ObservableVerdicts.Verdict.settledAfterInit`): as an
  /// `ObservableObject`, the view showed the new `x` when a `@Published` property changed
  /// with it; as `@ObservationIgnored`, `x` never updates the view, and a body that reads
  /// nothing else of the object (`if model.client == nil { Placeholder() }`) stays as it
  /// first was. The same for a view showing what a method or computed property of the class
  /// returns from such a property (`Text(translator.translate(key))`, where `translate(_:)`
  /// reads `table`). Said at the use, naming the properties read. --verbose only when each
  /// method that sets a property read and `@Published` ones sets one the view reads each
  /// time it reads that property (`publishedAlongside`): the view is drawn again with it.
  static func settledReadNote(
    _ use: ObservableScan.Use, className: String, verdict: ObservableVerdicts.Verdict
  ) -> (message: String, isVerboseOnly: Bool)? {
    guard let property = use.property, !verdict.settledAfterInit.isEmpty else { return nil }
    let raw = use.node.file.rawTree
    var owner = raw.parent(use.node.index)
    while owner >= 0, ![.structDecl, .classDecl, .enumDecl].contains(raw.kind(owner)) {
      owner = raw.parent(owner)
    }
    guard owner >= 0, let view = TypeDeclaration(raw.syntax(owner))?.name else { return nil }
    var read: [String] = []
    // Where each property of `read` is read first.
    var readAt: [Int32] = []
    // The settled properties read through a member, by the member (`translate(…)`).
    var through: [(member: String, written: String, properties: [String], at: Int32)] = []
    /// A method (`translate()` in `settledReaders`) counts only where it is called.
    func readThrough(_ name: String, isCall: Bool, at node: Int32) {
      let member = isCall ? name + "()" : name
      guard let properties = verdict.settledReaders[member],
        !through.contains(where: { $0.member == member })
      else { return }
      through.append((member, isCall ? name + "(…)" : name, properties.sorted(), node))
    }
    for node in raw.nodes(.memberAccessExpr, below: owner) {
      guard let access = MemberAccess(raw.syntax(node)), let base = access.base,
        base.compactText == property || base.compactText == "self." + property,
        verdict.settledAfterInit.contains(access.name)
          || verdict.settledReaders[access.name] != nil
          || verdict.settledReaders[access.name + "()"] != nil,
        !read.contains(access.name),
        Self.isShown(node, in: raw, below: owner)
      else { continue }
      if verdict.settledAfterInit.contains(access.name) {
        read.append(access.name)
        readAt.append(node)
      } else {
        let parent = raw.parent(node)
        readThrough(
          access.name,
          isCall: parent >= 0 && raw.kind(parent) == .functionCallExpr
            && raw.firstChild(parent) == node, at: node)
      }
    }
    // A string's interpolations are one token, not parsed: `Text("\(model.retries) left")`
    // is found in the literal's text.
    for node in raw.nodes(.stringLiteralExpr, below: owner) {
      let text = raw.syntax(node).text
      guard text.contains("\\(") else { continue }
      for name in verdict.settledAfterInit where !read.contains(name) {
        guard Self.interpolates(text, property + "." + name),
          Self.isShown(node, in: raw, below: owner)
        else { continue }
        read.append(name)
        readAt.append(node)
      }
      for member in verdict.settledReaders.keys.sorted() {
        let isCall = member.hasSuffix("()")
        let name = isCall ? String(member.dropLast(2)) : member
        guard Self.interpolates(text, property + "." + name),
          !isCall || text.contains(property + "." + name + "("),
          Self.isShown(node, in: raw, below: owner)
        else { continue }
        readThrough(name, isCall: isCall, at: node)
      }
    }
    guard !read.isEmpty || !through.isEmpty else { return nil }
    var names = read.map { "\(property).\($0)" }
    var ignored = read
    for entry in through {
      let fresh = entry.properties.filter { !ignored.contains($0) }
      ignored += fresh
      names.append(
        entry.properties.map { "\(property).\($0)" }.joined(separator: ", ")
          + " (through \(entry.written))")
    }
    // Each property with where it is read (through a member: where the member is, and the
    // published properties the member reads on every call, which the view reads with it).
    var reads = zip(read, readAt).map { (property: $0, at: $1, alsoRead: Set<String>()) }
    for entry in through {
      let alsoRead = verdict.readerPublished[entry.member] ?? []
      reads += entry.properties.map { (property: $0, at: entry.at, alsoRead: alsoRead) }
    }
    let ignoredList = ignored.joined(separator: ", ")
    let (value, them) = ignored.count > 1 ? ("values", "them") : ("value", "it")
    if let alongside = publishedAlongside(
      reads, property: property, verdict: verdict, in: raw, below: owner)
    {
      return (
        "\(view) reads \(names.joined(separator: ", ")), which \(className)'s methods set "
          + "without publishing; the conversion marks \(them) @ObservationIgnored, and \(view) "
          + "still shows the new \(value): the methods that set \(them) also set "
          + alongside.map { "\(property).\($0)" }.joined(separator: ", ")
          + ", which \(view) reads each time it reads \(them)",
        true
      )
    }
    let was = ignored.count > 1 ? "they were" : "it was"
    return (
      "\(view) reads \(names.joined(separator: ", ")), which \(className)'s methods set "
        + "without publishing: as an ObservableObject, \(view) showed the new \(value) when a "
        + "@Published property changed, and none that \(view) reads each time it reads "
        + "\(them) is set with \(them). The conversion marks \(ignoredList) @ObservationIgnored "
        + "(\(was) not @Published), and an ignored property never updates a view: if \(view) "
        + "must show \(them), remove the @ObservationIgnored it adds to \(ignoredList)",
      false
    )
  }

  /// The `@Published` properties that make the view draw again with the new value of each
  /// settled property it reads (`reads`, each with where it is read and, read through a
  /// member, the published properties that member reads on every call), sorted; nil when some
  /// method sets one without them, or no method sets one with a published property. A
  /// published property counts for a read when the view reads it under no condition (no
  /// `if`, `switch`, `?:`, `&&`, `||` or `??` on the way up) in the same evaluation: the
  /// view member, or the closure SwiftUI calls (a `GeometryReader`'s, a row's), holding
  /// the settled read. Observation tracks what the last evaluation read: a property read
  /// only in a branch not taken then does not draw the view again.
  private static func publishedAlongside(
    _ reads: [(property: String, at: Int32, alsoRead: Set<String>)], property: String,
    verdict: ObservableVerdicts.Verdict, in raw: RawTree, below owner: Int32
  ) -> [String]? {
    guard !verdict.publishedWithSettled.isEmpty else { return nil }
    // The published reads of the view with the evaluation each is always made in.
    var shown: [(name: String, root: Int32)] = []
    for node in raw.nodes(.memberAccessExpr, below: owner) {
      guard let access = MemberAccess(raw.syntax(node)), verdict.published.contains(access.name),
        let base = access.base,
        base.compactText == property || base.compactText == "self." + property,
        isShown(node, in: raw, below: owner),
        let root = unconditionalRoot(of: node, in: raw, below: owner)
      else { continue }
      shown.append((access.name, root))
    }
    var alongside: Set<String> = []
    for read in reads {
      guard let sets = verdict.publishedWithSettled[read.property], !sets.isEmpty else {
        return nil
      }
      let tracked = Set(
        shown.filter { raw.descendants($0.root).contains(read.at) }.map(\.name)
      ).union(read.alsoRead)
      for set in sets {
        let both = set.intersection(tracked)
        guard !both.isEmpty else { return nil }
        alongside.formUnion(both)
      }
    }
    return alongside.sorted()
  }

  /// The view member or closure whose evaluation always reads `node`: up from it through
  /// no condition, past the content closures of stacks (called as the stack is made); nil
  /// past a condition, or outside a view member.
  private static func unconditionalRoot(of node: Int32, in raw: RawTree, below owner: Int32)
    -> Int32?
  {
    var current = raw.parent(node)
    while current >= 0, current != owner {
      switch raw.kind(current) {
      case .ifExpr, .switchExpr, .guardStmt, .ternaryMiddle: return nil
      case .sequenceExpr:
        let syntax = raw.syntax(current)
        if syntax.children.contains(where: { $0.kind == .ternaryMiddle })
          || syntax.ownTokens.contains(where: { ["&&", "||", "??"].contains($0.text) })
        {
          return nil
        }
      case .closureExpr:
        let parent = raw.parent(current)
        let isStackContent =
          parent >= 0 && raw.kind(parent) == .functionCallExpr
          && FunctionCall(raw.syntax(parent)).map {
            $0.trailingClosure?.node.index == current
              && eagerContainers.contains($0.calleeName ?? "")
          } == true
        if !isStackContent { return current }
      case .functionDecl, .variableDecl:
        let parent = raw.parent(current)
        if parent >= 0, raw.kind(parent) == .memberBlock { return current }
      default: break
      }
      current = raw.parent(current)
    }
    return nil
  }

  /// Containers whose content closure runs as they are made, in the evaluation around them.
  private static let eagerContainers: Set<String> = [
    "VStack", "HStack", "ZStack", "Group", "ScrollView", "LazyVStack", "LazyHStack", "Form",
    "Section",
  ]
}

extension ObservableMacro {
  /// Whether a string literal's text holds `path` (`model.retries`) as a whole name, as an
  /// interpolation reads it: not part of a longer name (`mymodel.retries`, `model.retriesLeft`).
  static func interpolates(_ text: String, _ path: String) -> Bool {
    let isNameCharacter = { (c: Character) in c.isLetter || c.isNumber || c == "_" }
    var rest = text[...]
    while let found = rest.range(of: path) {
      let before =
        found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : " "
      let after = found.upperBound < text.endIndex ? text[found.upperBound] : " "
      // `self.model.retries` reads it too; `other.model.retries` is another object's.
      let ownPath = before != "." || text[..<found.lowerBound].hasSuffix("\\(self.")
      if !isNameCharacter(before), !isNameCharacter(after), ownPath { return true }
      rest = text[found.upperBound...]
    }
    return false
  }

  /// The operators that assign (`model.x = nil`, `count += 1`).
  static let assignments: Set<String> = [
    "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=",
  ]

  /// Whether `model.x` at `node` is a value a view shows: read in a member that builds views
  /// (`var body: some View`, `func row() -> some View`), not assigned (`model.x = nil`), not
  /// the receiver of a call (`model.task?.cancel()`, an action's work) and not in an action
  /// (`.onChange(of: y) { color = model.x ? … }`, a Button's action).
  fileprivate static func isShown(_ node: Int32, in raw: RawTree, below owner: Int32) -> Bool {
    let parent = raw.parent(node)
    if parent >= 0 {
      let syntax = raw.syntax(parent)
      if syntax.kind == .sequenceExpr, syntax.firstChild?.index == node,
        syntax.ownTokens.first.map({ ObservableMacro.assignments.contains($0.text) }) == true
      {
        return false
      }
      var receiver = parent
      if raw.kind(receiver) == .optionalChainingExpr { receiver = raw.parent(receiver) }
      if receiver >= 0, raw.kind(receiver) == .memberAccessExpr {
        let call = raw.parent(receiver)
        if call >= 0, raw.kind(call) == .functionCallExpr, raw.firstChild(call) == receiver {
          return false
        }
      }
    }
    // An action reads the object's value when it runs: nothing the view shows.
    if ObservableMacro.isInAction(node, in: raw, below: owner) { return false }
    return ObservableMacro.isInViewBuildingMember(node, in: raw, below: owner)
  }
}

extension CandidateClass {
  /// Its plain stored `var`s (no attribute, no accessors) that code of the
  /// class body outside an initializer assigns (`name = …`, `self.name += …`).
  var settledAfterInit: [String] {
    let plain = properties.filter { property in
      !property.isLet && property.header.attributes.isEmpty
        && !property.header.hasModifier("static") && !property.header.hasModifier("class")
    }.flatMap { $0.bindings.filter { $0.accessorBlock == nil }.compactMap(\.name) }
    guard !plain.isEmpty else { return [] }
    let raw = node.file.rawTree
    var assigned: Set<String> = []
    for sequence in raw.nodes(.sequenceExpr, below: node.index) {
      guard let name = Self.assignedName(sequence, in: raw), plain.contains(name),
        member(outsideInitializerHolding: sequence, in: raw) != nil
      else { continue }
      assigned.insert(name)
    }
    return plain.filter(assigned.contains)
  }

  /// For each method (or other member outside an initializer) that assigns one of
  /// `settled` and a `@Published` property, `property=Published+Published` (the published
  /// ones it assigns, sorted); members assigning no published property are left out. Empty,
  /// with nothing walked, when `settled` is.
  func publishedSetWith(_ settled: [String]) -> [String] {
    guard !settled.isEmpty else { return [] }
    let published = self.published
    guard !published.isEmpty else { return [] }
    let raw = node.file.rawTree
    // Per member (in the order met): the settled and the published properties it assigns.
    var members: [(member: Int32, settled: [String], published: [String])] = []
    for sequence in raw.nodes(.sequenceExpr, below: node.index) {
      guard let name = Self.assignedName(sequence, in: raw),
        settled.contains(name) || published.contains(name),
        let member = member(outsideInitializerHolding: sequence, in: raw)
      else { continue }
      var position = members.firstIndex { $0.member == member } ?? -1
      if position < 0 {
        position = members.count
        members.append((member, [], []))
      }
      if settled.contains(name) {
        if !members[position].settled.contains(name) { members[position].settled.append(name) }
      } else if !members[position].published.contains(name) {
        members[position].published.append(name)
      }
    }
    var entries: [String] = []
    for entry in members where !entry.published.isEmpty {
      let with = entry.published.sorted().joined(separator: "+")
      for name in entry.settled { entries.append(name + "=" + with) }
    }
    return entries
  }

  /// The name a sequence assigns (`name = …`, `self.name += …`), told on the raw tree
  /// before any text is made (most sequences are no assignment); nil for any other.
  private static func assignedName(_ sequence: Int32, in raw: RawTree) -> String? {
    // Two children and an operator between them ending in `=` (as every assignment does).
    let target = raw.firstChild(sequence)
    guard target >= 0, case let value = raw.nextSibling(target), value >= 0,
      raw.nextSibling(value) < 0,
      case let operation = Self.firstOwnToken(of: sequence, in: raw), operation >= 0,
      raw.textEnd(operation) > raw.textStart(operation),
      raw.file.bytes[raw.textEnd(operation) - 1] == UInt8(ascii: "="),
      ObservableMacro.assignments.contains(raw.token(operation).text)
    else { return nil }
    var name = raw.syntax(target).compactText
    if name.hasPrefix("self.") { name.removeFirst(5) }
    return name
  }

  /// The outermost declaration below the class that holds `node`, or the class itself
  /// for code directly in it; nil inside an initializer.
  private func member(outsideInitializerHolding node: Int32, in raw: RawTree) -> Int32? {
    var member = self.node.index
    var ancestor = raw.parent(node)
    while ancestor >= 0, ancestor != self.node.index {
      switch raw.kind(ancestor) {
      case .initializerDecl: return nil
      case .functionDecl, .variableDecl, .accessorDecl, .subscriptDecl: member = ancestor
      default: break
      }
      ancestor = raw.parent(ancestor)
    }
    return member
  }

  /// `member.property` for each method or computed property of the class (not of a type
  /// nested in it) that reads one of `settled` (`func translate(_ key: String) -> String {
  /// table[key] ?? key }` gives `translate().table`, a computed `var isBusy` gives
  /// `isBusy.task`); assigning one is no read. A method returns something (a view can show
  /// it; `func cancel() { task?.cancel() }` is an action's work), and its name ends in `()`.
  /// Then `member.^published` for each `@Published` property such a member reads on every
  /// call (`isReadOnEveryCall`): a view showing the member reads it too. Empty, with nothing
  /// walked, when `settled` is.
  func settledReaders(of settled: [String]) -> [String] {
    guard !settled.isEmpty else { return [] }
    let raw = node.file.rawTree
    let published = self.published
    // Names compared by their bytes: a string for each reference of the class cost more
    // than the rest of the walk. The settled names first, then the published ones.
    let names = (settled + published).map { Array($0.utf8) }
    var pairs: [String] = []
    var alwaysRead: [(member: String, property: String)] = []
    func add(_ reference: Int32, _ property: Int) {
      guard let (member, name) = ownMember(enclosing: reference, in: raw) else { return }
      if property >= settled.count {
        let entry = (member: name, property: published[property - settled.count])
        if Self.isReadOnEveryCall(reference, of: member, in: raw),
          !alwaysRead.contains(where: { $0 == entry })
        {
          alwaysRead.append(entry)
        }
        return
      }
      let pair = name + "." + settled[property]
      if !pairs.contains(pair) { pairs.append(pair) }
    }
    for reference in raw.nodes(.declReferenceExpr, below: node.index) {
      let bytes = raw.textBytes(raw.firstToken(reference))
      guard let property = names.firstIndex(where: { $0.elementsEqual(bytes) }),
        !Self.isAssigned(reference, in: raw)
      else { continue }
      add(reference, property)
    }
    for access in raw.nodes(.memberAccessExpr, below: node.index) {
      let base = raw.firstChild(access)
      guard base >= 0, raw.tokenKind(raw.firstToken(base)) == .kwSelf,
        case let bytes = raw.textBytes(raw.memberNameToken(access)),
        let property = names.firstIndex(where: { $0.elementsEqual(bytes) }),
        !Self.isAssigned(access, in: raw)
      else { continue }
      add(access, property)
    }
    // Only the members that read a settled property matter.
    let readers = Set(pairs.map { $0.prefix { $0 != "." } })
    for entry in alwaysRead where readers.contains(Substring(entry.member)) {
      pairs.append(entry.member + ".^" + entry.property)
    }
    return pairs
  }

  /// Whether `node`, in the body of `member` (a method or a computed property's getter), is
  /// evaluated on every call: not in a closure, a loop, a branch of `if`, `guard`, `switch`
  /// or `?:`, an operand after `&&`, `||` or `??`, a condition after the first, or a
  /// statement after one that may return or throw.
  private static func isReadOnEveryCall(_ node: Int32, of member: Int32, in raw: RawTree)
    -> Bool
  {
    var child = node
    var current = raw.parent(node)
    while current >= 0, current != member {
      switch raw.kind(current) {
      case .closureExpr, .ternaryMiddle, .forStmt, .whileStmt, .repeatStmt, .doStmt,
        .catchClause, .deferStmt, .switchCase, .ifConfigDecl, .ifConfigClause:
        return false
      case .ifExpr, .guardStmt:
        if raw.kind(child) != .conditionList { return false }
      case .conditionList, .switchExpr:
        if raw.firstChild(current) != child { return false }
      case .sequenceExpr:
        if raw.firstChild(current) != child {
          let syntax = raw.syntax(current)
          if syntax.children.contains(where: { $0.kind == .ternaryMiddle })
            || syntax.ownTokens.contains(where: { ["&&", "||", "??"].contains($0.text) })
          {
            return false
          }
        }
      case .codeBlock, .accessorBlock:
        // A getter written without `get`, or a body: the statements before this one must
        // all run to it (none returns or throws). A block of another statement (`do`, an
        // `else`) was passed over above.
        let holder = raw.parent(current)
        let isGetter =
          holder >= 0 && raw.kind(holder) == .accessorDecl
          && raw.token(raw.tokens(holder).lowerBound).text == "get"
        guard holder == member || raw.kind(current) == .accessorBlock || isGetter else {
          return false
        }
        var statement = raw.firstChild(current)
        while statement >= 0, statement != child {
          if raw.kind(statement) == .accessorDecl { return false }
          for exit in [SyntaxKind.returnStmt, .throwStmt]
          where !raw.nodes(exit, below: statement).isEmpty || raw.kind(statement) == exit {
            return false
          }
          statement = raw.nextSibling(statement)
        }
      case .accessorDecl:
        if raw.token(raw.tokens(current).lowerBound).text != "get" { return false }
      default: break
      }
      child = current
      current = raw.parent(current)
    }
    return current == member
  }

  /// The member of the class's own body that holds `node` (the outermost declaration below
  /// the class, with no type between) and the name under which `settledReaders` records it:
  /// a method that returns something, as `name()`, or a computed property; nil for anything
  /// else (an initializer, a stored property's initial value, a method returning nothing).
  private func ownMember(enclosing node: Int32, in raw: RawTree) -> (Int32, String)? {
    var member: Int32 = -1
    var ancestor = raw.parent(node)
    while ancestor >= 0, ancestor != self.node.index {
      switch raw.kind(ancestor) {
      case .classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
        return nil
      case .functionDecl, .variableDecl, .initializerDecl: member = ancestor
      default: break
      }
      ancestor = raw.parent(ancestor)
    }
    guard ancestor >= 0, member >= 0 else { return nil }
    let syntax = raw.syntax(member)
    switch syntax.kind {
    case .functionDecl:
      guard let function = FunctionDeclaration(syntax), let returned = function.returnType,
        !["Void", "()"].contains(returned.compactText)
      else { return nil }
      return (member, function.name + "()")
    case .variableDecl:
      guard let binding = VariableDeclaration(syntax)?.bindings.first,
        binding.accessorBlock != nil, let name = binding.name
      else { return nil }
      return (member, name)
    default: return nil
    }
  }

  /// Whether `node` is the target of an assignment (`table = …`, `self.table += …`).
  private static func isAssigned(_ node: Int32, in raw: RawTree) -> Bool {
    let parent = raw.parent(node)
    guard parent >= 0, raw.kind(parent) == .sequenceExpr, raw.firstChild(parent) == node else {
      return false
    }
    let operation = firstOwnToken(of: parent, in: raw)
    return operation >= 0 && ObservableMacro.assignments.contains(raw.token(operation).text)
  }

  /// The first of a node's own tokens (not its children's), as `Syntax.ownTokens.first`;
  /// -1 when it has none.
  private static func firstOwnToken(of node: Int32, in raw: RawTree) -> Int32 {
    var cursor = raw.tokens(node).lowerBound
    let end = raw.tokens(node).upperBound
    var child = raw.firstChild(node)
    while cursor < end {
      guard child >= 0 else { return cursor }
      if cursor < raw.tokens(child).lowerBound { return cursor }
      cursor = max(cursor, raw.tokens(child).upperBound)
      child = raw.nextSibling(child)
    }
    return -1
  }
}
