import SwiftCST

/// SwiftUI's own views and the common value types view code constructs (`Text`, `VStack`,
/// `Color`, `Font`, `String`, `Date`…): a capitalised call of one of these names is never a
/// project view to follow, and never a type of another module with members of its own.
/// One list for every migration that asks (`SwiftUIViews.names.contains(name)`, or by a
/// token's bytes with `SwiftUIViews.scope`).
public enum SwiftUIViews {
  public static let names: Set<String> = [
    "Text", "Image", "Label", "Button", "Toggle", "TextField", "SecureField", "TextEditor", "Link",
    "Menu", "Picker", "Slider", "Stepper", "ProgressView", "Gauge", "HStack", "VStack", "ZStack",
    "LazyHStack", "LazyVStack", "LazyHGrid", "LazyVGrid", "Grid", "GridRow", "Group",
    "ScrollView", "ScrollViewReader", "List", "ForEach", "Section", "Form", "Spacer", "Divider",
    "Color", "AsyncImage", "ShareLink", "DatePicker", "ColorPicker", "NavigationView",
    "NavigationStack", "NavigationSplitView", "NavigationLink", "TabView", "GeometryReader",
    "EmptyView", "AnyView", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse",
    "Path", "Font", "Binding", "String", "Int", "Double", "CGFloat", "CGSize", "CGPoint", "Date",
    "URL", "UUID", "Array", "Set", "Dictionary", "LinearGradient", "EdgeInsets", "Animation",
    "Task", "ViewThatFits", "ContentUnavailableView", "DisclosureGroup", "OutlineGroup",
    "LabeledContent", "ControlGroup",
  ]

  /// `names`, looked up by a token's bytes (as `names.contains` of the string they make),
  /// before any string is made.
  public static let scope = FactScope(names: names)
}
