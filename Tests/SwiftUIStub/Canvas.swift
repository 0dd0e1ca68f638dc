// Canvas and the GraphicsContext it draws with, for the `foreground-style` fixtures: a Text
// drawn into a context must stay a Text (`resolve(_:)` and `draw(_:in:)` take a Text, no view).
// Signatures copy Apple's documentation: developer.apple.com/documentation/swiftui/canvas and
// developer.apple.com/documentation/swiftui/graphicscontext (iOS 15, macOS 12, tvOS 15,
// watchOS 8).
import Foundation

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct GraphicsContext {
  public var opacity: Double = 1

  /// A text view that the context prepared for drawing.
  public struct ResolvedText {}

  public func resolve(_ text: Text) -> ResolvedText { ResolvedText() }
  public func draw(_ text: ResolvedText, in rect: CGRect) {}
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}
  public func draw(_ text: Text, in rect: CGRect) {}
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Canvas<Symbols: View>: View {
  public init(
    opaque: Bool = false, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) where Symbols == EmptyView {}
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}
