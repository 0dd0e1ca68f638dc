import SwiftUI
import WidgetKit

struct BasketView: View {
  var body: some View {
    Text("Basket")
      .foregroundColor(Color.shop.accent)
  }
}
