// fixture: deployment-target=iOS=17.0
import SwiftUI

// A card whose badge row ends in a Spacer, laid out in a horizontal ScrollView by another
// view: offered no width there, the Spacer only pads the row, so the fix is review, and the
// reason says the card would be narrower (not shorter) without it.
struct PromoCard: View {
  let badge: String
  let title: String

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Text(badge)
          .font(.footnote)
        Spacer()
      }
      Text(title)
        .font(.title)
    }
  }
}

struct PromoStrip: View {
  let promos: [String]

  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 20) {
        ForEach(promos, id: \.self) { promo in
          PromoCard(badge: "New", title: promo)
        }
      }
    }
  }
}
