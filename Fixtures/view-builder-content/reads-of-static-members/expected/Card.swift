import SwiftUI

/// A card with a caption under its title.
struct Card<Caption: View>: View {
  let title: String
  @ViewBuilder let caption: Caption

  var body: some View {
    VStack(alignment: .leading) {
      Text(title)
      caption
    }
  }
}
