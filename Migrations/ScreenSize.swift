import MigrationKit
import SwiftCST

/// `UIScreen.main` and `UIDevice.current.orientation` in SwiftUI view code: the screen and
/// the way the device is held are not the space a view is offered (split view, Stage
/// Manager, windows, sheets), so layout read from them is wrong as soon as the window is not
/// the screen.
///
/// Rewrites (`review`, where `containerRelativeFrame` exists: iOS 17 and aligned releases)
/// a frame sized from the screen: `.frame(width: UIScreen.main.bounds.width)` →
/// `.containerRelativeFrame(.horizontal)`, `… * k` / `/ k` →
/// `.containerRelativeFrame(.horizontal) { length, _ in length * k }`, the same for heights
/// and for both axes at once. Every other read is reported. `userInterfaceIdiom` checks are
/// left alone: an idiom decision is not a size decision.
public struct ScreenSize: Migration {
  public let id = "screen-size"
  public let summary =
    "Size views from their container, not from UIScreen.main or the device orientation"
  public let rationale = """
    UIScreen.main.bounds is the whole screen, not the space a view is offered: it does not \
    follow split view, Stage Manager, resizable windows, sheets or popovers, and UIScreen.main \
    is deprecated in the iOS 26 SDK. A frame sized from it becomes containerRelativeFrame, \
    which sizes the view from its nearest container (the window, a scroll view, a navigation \
    stack, a split view column) less that container's safe-area insets: \
    .frame(width: UIScreen.main.bounds.width) becomes .containerRelativeFrame(.horizontal), and \
    a multiple or fraction (`* 0.8`, `/ 2`) moves into its length closure. This is a review \
    fix, since the container is smaller than the screen wherever it is not full screen (that \
    is the point), and it is made only where every deployment target has \
    containerRelativeFrame (iOS 17, macOS 14, tvOS 17, watchOS 10). Other reads of the \
    screen in view code (offsets, conditions, maxWidth:) are reported with the API to use \
    instead, UIScreen.main.scale with @Environment(\\.displayScale), a trait of \
    UIScreen.main.traitCollection with the environment value that mirrors it \
    (userInterfaceStyle with @Environment(\\.colorScheme)), and \
    UIDevice.current.orientation with size classes and ViewThatFits. Code outside views \
    (view controllers, app delegates) and userInterfaceIdiom checks, which are a decision \
    about the device and not about space, are not reported.
    """
  public let example = (
    before: """
    Image(item.artwork)
      .resizable()
      .frame(width: UIScreen.main.bounds.width * 0.8)
    """,
    after: """
    Image(item.artwork)
      .resizable()
      .containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
    """
  )
  public let safety = Safety.review
  public var group: String? { LayoutPractices.group }
  public var usesSemanticIndex: Bool { true }

  public init() {}

