import MigrationKit
import SwiftCST

// Where ignores-safe-area-scope moves `.ignoresSafeArea()` when content ignores the safe area
// only to let its backdrop bleed: the backdrop (`.background` layers, or a ZStack's first
// layer and the decorations after it) and the modifiers that block the move. How a site is
// classified is in IgnoresSafeAreaScopeSites.swift.

extension IgnoresSafeAreaScope {
  /// Moving `.ignoresSafeArea()` from content to its backdrop: the `.background` modifiers
  /// right before it, or the first layer of a ZStack and the decoration layers after it.
  struct BackdropMove {
    /// `.ignoresSafeArea()` appended to each backdrop that does not bleed by itself.
    let appendTo: [Syntax]
    let removed: Modifier
    let isZStack: Bool
    /// A ZStack's decoration layers after the first (`VStack { Spacer(); RoundedRectangle(…)
    /// }`, a sheet pinned to the bottom): they get `.ignoresSafeArea()` too.
    let laterDecorations: Int
    /// A ZStack's first layer cut by a shape or view (`Color.black.mask(Viewfinder())`, a
    /// scanner's window): see `leftAlone`.
    let cutoutMask: Modifier?
    /// A ZStack whose only backdrop is a first layer of `Color.clear` and whose content is
    /// placed by `.offset` or `.position`: see `leftAlone`.
    let placesContentOnScreen: Bool
    let file: SourceFile

    init?(before: [Modifier], base: Syntax, modifier: Modifier, context: MigrationContext) {
      let backgrounds = before.reversed().prefix { $0.name == "background" }
      var appendTo: [Syntax] = []
      if !backgrounds.isEmpty {
        var marks = 0
        for background in backgrounds {
          guard let layer = Self.backdrop(of: background, context: context) else { return nil }
          // A mark of a fixed size lines up with the content: see `isFixedSizeMark`.
          let isMark = layer.first.map(Self.isFixedSizeMark) == true
          if isMark { marks += 1 } else { appendTo += layer }
        }
        // Only marks: nothing here is a backdrop to bleed.
        guard marks < backgrounds.count else { return nil }
        isZStack = false
        laterDecorations = 0
        cutoutMask = nil
        placesContentOnScreen = false
      } else {
        // `ZStack { Color.x; content }.ignoresSafeArea()`
        guard let stack = FunctionCall(base), stack.calleeName == "ZStack",
          let layers = stack.trailingClosure?.statements, layers.count >= 2
        else { return nil }
        let first = ModifierChain(outermost: layers[0])
        let resolver = context.resolver(for: base.file)
        let layer = Layer(first.base, first.modifiers) {
          resolver.declaresType(named: $0, at: first.base)
        }
        guard layer == .fullBleed, !Self.isFixedSizeMark(layers[0]) else { return nil }
        cutoutMask = first.modifiers.first { Self.isCutoutMask($0) }
        // A first layer that ignores it already, in either spelling, needs nothing added.
        appendTo =
          first.has("ignoresSafeArea") || first.has("edgesIgnoringSafeArea") ? [] : [layers[0]]
        // A later decoration layer (a colour band, a sheet pinned to an edge) is laid out in
        // the whole screen while the ZStack ignores the safe area; it stays there only if it
        // ignores the safe area itself, as the first layer does.
        var later = 0
        for statement in layers.dropFirst() {
          let chain = ModifierChain(outermost: statement)
          let declares = { (name: String) in resolver.declaresType(named: name, at: chain.base) }
          // A mark of a fixed size (`Circle().frame(width: 120, height: 120)`, a viewfinder's
          // outline) is centred like the content, away from the edges: no backdrop. As for
          // the first layer, its last frame tells: a card of a fixed size pinned to an edge
          // by a filling frame after it is laid out against that edge.
          guard Self.isDecoration(statement, declaresType: declares),
            !Self.isFixedSizeMark(statement)
          else { continue }
          later += 1
          if !chain.has("ignoresSafeArea") && !chain.has("edgesIgnoringSafeArea") {
            appendTo.append(statement)
          }
        }
        laterDecorations = later
        placesContentOnScreen =
          later == 0 && Self.isClear(first)
          && layers.dropFirst().contains { layer in
            ModifierChain(outermost: layer).modifiers.contains {
              $0.name == "offset" || $0.name == "position"
            }
          }
        isZStack = true
      }
      self.appendTo = appendTo
      self.removed = modifier
      self.file = base.file
    }

