// SwiftData's `@Model` and `@Transient` macros, for fixtures of classes that are already
// observable through `@Model`. Their plugin (`SwiftDataMacros`) ships with the SDK only, so a
// use type-checks here and then fails to expand; `SwiftUIStub.typecheck` drops exactly that
// error. The real macros live in SwiftData, which fixtures import under `#if canImport`.

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@attached(member, names: arbitrary)
@attached(memberAttribute)
@attached(extension, conformances: Observable)
public macro Model() = #externalMacro(module: "SwiftDataMacros", type: "PersistentModelMacro")

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftDataMacros", type: "TransientMacro")