  /// Every finding is at a read of `UIScreen.main` or `UIDevice.current` (most files have
  /// none).
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    let reads = Self.reads(in: file)
    return !reads.mains.isEmpty || !reads.currents.isEmpty
  }

  /// The reads of `UIScreen.main` and `UIDevice.current`: a file whose bytes name neither
  /// type is passed over without walking its member accesses. (Scanned, not remembered: no
  /// other migration asks.)
  private static func reads(in file: SourceFile) -> (mains: [Syntax], currents: [Syntax]) {
    let (mayReadScreen, mayReadDevice) = file.containsBytes(
      "UIScreen", "UIDevice", in: 0..<file.bytes.count)
    guard mayReadScreen || mayReadDevice else { return ([], []) }
    return (
      mayReadScreen ? LayoutPractices.memberAccesses("UIScreen", "main", in: file) : [],
      mayReadDevice ? LayoutPractices.memberAccesses("UIDevice", "current", in: file) : []
    )
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    // The test of `mayFind`, whose reads are wanted here.
    let (mains, currents) = Self.reads(in: file)
    guard !mains.isEmpty || !currents.isEmpty else { return [] }
    var findings: [Finding] = []
    var framesDone: Set<Syntax> = []
    let resolver = context.resolver(for: file)
    // One note per place: a read whose note says what a note already said for its frame call
    // (`.frame(minWidth: UIScreen.main.bounds.width - 30, maxWidth: UIScreen.main.bounds.width
    // - 30)`), for the call its value is an argument of (`.position(x: …bounds.width, y:
    // …bounds.height)`, written over two lines) or for its line (`let size = CGSize(width:
    // …bounds.width, height: …bounds.height)`) adds nothing to it.
    var said: Set<String> = []
    func isNew(_ read: ScreenRead, _ message: String) -> Bool {
      let line = "line \(file.location(of: read.node.range.lowerBound).line) " + message
      guard let call = read.frameCall?.call.node ?? read.argumentOf else {
        return said.insert(line).inserted
      }
      // A call of a modifier chain starts where the chain does: told apart by its end.
      let place = "call \(call.range.lowerBound)-\(call.range.upperBound) " + message
      let isNew = !said.contains(place) && !said.contains(line)
      said.insert(place)
      said.insert(line)
      return isNew
    }
    for main in mains {
      guard LayoutPractices.isViewCode(main, resolver) else {
        // Chart or map content declared on its own reads no environment of a view: the
        // view that shows it does, and passes the value in.
        if let content = LayoutPractices.contentKind(main, resolver) {
          let read = ScreenRead(main)
          findings.append(diagnostic(read.node, read.message(in: content)))
        }
        continue
      }
      let read = ScreenRead(main)
      let frame = read.frameCall
      if let frame, framesDone.contains(frame.call.node) { continue }
      if case .length = read.kind, let frame, let finding = frameFinding(frame, at: read, context) {
        framesDone.insert(frame.call.node)
        findings.append(finding)
        continue
      }
      if isNew(read, read.message) { findings.append(diagnostic(read.node, read.message)) }
    }
    // One orientation note per closure or function: reading it again there (`== .faceUp ||
    // == .faceDown`, then storing it) is the same decision to revisit, not another one.
    var orientationPlaces: Set<Int32> = []
    for current in currents {
      guard let parent = current.parent, let access = MemberAccess(parent),
        access.base == current, access.name == "orientation",
        LayoutPractices.isViewCode(parent, resolver),
        orientationPlaces.insert(Self.enclosingCode(of: parent)).inserted
      else { continue }
      findings.append(diagnostic(parent, orientationMessage))
    }
    return findings.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  /// The fix for `.frame(width:height:alignment:)` whose sizes are all read from the
  /// screen, or a diagnostic when it cannot be made here; nil when the frame is not of
  /// that shape (the read is then reported on its own).
  private func frameFinding(
    _ frame: ModifierCallSite, at read: ScreenRead, _ context: MigrationContext
  )
    -> Finding?
  {
    guard let rewrite = FrameRewrite(frame) else { return nil }
    guard
      context.isAvailable(LayoutPractices.containerRelativeFrameTargets, at: frame.call.node)
    else {
      return diagnostic(
        read.node,
        screenNote
          + ": at these deployment targets read the offered size with onGeometryChange(for:of:action:) or GeometryReader (containerRelativeFrame needs iOS 17, macOS 14, tvOS 17, watchOS 10)"
      )
    }
    let edit = TextEdit(
      range: frame.access.nameToken.range.lowerBound..<frame.call.node.range.upperBound,
      replacement: rewrite.text(replacing: frame, style: context.style))
    return Finding(
      migrationID: id, range: read.node.range,
      message: screenNote
        + ": containerRelativeFrame(\(rewrite.axes)) sizes the view from its container (the window, a scroll view, a navigation stack or column, less the container's safe-area insets)",
      safety: .review, fix: Fix(edits: [edit]))
  }

  /// The innermost closure, function, initializer or accessor around `node` (its index in
  /// the tree; -1 at top level).
  private static func enclosingCode(of node: Syntax) -> Int32 {
    var current = node.parent
    while let candidate = current {
      switch candidate.kind {
      case .closureExpr, .functionDecl, .initializerDecl, .accessorDecl, .accessorBlock:
        return candidate.index
      default: current = candidate.parent
      }
    }
    return -1
  }

  private func diagnostic(_ node: Syntax, _ message: String) -> Finding {
    Finding(migrationID: id, range: node.range, message: message, safety: .diagnostic)
  }
}

private let screenNote =
  "UIScreen.main is the whole screen, not the space this view is offered (split view, Stage Manager, windows, sheets), and it is deprecated in the iOS 26 SDK"

private let orientationMessage =
  "UIDevice.current.orientation is how the device is held, not the shape of the window (split view, Stage Manager, an iPhone app on iPad): choose the layout with @Environment(\\.horizontalSizeClass) or verticalSizeClass, ViewThatFits, or the size the view is offered"

