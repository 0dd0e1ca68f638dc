import SwiftUI

struct Receipt: View {
  var body: some View {
    VStack {
      Text("Total").typeface(size: 14, tone: .main)
        .frame(maxWidth: .infinity, alignment: .leading)
      Text("Paid").typeface(size: 12, color: .green)
        .frame(maxWidth: .infinity, alignment: .trailing)
      Text("Note").toneColor(.muted)
        .frame(maxWidth: .infinity, alignment: .leading)
      // Overloads that size differently: review.
      HStack {
        Text("Due").banner(.main)
        Spacer()
      }
      Image(systemName: "checkmark").glyph(size: 16, tone: .main)
        .frame(maxWidth: .infinity, alignment: .leading)
      // As wide as it is offered: left as is.
      HStack {
        Image("Stripe").stripe()
        Spacer()
      }
      // A body with a flexible branch: left as is.
      HStack {
        Pill(wide: false)
        Spacer()
      }
    }
  }
}
