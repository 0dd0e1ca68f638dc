import SwiftUI

struct Receipt: View {
  var body: some View {
    VStack {
      HStack {
        Text("Total").typeface(size: 14, tone: .main)
        Spacer()
      }
      HStack {
        Spacer()
        Text("Paid").typeface(size: 12, color: .green)
      }
      HStack {
        Text("Note").toneColor(.muted)
        Spacer()
      }
      // Overloads that size differently: review.
      HStack {
        Text("Due").banner(.main)
        Spacer()
      }
      HStack {
        Image(systemName: "checkmark").glyph(size: 16, tone: .main)
        Spacer()
      }
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