    /// Why the move is not offered (a `--verbose` note), or nil.
    /// - A view as big as its content on a rounded background (a HUD, a toast): the card is
    ///   no backdrop meant to bleed, and the move would only re-centre the view in the safe area.
    /// - A first layer cut out by its mask: the cut-out is laid out in the whole screen and the
    ///   other layers line up with it there; in the safe area they would sit off it.
    /// - Content placed by `.offset` or `.position` over a `Color.clear` first layer (a badge
    ///   tucked under the camera housing): the ZStack spans the screen to make those distances
    ///   from its edges; the clear layer bleeds nothing, and the content would move.
    func leftAlone(_ subject: String, before: [Modifier]) -> String? {
      if !isZStack, let card = IgnoresSafeAreaScope.roundedCard(before: before) {
        return
          "\(subject) ignores the safe area on every edge over a rounded background (`\(card)`), most often a floating card as big as its content (a HUD, a toast): ignoring the safe area only re-centres it in the whole screen; left as it is"
      }
      if cutoutMask != nil {
        return
          "\(subject) ignores the safe area on every edge, and its first layer is cut out by `.mask` in the whole screen; its other layers line up with the cut-out there and would move off it in the safe area: left as it is"
      }
      if placesContentOnScreen {
        return
          "\(subject) ignores the safe area on every edge over `Color.clear`, which draws nothing, and places its content by `.offset` or `.position`: the ZStack spans the whole screen so that those are distances from the screen's edges (under the status bar or the camera housing); on the clear layer alone `.ignoresSafeArea()` would bleed nothing and only move the content by the safe area's insets: left as it is"
      }
      return nil
    }

    /// `Color.clear` with nothing that draws or takes touches (`.frame`, `.ignoresSafeArea()`
    /// only): a layer that only makes its ZStack as big as the space it is offered.
    static func isClear(_ layer: ModifierChain) -> Bool {
      ["Color.clear", "SwiftUI.Color.clear"].contains(layer.base.text)
        && layer.modifiers.allSatisfy {
          ["frame", "ignoresSafeArea", "edgesIgnoringSafeArea"].contains($0.name)
        }
    }

    /// A layer whose last frame fixes both its width and its height to numbers
    /// (`Circle().frame(width: 40, height: 40)`): a mark, centred in the container like its
    /// content, not a backdrop. `.ignoresSafeArea()` does not resize it; it would only centre
    /// it in the whole screen while the content moves into the safe area, off the content it
    /// lines up with. (A size the code computes may be the screen's: not a mark.)
    static func isFixedSizeMark(_ layer: Syntax) -> Bool {
      guard
        let frame = ModifierChain(outermost: layer).modifiers.last(where: { $0.name == "frame" })
      else { return false }
      let numbers: Set<SyntaxKind> = [.integerLiteralExpr, .floatLiteralExpr]
      func isNumber(_ label: String) -> Bool {
        frame.arguments.first { $0.label == label }?.expression.map { numbers.contains($0.kind) }
          == true
      }
      return isNumber("width") && isNumber("height")
    }

    /// `.mask(…)` by a shape or view; a colour or gradient mask (a fade) cuts nothing out.
    static func isCutoutMask(_ modifier: Modifier) -> Bool {
      guard modifier.name == "mask" else { return false }
      let view =
        modifier.trailingClosure.flatMap { $0.statements.count == 1 ? $0.statements[0] : nil }
        ?? modifier.arguments.first { $0.label == nil }?.expression
      guard let view, let name = ModifierChain(outermost: view).base.leftmostName else {
        return true
      }
      return !styleViews.contains(name)
    }

