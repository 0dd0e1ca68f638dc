// Part of the SwiftUI stub (SwiftUI.swift holds the core and the rules for editing it): collection
// helpers, ContainerRelativeShape, AsyncImage, Table, AppStorage, ContentUnavailableView, text
// selection and badges.

import Foundation

// MARK: - Collection helpers (declared by SwiftUI for onDelete/onMove)

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes all the elements at the specified offsets from the collection.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
  }
}

extension MutableCollection {
  /// Moves all the elements at the specified offsets to the specified destination offset.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}

// MARK: - ContainerRelativeShape, AsyncImage, Table

public struct ContainerRelativeShape: InsettableShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> ContainerRelativeShape { self }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AsyncImage<Content: View>: View {
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {}
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {}
  public var body: Never { fatalError() }
}

// Tables are modelled with two generic parameters (the SDK's `Table<Value, Rows, Columns>`
// also abstracts the rows); the call forms fixtures use are the real ones. Unlike the SDK,
// this model cannot infer a column's key-path root from the table, so fixtures write it
// (`TableColumn("Name", value: \Row.name)`, valid with the real SDK too).
public protocol TableColumnContent {
  associatedtype TableRowValue
}

public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
  public typealias TableRowValue = RowValue
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {}
}

public struct TupleTableColumnContent<RowValue, Columns>: TableColumnContent {
  public typealias TableRowValue = RowValue
}

@resultBuilder
public enum TableColumnBuilder<RowValue, Sort> {
  public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
  where Column.TableRowValue == RowValue { column }
  public static func buildBlock<each Column: TableColumnContent>(_ columns: repeat each Column)
    -> TupleTableColumnContent<RowValue, (repeat each Column)>
  { TupleTableColumnContent() }
}

@available(iOS 16.0, macOS 12.0, *)
public struct Table<Value: Identifiable, Columns: TableColumnContent>: View
where Columns.TableRowValue == Value {
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Data.Element == Value {}
  public var body: Never { fatalError() }
}

// MARK: - AppStorage, ContentUnavailableView

@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private var value: Value
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

extension AppStorage {
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    value = wrappedValue
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    value = wrappedValue
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    value = wrappedValue
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    value = wrappedValue
  }
}

/// The empty-state view (iOS 17, macOS 14). Label, description and actions are modelled
/// with one placeholder type each; the call forms are the SDK's.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
  public static var search: ContentUnavailableView { ContentUnavailableView() }
  public static func search(text: String) -> ContentUnavailableView { ContentUnavailableView() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SearchUnavailableContent {
  public struct Label: View { public var body: Never { fatalError() } }
  public struct Description: View { public var body: Never { fatalError() } }
  public struct Actions: View { public var body: Never { fatalError() } }
}

// MARK: - Text selection

public protocol TextSelectability {}

public struct EnabledTextSelectability: TextSelectability {}
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

@available(iOS 15.0, macOS 12.0, *)
extension View {
  nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}

// MARK: - Badges

@available(iOS 15.0, macOS 12.0, *)
extension View {
  nonisolated public func badge(_ count: Int) -> some View { self }
  nonisolated public func badge(_ label: Text?) -> some View { self }
  nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View { self }
}
