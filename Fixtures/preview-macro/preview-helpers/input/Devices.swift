// fixture: deployment-target=iOS=17.0
import SwiftUI

/// Shows a screen on a small phone and on an iPad, as the project's previews do.
@MainActor
func onEveryDevice(_ screen: () -> AnyView) -> some View {
  Group {
    screen()
      .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
    screen()
      .previewDevice(PreviewDevice(rawValue: "iPad Pro (11-inch)"))
      .previewDisplayName("iPad")
  }
}

/// A frame for a card, named in the canvas.
struct CardPreviewFrame<Card: View>: View {
  let card: Card

  var body: some View {
    card
      .padding()
      .previewDisplayName("Card")
  }
}

/// A plain wrapper: no preview modifiers.
struct Padded<Content: View>: View {
  let content: Content

  var body: some View { content.padding() }
}
