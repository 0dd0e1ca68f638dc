import MigrationKit
import SwiftCST

// MARK: - Sizing of X's modifiers

/// How a view's modifiers size it along an axis: a frame, `fixedSize`, a style, a
/// `ViewModifier` or a method of the run, and the modifiers that change no size.
extension Sizing {
  /// The sizing that `modifiers` (outermost first) give a view along `axis`, and whether a
  /// fixed frame along the axis settles its size whatever is inside. The styles of a `base`
  /// that holds no control a style restyles (a Text, an Image) change nothing
  /// (`Text("Photos").labelStyle(…)`).
  static func modifiers(
    _ modifiers: [AppliedModifier], along axis: SpacerStack.Axis, lookup: SizingLookup?,
    base: Syntax? = nil
  ) -> (sizing: Sizing, settled: Bool) {
    var result = Sizing.intrinsic
    // The same without what the controls' styles (`.textFieldStyle`, `.buttonStyle`, …) add:
    // a style restyles the controls inside, so under a fixed frame along the axis it cannot
    // change the size, and the frame settles it as if the style were not there.
    var withoutStyles = Sizing.intrinsic
    // `.aspectRatio(…)` only changes what its view is offered: over a view of fixed size along
    // the axis (a fixed frame inside it) it is that size, and the frame settles it too.
    // Asked only once a style is met (most chains have none).
    var baseHoldsNoControl: Bool?
    func merge(_ sizing: Sizing, fromStyle: Bool = false, fromAspectRatio: Bool = false) {
      if fromStyle, let base {
        if baseHoldsNoControl == nil { baseHoldsNoControl = holdsNoControl(base, lookup: lookup) }
        if baseHoldsNoControl == true { return }
      }
      result = result.merged(sizing)
      if !fromStyle && !fromAspectRatio { withoutStyles = withoutStyles.merged(sizing) }
    }
    let maxLabel = axis == .horizontal ? "maxWidth" : "maxHeight"
    let fixedLabel = axis == .horizontal ? "width" : "height"
    let crossLabel = axis == .horizontal ? "height" : "width"
    // A frame outside that fixes the other axis (`.frame(height: 24)`): under it, a view
    // scaled to fit its aspect ratio is no longer than that length times its ratio.
    var crossFixed = false
    // Outermost modifier first: a fixed frame along the axis settles the size of all inside it.
    var calledOnProperty = false
    for (position, modifier) in modifiers.enumerated() {
      // `.shim` of `.shim.hoverCursor()`, said with the method called on it.
      if calledOnProperty {
        calledOnProperty = false
        continue
      }
      // `.shim.hoverCursor()`: a method of a property of the view (a project's backport
      // wrapper, say), not a modifier of the view, SwiftUI's or the run's.
      if modifier.node.kind != .memberAccessExpr,
        let inner = modifiers.dropFirst(position + 1).first, inner.node.kind == .memberAccessExpr
      {
        calledOnProperty = true
        merge(
          .unknown(
            "a view with .\(inner.name).\(modifier.name) (called on its `\(inner.name)`, which this migration does not follow)"
          ))
        continue
      }
      switch modifier.name {
      case "frame" where modifier.arguments.first.map({ $0.label == nil }) == true:
        // `.frame(.large)`: SwiftUI's frame labels every argument, so this is a method of
        // the run's (a design system's `frame(_ size:)`), which sizes as its body does.
        guard let lookup, let project = projectModifier("frame", along: axis, lookup: lookup)
        else {
          merge(.unknown("a view with .frame(_:), declared outside this run"))
          continue
        }
        if project.settled { return (withoutStyles.merged(project.sizing), true) }
        merge(project.sizing)
      case "frame":
        // Labels of the arguments that are set (`width: nil` is no width).
        let labels = Set(
          modifier.arguments.filter { $0.expression?.kind != .nilLiteralExpr }.compactMap(\.label))
        let otherLabels: Set<String> =
          axis == .horizontal
          ? ["minWidth", "idealWidth"] : ["minHeight", "idealHeight"]
        if labels.contains(crossLabel), Self.fixesLength(modifier, crossLabel, lookup: lookup) {
          crossFixed = true
        }
        // Only the frame's arguments along the stack's axis matter.
        if labels.contains(maxLabel) {
          merge(.flexible(".frame(\(maxLabel):)"))
        } else if labels.contains(fixedLabel) {
          guard Self.fixesLength(modifier, fixedLabel, lookup: lookup) else { continue }
          return (withoutStyles, true)
        } else if let label = labels.sorted().first(where: otherLabels.contains) {
          merge(.unknown("a view with .frame(\(label):)"))
        }
      case "fixedSize" where Self.fixesSize(modifier, along: axis):
        // Proposed nil along the axis, the view inside takes its ideal size whatever it is
        // offered (a Picker as wide as its menu): only what is outside can make it flexible.
        return (withoutStyles, true)
      case "fixedSize":
        // Proposed nil across the axis, the view inside no longer gets the fixed length.
        if Self.fixesSize(modifier, along: axis == .horizontal ? .vertical : .horizontal) {
          crossFixed = false
        }
      case "scaledToFit" where crossFixed, "aspectRatio" where crossFixed && Self.fits(modifier):
        // Fitted into a fixed length across the axis (`.scaledToFit().frame(height: 24)`, a
        // resizable icon): its ratio bounds it along the axis whatever is inside, as text is.
        return (withoutStyles, true)
      case "aspectRatio":
        merge(
          .unknown(
            "a view with .aspectRatio (a SwiftUI modifier whose effect on layout this migration does not model)"
          ), fromAspectRatio: true)
      case "position":
        // A positioned view takes all the space it is offered, on both axes.
        merge(.flexible("a view with .position(…)"))
      case "resizable":
        merge(.flexible("a resizable Image"))
      case "containerRelativeFrame":
        merge(.flexible(".containerRelativeFrame"))
      case "matchedGeometryEffect":
        // A view that is not the source takes the source's frame.
        let notSource = modifier.arguments.contains {
          $0.label == "isSource" && $0.expression?.text != "true"
        }
        if notSource {
          merge(.unknown("a view with .matchedGeometryEffect(isSource: false)"))
        }
      case "progressViewStyle":
        switch Self.progressStyle(modifier.arguments.first?.expression) {
        case "linear":
          // A bar as wide as it is offered, of its own height.
          if axis == .horizontal { merge(.flexible("a linear ProgressView"), fromStyle: true) }
        case "circular", "automatic":
          break  // the ProgressView decides
        default:
          merge(.unknown("a view with a custom .progressViewStyle"), fromStyle: true)
        }
      case "buttonStyle", "labelStyle":
        merge(style(modifier, along: axis, lookup: lookup), fromStyle: true)
      case "modifier":
        // `.modifier(Name(…))`: the body(content:) of a ViewModifier of the run.
        let type = modifier.arguments.first?.expression.flatMap(FunctionCall.init)?.calleeName
        guard let type, let lookup,
          let body = lookup.resolver.viewModifierBody(ofType: type, at: modifier.node)
        else {
          merge(.unknown("a view with .modifier(\(type ?? "…"))"))
          continue
        }
        let (sizing, settled) = declaredModifier(
          body, on: "content", what: "a view with .modifier(\(type))", along: axis, lookup: lookup)
        if settled { return (withoutStyles.merged(sizing), true) }
        merge(sizing)
      case let name
      where Self.sizeNeutralModifiers.contains(name) || name.hasPrefix("accessibility"):
        break
      case let name:
        // A modifier the run adds to View (`extension View { func card() -> some View }`).
        guard let lookup, let project = projectModifier(name, along: axis, lookup: lookup) else {
          if let lookup, let base, reconfigures(base, by: name, lookup: lookup) { continue }
          let reason =
            SwiftUIModifiers.contains(name)
            ? "a SwiftUI modifier whose effect on layout this migration does not model"
            : lookup.map { Self.isViewExtensionProperty(name, lookup: $0) } == true
              ? "a property the run adds to View, which this migration does not follow"
              : "declared outside this run"
          let isStyle = SwiftUIModifiers.isControlStyle(name)
          merge(.unknown("a view with .\(name) (\(reason))"), fromStyle: isStyle)
          continue
        }
        if project.settled { return (withoutStyles.merged(project.sizing), true) }
        merge(project.sizing)
      }
    }
    return (result, false)
  }

