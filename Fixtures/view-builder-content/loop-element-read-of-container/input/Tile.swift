import SwiftUI

/// A rounded tile around any content.
struct Tile<Content: View>: View {
  let content: () -> Content

  var body: some View {
    ZStack {
      content()
    }
    .padding(8)
  }
}
