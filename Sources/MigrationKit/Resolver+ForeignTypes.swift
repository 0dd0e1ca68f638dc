import SwiftCST

extension Resolver {
  /// The type a modifier chain starts by constructing, when that type is of another module
  /// and not one of SwiftUI's or another Apple framework's views (`SwiftUIViews`, `Map` of
  /// MapKit): `SafariView` for
  /// `SafariView(url: u).accentColor(.purple)`, or for
  /// `SafariView(url: u).barTint(.red).accentColor(.purple)`, where the run declares no
  /// `SafariView` (it may extend one). Such a type's members are not in the run: it may
  /// declare a method with a modifier's name that returns its own type, so a call on the
  /// chain may be its method rather than SwiftUI's modifier. Nil when the chain starts with
  /// anything else: a type the run declares (`CardView()`), SwiftUI's (`Text("a")`,
  /// `SwiftUI.Text("a")`), a function of the run, a value or an implicit member.
  public func foreignConstruction(heading expression: Syntax) -> String? {
    // Down the chain through method calls (`x.barTint(…)`) to its head; a capitalised
    // member is a type path (`BrowserKit.Reader(…)`), and `T.init(…)` constructs T.
    var base = expression
    while let call = FunctionCall(base), let access = call.memberAccess, let receiver = access.base,
      access.name != "init", access.name.first?.isUppercase == false
    {
      base = receiver
    }
    guard let call = FunctionCall(base) else { return nil }
    switch resolve(call.callee) {
    case .unknown: break
    case .type(let type) where type.kind == .extension: break
    default: return nil
    }
    guard let name = DeclarationScanner.constructedType(base)?.name,
      !name.hasPrefix("SwiftUI."), !SwiftUIViews.names.contains(name),
      !SwiftUIViews.isSystemView(name)
    else { return nil }
    return name
  }

  /// The type whose static method a modifier chain starts by calling, when that type is of
  /// another module and not one of SwiftUI's or another Apple framework's views: `Tag` for
  /// `Tag.font(f).foregroundColor(c)` (an attributed-text library's styles), where the run
  /// declares no `Tag` (it may extend one). Such a method returns what its module says, most
  /// often a builder of its own, so a call named like a modifier on it may be its method
  /// rather than SwiftUI's. Nil when the chain starts with anything else: a static method of
  /// a type the run declares or of SwiftUI's (`Color.random()`), `Self`, a construction
  /// (`foreignConstruction(heading:)`), a value or a property (`Asset.logo.image`).
  public func foreignStaticCall(heading expression: Syntax) -> String? {
    var base = expression
    while let call = FunctionCall(base), let access = call.memberAccess, let receiver = access.base,
      access.name != "init", access.name.first?.isUppercase == false
    {
      base = receiver
    }
    guard base != expression, base.kind == .declReferenceExpr,
      let name = base.referencedNameToken?.text, name.first?.isUppercase == true, name != "Self",
      !SwiftUIViews.names.contains(name), !SwiftUIViews.isSystemView(name)
    else { return nil }
    switch resolve(base) {
    case .unknown: return name
    case .type(let type) where type.kind == .extension: return name
    default: return nil
    }
  }

  /// Whether SwiftUI's `View`, `Shape` or `Text`, extended by the run, surely has no member
  /// `name`: the only member types of View and Shape are `Body` and `AnimatableData`, Text's
  /// are those of `textMemberTypes`, and every other member's name starts in lowercase; so
  /// `Color` inside `extension View`, or SwiftGen's `Asset` inside `extension Text`, is the
  /// one further out. (A member type the run nests in them is asked of the index after this.)
  static func isNoFrameworkMember(_ name: String, of type: String) -> Bool {
    guard name.first?.isUppercase == true else { return false }
    switch type {
    case "View", "Shape": return name != "Body" && name != "AnimatableData"
    case "Text", "SwiftUI.Text": return !textMemberTypes.contains(name)
    default: return false
    }
  }

  /// The member types SwiftUI's `Text` has, or has had (with View's `Body`), in any release.
  private static let textMemberTypes: Set<String> = [
    "Body", "AnimatableData", "Case", "DateStyle", "LineStyle", "Scale", "TruncationMode",
    "Layout", "LayoutKey", "Proxy", "Storage", "Effect", "Selectability", "Suffix",
    "WritingDirectionStrategy", "AlignmentStrategy", "Modifier", "Style", "Renderer",
    "Selection", "Format", "FormatStyle", "Resolved", "ResolvedText", "Content",
  ]
}
