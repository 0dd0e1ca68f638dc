import MigrationKit
import SwiftCST

// MARK: - Sizing of X

/// What sizing may read beyond the view's own syntax: the run's index, and the syntax of
/// declarations in this file.
struct SizingLookup {
  /// What every lookup of one sizing shares, in one object: a lookup is copied at each step
  /// down (into an optional, one deeper), and a resolver and an index copied retain each
  /// of the many references they hold.
  private final class Shared {
    let resolver: Resolver
    let path: String
    let facts: ProjectIndex?

    init(resolver: Resolver, path: String, facts: ProjectIndex?) {
      self.resolver = resolver
      self.path = path
      self.facts = facts
    }
  }

  private let shared: Shared
  var resolver: Resolver { shared.resolver }
  /// This file's path: members declared in it are read from their syntax.
  var path: String { shared.path }
  /// What the module builds for where the stack is: controls size differently there.
  var platforms: SizingPlatforms
  var depth: Int
  /// The run's facts: how the bodies of view members of other files size (`SizingFacts`);
  /// nil while those facts are made.
  var facts: ProjectIndex? { shared.facts }
  /// While a late fact is made: what the sizing read (`SizingRecord`).
  var record: SizingRecord?

  init(
    resolver: Resolver, path: String, platforms: SizingPlatforms = SizingPlatforms(),
    depth: Int = 0, facts: ProjectIndex?, record: SizingRecord? = nil
  ) {
    shared = Shared(resolver: resolver, path: path, facts: facts)
    self.platforms = platforms
    self.depth = depth
    self.record = record
  }

  /// The lookup one declaration further in; nil past four (a cycle, or too far to matter).
  var deeper: SizingLookup? {
    guard depth < 4 else { return nil }
    var next = self
    next.depth = depth + 1
    record?.reached(next.depth)
    return next
  }
}

/// What one sizing read that is not the body's syntax (a late fact holds its answer for
/// every use alike only if it knows these): the platform flags asked, and the deepest
/// lookup made.
final class SizingRecord {
  var platformsRead: SizingPlatforms.Flags = []
  /// Whether the axis of the stack the view stands in was asked (a Divider or Spacer).
  var stackRead = false
  var deepest: Int

  init(depth: Int) { deepest = depth }

  func reached(_ depth: Int) { deepest = max(deepest, depth) }
}

/// The platforms a stack is built for, as far as sizing a control depends on them.
struct SizingPlatforms {
  struct Flags: OptionSet, Hashable {
    let rawValue: UInt8
    static let watchOS = Flags(rawValue: 1)
    static let noMac = Flags(rawValue: 2)
    static let macOSOnly = Flags(rawValue: 4)
    static let widget = Flags(rawValue: 8)
    static let all: Flags = [.watchOS, .noMac, .macOSOnly, .widget]
  }

  /// The flags set (read through the properties below, which note the read).
  var flags: Flags = []
  /// Where a read is noted, while a late fact is made.
  var record: SizingRecord?

  private func read(_ flag: Flags) -> Bool {
    record?.platformsRead.insert(flag)
    return flags.contains(flag)
  }

  /// The module builds for watchOS and no `#if` around the stack rules it out: a Button,
  /// NavigationLink, Link or ShareLink with the default style fills the width there.
  var watchOS: Bool { read(.watchOS) }
  /// The module's targets are known and none builds for macOS or Mac Catalyst here: a
  /// Menu is a button sized to its label (on a Mac it is a pop-up button this does not model).
  var noMac: Bool { read(.noMac) }
  /// Only macOS compiles the stack (the module's targets, or `#if os(macOS)` around it): a
  /// Toggle is a checkbox there, as wide as its label.
  var macOSOnly: Bool { read(.macOSOnly) }
  /// The file may be drawn in a widget (`MigrationContext.mayDrawWidgets`): a
  /// Text that keeps counting (`style: .timer`) takes the whole width there.
  var widget: Bool { read(.widget) }

  init(flags: Flags = [], record: SizingRecord? = nil) {
    self.flags = flags
    self.record = record
  }

