import MigrationKit

/// What `observable-macro` knows of a property wrapper other than `@Published`,
/// `@AppStorage` and `@SceneStorage` on a property of an `ObservableObject` class (the `W`
/// facts): whether it may update views through the object, which keeps the class, or is
/// inert, so that its property becomes `@ObservationIgnored`.
///
/// A wrapper reaches the object holding it only through `static
/// subscript(_enclosingInstance:wrapped:storage:)` (the hook `@Published` uses). The run's
/// own wrappers are read; a package's cannot be, so a package's wrapper is known by name:
/// known to publish, named after `@Published`, known to be inert, or unknown, which converts
/// with a note asking to check its declaration.
extension ObservableVerdicts {
  enum WrapperKind: Equatable {
    /// It may update views through the object: why.
    case publishes(String)
    /// Declared in the run without the subscript, or a package's known to have none.
    case inert
    /// A package's wrapper of which nothing is known.
    case unknown
  }

  /// Wrappers of packages outside the run known to reach the object holding them through
  /// `static subscript(_enclosingInstance:wrapped:storage:)`, with what they do.
  static let publishingPackageWrappers: [String: String] = [
    // sindresorhus/Defaults: `@Default(.key) var x` in an ObservableObject.
    "Default": "Defaults' @Default sends the object's objectWillChange"
  ]

  /// Wrappers of dependency-injection packages, read in their declarations: each is a
  /// struct holding or resolving a service, with no `_enclosingInstance` subscript and no
  /// `ObservableObject` constraint, so it cannot reach the object or update a view.
  /// - Resolver (hmlongco/Resolver 47602af, Sources/Resolver/Resolver.swift): `Injected`,
  ///   `OptionalInjected`, `LazyInjected`, `WeakLazyInjected`;
  /// - Factory (hmlongco/Factory 440dfd8, Sources/FactoryKit/FactoryKit/Injections.swift):
  ///   `Injected`, `LazyInjected`, `WeakLazyInjected`, `DynamicInjected`, `InjectedType`;
  /// - swift-dependencies (pointfreeco/swift-dependencies f84167a,
  ///   Sources/Dependencies/Dependency.swift): `Dependency`.
  /// Not listed: `InjectedObject` of both DI packages, a `DynamicProperty` over an
  /// `ObservableObject` (it updates a view that holds it).
  static let inertPackageWrappers: Set<String> = [
    "Dependency", "DynamicInjected", "Injected", "InjectedType", "LazyInjected",
    "OptionalInjected", "WeakLazyInjected",
  ]

  /// SwiftUI's property wrappers for views (besides `@AppStorage` and `@SceneStorage`, which
  /// block): `DynamicProperty` types, to which a view gives values before it recomputes its
  /// `body` (developer.apple.com/documentation/swiftui/dynamicproperty), with no
  /// `_enclosingInstance` subscript in their public declarations: in a class nothing
  /// installs them, and they update no view through it (`@Environment(\.openURL) var open`
  /// in a model, as written by mistake).
  static let swiftUIViewWrappers: Set<String> = [
    "AccessibilityFocusState", "Bindable", "Binding", "Environment", "EnvironmentObject",
    "FetchRequest", "FocusState", "FocusedBinding", "FocusedObject", "FocusedValue",
    "GestureState", "Namespace", "ObservedObject", "ScaledMetric", "SectionedFetchRequest",
    "State", "StateObject",
  ]

  /// What the property wrapper `wrapper` written in the class `className` is: a wrapper the
  /// run declares is asked whether it has an `_enclosingInstance` subscript; one it does not
  /// declare is known to publish (`publishingPackageWrappers`), named after `@Published`
  /// (taken to publish), known to be inert (`inertPackageWrappers`, `swiftUIViewWrappers`)
  /// or unknown.
  static func wrapperKind(
    _ wrapper: String, in className: String, semantic: SemanticIndex
  ) -> WrapperKind {
    switch semantic.lookUpType(named: wrapper, inside: className) {
    case .declared(let qualified), .ambiguous(let qualified):
      return semantic.hasEnclosingInstanceSubscript(qualified)
        ? .publishes("\(wrapper) declares static subscript(_enclosingInstance:wrapped:storage:)")
        : .inert
    case .undeclared:
      let name = ObservableNames.lastComponent(wrapper)
      if let known = publishingPackageWrappers[name] { return .publishes(known) }
      // Named after `@Published` (`@ModalPublished`, `@PublishedPersist`, `@Republished`):
      // such a package wrapper sends the object's objectWillChange from its
      // `_enclosingInstance` subscript, which is constrained to ObservableObject (the class
      // would not compile without it). Nothing else is known of it: taken as one.
      if name != "Published", name.contains("Publish") {
        return .publishes(
          "\(wrapper) is declared outside the run and named like Published: it may "
            + "send objectWillChange as @Published does")
      }
      let isInert = inertPackageWrappers.contains(name) || swiftUIViewWrappers.contains(name)
      return isInert ? .inert : .unknown
    }
  }

  /// The note of a converted class on its properties with an unknown wrapper: the
  /// conversion is right only if the wrapper cannot reach the object.
  static func unknownWrapperNote(_ wrapped: [WrappedProperty]) -> String {
    guard !wrapped.isEmpty else { return "" }
    let named = wrapped.map { "@\($0.wrapper) \($0.property) (line \($0.place.line))" }
    let which = wrapped.count == 1 ? "its wrapper is" : "their wrappers are"
    return "; check \(named.joined(separator: ", ")): \(which) declared outside the run, and "
      + "one with a static subscript(_enclosingInstance:wrapped:storage:) (as @Published has) "
      + "updates views through the object, which an @ObservationIgnored property would not, "
      + "and may require an ObservableObject: then keep the class as it is"
  }
}
