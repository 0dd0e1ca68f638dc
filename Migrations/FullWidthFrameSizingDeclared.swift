import MigrationKit
import SwiftCST

// MARK: - Sizing of what X refers to

/// Sizing followed to declarations of the run: properties, functions and view types (their
/// body's syntax when declared in this file, the index's view arity otherwise), and the
/// project's own modifiers and button or label styles.
extension Sizing {
  /// The sizing a modifier declared in the run gives: the modifiers its body applies to
  /// `subject` (`self` for a View method, `content` for a ViewModifier, `configuration` for
  /// a style), read from its syntax in this file or from the index's names otherwise.
  static func declaredModifier(
    _ member: MemberInfo, on subject: String, what: String, along axis: SpacerStack.Axis,
    lookup: SizingLookup
  ) -> (sizing: Sizing, settled: Bool) {
    guard let deeper = lookup.deeper else { return (.unknown(what), false) }
    if let statements = lookup.resolver.bodyStatements(of: member, inFileAt: lookup.path) {
      return appliedModifiers(statements, on: subject, what: what, along: axis, lookup: deeper)
    }
    // Another file: the names of the modifiers the index recorded.
    guard let arity = member.viewArity, arity.count == .one, let root = arity.root else {
      return (.unknown("\(what) (its body is not one view)"), false)
    }
    var names = arity.modifiers
    if root != subject {
      // An implicit `self`, not a closure the type stores (`change(configuration)`).
      guard root.first?.isLowercase == true, member.viewArity?.rootIsReference == true,
        !(member.containingType.map {
          lookup.resolver.index.members(named: root, in: $0).contains {
            $0.kind == .storedProperty
          }
        } ?? false)
      else {
        return (.unknown("\(what) (its body builds another view)"), false)
      }
      // A closure the method is given, called with the view (`func modify<T: View>(_
      // transform: (Self) -> T) -> some View { transform(self) }`): what it does is written
      // at each call, which the index does not keep. Said so, not "applies .transform".
      if Self.callsClosureParameter(root, of: member, lookup: lookup) {
        return (.unknown("\(what), which hands the view to the closure it is given,"), false)
      }
      names.insert(root, at: 0)  // an implicit `self`
    }
    return namedModifiers(names, of: member, what: what, along: axis, lookup: deeper)
  }

  /// Whether `root`, the name a method of another file starts its one view from, is a
  /// closure it is given rather than a modifier on an implicit `self`: the method takes a
  /// function, and `root` is no modifier of SwiftUI's (`.modifier` only as `.modifier(T(…))`)
  /// or the run's.
  private static func callsClosureParameter(
    _ root: String, of member: MemberInfo, lookup: SizingLookup
  ) -> Bool {
    guard member.parameterTypes.contains(where: { $0?.functionResult != nil }) else {
      return false
    }
    if root == "modifier" { return member.appliedModifierType == nil }
    return !SwiftUIModifiers.contains(root)
      && lookup.resolver.viewExtensionMethods(named: root).isEmpty
  }

