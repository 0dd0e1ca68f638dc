// fixture: deployment-target=iOS=15.0,macOS=12.0
import SwiftUI

struct RatingView: View {
  let rating: Int
  let isDecorative: Bool

  var body: some View {
    HStack {
      Image(systemName: "star.fill")
        .accessibilityLabel(Text("Rating"))
        .accessibilityValue(Text("\(rating) of 5"))
        .accessibilityHint(Text("Double-tap to change"))  // read after the value
        .accessibilityAddTraits(.isButton)
        .accessibilityRemoveTraits([.isImage])
      Image(systemName: "sparkles").accessibilityHidden(isDecorative)
      Text("Reviews")
        .accessibilityIdentifier("reviews-title")
        .accessibilitySortPriority(2)
    }
  }
}
