import SwiftUI

/// A card of the deck: its content is erased, to keep cards of any view in one array.
struct DeckCard: Identifiable {
  let id = UUID()
  let content: () -> AnyView
}

struct Deck: View {
  let cards: [DeckCard]
  let drafts: [Drawer<Text>]

  var body: some View {
    VStack(spacing: 12) {
      ForEach(0..<cards.count, id: \.self) { index in
        cards[index].content()
      }
      ForEach(cards.indices, id: \.self) { position in
        cards[position].content()
          .opacity(0.5)
      }
    }
  }

  /// Reads a drawer's closure by position: `Drawer` must keep it.
  func firstDraft() -> Text? {
    for slot in 0..<drafts.count {
      return drafts[slot].content()
    }
    return nil
  }
}
