import MigrationKit
import SwiftCST

/// `MagnificationGesture()` → `MagnifyGesture()` (the value becomes `value.magnification`) and
/// `RotationGesture()` → `RotateGesture()` (`value.rotation`).
///
/// The SDK deprecates both (iOS 17, macOS 14), renamed to gestures whose value is a struct with
/// the old value as one member. The rename is only written when every use of the value is in a
/// closure of the gesture's own chain (`onChanged`, `onEnded`, `updating`) and the gesture is
/// handed straight to a gesture modifier or returned as `some Gesture`; a gesture stored with
/// its type, passed on, composed (`simultaneously(with:)`, `map`) or given a function instead
/// of a closure is reported. `review`: the new gestures report a start anchor and velocity
/// and are a different type.
public struct Gestures: Migration {
  public let id = "gestures"
  public let summary =
    "Replace the deprecated MagnificationGesture and RotationGesture with MagnifyGesture and RotateGesture"
  public let rationale = """
    MagnificationGesture and RotationGesture are deprecated, renamed MagnifyGesture and \
    RotateGesture (iOS 17, macOS 14, visionOS 1; none of them exists on tvOS or watchOS). The \
    new gestures' value is a struct: the old CGFloat scale is value.magnification, the old \
    Angle is value.rotation. Each use of the value in the gesture's onChanged, onEnded and \
    updating closures is rewritten to read that member. Only gestures handed straight to \
    gesture(_:), simultaneousGesture(_:) or highPriorityGesture(_:), returned from a \
    `some Gesture` property or function, or composed (simultaneously(with:), \
    sequenced(before:), exclusively(before:)) into such a gesture, are rewritten; a gesture \
    whose value leaves those closures (stored with its type, read after a composition or \
    map, given a function as its action) is reported. Review: the type changes and the value gains \
    velocity and start location. Nothing fires where a target is older (unless @available \
    or if #available raises it there), when the targets are unknown, or when the project \
    declares a type of the same name. Availability from the SDK documentation: \
    developer.apple.com/documentation/swiftui/magnifygesture and \
    developer.apple.com/documentation/swiftui/rotategesture.
    """
  public let example = (
    before: """
    Image("map")
      .scaleEffect(scale)
      .gesture(
        MagnificationGesture()
          .onChanged { value in scale = value }
      )
    """,
    after: """
    Image("map")
      .scaleEffect(scale)
      .gesture(
        MagnifyGesture()
          .onChanged { value in scale = value.magnification }
      )
    """
  )
  public let safety = Safety.review
  public var group: String? { "deprecated-api" }
  public var leavesUnreachableFallbacks: Bool { true }
  public var usesSemanticIndex: Bool { true }

  public init() {}

  private static let gestureCalls = TokenNames(["MagnificationGesture", "RotationGesture"])