    /// A ZStack layer that is decoration: a colour, gradient, shape or the like (`Layer`), or
    /// a stack of those and Spacers (`VStack { Spacer(); RoundedRectangle(…) }`).
    static func isDecoration(_ statement: Syntax, declaresType: (String) -> Bool) -> Bool {
      let chain = ModifierChain(outermost: statement)
      if Layer(chain.base, chain.modifiers, declaresType: declaresType) == .fullBleed {
        return true
      }
      guard let stack = FunctionCall(chain.base), let name = stack.calleeName,
        ["VStack", "HStack", "ZStack"].contains(name),
        let statements = stack.trailingClosure?.statements
      else { return false }
      var decorations = 0
      for statement in statements {
        if ModifierChain(outermost: statement).base.leftmostName == "Spacer" { continue }
        guard isDecoration(statement, declaresType: declaresType) else { return false }
        decorations += 1
      }
      return decorations > 0
    }

    /// The layer of one `.background` that needs `.ignoresSafeArea()` ([] if it bleeds by
    /// itself), or nil when that cannot be written (several views, a style in a variable).
    static func backdrop(of background: Modifier, context: MigrationContext) -> [Syntax]? {
      let arguments = background.arguments
      let layer: Syntax
      if let closure = background.trailingClosure {
        guard arguments.allSatisfy({ $0.label == "alignment" }), closure.signature == nil,
          closure.statements.count == 1
        else { return nil }
        layer = closure.statements[0]
      } else {
        guard let first = arguments.first, first.label == nil, let expression = first.expression,
          arguments.dropFirst().allSatisfy({ $0.label == "alignment" })
        else { return nil }
        layer = expression
        if arguments.count == 1 {
          // `.background(.bar)`: only the ShapeStyle overload takes it, and it bleeds.
          if let access = MemberAccess(expression), access.base == nil { return [] }
          // A Color or gradient picks the ShapeStyle overload where it exists (iOS 15+).
          let style = ModifierChain(outermost: expression)
          if let name = style.base.leftmostName, Self.styleViews.contains(name),
            style.modifiers.allSatisfy({ $0.name == "opacity" }),
            context.isAvailable(
              IgnoresSafeAreaScope.styleBackgroundAvailability, at: background.node)
          {
            return []
          }
        }
      }
      let chain = ModifierChain(outermost: layer)
      if chain.has("ignoresSafeArea") || chain.has("edgesIgnoringSafeArea") { return [] }
      // Only a view can take `.ignoresSafeArea()`; a lowercase name may be a ShapeStyle.
      guard let name = chain.base.leftmostName, name.first!.isUppercase else { return nil }
      return [layer]
    }

    /// Modifiers that keep the move from laying out the same: before `.ignoresSafeArea()`,
    /// one that flattens or clips the container (the moved layer would be cut to the safe
    /// area); after it, a hit shape or gesture on the container (its hit area would shrink).
    func blocker(before: [Modifier], after: [Modifier], context: MigrationContext) -> Modifier? {
      let between = isZStack ? before : Array(before.reversed().drop { $0.name == "background" })
      if let clip = between.first(where: { Self.clippingModifiers.contains($0.name) }),
        isZStack
      {
        return clip
      }
      return after.first {
        Self.hitModifiers.contains($0.name)
          // A view laid behind or over the container after it (`.background(BlurView())`)
          // is as big as the container: it would shrink to the safe area with it. A
          // ShapeStyle (`.background(.bar)`, a Color from iOS 15) bleeds by itself.
          || (($0.name == "background" || $0.name == "overlay")
            && Self.backdrop(of: $0, context: context) != [])
      }
    }

    static let clippingModifiers: Set = [
      "drawingGroup", "compositingGroup", "clipped", "clipShape", "mask",
    ]
    static let hitModifiers: Set = [
      "contentShape", "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture",
      "highPriorityGesture",
    ]

    /// Views that are also ShapeStyles.
    static let styleViews: Set = [
      "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
      "MeshGradient",
    ]
  }
}
