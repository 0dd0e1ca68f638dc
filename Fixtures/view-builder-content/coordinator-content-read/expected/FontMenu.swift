import SwiftUI

// A UIKit picker whose coordinator keeps the items it shows: `context.coordinator.content`
// is the coordinator's, not a `Sheet`'s.
struct FontMenu: UIViewRepresentable {
  let names: [String]

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeUIView(context: Context) -> UIView { UIView() }

  func updateUIView(_ view: UIView, context: Context) {
    guard context.coordinator.content != names else { return }
    context.coordinator.content = names
  }

  final class Coordinator {
    var content: [String] = []
  }
}

extension FontMenu {
  func itemCount(context: UIViewRepresentableContext<FontMenu>) -> Int {
    context.coordinator.content.count
  }
}