  init(at node: Syntax, in context: MigrationContext) {
    if !context.platformsCompiling(node, among: [.watchOS]).isEmpty { flags.insert(.watchOS) }
    if context.deploymentTargets.isKnown && !context.buildsForMacCatalyst
      && context.platformsCompiling(node, among: [.macOS]).isEmpty
    {
      flags.insert(.noMac)
    }
    if !context.buildsForMacCatalyst
      && context.platformsCompiling(node, among: Platform.allCases) == [.macOS]
    {
      flags.insert(.macOSOnly)
    }
    if context.mayDrawWidgets(node.file) { flags.insert(.widget) }
  }
}

/// A modifier as sizing reads it: written `.name(…)`, or called on an implicit `self`.
struct AppliedModifier {
  let name: String
  /// The arguments given when made, else read from `modifier` when asked: most modifiers
  /// sizing meets (`.padding()`, `.font(…)`) are passed over by name alone.
  private let given: [Argument]?
  private let modifier: Modifier?
  let node: Syntax

  var arguments: [Argument] { given ?? modifier?.arguments ?? [] }

  init(name: String, arguments: [Argument], node: Syntax) {
    self.name = name
    given = arguments
    modifier = nil
    self.node = node
  }

  init(_ modifier: Modifier) {
    name = modifier.name
    given = nil
    self.modifier = modifier
    node = modifier.node
  }
}

/// How a view sizes along one axis, as far as its source tells.
enum Sizing {
  /// Sizes to its content (Text, Label, Image, a fixed frame): the frame only moves it.
  case intrinsic
  /// Takes what it is offered (TextField, Color, `maxWidth:`): the frame would give it more.
  case flexible(String)
  /// Cannot be told from the source (a custom view, an unknown modifier).
  case unknown(String)

  /// Flexible wins over unknown, which wins over intrinsic.
  func merged(_ other: Sizing) -> Sizing {
    switch (self, other) {
    case (.flexible, _): self
    case (_, .flexible): other
    case (.unknown, _): self
    case (_, .unknown): other
    default: .intrinsic
    }
  }

  /// How `view` sizes along `axis`. `stack` is the axis of the stack `view` stands in (a
  /// `Divider` is a line across it). With a `lookup`, a property, function, view type or
  /// modifier of the run is followed to its declaration: its body's syntax when it is in
  /// this file, the index's view arity otherwise.
  static func of(
    _ view: Syntax, along axis: SpacerStack.Axis, in stack: SpacerStack.Axis,
    lookup: SizingLookup? = nil
  ) -> Sizing {
    let chain = ModifierChain(outermost: view)
    var base = chain.base
    var applied = chain.modifiers[...]
    // `Image.glyph(.close)`, `Self.caption("Close")`: a static member of a type, called; the
    // view is what it returns, not a modifier `.glyph` on a view `Image`.
    // (Not when the name is a property or local of the run: `Header.padding()` of a
    // `var Header: some View` is that view with its modifiers.)
    if let first = applied.first, first.call != nil, first.name != "init",
      base.kind == .declReferenceExpr, base.firstToken?.text.first?.isUppercase == true,
      !namesValueOfTheRun(base, lookup: lookup)
    {
      base = first.node
      applied = applied.dropFirst()
    }
    // `self.chip(…)`: a method of the view, called; the view is what it returns, as for
    // `chip(…)`, not a modifier `.chip` on a view `self`.
    if let first = applied.first, first.call != nil, base.kind == .declReferenceExpr,
      base.firstToken?.kind == .kwSelf
    {
      base = first.node
      applied = applied.dropFirst()
    }
    let modifiers = applied.reversed().map(AppliedModifier.init)
    let (result, settled) = Self.modifiers(modifiers, along: axis, lookup: lookup, base: base)
    if settled { return result }
    return result.merged(Self.base(base, along: axis, in: stack, lookup: lookup))
  }

