import SwiftUI

struct Card<Content: View>: View {
  var padding: CGFloat = 16
  @ViewBuilder let content: Content

  var body: some View {
    VStack(alignment: .leading) { content }
      .padding(padding)
  }
}
