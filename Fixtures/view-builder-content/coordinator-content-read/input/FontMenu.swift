import AppKit
import SwiftUI

// An AppKit menu whose coordinator keeps the items it shows: `context.coordinator.content`
// is the coordinator's, not a `Sheet`'s.
struct FontMenu: NSViewRepresentable {
  let names: [String]

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeNSView(context: Context) -> NSPopUpButton { NSPopUpButton() }

  func updateNSView(_ button: NSPopUpButton, context: Context) {
    guard context.coordinator.content != names else { return }
    button.removeAllItems()
    button.addItems(withTitles: names)
    context.coordinator.content = names
  }

  final class Coordinator: NSObject {
    var content: [String] = []
  }
}

extension FontMenu {
  func sizeThatFits(context: NSViewRepresentableContext<FontMenu>) -> Int {
    context.coordinator.content.count
  }
}