  /// Every finding is at a call of this name (most files have none), looked up before the
  /// targets are.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.hasCalls(named: Self.gestureCalls) && context.mayBeAvailable(gestureTargets, in: file)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let calls = file.calls(named: Self.gestureCalls)
    return calls.compactMap { call in
      guard call.callee.kind == .declReferenceExpr, call.trailingClosure == nil,
        let old = call.calleeName, let renaming = Self.renamings[old],
        context.isAvailable(gestureTargets, at: call.node),
        context.semantic.type(named: old) == nil
      else { return nil }
      let resolver = context.resolver(for: file)
      switch Self.valueUses(ofGestureAt: call.node, resolver: resolver) {
      case .failure(let reason):
        return Finding(
          migrationID: id, range: call.node.range,
          message:
            "\(old) is deprecated: \(renaming.type) is its replacement, but \(reason.reason), so it is not rewritten: by hand, write \(renaming.type) and read the old value as its value's \(renaming.member) wherever the value goes",
          safety: .diagnostic)
      case .success(let uses):
        // A type of the run of the new name (a UIKit recogniser) is what the bare name means.
        let type = SwiftUITypeName.written(renaming.type, at: call.node, resolver: resolver)
        var edits = [TextEdit(range: call.callee.range, replacement: type.name)]
        edits += uses.map { .insert("." + renaming.member, at: $0.range.upperBound) }
        return Finding(
          migrationID: id, range: call.node.range,
          message:
            "\(old) is deprecated: \(renaming.type) recognises the same gesture; its value's \(renaming.member) is the old value"
            + type.note,
          safety: .review, fix: Fix(edits: edits))
      }
    }
  }

  private static let renamings: [String: (type: String, member: String)] = [
    "MagnificationGesture": ("MagnifyGesture", "magnification"),
    "RotationGesture": ("RotateGesture", "rotation"),
  ]

  /// Modifiers that compose a gesture with another, making its value a pair.
  private static let compositions: Set<String> = ["simultaneously", "sequenced", "exclusively"]

  /// Modifiers of a gesture that keep its value and take it in a closure.
  private static let valueClosures: Set<String> = ["onChanged", "onEnded", "updating"]
  /// View modifiers that take a gesture without naming its type.
  private static let gestureModifiers: Set<String> = [
    "gesture", "simultaneousGesture", "highPriorityGesture",
  ]

  struct Refusal: Error { let reason: String }

  /// The references to the gesture's value in the closures of its chain, or why the value may
  /// be used elsewhere.
  static func valueUses(ofGestureAt gesture: Syntax, resolver: Resolver) -> Result<
    [Syntax], Refusal
  > {
    let chain = ModifierChain(base: gesture)
    var uses: [Syntax] = []
    var composed = false
    for modifier in chain.modifiers {
      if compositions.contains(modifier.name), modifier.call != nil {
        // `.simultaneously(with: other)`: the value becomes a pair; nothing after may read it.
        composed = true
        continue
      }
      guard !composed, valueClosures.contains(modifier.name), let call = modifier.call else {
        return .failure(Refusal(reason: "its value reaches .\(modifier.name)"))
      }
      let closures = call.arguments.compactMap { $0.expression }.filter { $0.kind == .closureExpr }
        .map { Closure($0) }
      let other = call.arguments.count - closures.count - (modifier.name == "updating" ? 1 : 0)
      guard let closure = call.trailingClosure ?? closures.last, other == 0,
        call.labeledTrailingClosures.isEmpty
      else {
        return .failure(Refusal(reason: "its .\(modifier.name) action is not a closure"))
      }
      uses += references(toFirstParameterOf: closure, resolver: resolver)
    }
    guard isHandedToGestureConsumer(chain.outermost) else {
      return .failure(Refusal(reason: "the gesture is used as a value of its own type"))
    }
    return .success(uses)
  }

  /// Uses of the closure's first parameter (`value` in `{ value, state, _ in }`, or `$0`).
  static func references(toFirstParameterOf closure: Closure, resolver: Resolver) -> [Syntax] {
    let name: String
    let bound: Range<Int>
    if let signature = closure.signature {
      if let clause = signature.child(.parameterClause) {
        guard let first = clause.children(.parameter).first.map(Parameter.init),
          let local = first.localName
        else { return [] }
        name = local
      } else {
        guard let first = signature.ownTokens.first(where: { $0.kind == .identifier }) else {
          return []
        }
        name = first.text
      }
      bound = signature.range
    } else {
      name = "$0"
      bound = closure.node.range.lowerBound..<closure.node.range.lowerBound + 1
    }
    guard name != "_" else { return [] }
    return closure.node.descendants(.declReferenceExpr).filter { reference in
      guard let token = reference.firstToken, token.hasText(name),
        let found = resolver.local(named: name, at: reference)
      else { return false }
      return bound.contains(found.offset)
    }
  }

  /// `.gesture(G)`, `.simultaneousGesture(G, including:)`, or the single expression (or
  /// `return`) of a `some Gesture` property or function.
  static func isHandedToGestureConsumer(_ expression: Syntax) -> Bool {
    guard let parent = expression.parent else { return false }
    if parent.kind == .argument, let list = parent.parent, list.kind == .argumentList,
      list.firstChild == parent,
      let call = list.parent.flatMap(FunctionCall.init), let access = call.memberAccess
    {
      if Argument(parent).label == nil { return gestureModifiers.contains(access.name) }
      // The other gesture of `g.simultaneously(with: this)`: the composed gesture must be
      // consumed the same way, with no value read after the composition.
      guard compositions.contains(access.name), access.base != nil,
        ["with", "before"].contains(Argument(parent).label)
      else { return false }
      let rest = ModifierChain(base: call.node)
      return rest.modifiers.allSatisfy { compositions.contains($0.name) && $0.call != nil }
        && isHandedToGestureConsumer(rest.outermost)
    }
    var statement = expression
    if parent.kind == .returnStmt { statement = parent }
    guard let block = statement.parent,
      block.kind == .codeBlock || block.kind == .accessorBlock,
      block.children.filter({ $0.kind != .accessorDecl }).count == 1
    else { return false }
    let declaration = block.ancestor(.variableDecl, .functionDecl)
    let type: Syntax?
    if let declaration, let function = FunctionDeclaration(declaration) {
      type = function.returnType
    } else if let declaration, let variable = VariableDeclaration(declaration) {
      type = variable.bindings.first?.type
    } else {
      type = nil
    }
    guard let type else { return false }
    return type.text.replacingOccurrences(of: " ", with: "") == "someGesture"
  }
}

/// MagnifyGesture and RotateGesture: iOS 17, macOS 14 (neither exists on tvOS or watchOS).
private let gestureTargets = minimumVersions(iOS: "17", macOS: "14", tvOS: nil, watchOS: nil)
