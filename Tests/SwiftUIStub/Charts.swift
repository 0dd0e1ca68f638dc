// Swift Charts, as far as the `clip-shape-corner-radius` fixtures reach it: chart content
// has its own `cornerRadius(_:style:)`, which is not View's deprecated modifier. Signatures
// copy Apple's documentation (iOS 16, macOS 13, tvOS 16, watchOS 9):
// developer.apple.com/documentation/charts/chartcontent,
// …/charts/chartcontent/cornerradius(_:style:), …/charts/chartcontent/foregroundstyle(_:),
// …/charts/chartcontentbuilder, …/charts/chart, …/charts/plottablevalue, …/charts/barmark,
// …/charts/rectanglemark, …/charts/rulemark, …/charts/linemark, …/charts/pointmark,
// …/charts/areamark. On Apple platforms they are in the `Charts` module, which a fixture
// imports under `#if canImport(Charts)`; here they are in the stub `SwiftUI`.
// Gaps: marks' optional `width:`/`height:`/`stacking:` parameters, `SectorMark`, `Plot`,
// `ForEach` as chart content, the data-driven `Chart(_:content:)` initializers.

/// A type that represents the content that you draw on a chart.
public protocol ChartContent {
  associatedtype Body: ChartContent
  @ChartContentBuilder var body: Self.Body { get }
}

extension Never: ChartContent {}

/// Chart content that the builder combines.
public struct BuilderChartContent<C0: ChartContent, C1: ChartContent>: ChartContent {
  public var body: Never { fatalError() }
}

/// Chart content that the builder leaves out (an `if` without `else`, taken or not).
public struct OptionalChartContent<C: ChartContent>: ChartContent {
  public var body: Never { fatalError() }
}

/// A result builder that you use to compose the contents of a chart.
@resultBuilder
public enum ChartContentBuilder {
  public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
  public static func buildBlock<C0: ChartContent, C1: ChartContent>(_ c0: C0, _ c1: C1)
    -> BuilderChartContent<C0, C1>
  { fatalError() }
  public static func buildIf<C: ChartContent>(_ content: C?) -> OptionalChartContent<C> {
    fatalError()
  }
}

/// A type that can serve as data for the labels of a chart.
public protocol Plottable {}
extension Int: Plottable {}
extension Double: Plottable {}
extension String: Plottable {}
extension Date: Plottable {}

/// The data of one chart property with its label.
public struct PlottableValue<Value: Plottable> {
  public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
    fatalError()
  }
}

/// A view that displays a chart.
public struct Chart<Content: View>: View {
  public var body: Never { fatalError() }
}

extension Chart {
  public init<C: ChartContent>(@ChartContentBuilder content: () -> C) where Content == Never {
    fatalError()
  }
}

/// Chart content that represents data using bars.
public struct BarMark: ChartContent {
  public var body: Never { fatalError() }
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
}

/// Chart content that represents data using rectangles.
public struct RectangleMark: ChartContent {
  public var body: Never { fatalError() }
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
    yEnd: PlottableValue<Y>
  ) {}
}

/// Chart content that represents data using a single horizontal or vertical rule.
public struct RuleMark: ChartContent {
  public var body: Never { fatalError() }
  public init<Y: Plottable>(y: PlottableValue<Y>) {}
}

/// Chart content that represents data using a sequence of connected line segments.
public struct LineMark: ChartContent {
  public var body: Never { fatalError() }
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
}

/// Chart content that represents data using points.
public struct PointMark: ChartContent {
  public var body: Never { fatalError() }
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
}

/// Chart content that represents data using the area enclosed by a line.
public struct AreaMark: ChartContent {
  public var body: Never { fatalError() }
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
}

extension ChartContent {
  /// Sets the corner radius of the chart content.
  public func cornerRadius(_ cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> some ChartContent
  { self }

  /// Sets the foreground style for the chart content.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { self }

  /// Sets the opacity for the chart content.
  public func opacity(_ value: Double) -> some ChartContent { self }
}
