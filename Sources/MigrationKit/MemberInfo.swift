import SwiftCST

/// A property, function, initializer, subscript or enum case of a type, or a top-level
/// function or variable.
///
/// A handle to the member's record in its file's `DeclarationStore`: copying one retains
/// one reference, and each field is read (a `String` made) when asked.
public struct MemberInfo: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    case storedProperty, computedProperty, function, initializer, `subscript`, enumCase
  }

  let store: DeclarationStore
  let index: Int32

  init(_ store: DeclarationStore, _ index: Int32) {
    self.store = store
    self.index = index
  }

  private var record: DeclarationStore.MemberRecord { store.members[Int(index)] }

  public var name: String { store.string(record.name) }
  public var kind: Kind { record.kind }
  /// The qualified name of the type (or extended type) it is declared in; nil at top level.
  public var containingType: String? {
    let container = record.container
    return container < 0 ? nil : store.string(store.types[Int(container)].name)
  }
  /// A property's declared type (`Color?`; for `let x = T(…)` without annotation, `T`,
  /// see `isTypeInferred`), a function's or subscript's result type (`some View`); nil
  /// when not written and not inferable.
  public var type: TypeReference? {
    let record = record
    switch record.typeForm {
    case .none: return nil
    case .written: return TypeReference(text: store.string(record.type))
    case .named: return TypeReference(named: store.string(record.type))
    case .namedOptional: return TypeReference(named: store.string(record.type), optional: true)
    }
  }
  /// Declared in an extension (`extension Themed { var accent: Color { … } }`), not in the
  /// type's declaration: for a protocol, a default implementation rather than a requirement.
  var isInExtension: Bool {
    let container = record.container
    return container >= 0 && store.types[Int(container)].kind == .extension
  }
  /// The type came from the initial value `T(…)`, not from an annotation.
  public var isTypeInferred: Bool { record.isTypeInferred }
  /// Attribute names without `@`, in order: `ViewBuilder`, `State`, `Published`, `MainActor`.
  public var attributes: [String] { store.strings(record.attributes) }
  public var access: AccessLevel { record.access }
  public var isStatic: Bool { record.isStatic }
  /// A property declared with `let` (a constant once initialised); false for `var`, a
  /// computed property and any other member.
  public var isConstant: Bool { record.isConstant }
  /// Argument labels of a function, initializer, subscript or enum case (`_` for none).
  public var parameterLabels: [String] { store.strings(record.labels) }
  /// The declared type of each parameter of a function, initializer or subscript, as the
  /// body sees it (`Text`, `[Int]` for `Int...`), and of each payload of an enum case;
  /// parallel to `parameterLabels`.
  public var parameterTypes: [TypeReference?] {
    record.parameters.map { position in
      store.parameters[Int(position)].type.map { TypeReference(text: store.string($0)) }
    }
  }
  /// Whether each parameter has a default value; parallel to `parameterLabels`.
  public var parameterHasDefault: [Bool] {
    record.parameters.map { store.parameters[Int($0)].hasDefault }
  }
  /// Where it is declared: the file's path and the byte offset of the declaration.
  public var path: String { store.path }
  public var offset: Int { record.offset }

  /// The fields most members leave empty (most functions too), kept out of line.
  private var details: DetailFields? {
    let position = record.details
    return position < 0 ? nil : store.details[Int(position)]
  }

  /// A failable initializer (`init?`): calling it gives an optional.
  public var isFailable: Bool { details?.isFailable ?? false }
  /// For a generic function whose result is its generic parameter `T` and which declares
  /// exactly one parameter of type `T` (`func tweaked<T>(_ value: T, _ change: …) -> T`):
  /// that parameter's position, whose argument's type is the call's. Nil otherwise.
  public var returnedParameter: Int? {
    // The one field, not a copy of all the details (asked of every function a call reaches).
    let details = record.details
    guard details >= 0 else { return nil }
    let position = store.details[Int(details)].returnedParameter
    return position >= 0 ? Int(position) : nil
  }
  /// For a generic function whose result is its own generic parameter, written bare
  /// (`func resolve<T>(_ type: T.Type) -> T`): its declared type names no type, as the call
  /// decides it.
  public var returnsOwnGenericParameter: Bool {
    let details = record.details
    return details >= 0 && store.details[Int(details)].returnedParameter != -1
  }
  /// `@Environment(\.name) var x` without a written type: `name`, the `EnvironmentValues`
  /// property whose type x has (see `Resolver.type(of:)`).
  public var environmentKey: String? { details?.environmentKey }
  /// For a view-building member (a `@ViewBuilder` one, `body`, or one whose type names a
  /// view): the views its body produces. Nil otherwise, and for a property without a body.
  public var viewArity: ViewArity? {
    // The one field, not a copy of all the details (full-width-frame asks every member).
    let position = record.details
    return position < 0 ? nil : store.details[Int(position)].viewArity
  }
  /// For a view-building function whose one view applies `.modifier(T(…))` once
  /// (`modifier(CardStyle())`, `self.modifier(…)`): the type `T` as written (see
  /// `DeclarationScanner.appliedModifierType(of:arity:in:)`).
  public var appliedModifierType: String? {
    let position = record.details
    return position < 0 ? nil : store.details[Int(position)].appliedModifierType
  }
  /// For a view-building function whose one view applies `.frame(…)` once: the labels of
  /// the arguments set, `width?` for a width that may be nil (see
  /// `DeclarationScanner.frameLabels(of:arity:in:)`).
  public var frameLabels: [String]? {
    let position = record.details
    return position < 0 ? nil : store.details[Int(position)].frameLabels
  }
  /// For an initializer: the platforms no `#if` clause around it rules out (all of them
  /// outside `#if`; `[.iOS]` inside `#if os(iOS)`; see `Syntax.ifConfigPlatforms`).
  public var ifConfigPlatforms: [Platform] {
    let position = record.details
    let ruledOut = position < 0 ? 0 : store.details[Int(position)].ruledOutPlatforms
    guard ruledOut != 0 else { return Platform.allCases }
    return Platform.allCases.enumerated().filter { ruledOut & (1 << $0.offset) == 0 }.map(\.element)
  }
  /// For an initializer: the calls it forwards to (`self.init(…)`, `super.init(…)`, and
  /// calls of capitalised names such as `NavigationLink(…)`), then the methods it runs
  /// outside closures (`setUp()`, `self.load()`; not its parameters), without labels.
  public var forwards: [ForwardedCall] { details?.forwards ?? [] }
  /// For an initializer: the calls outside closures that subscribe the object to another's
  /// events (`NotificationCenter.default.publisher(…).sink`, `Timer.scheduledTimer`; see
  /// `DeclarationScanner.subscriptions(in:of:)`).
  public var subscriptions: [String] { details?.subscriptions ?? [] }
  /// For `body` and an initializer: the names it calls when it runs (`action()`,
  /// `self.onShow()`, also inside `onAppear`/`task`/`onDisappear`, not in other closures),
  /// with `_` for a `let _ = …` statement; for an initializer only its closure parameters.
  public var calls: [String] { details?.calls ?? [] }
  /// For a stored property with neither a written nor a constructed type: its initial
  /// value when that is a name or member accesses on one (`kDefaultColor`,
  /// `Theme.defaultColor`), which `Resolver` types.
  public var initialReference: String? { details?.initialReference }
  /// For a view-building member (see `viewArity`): the capitalised names its body calls
  /// (`PageStrip(…)`, `VStack { … }`), in order of first appearance, framework views
  /// included; see `Resolver.typesBuilt(by:)`.
  public var builtTypes: [String] { details?.builtTypes ?? [] }
  /// Where the body lays out the views of each of `builtTypes` (parallel to it; see
  /// `ViewPlacement`).
  public var builtPlacements: [ViewPlacement] {
    (details?.builtPlacements ?? []).map(ViewPlacement.init(rawValue:))
  }
  /// Where the body lays out calls of `builtTypes` through a closure of a run's view with
  /// a label SwiftUI's views do not use (`trailingContent:`): they count where the run
  /// declares that closure view-building (`ViewPlacement.Labelled`).
  public var labelledPlacements: [ViewPlacement.Labelled] { details?.labelledPlacements ?? [] }
  /// For a view-building member: the names it lays out as views by a bare reference
  /// (`content`, `row(for: item)`, `self.header`), which may be members of its type, in
  /// order of first appearance; see `ViewPlacement.memberUses(below:in:)`.
  public var laidOutNames: [String] { details?.laidOutNames ?? [] }
  /// Where the body lays out each of `laidOutNames` (parallel to it).
  public var laidOutNamePlacements: [ViewPlacement] {
    (details?.laidOutNamePlacements ?? []).map(ViewPlacement.init(rawValue:))
  }

  /// The fields kept in a store's `details`.
  struct DetailFields: Sendable, Hashable {
    var isFailable = false
    var environmentKey: String?
    var viewArity: ViewArity?
    var forwards: [ForwardedCall] = []
    var subscriptions: [String] = []
    var calls: [String] = []
    var builtTypes: [String] = []
    /// `ViewPlacement` raw values, parallel to `builtTypes`.
    var builtPlacements: [UInt16] = []
    var labelledPlacements: [ViewPlacement.Labelled] = []
    var laidOutNames: [String] = []
    /// `ViewPlacement` raw values, parallel to `laidOutNames`.
    var laidOutNamePlacements: [UInt16] = []
    var initialReference: String?
    /// `returnedParameter`; -2 for a function that returns its own generic parameter
    /// otherwise (`returnsOwnGenericParameter`); -1 for anything else.
    var returnedParameter: Int32 = -1
    var appliedModifierType: String?
    var frameLabels: [String]?
    /// For an initializer inside `#if`: the platforms (`Platform.allCases` positions, a bit
    /// each) its `#if` clauses rule out.
    var ruledOutPlatforms: UInt8 = 0

    var isEmpty: Bool {
      !isFailable && environmentKey == nil && viewArity == nil && forwards.isEmpty
        && subscriptions.isEmpty && calls.isEmpty && builtTypes.isEmpty && laidOutNames.isEmpty
        && initialReference == nil
        && returnedParameter == -1 && appliedModifierType == nil && frameLabels == nil
        && ruledOutPlatforms == 0
    }
  }

  /// Whether the declared type is optional (`T?`, `T!`, `Optional<T>`).
  public var isOptional: Bool { type?.isOptional ?? false }

  /// Whether it has `@ViewBuilder` (or is a `body`, which `View` and `ViewModifier`
  /// declare as view builders).
  public var isViewBuilder: Bool {
    let record = record
    return store.texts(record.attributes, contain: "ViewBuilder")
      || (record.container >= 0 && store.text(record.name, is: "body"))
  }

  /// The property wrapper, if any: `State`, `StateObject`, `Published`, `EnvironmentObject`,
  /// `Binding`, `AppStorage` (the first attribute that is not a known non-wrapper).
  public var propertyWrapper: String? {
    guard kind == .storedProperty || kind == .computedProperty else { return nil }
    return Self.propertyWrapper(among: attributes)
  }

  /// The property wrapper among a property's attribute names (without `@`, in order): the
  /// first that is not a known non-wrapper and starts with a capital.
  public static func propertyWrapper(among attributes: [String]) -> String? {
    attributes.first { !nonWrapperAttributes.contains($0) && $0.first?.isUppercase == true }
  }

  static let nonWrapperAttributes: Set<String> = [
    "ViewBuilder", "MainActor", "Sendable", "MainActor", "GlobalActor", "IBOutlet", "IBAction",
    "IBInspectable", "NSManaged", "NSCopying", "ObservationIgnored", "ObservationTracked",
    "Model", "Observable", "TaskLocal", "ToolbarContentBuilder", "SceneBuilder",
    "CommandsBuilder", "ResultBuilder", "Attribute", "Relationship", "Transient",
    "preconcurrency", "objc", "available", "discardableResult", "inlinable",
  ]

  /// Every field, as values: two members are equal when these are (a member of one scan
  /// equals the same member of another scan of the same text).
  private var fields: Fields {
    Fields(
      name: name, kind: kind, containingType: containingType, type: type,
      isTypeInferred: isTypeInferred, attributes: attributes, access: access,
      isStatic: isStatic, isConstant: isConstant, parameterLabels: parameterLabels,
      parameterTypes: parameterTypes,
      parameterHasDefault: parameterHasDefault, path: path, offset: offset, details: details)
  }

  private struct Fields: Equatable {
    var name: String
    var kind: Kind
    var containingType: String?
    var type: TypeReference?
    var isTypeInferred: Bool
    var attributes: [String]
    var access: AccessLevel
    var isStatic: Bool
    var isConstant: Bool
    var parameterLabels: [String]
    var parameterTypes: [TypeReference?]
    var parameterHasDefault: [Bool]
    var path: String
    var offset: Int
    var details: DetailFields?
  }

  public static func == (lhs: MemberInfo, rhs: MemberInfo) -> Bool {
    (lhs.store === rhs.store && lhs.index == rhs.index) || lhs.fields == rhs.fields
  }

  /// Some of the fields `==` compares (equal members hash alike).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(offset)
    hasher.combine(kind)
    hasher.combine(name)
  }
}
