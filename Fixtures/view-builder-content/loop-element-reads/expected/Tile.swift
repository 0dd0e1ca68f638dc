import SwiftUI

/// A rounded tile around any content.
struct Tile<Content: View>: View {
  @ViewBuilder let content: Content

  var body: some View {
    ZStack {
      content
    }
    .padding(8)
  }
}