  /// The modifiers the statements of a declared modifier's body apply to `subject` (see
  /// `declaredModifier`): its one view's, or for one chosen by `if`/`switch` each branch's
  /// merged (a branch of `EmptyView()` shows nothing: no size of its own).
  private static func appliedModifiers(
    _ statements: [Syntax], on subject: String, what: String, along axis: SpacerStack.Axis,
    lookup: SizingLookup
  ) -> (sizing: Sizing, settled: Bool) {
    let views = statements.filter { !isDeclaration($0) }
    if views.count == 1, views[0].kind == .ifExpr || views[0].kind == .switchExpr {
      var result = (sizing: Sizing.intrinsic, settled: true)
      for branch in ViewArity.branches(of: views[0]).branches {
        let inner = branch.filter { !isDeclaration($0) }
        if inner.count == 1, let view = viewExpression(inner[0]).flatMap(FunctionCall.init),
          view.calleeName == "EmptyView", view.arguments.isEmpty
        {
          continue
        }
        let answer = appliedModifiers(branch, on: subject, what: what, along: axis, lookup: lookup)
        result = (result.sizing.merged(answer.sizing), result.settled && answer.settled)
      }
      return result
    }
    let expressions = views.compactMap(viewExpression)
    guard views.count == 1, expressions.count == 1 else {
      return (.unknown("\(what) (its body is not one view)"), false)
    }
    let chain = ModifierChain(outermost: expressions[0])
    var applied = chain.modifiers.reversed().map(AppliedModifier.init)
    if let call = FunctionCall(chain.base), call.callee.kind == .declReferenceExpr,
      let name = call.calleeName, name.first?.isLowercase == true
    {
      // An implicit `self`: `font(.title).padding()`; not a closure the method is given
      // (`transform(self)`) or one the type stores (`render(configuration.label)`), which
      // builds a view of its own.
      switch lookup.resolver.resolve(call.callee) {
      case .local(let local):
        // `transform(self)`: the method hands the view to the closure it is given, whose
        // work is written at each call, as `declaredModifier` says for another file's.
        if local.kind == .parameter,
          call.arguments.contains(where: { $0.expression?.text == "self" })
        {
          return (.unknown("\(what), which hands the view to the closure it is given,"), false)
        }
        return (.unknown("\(what) (its body builds another view)"), false)
      case .member(let member) where member.kind == .storedProperty:
        return (.unknown("\(what) (its body builds another view)"), false)
      default:
        break
      }
      applied.append(AppliedModifier(name: name, arguments: call.arguments, node: call.node))
    } else if chain.base.leftmostName != subject {
      return (.unknown("\(what) (its body builds another view)"), false)
    }
    let (sizing, settled) = modifiers(applied, along: axis, lookup: lookup)
    return (named(sizing, in: what), settled)
  }

  /// A `.buttonStyle`/`.labelStyle`: built-in styles size the button to its label; a style
  /// of the run does if its `makeBody` only applies size-neutral modifiers to the label.
  static func style(
    _ modifier: AppliedModifier, along axis: SpacerStack.Axis, lookup: SizingLookup?
  ) -> Sizing {
    guard let style = modifier.arguments.first?.expression else { return .intrinsic }
    let access = MemberAccess(style)
    if let access, access.base == nil, Self.builtInStyles.contains(access.name) {
      return .intrinsic
    }
    if let call = FunctionCall(style), call.arguments.isEmpty,
      Self.builtInStyleTypes.contains(call.calleeName ?? "")
    {
      return .intrinsic  // PlainButtonStyle()
    }
    if let name = access.flatMap({ $0.base == nil ? $0.name : nil })
      ?? FunctionCall(style).flatMap({ $0.arguments.isEmpty ? $0.calleeName : nil }),
      Self.unmodelledButtonStyles.contains(name)
    {
      return .unknown(
        "a view with .\(modifier.name)(\(style.excerpt(60))) (a SwiftUI style whose sizing this migration does not model)"
      )
    }
    // An excerpt: a style built with a closure (`MyStyle(render: { … })`) would put its code,
    // run together, in the message.
    let what = "a view with the custom .\(modifier.name)(\(style.excerpt(60)))"
    let proto = modifier.name == "buttonStyle" ? "ButtonStyle" : "LabelStyle"
    guard let lookup else { return .unknown(what) }
    let index = lookup.resolver.index
    // `MyStyle()`, or `.myStyle` declared as `extension ButtonStyle where Self == MyStyle`.
    let typeName: String? =
      if let call = FunctionCall(style), call.callee.kind == .declReferenceExpr {
        call.calleeName
      } else if let access, access.base == nil {
        index.members(named: access.name, in: proto).first { $0.isStatic }?.type?.name
      } else {
        nil
      }
    guard let typeName, let type = index.type(named: typeName), type.kind != .extension,
      let makeBody = index.members(named: "makeBody", in: type.name).first
    else {
      let known = typeName.map { !index.members(named: "makeBody", in: $0).isEmpty } ?? false
      let reason = known ? "declared more than once" : "declared outside this run"
      return .unknown("\(what) (\(reason))")
    }
    return declaredModifier(
      makeBody, on: "configuration", what: what, along: axis, lookup: lookup
    ).sizing
  }