/// One read of `UIScreen.main`, walked out to the member it ends at.
private struct ScreenRead {
  enum Kind: Equatable {
    /// `UIScreen.main.bounds.width` (or `.size.width`): a length along one axis.
    case length(horizontal: Bool)
    /// Another read of the screen's size (`bounds`, `bounds.size`).
    case bounds
    case scale
    /// `traitCollection.userInterfaceStyle` and the other traits SwiftUI's environment
    /// gives a view: the environment value to read instead (`colorScheme`).
    case trait(String, environment: String)
    /// Anything else (`isCaptured`, `brightness`): not a layout question.
    case other
  }

  /// The whole read, `UIScreen.main.bounds.size.width`.
  let node: Syntax
  let kind: Kind

  init(_ main: Syntax) {
    var node = main
    var names: [String] = []
    while let parent = node.parent, let access = MemberAccess(parent), access.base == node {
      names.append(access.name)
      node = parent
      if names.count == 3 || (names.count == 2 && names[1] != "size") { break }
    }
    self.node = node
    switch names {
    case ["bounds", "width"], ["bounds", "size", "width"]: kind = .length(horizontal: true)
    case ["bounds", "height"], ["bounds", "size", "height"]: kind = .length(horizontal: false)
    case ["scale"]: kind = .scale
    case let names where names.count == 2 && names[0] == "traitCollection":
      kind = Self.environmentValues[names[1]].map { .trait(names[1], environment: $0) } ?? .other
    // `nativeBounds` is the panel in pixels, portrait up: read to tell the device (a model,
    // a resolution), not to size a view, so it gets the advice for other reads.
    default: kind = names.first == "bounds" ? .bounds : .other
    }
  }

  /// The environment value of a view for each trait of `UITraitCollection` it mirrors.
  private static let environmentValues: [String: String] = [
    "userInterfaceStyle": "colorScheme", "horizontalSizeClass": "horizontalSizeClass",
    "verticalSizeClass": "verticalSizeClass", "displayScale": "displayScale",
    "layoutDirection": "layoutDirection", "preferredContentSizeCategory": "dynamicTypeSize",
    "legibilityWeight": "legibilityWeight", "accessibilityContrast": "colorSchemeContrast",
  ]

  /// The message for a read in chart or map content (`content`) declared outside a view:
  /// what to read in the view that shows it instead.
  func message(in content: String) -> String {
    let instead: String
    switch kind {
    case .scale:
      instead =
        isHairline
        ? "read @Environment(\\.pixelLength) (1 / scale, one pixel on the display)"
        : "read @Environment(\\.displayScale) (the scale of the display it is on)"
    case .length, .bounds:
      instead = "read the size it is offered (onGeometryChange(for:of:action:), GeometryReader)"
    case .trait(_, let environment):
      instead = "read @Environment(\\.\(environment))"
    case .other:
      instead = "reach the screen through its window scene"
    }
    return
      "UIScreen.main is deprecated in the iOS 26 SDK, and it is the main screen, not necessarily the one this \(content) is shown on: in the view that shows it, \(instead), and pass the value in"
  }

  var message: String {
    switch kind {
    case .scale:
      if isHairline {
        return
          "UIScreen.main.scale is the main screen's scale, and UIScreen.main is deprecated in the iOS 26 SDK: 1 / scale is @Environment(\\.pixelLength), one pixel on the display this view is on"
      }
      return
        "UIScreen.main.scale is the main screen's scale, and UIScreen.main is deprecated in the iOS 26 SDK: read @Environment(\\.displayScale), the scale of the display this view is on"
    case .trait(let trait, let environment):
      return
        "UIScreen.main.traitCollection.\(trait) is the main screen's, not this view's (its window, a sheet or an environment modifier may give it another), and UIScreen.main is deprecated in the iOS 26 SDK: read @Environment(\\.\(environment)), the value for this view"
    case .other:
      return
        "UIScreen.main is deprecated in the iOS 26 SDK, and it is the main screen, not necessarily the one this view is on: reach the screen through the view's window scene"
    case .length, .bounds:
      if let member = storedMember {
        return
          "UIScreen.main is deprecated in the iOS 26 SDK, and it is the main screen, not necessarily the one this view is on: here it sets `\(member)` of another object, not a size a view is laid out with: take that from the view or window the object is for (its bounds, or its window scene's screen)"
      }
      return screenNote
        + ": size from the space offered instead (containerRelativeFrame from iOS 17, onGeometryChange(for:of:action:), GeometryReader), and choose layouts with size classes or ViewThatFits"
    }
  }

