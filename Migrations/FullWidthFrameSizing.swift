import MigrationKit
import SwiftCST

// MARK: - Sizing of X

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
  /// `Divider` is a line across it). With a `resolver`, a property, function or view type
  /// of the run whose body is one Text, Label or Image sizes as that view.
  static func of(
    _ view: Syntax, along axis: SpacerStack.Axis, in stack: SpacerStack.Axis,
    resolver: Resolver? = nil
  ) -> Sizing {
    let chain = ModifierChain(outermost: view)
    var result = Sizing.intrinsic
    let maxLabel = axis == .horizontal ? "maxWidth" : "maxHeight"
    let fixedLabel = axis == .horizontal ? "width" : "height"
    let otherLabels: Set<String> =
      axis == .horizontal
      ? ["minWidth", "idealWidth"] : ["minHeight", "idealHeight"]
    // Outermost modifier first: a fixed frame along the axis settles the size of all inside it.
    for modifier in chain.modifiers.reversed() {
      // Labels of the arguments that are set (`width: nil` is no width).
      let labels = Set(
        modifier.arguments.filter { $0.expression?.kind != .nilLiteralExpr }.compactMap(\.label))
      switch modifier.name {
      case "frame":
        // Only the frame's arguments along the stack's axis matter.
        if labels.contains(maxLabel) {
          result = result.merged(.flexible(".frame(\(maxLabel):)"))
        } else if labels.contains(fixedLabel) {
          return result
        } else if let label = labels.sorted().first(where: otherLabels.contains) {
          result = result.merged(.unknown("a view with .frame(\(label):)"))
        }
      case "position":
        // A positioned view takes all the space it is offered, on both axes.
        result = result.merged(.flexible("a view with .position(…)"))
      case "resizable":
        result = result.merged(.flexible("a resizable Image"))
      case "containerRelativeFrame":
        result = result.merged(.flexible(".containerRelativeFrame"))
      case "progressViewStyle":
        let style = modifier.arguments.first?.expression.flatMap(MemberAccess.init)
        if style?.base == nil && style?.name == "linear" {
          result = result.merged(.flexible("a linear ProgressView"))
        } else if !(style?.base == nil && style?.name == "circular") {
          result = result.merged(.unknown("a view with a custom .progressViewStyle"))
        }
      case "buttonStyle", "labelStyle":
        let style = modifier.arguments.first?.expression
        let builtIn =
          style.flatMap(MemberAccess.init).map {
            $0.base == nil && Self.builtInStyles.contains($0.name)
          } ?? false
        if !builtIn { result = result.merged(.unknown("a view with a custom .\(modifier.name)")) }
      case let name
      where Self.sizeNeutralModifiers.contains(name) || name.hasPrefix("accessibility"):
        break
      default:
        result = result.merged(.unknown("a view with .\(modifier.name)"))
      }
    }
    return result.merged(Self.base(chain.base, along: axis, in: stack, resolver: resolver))
  }

  private static func base(
    _ base: Syntax, along axis: SpacerStack.Axis, in stack: SpacerStack.Axis, resolver: Resolver?
  ) -> Sizing {
    if let access = MemberAccess(base), let type = access.base, type.kind == .declReferenceExpr,
      let name = type.firstToken?.text, flexibleViews.contains(name)
    {
      return .flexible(name)  // Color.red
    }
    guard let call = FunctionCall(base), call.callee.kind == .declReferenceExpr,
      let name = call.calleeName, name.first?.isUppercase == true
    else {
      // A property or function of the run (`title`, `header()`, `self.badge`).
      let name = base.leftmostName == "self" ? MemberAccess(base)?.name : base.leftmostName
      let what = name.map { "`\($0)`" } ?? "this view"
      guard let resolver, base.leftmostName != nil else { return .unknown(what) }
      return declared(resolver.viewArity(of: base), what: what)
    }
    switch name {
    case "Text", "Label", "Image":
      return .intrinsic
    case "Button":
      return buttonLabel(call, along: axis, resolver: resolver)
    case "ProgressView":
      // A spinner (no value) has a fixed size; a bar (`value:`, a `Progress`) is flexible.
      let isBar = call.arguments.contains {
        $0.label == "value" || $0.label == "timerInterval" || ($0.label == nil && !isText($0))
      }
      return isBar ? .flexible("a ProgressView bar") : .intrinsic
    case "Divider":
      // A line across the stack it stands in: flexible along the other axis.
      let lineAxis: SpacerStack.Axis = stack == .horizontal ? .vertical : .horizontal
      return lineAxis == axis ? .flexible("Divider") : .intrinsic
    case "HStack", "VStack", "ZStack":
      guard let closure = call.trailingClosure else { return .unknown(name) }
      let inner: SpacerStack.Axis = name == "HStack" ? .horizontal : .vertical
      return statements(
        closure.statements, of: name, along: axis, in: inner, resolver: resolver)
    case let name where flexibleViews.contains(name):
      return .flexible(name)
    default:
      // A view type of the run whose body is one Text, Label or Image.
      guard let resolver, let type = resolver.index.type(named: name, inside: nil),
        let body = resolver.index.members(named: "body", in: type.name).first?.viewArity
      else { return .unknown(name) }
      return declared(body, what: name)
    }
  }

  /// The sizing of the content of an inner stack (`name`) along `axis`: its views, the
  /// branches of its `if`/`switch` children and the content of its `ForEach`es, so that a
  /// flexible view under them makes the stack flexible.
  private static func statements(
    _ statements: [Syntax], of name: String, along axis: SpacerStack.Axis,
    in inner: SpacerStack.Axis, resolver: Resolver?
  ) -> Sizing {
    var result = Sizing.intrinsic
    for statement in statements {
      let unknown = Sizing.unknown(
        "an inner \(name) with a `\(statement.firstToken?.text ?? "")` child")
      if spacerCall(statement) != nil {
        let expands = name == "ZStack" || (name == "HStack") == (axis == .horizontal)
        if expands { return .flexible("an inner \(name) with a Spacer") }
      } else if statement.kind == .ifExpr || statement.kind == .switchExpr {
        // Flexible if a branch is; otherwise as unknown as before.
        let branches = ViewArity.branches(of: statement).branches.map {
          Self.statements($0, of: name, along: axis, in: inner, resolver: resolver)
        }
        if let flexible = branches.first(where: { if case .flexible = $0 { true } else { false } })
        {
          return flexible
        }
        result = result.merged(unknown)
      } else if let forEach = FunctionCall(ModifierChain(outermost: statement).base),
        forEach.calleeName == "ForEach", let body = forEach.trailingClosure
      {
        let content = Self.statements(
          body.statements, of: name, along: axis, in: inner, resolver: resolver)
        if case .flexible = content { return content }
        result = result.merged(unknown)
      } else if statement.isExpression {
        result = result.merged(Sizing.of(statement, along: axis, in: inner, resolver: resolver))
      } else {
        result = result.merged(unknown)
      }
    }
    return result
  }

  /// The sizing of a view the run declares, from the arity of its body: one Text, Label or
  /// Image with modifiers that keep its size is intrinsic; one flexible view is flexible.
  private static func declared(_ arity: ViewArity, what: String) -> Sizing {
    guard arity.count == .one, let root = arity.root else { return .unknown(what) }
    if arity.modifiers.contains("resizable") { return .flexible("\(what) (a resizable Image)") }
    let neutral = arity.modifiers.allSatisfy {
      sizeNeutralModifiers.contains($0) || $0.hasPrefix("accessibility")
    }
    switch root {
    case "Text", "Label", "Image":
      return neutral ? .intrinsic : .unknown(what)
    case let root where flexibleViews.contains(root) && root != "ProgressView":
      return .flexible("\(what) (a \(root))")
    default:
      return .unknown(what)
    }
  }

  /// A string literal or a `Text`: a ProgressView's title, not its progress.
  private static func isText(_ argument: Argument) -> Bool {
    guard let expression = argument.expression else { return false }
    return expression.kind == .stringLiteralExpr || expression.leftmostName == "Text"
  }

  /// The sizing of a Button's label: a title (`Button("Save") { … }`) is a Text; a label
  /// closure (`label: { … }`, or the trailing closure after `action:`) with one view is that view.
  private static func buttonLabel(
    _ button: FunctionCall, along axis: SpacerStack.Axis, resolver: Resolver?
  ) -> Sizing {
    if let first = button.arguments.first, first.label == nil { return .intrinsic }
    let closure: Closure? =
      if let labeled = button.labeledTrailingClosures.first(where: { $0.label == "label" }) {
        labeled.closure
      } else if let argument = button.argument(labeled: "label")?.expression {
        Closure(checking: argument)
      } else if button.argument(labeled: "action") != nil {
        button.trailingClosure
      } else {
        nil
      }
    guard let closure, closure.statements.count == 1, let label = closure.statements.first,
      label.isExpression
    else {
      return .unknown("this Button's label")
    }
    return Sizing.of(label, along: axis, in: .vertical, resolver: resolver)
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

  /// Built-in button and label styles, which size the button to its label.
  static let builtInStyles: Set<String> = [
    "automatic", "bordered", "borderedProminent", "borderless", "plain", "link", "glass",
    "glassProminent",
    "iconOnly", "titleOnly", "titleAndIcon",
  ]

  /// Modifiers that never make a view that sizes to its content take more room along an axis.
  static let sizeNeutralModifiers: Set<String> = [
    "padding", "font", "fontWeight", "fontDesign", "fontWidth", "bold", "italic", "underline",
    "strikethrough", "monospaced", "monospacedDigit", "kerning", "tracking", "baselineOffset",
    "textCase",
    "lineLimit", "lineSpacing", "multilineTextAlignment", "truncationMode", "minimumScaleFactor",
    "allowsTightening", "foregroundStyle", "foregroundColor", "tint", "accentColor", "background",
    "backgroundStyle", "overlay", "border", "cornerRadius", "clipShape", "clipped", "mask",
    "shadow",
    "opacity", "blur", "brightness", "contrast", "saturation", "grayscale", "colorMultiply",
    "colorInvert", "hueRotation", "blendMode", "compositingGroup", "drawingGroup", "scaleEffect",
    "rotationEffect", "rotation3DEffect", "offset", "imageScale", "symbolRenderingMode",
    "symbolVariant",
    "symbolEffect", "contentTransition", "controlSize", "buttonBorderShape", "disabled", "hidden",
    "redacted", "unredacted", "privacySensitive", "help", "id", "tag", "onTapGesture",
    "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "contentShape",
    "onAppear", "onDisappear", "task", "onChange", "onReceive", "onSubmit", "sheet", "popover",
    "alert",
    "confirmationDialog", "fullScreenCover", "contextMenu", "keyboardShortcut", "focused",
    "focusable",
    "textSelection", "animation", "transition", "dynamicTypeSize", "environment",
    "environmentObject", "fixedSize", "layoutPriority", "labelsHidden", "draggable",
    "dropDestination",
    "glassEffect", "zIndex",
  ]
}