  /// Whether the run adds `name` to views as a computed property (`extension View { var
  /// captionStyle: some View { … } }`): it is the run's, though not followed as its methods are.
  static func isViewExtensionProperty(_ name: String, lookup: SizingLookup) -> Bool {
    lookup.resolver.index.members(named: name, in: "View").contains {
      $0.kind == .computedProperty && !$0.isStatic
    }
  }

  /// Whether `.name(…)` is a method of the base's own view type that returns that type
  /// (`CircularProgressView(…).autoStart(…)`, `func autoStart(…) -> CircularProgressView`
  /// in an extension of it): the same view with other properties set, which its body, as
  /// it sizes the base, reads in all their values.
  static func reconfigures(_ base: Syntax, by name: String, lookup: SizingLookup) -> Bool {
    guard let call = FunctionCall(base), call.callee.kind == .declReferenceExpr,
      let type = call.calleeName, type.first?.isUppercase == true
    else { return false }
    // (A stored property may share the name: `private var autoStart: (…)?` set by it.)
    let methods = lookup.resolver.index.members(named: name, in: type).filter {
      $0.kind == .function && !$0.isStatic
    }
    return !methods.isEmpty
      && methods.allSatisfy { $0.type?.text == type || $0.type?.text == "Self" }
  }

  /// Whether a frame's `label:` argument fixes a length: `width: showsBar ? nil : 0` does
  /// not (when it is nil, the view inside sizes itself, a shape then fills), nor does
  /// `width: width`, a `CGFloat?` property that callers may leave nil.
  static func fixesLength(
    _ frame: AppliedModifier, _ label: String, lookup: SizingLookup?
  ) -> Bool {
    guard let value = frame.arguments.first(where: { $0.label == label })?.expression else {
      return true
    }
    if !value.descendants(.nilLiteralExpr).isEmpty { return false }
    if let lookup, lookup.resolver.type(of: value)?.isOptional == true { return false }
    return true
  }

