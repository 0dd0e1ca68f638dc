import MigrationKit
import SwiftCST

/// The directions in which a view takes all the space it is offered, as far as its source
/// tells (unknown counts as not). `background-decoration` frames the content to the size the
/// greedy layer gave the ZStack only along the other directions: a frame along a direction
/// the view fills already would only repeat its size.
struct FilledAxes: Equatable {
  var width = false
  var height = false

  static let both = FilledAxes(width: true, height: true)

  init(width: Bool = false, height: Bool = false) {
    self.width = width
    self.height = height
  }

  var both: Bool { width && height }

  /// What `view` fills: the directions of its last frame with a `.infinity` maximum (both
  /// for a `.position`) when only padding or size-keeping modifiers follow it, and those its
  /// frame does not size that the view fills (`.frame(maxWidth: .infinity)` on a VStack with
  /// a Spacer still fills the height); a container that takes all it is offered (List,
  /// ScrollView…); a stack whose children fill a direction, or that holds a bare `Spacer()`
  /// along its own axis (it takes the free space, so the stack all of it).
  init(of view: Syntax) {
    let chain = ModifierChain(outermost: view)
    let keepsSize = { (modifier: Modifier) in
      modifier.name == "padding" || sizeKeepingModifiers.contains(modifier.name)
    }
    guard let last = chain.modifiers.lastIndex(where: { !keepsSize($0) }) else {
      self = Self(base: chain.base)
      return
    }
    let modifier = chain.modifiers[last]
    // `.position(x:y:)` takes all the space offered, as a filling frame does (a logo placed
    // at a computed point on a launch screen): a frame after it would repeat it.
    if modifier.name == "position" {
      self = .both
      return
    }
    self = Self(frame: modifier)
    // A frame passes the offer along a direction it does not size on to its view, and is as
    // big as the view there: right on the view, it fills what the view fills.
    guard modifier.name == "frame", !chain.modifiers[..<last].contains(where: { !keepsSize($0) })
    else { return }
    let labels = Set(modifier.arguments.compactMap(\.label))
    let inner = Self(base: chain.base)
    if labels.isDisjoint(with: ["width", "minWidth", "idealWidth", "maxWidth"]) {
      width = width || inner.width
    }
    if labels.isDisjoint(with: ["height", "minHeight", "idealHeight", "maxHeight"]) {
      height = height || inner.height
    }
  }

  /// What the view `base`, with no modifiers, fills: a container that takes all it is offered,
  /// or a stack as `init(of:)` says.
  private init(base: Syntax) {
    guard let head = base.leftmostName, base.kind == .functionCallExpr else {
      return
    }
    if greedyContainers.contains(head) {
      self = .both
      return
    }
    // A stack is as big as its children together: one that takes all it is offered (the
    // ScrollView under a header) makes the stack take all of it too.
    guard ["VStack", "HStack", "ZStack"].contains(head),
      let closure = FunctionCall(base)?.trailingClosure
    else { return }
    for statement in closure.statements {
      if head != "ZStack", Self.isBareSpacer(statement) {
        if head == "VStack" { height = true } else { width = true }
        continue
      }
      let child = FilledAxes(of: statement)
      width = width || child.width
      height = height || child.height
    }
  }

  /// The directions a `.frame(maxWidth: .infinity, maxHeight: .infinity)` fills: those
  /// whose maximum is `.infinity`; none for any other modifier.
  init(frame modifier: Modifier) {
    guard modifier.name == "frame" else { return }
    func infinite(_ label: String) -> Bool {
      let text = modifier.arguments.first { $0.label == label }?.expression?.text
      return text == ".infinity" || text == "CGFloat.infinity"
    }
    width = infinite("maxWidth")
    height = infinite("maxHeight")
  }

  /// `Spacer()` or `Spacer(minLength: n)` with no modifier.
  private static func isBareSpacer(_ statement: Syntax) -> Bool {
    guard let call = FunctionCall(statement), call.callee.text == "Spacer",
      call.trailingClosure == nil
    else { return false }
    return ModifierChain(outermost: statement).modifiers.isEmpty
  }

  /// The frame that gives the content the directions it does not fill already, placed by
  /// the ZStack's alignment (nil: centred) along those directions only:
  /// `.frame(maxHeight: .infinity, alignment: .top)` for a `.topLeading` ZStack around a
  /// view as wide as its space.
  func fillingFrame(alignment: String?) -> String {
    var arguments: [String] = []
    if !width { arguments.append("maxWidth: .infinity") }
    if !height { arguments.append("maxHeight: .infinity") }
    if let alignment = Self.part(of: alignment, framedWidth: !width, framedHeight: !height) {
      arguments.append("alignment: \(alignment)")
    }
    return ".frame(\(arguments.joined(separator: ", ")))"
  }

  /// The part of `alignment` along the framed directions (`.topLeading` → `.top` when only
  /// the height is framed); nil when that part is the centre. A spelling not recognised is
  /// kept as written.
  private static func part(of alignment: String?, framedWidth: Bool, framedHeight: Bool)
    -> String?
  {
    guard let alignment, !(framedWidth && framedHeight) else { return alignment }
    let name =
      alignment.hasPrefix("Alignment.") ? "." + alignment.dropFirst("Alignment.".count) : alignment
    let parts: [String: (horizontal: String?, vertical: String?)] = [
      ".top": (nil, ".top"), ".bottom": (nil, ".bottom"), ".center": (nil, nil),
      ".leading": (".leading", nil), ".trailing": (".trailing", nil),
      ".topLeading": (".leading", ".top"), ".topTrailing": (".trailing", ".top"),
      ".bottomLeading": (".leading", ".bottom"), ".bottomTrailing": (".trailing", ".bottom"),
    ]
    guard let known = parts[String(name)] else { return alignment }
    return framedWidth ? known.horizontal : known.vertical
  }
}

/// Views that take the whole proposal in both directions.
private let greedyContainers: Set<String> = [
  "List", "ScrollView", "Form", "NavigationStack", "NavigationView", "NavigationSplitView",
  "TabView", "GeometryReader", "TextEditor", "Map",
]

/// Modifiers that leave a view's size alone (so a greedy view stays greedy).
private let sizeKeepingModifiers: Set<String> = [
  "navigationTitle", "navigationBarTitleDisplayMode", "toolbar", "listStyle", "formStyle",
  "scrollContentBackground", "scrollIndicators", "scrollDismissesKeyboard", "font",
  "foregroundStyle", "foregroundColor", "tint", "refreshable", "searchable", "environment",
  "environmentObject", "task", "onAppear", "onDisappear", "onChange", "sheet", "alert",
  "confirmationDialog", "fullScreenCover", "navigationDestination", "animation",
  "tabViewStyle", "listRowBackground", "ignoresSafeArea", "toolbarBackground", "contextMenu",
  "help", "disabled", "opacity",
]