  /// A Toggle where only macOS compiles it: a checkbox (the automatic style there) is as
  /// wide as its label, a title or the label closure's one view. (A `.toggleStyle` on it is
  /// a modifier sizing does not model: unknown before this is asked.) In a Form the form's
  /// style lays out its rows: not modelled.
  static func macOSToggle(
    _ toggle: FunctionCall, along axis: SpacerStack.Axis, lookup: SizingLookup?
  ) -> Sizing {
    if toggle.node.ancestors.contains(where: { FunctionCall($0)?.calleeName == "Form" }) {
      return .unknown("a Toggle in a Form on macOS (laid out by the form's style)")
    }
    if let first = toggle.arguments.first, first.label == nil { return .intrinsic }
    guard let closure = toggle.trailingClosure, closure.statements.count == 1,
      let label = closure.statements.first, label.isExpression
    else { return .unknown("this Toggle's label") }
    return Sizing.of(label, along: axis, in: .vertical, lookup: lookup)
  }

  /// SwiftUI's button styles sizing does not model (tvOS's card, macOS's accessory bar), by
  /// member and type name.
  static let unmodelledButtonStyles: Set<String> = [
    "card", "accessoryBar", "accessoryBarAction", "CardButtonStyle", "AccessoryBarButtonStyle",
    "AccessoryBarActionButtonStyle",
  ]

  /// The SwiftUI progress view style `style` names (`.linear`, `LinearProgressViewStyle()`,
  /// `CircularProgressViewStyle(tint: .white)`): "linear", "circular" or "automatic"; nil
  /// for another (a custom style).
  static func progressStyle(_ style: Syntax?) -> String? {
    guard let style else { return nil }
    if let access = MemberAccess(style), access.base == nil {
      return ["linear", "circular", "automatic"].contains(access.name) ? access.name : nil
    }
    let types = [
      "LinearProgressViewStyle": "linear", "CircularProgressViewStyle": "circular",
      "DefaultProgressViewStyle": "automatic",
    ]
    return FunctionCall(style).flatMap { $0.calleeName }.flatMap { types[$0] }
  }

  /// A Text that keeps counting as time passes: `Text(date, style: .timer)` (`.relative`,
  /// `.offset`) or `Text(timerInterval:)`, or one whose string interpolates such a date or
  /// Text (`Text("Ends \(date, style: .relative)")`). A widget lays it out as wide as it is
  /// offered.
  static func countingText(_ text: FunctionCall) -> Bool {
    if text.argument(labeled: "timerInterval") != nil { return true }
    if let literal = text.arguments.first?.expression, literal.kind == .stringLiteralExpr,
      interpolatesCountingDate(literal.text)
    {
      return true
    }
    guard let style = text.argument(labeled: "style")?.expression.flatMap(MemberAccess.init)
    else { return false }
    return style.base == nil && ["timer", "relative", "offset"].contains(style.name)
  }