  /// Whether `.aspectRatio(…)` fits its view into what it is offered (`contentMode: .fit`).
  static func fits(_ aspectRatio: AppliedModifier) -> Bool {
    aspectRatio.arguments.contains { $0.label == "contentMode" && $0.expression?.text == ".fit" }
  }

  /// Whether `.fixedSize(…)` proposes nil along `axis`: `.fixedSize()` does on both axes,
  /// `.fixedSize(horizontal: false, vertical: true)` only vertically (a value that is not
  /// a literal `false` may be true, which is not known to fix).
  static func fixesSize(_ modifier: AppliedModifier, along axis: SpacerStack.Axis) -> Bool {
    guard !modifier.arguments.isEmpty else { return true }
    let label = axis == .horizontal ? "horizontal" : "vertical"
    return modifier.arguments.first { $0.label == label }?.expression?.text == "true"
  }

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
    // What is presented apart from the view (a dialog, a sheet's own settings), not in it.
    "actionSheet", "fileImporter", "fileExporter", "fileMover", "fileDialogMessage",
    "fileDialogConfirmationLabel", "fileDialogDefaultDirectory", "presentationDetents",
    "presentationDragIndicator", "presentationBackground", "presentationBackgroundInteraction",
    "presentationCornerRadius", "presentationCompactAdaptation", "presentationContentInteraction",
    "presentationSizing", "interactiveDismissDisabled", "dialogIcon", "dialogSeverity",
    "dialogSuppressionToggle",
    "confirmationDialog", "fullScreenCover", "contextMenu", "keyboardShortcut", "focused",
    "focusable",
    "textSelection", "animation", "transition", "dynamicTypeSize", "environment",
    "environmentObject", "fixedSize", "layoutPriority", "labelsHidden", "draggable",
    "dropDestination",
    "glassEffect", "zIndex", "renderingMode", "interpolation", "antialiased", "focusSection",
    "focusEffectDisabled", "allowsHitTesting", "hoverEffect", "onHover", "onContinuousHover",
    "scaledToFit", "scaledToFill", "onDrag", "onDrop", "sensoryFeedback", "geometryGroup",
    "visualEffect", "onPreferenceChange", "transaction", "contentMargins", "menuIndicator",
    "symbolEffectsRemoved", "preferredColorScheme", "colorScheme", "ignoresSafeArea",
    "widgetAccentable", "widgetAccentedRenderingMode", "widgetURL", "invalidatableContent",
    "pointerStyle", "hoverEffectDisabled",
    // How a field edits text (its keyboard, capitalisation, return key), not its room.
    "textInputAutocapitalization", "autocapitalization", "autocorrectionDisabled",
    "disableAutocorrection", "keyboardType", "textContentType", "submitLabel", "submitScope",
    "searchFocused", "onKeyPress",
    // Focus, commands and events a view answers, and titles its navigation container shows.
    "focusedValue", "focusedSceneValue", "focusedObject", "focusedSceneObject", "defaultFocus",
    "prefersDefaultFocus", "focusScope", "onMoveCommand", "onExitCommand", "onPlayPauseCommand",
    "onCommand", "onDeleteCommand", "onCopyCommand", "onCutCommand", "onPasteCommand",
    "onOpenURL", "onContinueUserActivity", "userActivity", "onGeometryChange",
    "navigationTitle", "navigationSubtitle", "navigationBarTitleDisplayMode",
    "toolbarTitleDisplayMode",
  ]
}
