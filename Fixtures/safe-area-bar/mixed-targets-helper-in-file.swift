// fixture: include-review deployment-target=iOS=26.0,macOS=15.0
import SwiftUI

struct BoardView: View {
  let cards: [String]

  var body: some View {
    ScrollView {
      ForEach(cards, id: \.self) { Text($0) }
    }
    .safeAreaBarOrInset(edge: .top) {
      Button("Filter") {}
    }
    .overlay(alignment: .bottom) {
      Button("New Card") {}
    }
    .safeAreaInset(edge: .leading) {
      Button("Boards") {}
    }
  }
}

extension View {
  func safeAreaBarOrInset<Bar: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Bar
  ) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }
}