  /// SwiftUI's `Text(…)` or `Image(…)` (not a type of the run named so): a view with no
  /// button, label or other control inside for a style to restyle.
  static func holdsNoControl(_ base: Syntax, lookup: SizingLookup?) -> Bool {
    guard let call = FunctionCall(base), call.callee.kind == .declReferenceExpr,
      let name = call.calleeName, name == "Text" || name == "Image"
    else { return false }
    return lookup.map { !$0.resolver.declaresType(named: name, at: base) } ?? true
  }

  /// Whether `name`, a capitalised name written bare, is a property or local value of the
  /// run and no type of the run is named so (`var Header: some View`, as some code bases
  /// name the views a screen builds).
  static func namesValueOfTheRun(_ name: Syntax, lookup: SizingLookup?) -> Bool {
    guard let lookup, let text = name.firstToken?.text,
      !lookup.resolver.declaresType(named: text, at: name)
    else { return false }
    switch lookup.resolver.resolve(name) {
    case .member(let member), .topLevel(let member): return member.kind != .function
    case .local: return true
    default: return false
    }
  }

  /// A view statement's expression: the value of a `return`, or the statement itself;
  /// nil for declarations.
  static func viewExpression(_ statement: Syntax) -> Syntax? {
    if statement.kind == .returnStmt { return statement.firstChild }
    return statement.isExpression ? statement : nil
  }

  /// `sizing` found inside `what`, said so in its reason.
  static func named(_ sizing: Sizing, in what: String) -> Sizing {
    switch sizing {
    case .intrinsic: .intrinsic
    case .flexible(let reason): .flexible("\(reason) in \(what)")
    case .unknown(let reason): .unknown("\(reason) in \(what)")
    }
  }

