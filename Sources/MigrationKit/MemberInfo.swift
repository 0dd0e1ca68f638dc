import SwiftCST

/// A property, function, initializer, subscript or enum case of a type, or a top-level
/// function or variable.
public struct MemberInfo: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    case storedProperty, computedProperty, function, initializer, `subscript`, enumCase
  }

  public var name: String
  public var kind: Kind
  /// The qualified name of the type (or extended type) it is declared in; nil at top level.
  public var containingType: String?
  /// A property's declared type (`Color?`; for `let x = T(…)` without annotation, `T`,
  /// see `isTypeInferred`), a function's or subscript's result type (`some View`); nil
  /// when not written and not inferable.
  public var type: TypeReference?
  /// The type came from the initial value `T(…)`, not from an annotation.
  public var isTypeInferred: Bool
  /// Attribute names without `@`, in order: `ViewBuilder`, `State`, `Published`, `MainActor`.
  public var attributes: [String]
  public var access: AccessLevel
  public var isStatic: Bool
  /// Argument labels of a function, initializer, subscript or enum case (`_` for none).
  public var parameterLabels: [String]
  /// The declared type of each parameter of a function, initializer or subscript, as the
  /// body sees it (`Text`, `[Int]` for `Int...`); parallel to `parameterLabels`.
  public var parameterTypes: [TypeReference?]
  /// Whether each parameter has a default value; parallel to `parameterLabels`.
  public var parameterHasDefault: [Bool]
  /// Where it is declared: the file's path and the byte offset of the declaration.
  public var path: String
  public var offset: Int
  /// The fields most members leave empty (most functions too), kept out of line: a
  /// `MemberInfo` is smaller and copying it retains fewer references. Nil when every one is
  /// empty, so that equal members have equal fields here.
  var details: Details?

  /// A failable initializer (`init?`): calling it gives an optional.
  public var isFailable: Bool {
    get { details?.fields.isFailable ?? false }
    set { changeDetails { $0.isFailable = newValue } }
  }
  /// `@Environment(\.name) var x` without a written type: `name`, the `EnvironmentValues`
  /// property whose type x has (see `Resolver.type(of:)`).
  public var environmentKey: String? {
    get { details?.fields.environmentKey }
    set { changeDetails { $0.environmentKey = newValue } }
  }
  /// For a view-building member (a `@ViewBuilder` one, `body`, or one whose type names a
  /// view): the views its body produces. Nil otherwise, and for a property without a body.
  public var viewArity: ViewArity? {
    get { details?.fields.viewArity }
    set { changeDetails { $0.viewArity = newValue } }
  }
  /// For an initializer: the calls it forwards to (`self.init(…)`, `super.init(…)`, and
  /// calls of capitalised names such as `NavigationLink(…)`).
  public var forwards: [ForwardedCall] {
    get { details?.fields.forwards ?? [] }
    set { changeDetails { $0.forwards = newValue } }
  }
  /// For `body` and an initializer: the names it calls when it runs (`action()`,
  /// `self.onShow()`, also inside `onAppear`/`task`/`onDisappear`, not in other closures),
  /// with `_` for a `let _ = …` statement; for an initializer only its closure parameters.
  public var calls: [String] {
    get { details?.fields.calls ?? [] }
    set { changeDetails { $0.calls = newValue } }
  }

  /// The `details` of a member with these fields (nil when every one is empty).
  static func details(
    isFailable: Bool = false, environmentKey: String? = nil, viewArity: ViewArity? = nil,
    forwards: [ForwardedCall] = [], calls: [String] = []
  ) -> Details? {
    let fields = DetailFields(
      isFailable: isFailable, environmentKey: environmentKey, viewArity: viewArity,
      forwards: forwards, calls: calls)
    return fields.isEmpty ? nil : Details(fields)
  }

  /// The fields kept in `details`.
  struct DetailFields: Sendable, Hashable {
    var isFailable = false
    var environmentKey: String?
    var viewArity: ViewArity?
    var forwards: [ForwardedCall] = []
    var calls: [String] = []

    var isEmpty: Bool {
      !isFailable && environmentKey == nil && viewArity == nil && forwards.isEmpty && calls.isEmpty
    }
  }

  /// Shared by the copies of a member; a change makes a new one.
  final class Details: Sendable, Hashable {
    let fields: DetailFields

    init(_ fields: DetailFields) { self.fields = fields }

    static func == (lhs: Details, rhs: Details) -> Bool { lhs.fields == rhs.fields }

    func hash(into hasher: inout Hasher) { hasher.combine(fields) }
  }

  private mutating func changeDetails(_ change: (inout DetailFields) -> Void) {
    var fields = details?.fields ?? DetailFields()
    change(&fields)
    details = fields.isEmpty ? nil : Details(fields)
  }

  /// Whether the declared type is optional (`T?`, `T!`, `Optional<T>`).
  public var isOptional: Bool { type?.isOptional ?? false }

  /// Whether it has `@ViewBuilder` (or is a `body`, which `View` and `ViewModifier`
  /// declare as view builders).
  public var isViewBuilder: Bool {
    attributes.contains("ViewBuilder") || (name == "body" && containingType != nil)
  }

  /// The property wrapper, if any: `State`, `StateObject`, `Published`, `EnvironmentObject`,
  /// `Binding`, `AppStorage` (the first attribute that is not a known non-wrapper).
  public var propertyWrapper: String? {
    guard kind == .storedProperty || kind == .computedProperty else { return nil }
    return attributes.first {
      !MemberInfo.nonWrapperAttributes.contains($0) && $0.first!.isUppercase
    }
  }

  static let nonWrapperAttributes: Set<String> = [
    "ViewBuilder", "MainActor", "Sendable", "MainActor", "GlobalActor", "IBOutlet", "IBAction",
    "IBInspectable", "NSManaged", "NSCopying", "ObservationIgnored", "ObservationTracked",
    "Model", "Observable", "TaskLocal", "ToolbarContentBuilder", "SceneBuilder",
    "CommandsBuilder", "ResultBuilder", "Attribute", "Relationship", "Transient",
    "preconcurrency", "objc", "available", "discardableResult", "inlinable",
  ]
}