  /// Whether an interpolation `\(…)` of a string literal's text (a literal is one token)
  /// holds a counting argument: `style: .timer` (`.relative`, `.offset`) or `timerInterval:`.
  static func interpolatesCountingDate(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    func isNameByte(_ byte: UInt8) -> Bool {
      byte == 95 || (byte >= 48 && byte <= 57) || ((byte | 0x20) >= 97 && (byte | 0x20) <= 122)
    }
    // After blanks from `index`, the name there and the index past it.
    func name(after index: Int) -> (String, Int) {
      var start = index
      while start < bytes.count, bytes[start] == 32 { start += 1 }
      var end = start
      while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
      return (String(decoding: bytes[start..<end], as: UTF8.self), end)
    }
    func skipBlanks(_ index: Int) -> Int {
      var index = index
      while index < bytes.count, bytes[index] == 32 { index += 1 }
      return index
    }
    // The parentheses open inside interpolations (0: in the literal's own text).
    var depth = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 92 {
        // `\(` opens an interpolation; another escape (`\\`, `\"`) is two bytes of text.
        if index + 1 < bytes.count, bytes[index + 1] == 40 { depth += 1 }
        index += 2
        continue
      }
      if depth > 0, byte == 40 { depth += 1 }
      if depth > 0, byte == 41 { depth -= 1 }
      if depth > 0, isNameByte(byte), index == 0 || !isNameByte(bytes[index - 1]) {
        let (label, end) = name(after: index)
        let colon = skipBlanks(end)
        if colon < bytes.count, bytes[colon] == 58 {
          if label == "timerInterval" { return true }
          let dot = skipBlanks(colon + 1)
          if label == "style", dot < bytes.count, bytes[dot] == 46,
            ["timer", "relative", "offset"].contains(name(after: dot + 1).0)
          {
            return true
          }
        }
        index = end
        continue
      }
      index += 1
    }
    return false
  }

  /// A view type of the run: as its body's one view (followed in this file's syntax, or by
  /// the index's arity for one Text, Label or Image).
  static func viewType(
    _ name: String, at node: Syntax, along axis: SpacerStack.Axis, in stack: SpacerStack.Axis,
    lookup: SizingLookup?
  ) -> Sizing {
    let what = "`\(name)`"
    guard let lookup else { return .unknown(what) }
    let resolver = lookup.resolver
    guard
      let type = resolver.index.type(
        named: name, inside: resolver.enclosingTypeName(of: node)),
      type.kind != .extension
    else {
      let known = !resolver.index.members(named: "body", in: name).isEmpty
      let reason =
        known
        ? "declared more than once"
        : SwiftUIViews.module(ofView: name).map {
          "a \($0) view whose sizing this migration does not model"
        }
          ?? (SwiftUIViews.names.contains(name)
            ? "a SwiftUI view whose sizing this migration does not model"
            : "declared outside this run")
      return .unknown("\(what) (\(reason))")
    }
    if type.isRepresentable {
      return .unknown("\(what) (a representable, sized by its platform view)")
    }
    // A Shape has no body: it fills what it is offered, as Rectangle does.
    if type.inherits("Shape") || type.inherits("InsettableShape") {
      return .flexible("\(what) (a Shape)")
    }
    guard let body = resolver.index.members(named: "body", in: type.name).first else {
      return .unknown("\(what) (its body is declared outside this run)")
    }
    return member(body, what: what, along: axis, in: stack, lookup: lookup)
  }

  /// A property or function of the run (`title`, `header()`, `self.badge`, `model.row`).
  static func reference(
    _ base: Syntax, along axis: SpacerStack.Axis, in stack: SpacerStack.Axis,
    lookup: SizingLookup?
  ) -> Sizing {
    // `Text(a) + Text(b)`, `c ? t1 : t2`, `(…)` of them: a Text, as inflexible as any.
    if base.kind == .sequenceExpr || base.kind == .tupleExpr, let lookup,
      TextExpression.isText(base, lookup.resolver)
    {
      return .intrinsic
    }
    // Other operators: what they return is not looked into.
    if base.kind == .sequenceExpr { return .unknown("an operator expression (`+`, `?:`)") }
    let call = FunctionCall(base)
    let callee = call?.callee ?? base
    let spelled = callee.compactText
    let what = spelled.count <= 40 ? "`\(spelled)`" : "this view"
    guard let lookup, base.leftmostName != nil else { return .unknown(what) }
    let resolver = lookup.resolver
    if let parameter = resolver.callersContentParameter(of: base) {
      return .unknown("\(what) (the caller's content, a generic `\(parameter)`)")
    }
    if spelled == "configuration.label" {
      return .unknown("\(what) (the label each caller gives the style)")
    }
    switch resolver.resolve(callee) {
    case .member(let member), .topLevel(let member):
      if member.viewArity == nil, let type = member.type?.text {
        // A stored view or closure: as its declared type (`let makeText: () -> Text`).
        // A function's type is its result type; a stored closure's, a function type.
        let value =
          call != nil && member.kind != .function ? Resolver.resultType(ofFunctionType: type) : type
        // `TextField<Text>`, `Label<Text, Image>`: as the SwiftUI view named.
        if let value, let root = value.split(separator: "<").first.map(String.init),
          !resolver.declaresType(named: root, writtenIn: member)
        {
          if ["Text", "Image", "Label"].contains(root) { return .intrinsic }
          // (A ProgressView is a spinner or a bar: its type does not say which.)
          if flexibleViews.contains(root) && root != "ProgressView" {
            return axis == .vertical && widthOnlyViews.contains(root) ? .intrinsic : .flexible(root)
          }
        }
        return .unknown("\(what) (of type `\(type)`)")
      }
      return Self.member(member, what: what, along: axis, in: stack, lookup: lookup)
    case .local(let local):
      // `let title = Text(…)` in this body: as the value it is bound to.
      guard call == nil, let value = resolver.initializer(of: local), let deeper = lookup.deeper
      else {
        // A ViewModifier's `body(content: Content)`: whatever each caller modifies.
        if call == nil, local.kind == .parameter, local.type?.text == "Content" {
          return .unknown("\(what) (the view each caller applies the modifier to)")
        }
        return .unknown("\(what) (a local value)")
      }
      return named(Sizing.of(value, along: axis, in: stack, lookup: deeper), in: what)
    case .externalMember:
      return .unknown("\(what) (declared outside this run)")
    case .type where call != nil && callee.kind == .declReferenceExpr:
      // A view type of the run named in lower case (`macRow(…)`): as its body says, like
      // `Row(…)` (which `Sizing.of` tells by its capital).
      return viewType(spelled, at: base, along: axis, in: stack, lookup: lookup)
    default:
      return .unknown("\(what) (the index cannot tell what it refers to)")
    }
  }

  /// A view-building member of the run (a property, function or `body`): from its body's
  /// syntax when it is in this file; else from its arity when that is one Text, Label,
  /// Image or flexible view; else as its declaring file sizes its body (`SizingFacts`);
  /// else unknown, saying what its body is.
  static func member(
    _ member: MemberInfo, what: String, along axis: SpacerStack.Axis,
    in stack: SpacerStack.Axis, lookup: SizingLookup
  ) -> Sizing {
    guard let arity = member.viewArity else {
      return .unknown("\(what) (not declared as a view)")
    }
    if let statements = lookup.resolver.bodyStatements(of: member, inFileAt: lookup.path) {
      guard let deeper = lookup.deeper else { return .unknown(what) }
      return named(body(statements, along: axis, in: stack, lookup: deeper), in: what)
    }
    // A body whose one view is a type of the run named like a SwiftUI view (its own
    // `Label`) is not sized as SwiftUI's: said below as what the body is.
    let runsOwnRoot =
      !arity.rootIsReference && !arity.rootIsQualified
      && arity.root.map {
        lookup.resolver.declaresType(named: $0, writtenIn: member)
      } ?? false
    let fromArity = runsOwnRoot ? Sizing.unknown(what) : declared(arity, what: what, along: axis)
    // Unknown from the arity: as its declaring file sizes the body, when the run's facts say.
    if case .unknown = fromArity,
      let sizing = SizingFacts.sizing(of: member, along: axis, in: stack, lookup: lookup)
    {
      return named(sizing, in: what)
    }
    // Known, or unknown for a reason of its own (a frame the index keeps no arguments of).
    switch fromArity {
    case .unknown(let reason) where reason == what: break  // said below: what the body is
    default: return fromArity
    }
    // A Text, Label or Image is sized by itself: what keeps it unknown is a modifier.
    let unknownModifier =
      ["Text", "Label", "Image"].contains(arity.root ?? "")
      ? arity.modifiers.first {
        !sizeNeutralModifiers.contains($0) && !$0.hasPrefix("accessibility")
      }.map { " with .\($0)" } : nil
    let shape =
      switch (arity.count, arity.root) {
      case (.one, let root?) where arity.rootIsReference: "its body is `\(root)`"
      case (.one, let root?):
        "its body is \("AEIOU".contains(root.prefix(1)) ? "an" : "a") \(root)\(unknownModifier ?? "")"
      case (.several, _): "its body is several views"
      default: "its body's views are unknown"
      }
    return .unknown("\(what) (\(shape), in another file)")
  }

  /// Whether `name` is a variable the statements declare: a view held in a local
  /// (`let badge = Text(…)`, then `badge`) is not sized from its name.
  static func isLocal(_ name: String?, of statements: [Syntax]) -> Bool {
    guard let name else { return false }
    return statements.contains { statement in
      guard let variable = VariableDeclaration(statement) else { return false }
      return variable.bindings.contains { $0.name == name }
    }
  }

  /// The sizing of a declared body's one view (its `if`/`switch` branches merged).
  static func body(
    _ statements: [Syntax], along axis: SpacerStack.Axis, in stack: SpacerStack.Axis,
    lookup: SizingLookup?
  ) -> Sizing {
    var result = Sizing.intrinsic
    for statement in statements {
      if statement.kind == .ifExpr || statement.kind == .switchExpr {
        for branch in ViewArity.branches(of: statement).branches {
          result = result.merged(body(branch, along: axis, in: stack, lookup: lookup))
        }
      } else if statement.kind == .ifConfigDecl {
        for clause in statement.children(.ifConfigClause) {
          let items = ViewArity.items(of: clause)
          result = result.merged(body(items, along: axis, in: stack, lookup: lookup))
        }
      } else if let view = viewExpression(statement) {
        result = result.merged(Sizing.of(view, along: axis, in: stack, lookup: lookup))
      } else if !isDeclaration(statement) {
        result = result.merged(.unknown("a `\(statement.firstToken?.text ?? "")` statement"))
      }
    }
    return result
  }

  /// The sizing of a view the run declares, from the arity of its body: one Text, Label or
  /// Image with modifiers that keep its size is intrinsic; one flexible view is flexible.
  static func declared(_ arity: ViewArity, what: String, along axis: SpacerStack.Axis) -> Sizing {
    guard arity.count == .one, let root = arity.root else { return .unknown(what) }
    if arity.modifiers.contains("resizable") {
      // A frame outside it may fix its size (`.frame(width: 16, height: 16)`), or keep it
      // flexible (`maxHeight: .infinity`): the index keeps no arguments.
      if let sizing = ["frame", "fixedSize"].first(where: arity.modifiers.contains) {
        return .unknown("\(what) (a resizable Image with .\(sizing), in another file)")
      }
      return .flexible("\(what) (a resizable Image)")
    }
    let neutral = arity.modifiers.allSatisfy {
      sizeNeutralModifiers.contains($0) || $0.hasPrefix("accessibility")
    }
    switch root {
    case "Text", "Label", "Image":
      return neutral ? .intrinsic : .unknown(what)
    case let root where axis == .vertical && widthOnlyViews.contains(root):
      return neutral ? .intrinsic : .unknown(what)
    case let root where flexibleViews.contains(root) && root != "ProgressView":
      // A frame may fix its size along this axis; the index keeps no arguments.
      if arity.modifiers.contains("frame") {
        return .unknown("\(what) (a \(root) with .frame, in another file)")
      }
      return .flexible("\(what) (a \(root))")
    default:
      return .unknown(what)
    }
  }
}