  static func base(
    _ base: Syntax, along axis: SpacerStack.Axis, in stack: SpacerStack.Axis,
    lookup: SizingLookup?
  ) -> Sizing {
    if let access = MemberAccess(base), let type = access.base, type.kind == .declReferenceExpr,
      let name = type.firstToken?.text, flexibleViews.contains(name)
    {
      return .flexible(name)  // Color.red
    }
    // `Row { … }`, and `Row<EmptyView>(…)` with its generic arguments spelled out.
    guard let call = FunctionCall(base),
      call.callee.kind == .declReferenceExpr
        || (call.callee.kind == .genericSpecializationExpr
          && call.callee.firstChild?.kind == .declReferenceExpr),
      let name = call.calleeName, name.first?.isUppercase == true
    else {
      return reference(base, along: axis, in: stack, lookup: lookup)
    }
    // A type of the run named like a SwiftUI view (its own `Label`) sizes as its body says.
    if let lookup, lookup.resolver.declaresType(named: name, at: base) {
      return viewType(name, at: base, along: axis, in: stack, lookup: lookup)
    }
    switch name {
    case "Text" where axis == .horizontal && lookup?.platforms.widget == true:
      return countingText(call)
        ? .flexible("a counting Text in a widget, which fills the width,") : .intrinsic
    case "Text", "Label", "Image", "EmptyView":
      return .intrinsic
    case "HelpLink":
      // The standard round help button (macOS 14), of a fixed size whatever it opens.
      return .intrinsic
    case "Group":
      // Its one view (the caller has checked that it is one).
      guard let closure = call.trailingClosure else { return .unknown("Group") }
      return body(closure.statements, along: axis, in: stack, lookup: lookup)
    case "ScrollViewReader":
      // As big as its content: the proxy changes nothing about size.
      guard let closure = call.trailingClosure else { return .unknown(name) }
      return named(body(closure.statements, along: axis, in: stack, lookup: lookup), in: name)
    case "Button", "Link", "NavigationLink", "ShareLink":
      // On watchOS the default button style is a platter as wide as the screen.
      if axis == .horizontal, lookup?.platforms.watchOS == true,
        fillsWidthOnWatchOS(ModifierChain(base: call.node))
      {
        return .flexible("a \(name) on watchOS, whose default style fills the width,")
      }
      return buttonLabel(call, along: axis, lookup: lookup)
    case "Menu":
      guard lookup?.platforms.noMac == true else {
        return .unknown(
          "`Menu` (on macOS a pop-up button, whose sizing this migration does not model)")
      }
      return buttonLabel(call, along: axis, lookup: lookup)
    case "Toggle" where axis == .horizontal && lookup?.platforms.macOSOnly == true:
      return macOSToggle(call, along: axis, lookup: lookup)
    case "ForEach":
      return forEachContent(call, along: axis, in: stack, lookup: lookup)
    case "ProgressView":
      // A spinner (no value) has a fixed size; a bar (`value:`, a `Progress`) is flexible.
      // An unlabelled argument is a title (a string, a Text) or a `Progress`.
      let isBar = call.arguments.contains {
        $0.label == "value" || $0.label == "timerInterval"
          || ($0.label == nil && !isText($0) && !isString($0, lookup: lookup))
      }
      // A bar is as wide as it is offered, of its own height.
      return isBar && axis == .horizontal ? .flexible("a ProgressView bar") : .intrinsic
    case "Divider":
      lookup?.record?.stackRead = true
      // A line across the stack it stands in: flexible along the other axis.
      let lineAxis: SpacerStack.Axis = stack == .horizontal ? .vertical : .horizontal
      return lineAxis == axis ? .flexible("Divider") : .intrinsic
    case "HStack", "VStack", "ZStack":
      guard let closure = call.trailingClosure else { return .unknown(name) }
      let inner: SpacerStack.Axis = name == "HStack" ? .horizontal : .vertical
      return statements(
        closure.statements, of: name, along: axis, in: inner, lookup: lookup)
    case "LazyVStack" where axis == .horizontal, "LazyHStack" where axis == .vertical:
      // Unlike a VStack, as wide as its widest view, a lazy stack fills the length it is
      // offered across its axis.
      let length = axis == .horizontal ? "width" : "height"
      return .flexible("a \(name), which fills the \(length) it is offered,")
    case "Spacer":
      lookup?.record?.stackRead = true
      // A Spacer expands along the stack it stands in.
      return axis == stack ? .flexible("Spacer") : .intrinsic
    case let name where flexibleViews.contains(name):
      // A text field, slider or toggle is as wide as it is offered, of its own height.
      return axis == .vertical && widthOnlyViews.contains(name) ? .intrinsic : .flexible(name)
    default:
      // A function of the run named like a type, top-level (`LocalizedTextView(_:) -> Text`)
      // or a method (`func Avatar(size:) -> some View`, called in the type's body): as what
      // it returns.
      if let lookup {
        switch lookup.resolver.resolve(call.callee) {
        case .topLevel(let function) where function.kind == .function,
          .member(let function) where function.kind == .function:
          return reference(base, along: axis, in: stack, lookup: lookup)
        default: break
        }
      }
      return viewType(name, at: base, along: axis, in: stack, lookup: lookup)
    }
  }

  /// Declarations and other statements that produce no view in a builder.
  static func isDeclaration(_ statement: Syntax) -> Bool {
    switch statement.kind {
    case .variableDecl, .functionDecl, .structDecl, .classDecl, .enumDecl, .typealiasDecl,
      .guardStmt, .deferStmt:
      true
    default: false
    }
  }

  /// The sizing of the content of an inner stack (`name`) along `axis`: its views, the
  /// branches of its `if`/`switch` children and the content of its `ForEach`es, so that a
  /// flexible view under them makes the stack flexible.
  static func statements(
    _ statements: [Syntax], of name: String, along axis: SpacerStack.Axis,
    in inner: SpacerStack.Axis, lookup: SizingLookup?
  ) -> Sizing {
    var result = Sizing.intrinsic
    for statement in statements {
      if spacerCall(statement) != nil {
        let expands = name == "ZStack" || (name == "HStack") == (axis == .horizontal)
        if expands { return .flexible("an inner \(name) with a Spacer") }
      } else if statement.kind == .ifExpr || statement.kind == .switchExpr {
        for branch in ViewArity.branches(of: statement).branches {
          let sizing = Self.statements(branch, of: name, along: axis, in: inner, lookup: lookup)
          if case .flexible = sizing { return sizing }
          result = result.merged(sizing)
        }
      } else if let forEach = FunctionCall(ModifierChain(outermost: statement).base),
        forEach.calleeName == "ForEach", let body = forEach.trailingClosure
      {
        let content = Self.statements(
          body.statements, of: name, along: axis, in: inner, lookup: lookup)
        if case .flexible = content { return content }
        result = result.merged(content)
      } else if statement.isExpression {
        let sizing = Sizing.of(statement, along: axis, in: inner, lookup: lookup)
        if case .flexible = sizing { return sizing }
        result = result.merged(sizing)
      } else if !isDeclaration(statement) {
        result = result.merged(
          .unknown("an inner \(name) with a `\(statement.firstToken?.text ?? "")` child"))
      }
    }
    return result
  }

