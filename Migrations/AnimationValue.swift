import MigrationKit
import SwiftCST

/// `.animation(a)` without `value:` → a report naming the state the view reads as the likely
/// `value:`.
///
/// `animation(_:)` is deprecated from iOS 15, macOS 12, tvOS 15 and watchOS 8 ("use
/// withAnimation or animation(_:value:) instead"): it animates every change of the view,
/// including ones that should not animate (a keyboard, a rotation, data arriving). Which
/// change should animate is a decision, so this is a `diagnostic`: the message names the
/// state properties (`@State`, `@Binding`, `@AppStorage`…, and members of observed objects)
/// that the modified view reads, in order, or the view's stored inputs when it reads no
/// state. `Binding.animation(_:)` (`$flag.animation()`), `AnyTransition.animation(_:)`
/// (`.opacity.animation(.easeIn)`) and project methods named `animation` are not this
/// modifier.
public struct AnimationValue: Migration {
  public let id = "animation-value"
  public let summary =
    "Report the deprecated animation(_:) without value: and name the state it should watch"
  public let rationale = """
    animation(_:) without value: is deprecated from iOS 15, macOS 12, tvOS 15 and watchOS 8 \
    ("use withAnimation or animation(_:value:) instead"): it animates every change of the \
    view it modifies, including changes that should not animate. animation(_:value:) \
    animates only when the given Equatable value changes, so choosing the value is a \
    decision: this migration only reports, naming the state the modified view reads (its \
    @State, @Binding, @AppStorage, @FocusState and @GestureState properties, and the members \
    it reads of @ObservedObject, @StateObject, @EnvironmentObject, @Bindable or @Observable \
    models; when it reads none, the view's stored inputs) as the likely value; a value \
    that cannot be compared (a style's configuration, an enum whose cases carry values or a \
    struct of the run without Equatable) is named by the member the view reads of it \
    (configuration.isPressed). \
    animation(nil) is reported with its own advice (animation(nil, value:) or a \
    transaction). Binding.animation(_:) ($flag.animation()), AnyTransition.animation(_:) \
    (.opacity.animation(.easeIn)) and project methods named animation are not this \
    modifier. Nothing is reported where a target predates the deprecation or the targets \
    are unknown. Availability from the SDK documentation: \
    developer.apple.com/documentation/swiftui/view/animation(_:value:) and \
    developer.apple.com/documentation/swiftui/view/animation(_:).
    """
  public let example = (
    before: """
    @State private var isExpanded = false

    var body: some View {
      Card(isExpanded: isExpanded)
        .animation(.spring())
    }
    """,
    after: """
    @State private var isExpanded = false

    var body: some View {
      Card(isExpanded: isExpanded)
        .animation(.spring(), value: isExpanded)
    }
    """
  )
  public let safety = Safety.diagnostic
  // Reports only: the fix point does not ask again about a file it rewrote.
  public var findsFixes: Bool { false }
  public var group: String? { "deprecated-api" }
  public var leavesUnreachableFallbacks: Bool { true }
  public var usesProjectIndex: Bool { true }
  /// Its facts read function declarations by name (`ProjectMethods`): a local one is a
  /// declaration keyword, which keeps its body parsed.
  public var bodyWordsOfIndexFacts: BodyWords? { BodyWords() }
  public var usesSemanticIndex: Bool { true }

