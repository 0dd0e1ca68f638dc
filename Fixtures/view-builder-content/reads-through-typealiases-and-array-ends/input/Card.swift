import SwiftUI

/// A card around any content.
struct Card<Content: View>: View {
  let content: () -> Content

  var body: some View {
    VStack(alignment: .leading) {
      content()
    }
    .padding()
  }
}