  /// SwiftUI's `ForEach`: one view per element, each placed by the view that holds the
  /// ForEach, so it sizes as the views of its content closure (trailing or `content:`).
  /// Content given as a function (`content: Row.init`) is not read.
  static func forEachContent(
    _ forEach: FunctionCall, along axis: SpacerStack.Axis, in stack: SpacerStack.Axis,
    lookup: SizingLookup?
  ) -> Sizing {
    let content = forEach.argument(labeled: "content")?.expression
    guard let closure = forEach.trailingClosure ?? content.flatMap(Closure.init(checking:)) else {
      let spelled = content.map { $0.compactText.count <= 40 ? " (`\($0.compactText)`)" : "" }
      return .unknown("the content of this ForEach\(spelled ?? "")")
    }
    return named(body(closure.statements, along: axis, in: stack, lookup: lookup), in: "a ForEach")
  }

  /// A string literal or a `Text`: a ProgressView's title, not its progress.
  static func isText(_ argument: Argument) -> Bool {
    guard let expression = argument.expression else { return false }
    return expression.kind == .stringLiteralExpr || expression.leftmostName == "Text"
  }

  /// Whether the index types the argument as a `String` or `LocalizedStringKey` (a title:
  /// `ProgressView(loadingTitle)`, `ProgressView(localized("loading"))`).
  static func isString(_ argument: Argument, lookup: SizingLookup?) -> Bool {
    guard let expression = argument.expression, let lookup,
      let type = lookup.resolver.type(of: expression), !type.isOptional
    else { return false }
    return ["String", "LocalizedStringKey", "LocalizedStringResource"].contains(type.name ?? "")
  }

  /// Whether a Button-like control (`chain`'s base) has a style that fills the width on
  /// watchOS: no `.buttonStyle` in its chain (the automatic style, unless a parent sets
  /// another), or `.automatic`, `.bordered`, `.borderedProminent`. A plain or borderless
  /// style sizes it to its label, and a custom style is its `makeBody`'s (read by `style`).
  static func fillsWidthOnWatchOS(_ chain: ModifierChain) -> Bool {
    guard let modifier = chain.modifiers.last(where: { $0.name == "buttonStyle" }) else {
      return true
    }
    let style = modifier.arguments.first?.expression
    if let access = style.flatMap(MemberAccess.init), access.base == nil {
      return ["automatic", "bordered", "borderedProminent"].contains(access.name)
    }
    if let call = style.flatMap(FunctionCall.init), call.arguments.isEmpty {
      return ["DefaultButtonStyle", "BorderedButtonStyle", "BorderedProminentButtonStyle"]
        .contains(call.calleeName ?? "")
    }
    return false
  }