  /// The property of another object the read is stored in, as it is, as the fallback of
  /// `??` or in a value built from it, in parentheses or not (`sourceRect` of
  /// `controller.popoverPresentationController?.sourceRect = (view.bounds ??
  /// UIScreen.main.bounds)`, `proposedSize` of `renderer.proposedSize = .init(width:
  /// UIScreen.main.bounds.width, height: nil)`): another object's geometry, not a size a view
  /// is laid out with. Nil for anything else, and for a property of `self`.
  private var storedMember: String? {
    var value = node
    while let parent = value.parent {
      let tokens = parent.ownTokens
      if parent.kind == .sequenceExpr, parent.children.first != value, !tokens.isEmpty,
        tokens.allSatisfy({ $0.is("??") })
      {
        value = parent
      } else if parent.kind == .argument, let tuple = parent.parent, tuple.kind == .tupleExpr,
        tuple.children.count == 1, Argument(parent).label == nil
      {
        value = tuple
      } else if parent.kind == .argument, let list = parent.parent,
        list.kind == .argumentList, let call = list.parent.flatMap(FunctionCall.init),
        Self.buildsValue(call)
      {
        value = call.node
      } else {
        break
      }
    }
    guard let assignment = value.parent, assignment.kind == .sequenceExpr,
      assignment.children.count == 2, assignment.children[1] == value,
      assignment.ownTokens.count == 1, assignment.ownTokens[0].is("="),
      let target = MemberAccess(assignment.children[0]), let base = target.base,
      base.firstToken?.is("self") != true
    else { return nil }
    return target.name
  }

  /// `.init(…)` or `CGSize(…)`: a value built from its arguments (a size, a rect).
  private static func buildsValue(_ call: FunctionCall) -> Bool {
    if let access = MemberAccess(call.callee) { return access.base == nil && access.name == "init" }
    return call.callee.kind == .declReferenceExpr
      && call.callee.firstToken?.text.first?.isUppercase == true
  }

  /// `1 / UIScreen.main.scale`: one pixel.
  private var isHairline: Bool {
    guard let sequence = node.parent, sequence.kind == .sequenceExpr,
      sequence.children.count == 2, sequence.children[1] == node,
      sequence.children[0].text == "1" || sequence.children[0].text == "1.0",
      sequence.ownTokens.count == 1, sequence.ownTokens[0].is("/")
    else { return false }
    return true
  }

  /// The outermost call the read is an argument of, through values built from it
  /// (`.position(x: CGFloat.random(in: 0...UIScreen.main.bounds.width), y: …)` gives the
  /// `position` call); nil when it is no argument.
  var argumentOf: Syntax? {
    var value = node
    var call: Syntax?
    while let parent = value.parent {
      switch parent.kind {
      case .sequenceExpr, .argument, .tupleExpr, .prefixOperatorExpr, .postfixOperatorExpr,
        .forceUnwrapExpr, .tryExpr, .awaitExpr:
        value = parent
      case .argumentList:
        guard let outer = parent.parent, outer.kind == .functionCallExpr else { return call }
        call = outer
        value = outer
      default: return call
      }
    }
    return call
  }

  /// The `.frame(…)` call this length is an argument of, directly or as `length * k`,
  /// `k * length` or `length / k`.
  var frameCall: ModifierCallSite? {
    guard let argument = FrameRewrite.argument(holding: node),
      let call = argument.parent?.parent
    else { return nil }
    return ModifierCallSite(call, named: "frame")
  }
}

/// `.frame(width: W, height: H, alignment: A)` as `.containerRelativeFrame(…)`, where W and H
/// are screen lengths of their own axis, at most one of them scaled (`* k`, `/ k`, `+ k`,
/// `- k`); or one is a screen length and the other a fixed length, which keeps a frame of
/// its own: `.frame(height: 65).containerRelativeFrame(.horizontal)`.
private struct FrameRewrite {
  let axes: String
  /// `frame(height: 65)` for the axis that keeps a fixed length.
  let fixedFrame: String?
  /// `containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }`.
  let relativeFrame: String

