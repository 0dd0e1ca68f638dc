import SwiftCST

// The coordinator of a UIKit/AppKit representable: `context.coordinator` in
// `updateUIView(_:context:)` is the value `makeCoordinator()` made.
extension Resolver {
  /// The type of `coordinator` read on `base`, a representable's context: `Context` inside a
  /// type that declares `makeCoordinator()`, or `UIViewRepresentableContext<R>` (and the
  /// `NSView`, `UIViewController`, `NSViewController` ones) for a type `R` that does. That
  /// function's result type, named as the run declares it (`PopUpView.Coordinator`). Nil
  /// when the context or its view is another, or the function is not in the run or has no
  /// written result type.
  func representableCoordinatorType(on base: TypeReference, at node: Syntax) -> TypeReference? {
    guard !base.isOptional, let name = base.name else { return nil }
    let representable: String?
    if name == "Context" {
      representable = enclosingTypeName(of: node)
    } else if Self.representableContexts.contains(name), base.text.hasSuffix(">"),
      let open = base.text.firstIndex(of: "<")
    {
      let argument = TypeReference(
        text: String(base.text[base.text.index(after: open)...].dropLast()))
      representable = argument.name.flatMap {
        qualified(TypeReference(named: $0), writtenInside: enclosingTypeName(of: node))?.name
      }
    } else {
      representable = nil
    }
    guard let representable else { return nil }
    let makers = index.members(named: "makeCoordinator", in: representable).filter {
      $0.kind == .function && !$0.isStatic && $0.parameterLabels.isEmpty
    }
    guard makers.count == 1, let result = makers[0].type else { return nil }
    return qualified(result, writtenInside: makers[0].containingType)
  }

  /// SwiftUI's context types of the representable protocols, generic over the view.
  static let representableContexts: Set<String> = [
    "UIViewRepresentableContext", "NSViewRepresentableContext",
    "UIViewControllerRepresentableContext", "NSViewControllerRepresentableContext",
  ]
}
