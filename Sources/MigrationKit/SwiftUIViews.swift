import SwiftCST

/// SwiftUI's own views and the common value types view code constructs (`Text`, `VStack`,
/// `Color`, `Font`, `String`, `Date`…): a capitalised call of one of these names is never a
/// project view to follow, and never a type of another module with members of its own.
/// One list for every migration that asks (`SwiftUIViews.names.contains(name)`, or by a
/// token's bytes with `SwiftUIViews.scope`). The SwiftUI views of Apple's other frameworks
/// (`Map` of MapKit, `VideoPlayer` of AVKit) are apart, each with its module
/// (`frameworkViews`): a project may well declare a view of such a name, so only a question
/// asked after the run's own declarations (`isSystemView(_:)`) counts them.
public enum SwiftUIViews {
  /// SwiftUI's own views (structures conforming to View, and the layouts that build views
  /// when called: `HStackLayout`), from SwiftUI's documentation.
  public static let views: Set<String> = [
    // Text and images.
    "Text", "Image", "AsyncImage", "Label", "LabeledContent",
    // Controls.
    "Button", "EditButton", "PasteButton", "RenameButton", "Toggle", "TextField",
    "SecureField", "TextEditor", "TextFieldLink", "Link", "ShareLink", "HelpLink",
    "SettingsLink", "Menu", "Picker", "DatePicker", "MultiDatePicker", "ColorPicker", "Slider",
    "Stepper", "ProgressView", "Gauge", "ControlGroup",
    // Layout.
    "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "LazyHGrid", "LazyVGrid", "Grid",
    "GridRow", "Group", "GroupBox", "Spacer", "Divider", "ViewThatFits", "AnyLayout",
    "HStackLayout", "VStackLayout", "ZStackLayout", "GeometryReader", "HSplitView",
    "VSplitView",
    // Collections and navigation.
    "ScrollView", "ScrollViewReader", "List", "ForEach", "Section", "Form", "Table",
    "OutlineGroup", "DisclosureGroup", "NavigationView", "NavigationStack",
    "NavigationSplitView", "NavigationLink", "TabView", "ContentUnavailableView",
    "DocumentLaunchView",
    // Drawing, animation and time.
    "Canvas", "TimelineView", "KeyframeAnimator", "PhaseAnimator", "Color", "Rectangle",
    "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse",
    "ContainerRelativeShape", "Path", "LinearGradient", "RadialGradient", "AngularGradient",
    "EllipticalGradient", "MeshGradient",
    // Views that wrap others.
    "EmptyView", "AnyView", "TupleView", "EquatableView",
  ]

  /// SwiftUI's views that take all the space they are offered on both axes unless a frame
  /// sizes them: colours, shapes and gradients (`Color.clear`, `Rectangle()`,
  /// `LinearGradient(…)`). A layer of one in a stack makes the stack as big as its offer.
  public static let fillingViews: Set<String> = [
    "Color", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule",
    "Ellipse", "ContainerRelativeShape", "Path", "LinearGradient", "RadialGradient",
    "AngularGradient", "EllipticalGradient", "MeshGradient",
  ]

  /// Value types view code constructs, which are no views (`Color` is one).
  public static let valueTypes: Set<String> = [
    "Font", "Binding", "String", "Int", "Double", "CGFloat", "CGSize", "CGPoint", "Date", "URL",
    "UUID", "Array", "Set", "Dictionary", "EdgeInsets", "Animation", "Task",
  ]

  /// `views` and `valueTypes`.
  public static let names: Set<String> = views.union(valueTypes)

  /// SwiftUI views that Apple's other frameworks declare, by name, with the module that does
  /// (not SwiftUI: the file imports it).
  public static let frameworkViews: [String: String] = [
    "VideoPlayer": "AVKit",
    "Map": "MapKit", "MapReader": "MapKit",
    "SignInWithAppleButton": "AuthenticationServices",
    "PhotosPicker": "PhotosUI",
    "Chart": "Charts",
    "ProductView": "StoreKit", "StoreView": "StoreKit", "SubscriptionStoreView": "StoreKit",
    "SpriteView": "SpriteKit",
    "SceneView": "SceneKit",
    "RealityView": "RealityKit", "Model3D": "RealityKit",
  ]

  /// The module that declares the system view `name` ("SwiftUI", "MapKit", …); nil for
  /// any other name (a value type included). Ask it only of a name the run does not declare.
  public static func module(ofView name: String) -> String? {
    views.contains(name) ? "SwiftUI" : frameworkViews[name]
  }

  /// Whether `name` is a view of SwiftUI or of another Apple framework (a name the run does
  /// not declare).
  public static func isSystemView(_ name: String) -> Bool { module(ofView: name) != nil }

  /// `names`, looked up by a token's bytes (as `names.contains` of the string they make),
  /// before any string is made.
  public static let scope = FactScope(names: names)
}