  init?(_ frame: ModifierCallSite) {
    let labels = frame.labels
    guard !labels.isEmpty, labels.allSatisfy({ ["width", "height", "alignment"].contains($0) }),
      Set(labels).count == labels.count, labels != ["alignment"],
      let arguments = frame.call.argumentList, !LayoutPractices.hasComments(in: arguments)
    else { return nil }
    var axes: [String] = []
    var closure: String?
    var alignment: String?
    // A fixed length on the other axis (`height: 65`) stays in a frame of its own.
    var fixed: String?
    for argument in frame.call.arguments {
      guard let expression = argument.expression, let label = argument.label else { return nil }
      if label == "alignment" {
        alignment = expression.text
        continue
      }
      let horizontal = label == "width"
      guard let scaled = Self.scaledLength(expression, horizontal: horizontal) else {
        guard fixed == nil, !expression.text.contains("UIScreen") else { return nil }
        fixed = "\(label): \(expression.text)"
        continue
      }
      axes.append(horizontal ? ".horizontal" : ".vertical")
      if let body = scaled {
        guard closure == nil else { return nil }
        closure = body
      }
    }
    // One axis scaled and the other not would need a closure that switches on the axis.
    guard !axes.isEmpty, closure == nil || axes.count == 1 else { return nil }
    self.axes = axes.count == 1 ? axes[0] : "[" + axes.joined(separator: ", ") + "]"
    fixedFrame = fixed.map { "frame(\($0)" + (alignment.map { ", alignment: \($0)" } ?? "") + ")" }
    var text = "containerRelativeFrame(\(self.axes)"
    if let alignment { text += ", alignment: \(alignment)" }
    text += ")"
    if let closure { text += " { length, _ in \(closure) }" }
    relativeFrame = text
  }

  /// The replacement of `frame(…)`, from its name on: the frame that keeps the fixed length
  /// (if any), then `containerRelativeFrame`, on a line of its own when the frame has one.
  func text(replacing frame: ModifierCallSite, style: SourceStyle) -> String {
    guard let fixedFrame else { return relativeFrame }
    let dot = frame.access.dotToken
    guard dot.isAtStartOfLine else { return fixedFrame + "." + relativeFrame }
    let indentation = dot.file.indentation(ofLineContaining: dot.range.lowerBound)
    return fixedFrame + style.lineEnding + indentation + "." + relativeFrame
  }

  /// nil if `expression` is not a screen length along this axis; `.some(nil)` if it is one
  /// exactly; `.some(body)` for a scaled one, with `length` in place of the screen read.
  private static func scaledLength(_ expression: Syntax, horizontal: Bool) -> String?? {
    if isScreenLength(expression, horizontal: horizontal) { return .some(nil) }
    guard expression.kind == .sequenceExpr else { return nil }
    let operands = expression.children
    let operators = expression.ownTokens
    guard operands.count == 2, operators.count == 1, operators[0].kind == .binaryOperator
    else { return nil }
    // `W * k`, `k * W`, `W / k`, `W + k`, `k + W`, `W - k`: the same arithmetic on the length.
    let commutes = operators[0].is("*") || operators[0].is("+")
    guard commutes || operators[0].is("/") || operators[0].is("-") else { return nil }
    let screenFirst = isScreenLength(operands[0], horizontal: horizontal)
    guard screenFirst || (commutes && isScreenLength(operands[1], horizontal: horizontal))
    else { return nil }
    let (screen, factor) = screenFirst ? (operands[0], operands[1]) : (operands[1], operands[0])
    guard isPlainFactor(factor) else { return nil }
    let file = expression.file
    let before = file.text(expression.range.lowerBound..<screen.range.lowerBound)
    let after = file.text(screen.range.upperBound..<expression.range.upperBound)
    return .some(before + "length" + after)
  }

  /// A number, or a name or member chain without calls that does not say `length`.
  private static func isPlainFactor(_ factor: Syntax) -> Bool {
    switch factor.kind {
    case .integerLiteralExpr, .floatLiteralExpr: return true
    case .declReferenceExpr, .memberAccessExpr:
      return factor.tokens.allSatisfy { token in
        token.kind == .period || (token.kind == .identifier && !token.is("length"))
          || token.kind == .kwSelf
      }
    default: return false
    }
  }

  private static func isScreenLength(_ expression: Syntax, horizontal: Bool) -> Bool {
    guard expression.kind == .memberAccessExpr else { return false }
    let text = expression.text.filter { !$0.isWhitespace }
    let axis = horizontal ? "width" : "height"
    return text == "UIScreen.main.bounds.\(axis)" || text == "UIScreen.main.bounds.size.\(axis)"
  }

  /// The `width:`/`height:` argument whose value is `read` or `read * k` (and so on).
  static func argument(holding read: Syntax) -> Syntax? {
    var node = read
    if let parent = node.parent, parent.kind == .sequenceExpr { node = parent }
    guard let argument = node.parent, argument.kind == .argument,
      let label = Argument(argument).label, label == "width" || label == "height"
    else { return nil }
    return argument
  }
}