  public init() {}

  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    ProjectMethods.facts(named: "animation", key: methodKey, in: file)
  }

  /// Every finding is at a call of this name (most files have none), looked up before the
  /// targets are.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.hasCalls(named: "animation") && context.mayBeAvailable(deprecationTargets, in: file)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let calls = file.calls(named: "animation")
    let methods = ProjectMethods(context.index, key: methodKey, path: context.path)
    return calls.compactMap { call in
      guard let site = ModifierCallSite(call.node, named: "animation"), site.labels == ["_"],
        let animation = site.call.arguments.first?.expression,
        Self.mayBeView(site.receiver), context.isAvailable(deprecationTargets, at: call.node)
      else { return nil }
      let resolver = context.resolver(for: file)
      if let type = resolver.type(of: site.receiver)?.name, nonViewTypes.contains(type) {
        return nil
      }
      if Self.returnsModifier(site.call.node, resolver) { return nil }
      switch ProjectMethodCheck(
        site, methods, signature: "animation(_:)", id: id, resolver: resolver)
      {
      case .rewrite: break
      case .leave: return nil
      case .report(let finding): return finding
      }
      let names = StateReads.names(in: site.receiver, resolver)
      let value = names.first ?? "<value>"
      // `.none` where an `Animation?` is expected is nil too (Animation has no `none`).
      let isNone = MemberAccess(animation).map { $0.base == nil && $0.name == "none" } ?? false
      let turnsOff = animation.kind == .nilLiteralExpr || isNone
      let reads =
        names.isEmpty
        ? "name the value whose change should \(turnsOff ? "not animate" : "animate")"
        : "the view reads \(names.prefix(4).joined(separator: ", "))"
      let message =
        turnsOff
        ? "animation(\(isNone ? ".none" : "nil")) without value: turns off animation for every change of this view (deprecated): write .animation(nil, value: \(value)) for one value, or .transaction { $0.animation = nil }; \(reads)"
        : "animation(_:) without value: animates every change of this view (deprecated): write .animation(\(animation.excerpt(120)), value: \(value)) for the change that should animate; \(reads)"
      return Finding(migrationID: id, range: site.range, message: message, safety: .diagnostic)
    }
  }

  /// Whether `call` is the end of a chain a member returns as a ViewModifier (`some
  /// ViewModifier`, or a modifier type of the run): `makeModifier(count).animation(a)` is
  /// ViewModifier's own animation(_:), which is not deprecated and has no `value:` form.
  static func returnsModifier(_ call: Syntax, _ resolver: Resolver) -> Bool {
    let outermost = ModifierChain(base: call).outermost
    var node = outermost.parent
    while let current = node {
      switch current.kind {
      case .functionDecl:
        return isModifierType(FunctionDeclaration(current)?.returnType, resolver)
      case .variableDecl:
        return isModifierType(VariableDeclaration(current)?.bindings.first?.type, resolver)
      // Inside a call or closure, the chain is not what the member returns.
      case .functionCallExpr, .closureExpr: return false
      default: node = current.parent
      }
    }
    return false
  }

  private static func isModifierType(_ type: Syntax?, _ resolver: Resolver) -> Bool {
    guard let type else { return false }
    if type.lastToken?.text == "ViewModifier" { return true }
    return resolver.index.type(named: type.text)?.inheritance.contains("ViewModifier") ?? false
  }

  /// Receivers that cannot be a view: `$flag` (a Binding), `.opacity` / `.move(edge:)` (an
  /// implicit member: a transition or an animation), `AnyTransition.…`, `Animation.…`.
  static func mayBeView(_ receiver: Syntax) -> Bool {
    guard let first = receiver.firstToken else { return false }
    if first.text.hasPrefix("$") || first.kind == .period { return false }
    if let root = receiver.leftmostName, nonViewTypes.contains(root) { return false }
    return true
  }
}

/// The state a view expression reads, as `value:` candidates.
enum StateReads {
  /// Wrappers whose property is itself the state.
  static let valueWrappers: Set<String> = [
    "State", "Binding", "AppStorage", "SceneStorage", "FocusState", "GestureState",
  ]
  /// Wrappers of observed objects: a member read (`model.count`) is the state.
  static let objectWrappers: Set<String> = [
    "ObservedObject", "StateObject", "EnvironmentObject", "Bindable",
  ]

