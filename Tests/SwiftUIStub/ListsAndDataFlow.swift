// Part of the SwiftUI stub (SwiftUI.swift holds the core and the rules for editing it): lists,
// ForEach, sections, forms, and state and data flow.

import Foundation

// MARK: - Lists, ForEach, sections, forms

/// A view created from a collection (`ForEach`), which supports onDelete/onMove.
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  var data: Self.Data { get }
}

extension DynamicViewContent {
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

/// Computes views on demand from a collection of identified data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Content: View {
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection,
    C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
  {
    fatalError("stub")
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init<C>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
    fatalError("stub")
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Only for a constant range; use `ForEach(_:id:content:)` for a changing one.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}

/// A container that presents rows of data arranged in a single column.
public struct List<SelectionValue: Hashable, Content: View>: View {
  internal var content: Content
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension List where SelectionValue == Never {
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable
  {
    content = ForEach(data, content: rowContent)
  }

  public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
    content = ForEach(data, id: id, content: rowContent)
  }

  public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
    content = ForEach(data, content: rowContent)
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init<Data, RowContent>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
    Data.Index: Hashable
  {
    content = ForEach(data, content: rowContent)
  }
}

extension List {
  public init<Data, RowContent>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable
  {
    content = ForEach(data, content: rowContent)
  }

  public init<Data, RowContent>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable
  {
    content = ForEach(data, content: rowContent)
  }
}

/// A container view that you can use to add hierarchy within certain views.
public struct Section<Parent, Content, Footer> {
  internal var header: Parent
  internal var content: Content
  internal var footer: Footer
}

extension Section: View where Parent: View, Content: View, Footer: View {
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.header = header()
    self.content = content()
    footer = EmptyView()
  }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Section(content:header:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Section(content:header:)")
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    footer = EmptyView()
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    header = EmptyView()
    self.content = content()
    self.footer = footer()
  }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    header = EmptyView()
    self.content = content()
    footer = EmptyView()
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    header = Text(titleKey)
    self.content = content()
    footer = EmptyView()
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    header = Text(title)
    self.content = content()
    footer = EmptyView()
  }
}

/// A container for grouping controls used for data entry.
public struct Form<Content: View>: View {
  internal var content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

/// The appearance and interaction of a list.
public protocol ListStyle {}

public struct DefaultListStyle: ListStyle {
  public init() {}
}
public struct PlainListStyle: ListStyle {
  public init() {}
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GroupedListStyle: ListStyle {
  public init() {}
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
}
@available(iOS 13.0, macOS 11.0, *)
public struct InsetListStyle: ListStyle {
  public init() {}
}
@available(iOS 14.0, macOS 10.15, *)
public struct SidebarListStyle: ListStyle {
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

// MARK: - State and data flow

/// Reference storage behind State and friends (never observed: nothing runs).
internal final class _Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

@propertyWrapper
public struct State<Value>: DynamicProperty {
  internal var box: _Box<Value>
  public init(wrappedValue value: Value) { box = _Box(value) }
  public init(initialValue value: Value) { box = _Box(value) }
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  public var projectedValue: Binding<Value> {
    Binding(get: { box.value }, set: { box.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

/// A two-way connection to a source of truth. The SDK marks `get`/`set` `@Sendable` (with
/// `@preconcurrency`); fixtures type-check in Swift 5 mode, where that makes no difference.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  internal var getter: () -> Value
  internal var setter: (Value) -> Void

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = { set($0, Transaction()) }
  }
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }
  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(get: { self.getter()[keyPath: keyPath] }, set: { _ in })
  }

  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Binding {
  /// Wraps a non-optional binding as an optional one.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
  }
  /// Unwraps an optional binding; nil when the value is nil.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(get: { value }, set: { base.wrappedValue = $0 })
  }
  /// Erases a hashable binding.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(get: { AnyHashable(base.wrappedValue) }, set: { _ in })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: DynamicProperty {}

// `ForEach($items) { $item in ... }` iterates a binding to a collection.
extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public var startIndex: Binding<Value>.Index { wrappedValue.startIndex }
  public var endIndex: Binding<Value>.Index { wrappedValue.endIndex }
  public var indices: Value.Indices { wrappedValue.indices }
  public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index { wrappedValue.index(after: i) }
  public func formIndex(after i: inout Binding<Value>.Index) { wrappedValue.formIndex(after: &i) }
  public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element {
    Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
  }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
  public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index { wrappedValue.index(before: i) }
  public func formIndex(before i: inout Binding<Value>.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

/// The context of the current state-processing update.
public struct Transaction {
  public var animation: Animation?
  public var disablesAnimations: Bool = false
  public init() {}
  public init(animation: Animation?) { self.animation = animation }
}

public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}
