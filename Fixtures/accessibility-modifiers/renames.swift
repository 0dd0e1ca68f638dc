// fixture: deployment-target=iOS=15.0,macOS=12.0
import SwiftUI

struct RatingView: View {
  let rating: Int
  let isDecorative: Bool

  var body: some View {
    HStack {
      Image(systemName: "star.fill")
        .accessibility(label: Text("Rating"))
        .accessibility(value: Text("\(rating) of 5"))
        .accessibility(hint: Text("Double-tap to change"))  // read after the value
        .accessibility(addTraits: .isButton)
        .accessibility(removeTraits: [.isImage])
      Image(systemName: "sparkles").accessibility(hidden: isDecorative)
      Text("Reviews")
        .accessibility(identifier: "reviews-title")
        .accessibility(sortPriority: 2)
    }
  }
}