  /// State properties the expression reads (`isOn` for `$isOn`, `model.count` for a member
  /// of an observed object) in order of first use; when there is none, the enclosing type's
  /// stored properties and the enclosing function's parameters it reads.
  static func names(in expression: Syntax, _ resolver: Resolver) -> [String] {
    guard let owner = resolver.enclosingTypeName(of: expression) else { return [] }
    var state: [String] = []
    var inputs: [String] = []
    // This file's declarations alone, for names the run's index cannot tell (a type declared
    // once per target in one module is ambiguous there).
    var fileResolver: Resolver?
    // A local's value is read where it is declared: `let isOn = model.flag` reads model.flag.
    var followed: Set<Int> = []
    func visit(_ expression: Syntax) {
      for read in reads(in: expression) {
        let projected = read.name.hasPrefix("$")
        let name = projected ? String(read.name.dropFirst()) : read.name
        var answering = resolver
        var resolution = resolver.resolve(name: name, at: read.node)
        if case .unknown = resolution {
          let file = expression.file
          let local =
            fileResolver
            ?? Resolver(
              file: file, index: SemanticIndex(files: [FileDeclarations(file: file, path: "")]))
          fileResolver = local
          answering = local
          resolution = local.resolve(name: name, at: read.node)
        }
        // A value that cannot be compared is named by the member read of it, if any.
        func comparable(_ type: TypeReference?) -> String? {
          candidate(name, of: type, read: read.member, at: read.node, answering)
        }
        switch resolution {
        case .local(let binding) where binding.kind == .parameter && !projected:
          if let name = comparable(binding.type) { append(name, to: &inputs) }
        case .local(let binding) where binding.kind == .variable && !projected:
          if followed.count < 8, followed.insert(binding.offset).inserted,
            let value = answering.initializer(of: binding)
          {
            visit(value)
          }
        case .member(let member)
        where member.containingType == owner && member.kind == .storedProperty && !member.isStatic:
          let wrapper = member.propertyWrapper
          let isObject =
            member.type?.name.flatMap { answering.index.type(named: $0) }?.kind == .class
          if let wrapper, valueWrappers.contains(wrapper) {
            if !isObject {
              if let name = comparable(member.type) { append(name, to: &state) }
            } else if let member = read.member {
              append(name + "." + member, to: &state)
            }
          } else if wrapper.map(objectWrappers.contains) == true || isObject {
            if let member = read.member { append(name + "." + member, to: &state) }
          } else if wrapper == nil, !projected, let name = comparable(member.type) {
            append(name, to: &inputs)
          }
        default:
          continue
        }
      }
    }
    visit(expression)
    return state.isEmpty ? inputs : state
  }

  /// `name`, the value read, when it may be Equatable (animation(_:value:) takes an
  /// Equatable value); else `name.member` for the member read of it (`configuration.isPressed`,
  /// `drag.isActive`), unless that is certainly not Equatable either (a style
  /// configuration's `label`); nil when there is no such member read.
  private static func candidate(
    _ name: String, of type: TypeReference?, read member: String?, at node: Syntax,
    _ resolver: Resolver
  ) -> String? {
    let index = resolver.index
    let owner = resolver.enclosingTypeName(of: node)
    guard let type, resolver.isCertainlyNotEquatable(type, at: node) else { return name }
    guard let member else { return nil }
    if let declared = type.name.flatMap({ index.type(named: $0, inside: owner) }) {
      let members = index.members(named: member, in: declared.name)
      if members.count == 1, let memberType = members[0].type,
        index.isCertainlyNotEquatable(memberType, inside: declared.name)
      {
        return nil
      }
    } else if configurationViews.contains(member) {
      return nil
    }
    return name + "." + member
  }

  /// The views a SwiftUI style configuration hands its style: not values to compare.
  private static let configurationViews: Set<String> = [
    "label", "content", "title", "icon", "currentValueLabel", "minimumValueLabel",
    "maximumValueLabel", "markedValueLabel",
  ]

  /// The names the expression reads, in order: bare names, `self.name`, and names in string
  /// interpolations (a literal is one token), each with the member read from it, if any.
  private static func reads(in expression: Syntax) -> [(
    node: Syntax, name: String, member: String?
  )] {
    var reads: [(node: Syntax, name: String, member: String?)] = []
    let references =
      (expression.kind == .declReferenceExpr ? [expression] : [])
      + expression.descendants(.declReferenceExpr)
    for reference in references {
      guard let token = reference.firstToken, token.kind != .kwSelf else { continue }
      reads.append((reference, token.text, memberRead(after: reference)))
    }
    for node in expression.descendants(.memberAccessExpr) {
      guard let access = MemberAccess(node), let base = access.base,
        base.kind == .declReferenceExpr, base.firstToken?.kind == .kwSelf
      else { continue }
      reads.append((node, access.name, memberRead(after: node)))
    }
    for literal in expression.descendants(.stringLiteralExpr) {
      for read in interpolatedReads(in: literal.text) {
        reads.append((literal, read.name, read.read))
      }
    }
    return reads.sorted { $0.node.range.lowerBound < $1.node.range.lowerBound }
  }