  /// The sizing of the label of a Button, Link, NavigationLink, ShareLink or Menu: a title
  /// (`Button("Save") { … }`) is a Text; a label closure (`label: { … }`, or the trailing
  /// closure after `action:`, `destination:`, `value:` or a ShareLink's `item:`) with one
  /// view is that view; a ShareLink without one has its standard Share label.
  static func buttonLabel(
    _ button: FunctionCall, along axis: SpacerStack.Axis, lookup: SizingLookup?
  ) -> Sizing {
    if let first = button.arguments.first, first.label == nil { return .intrinsic }
    let isShareLink = button.calleeName == "ShareLink"
    let closure = labelClosure(of: button)
    if isShareLink, closure == nil, button.labeledTrailingClosures.isEmpty {
      return .intrinsic  // the standard "Share" label
    }
    // A label that is one view or another (`if isExpanded { Image(…) } else { Image(…) }`):
    // as flexible as the views its branches hold together, when each holds one.
    if let closure, closure.statements.count == 1, let choice = closure.statements.first,
      choice.kind == .ifExpr || choice.kind == .switchExpr
    {
      let (branches, exhaustive) = ViewArity.branches(of: choice)
      if exhaustive,
        branches.allSatisfy({ $0.filter { !isDeclaration($0) }.count == 1 })
      {
        return body(closure.statements, along: axis, in: .vertical, lookup: lookup)
      }
    }
    // Local `let`s before the view (`let count = unread.count`) make no view of their own.
    let views = closure?.statements.filter { !isDeclaration($0) } ?? []
    guard let closure, views.count == 1, let label = views.first, label.isExpression,
      !isLocal(label.leftmostName, of: closure.statements)
    else {
      return .unknown("this \(button.calleeName ?? "Button")'s label")
    }
    return Sizing.of(label, along: axis, in: .vertical, lookup: lookup)
  }

  /// The label closure of a Button, Link, NavigationLink, ShareLink or Menu: `label: { … }`,
  /// or the trailing closure after `action:`, `destination:`, `value:` or a ShareLink's
  /// `item:`; nil for a title (`Button("Save") { … }`) or when there is none.
  static func labelClosure(of button: FunctionCall) -> Closure? {
    if let first = button.arguments.first, first.label == nil { return nil }
    if let labeled = button.labeledTrailingClosures.first(where: { $0.label == "label" }) {
      return labeled.closure
    }
    if let argument = button.argument(labeled: "label")?.expression {
      return Closure(checking: argument)
    }
    if button.calleeName == "ShareLink" || button.calleeName == "NavigationLink"
      || button.argument(labeled: "action") != nil
      || button.argument(labeled: "destination") != nil
    {
      // A NavigationLink's one closure after `value:` or `destination:` is its label.
      return button.trailingClosure
    }
    return nil
  }

  /// Views that take the space they are offered along the stack's axis (or may, by platform or style).
  static let flexibleViews: Set<String> = [
    "TextField", "SecureField", "TextEditor", "Slider", "Toggle", "Stepper", "Picker", "DatePicker",
    "ColorPicker", "Gauge", "Color", "Rectangle", "RoundedRectangle",
    "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse", "ContainerRelativeShape", "Path",
    "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient",
    "GeometryReader", "ScrollView", "List", "Form", "Table", "Map", "TabView", "NavigationStack",
    "NavigationSplitView", "NavigationView", "Canvas", "VideoPlayer", "Spacer",
  ]

  /// The `flexibleViews` that take the width they are offered but have a height of their
  /// own (a text field, a slider, a toggle, a segmented or wheel picker).
  static let widthOnlyViews: Set<String> = [
    "TextField", "SecureField", "Slider", "Toggle", "Stepper", "Picker", "ColorPicker", "Gauge",
  ]

  /// Built-in button and label styles, which size the button to its label.
  static let builtInStyles: Set<String> = [
    "automatic", "bordered", "borderedProminent", "borderless", "plain", "link", "glass",
    "glassProminent",
    "iconOnly", "titleOnly", "titleAndIcon",
  ]

  /// The types of the built-in button and label styles (`PlainButtonStyle()`).
  static let builtInStyleTypes: Set<String> = [
    "DefaultButtonStyle", "PlainButtonStyle", "BorderlessButtonStyle", "BorderedButtonStyle",
    "BorderedProminentButtonStyle", "LinkButtonStyle", "DefaultLabelStyle", "IconOnlyLabelStyle",
    "TitleOnlyLabelStyle", "TitleAndIconLabelStyle",
  ]
}
