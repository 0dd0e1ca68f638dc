// UIViewRepresentable as SwiftUI declares it on iOS (UIKit's `UIView` is re-exported by
// `import SwiftUI` there; a stand-in here so that fixtures type-check on any platform).

@MainActor @preconcurrency open class UIView {
  public init() {}
}

@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

extension UIViewRepresentable {
  public var body: Never { fatalError("a representable has no body") }
}

extension UIViewRepresentable where Self.Coordinator == Void {
  public func makeCoordinator() {}
}

@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  public var coordinator: Representable.Coordinator { fatalError("a stand-in") }
}