  /// `name` or `name.read` for each name an interpolation `\(…)` of a string literal's text
  /// reads: `\(count)`, `\(model.title)`, `\(self.count)`, and the names inside a longer
  /// expression (`progress` in `\(Int(progress * 100))`); not a member after a dot, a call
  /// (`Int(`) or an argument label (`from:`).
  static func interpolatedReads(in text: String) -> [(name: String, read: String?)] {
    let bytes = Array(text.utf8)
    var reads: [(String, String?)] = []
    func isNameByte(_ byte: UInt8) -> Bool {
      byte == 95 || byte == 36 || (byte >= 48 && byte <= 57)
        || ((byte | 0x20) >= 97 && (byte | 0x20) <= 122)
    }
    func identifier(at start: Int) -> (String, Int)? {
      var end = start
      while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
      guard end > start, !(bytes[start] >= 48 && bytes[start] <= 57) else { return nil }
      return (String(decoding: bytes[start..<end], as: UTF8.self), end)
    }
    func nextNonBlank(_ index: Int) -> UInt8? {
      var index = index
      while index < bytes.count, bytes[index] == 32 { index += 1 }
      return index < bytes.count ? bytes[index] : nil
    }
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == 92, bytes[index + 1] == 40 else {
        index += 1
        continue
      }
      // The interpolation's text, to its balancing `)` (a string inside it ends the scan).
      var position = index + 2
      var depth = 1
      while position < bytes.count, depth > 0 {
        let byte = bytes[position]
        if byte == 34 { break }
        if byte == 40 { depth += 1 }
        if byte == 41 { depth -= 1 }
        if depth == 0 { break }
        guard isNameByte(byte), position == 0 || !isNameByte(bytes[position - 1]) else {
          position += 1
          continue
        }
        guard var (name, end) = identifier(at: position) else {
          position += 1
          continue
        }
        defer { position = end }
        var before = position - 1
        while before > index + 1, bytes[before] == 32 { before -= 1 }
        if bytes[before] == 46 { continue }  // a member: `.title`
        if name == "self" {  // `\(self.count)`
          guard end < bytes.count, bytes[end] == 46, let member = identifier(at: end + 1) else {
            continue
          }
          (name, end) = member
        }
        if nextNonBlank(end) == 40 || nextNonBlank(end) == 58 { continue }  // `Int(`, `from:`
        var read: String?
        if end < bytes.count, bytes[end] == 46, let (member, memberEnd) = identifier(at: end + 1),
          nextNonBlank(memberEnd) != 40
        {
          read = member
        }
        reads.append((name, read))
      }
      index = position + 1
    }
    return reads
  }

  /// `count` in `model.count` (the reference is the base of a member access); nil for a
  /// method called on it (`model.toggle()` is no value).
  private static func memberRead(after reference: Syntax) -> String? {
    guard let parent = reference.parent, let access = MemberAccess(parent),
      access.base == reference
    else { return nil }
    if let call = parent.parent.flatMap(FunctionCall.init), call.callee == parent { return nil }
    return access.name
  }

  private static func append(_ name: String, to names: inout [String]) {
    if !names.contains(name) { names.append(name) }
  }
}

/// Types whose `animation(_:)` is not the view modifier.
private let nonViewTypes: Set<String> = ["Binding", "AnyTransition", "Animation", "Transaction"]

private let methodKey = "animation-value.method"

/// animation(_:) is deprecated from iOS 15, macOS 12, tvOS 15, watchOS 8.
private let deprecationTargets = minimumVersions(
  iOS: "15", macOS: "12", tvOS: "15", watchOS: "8")
