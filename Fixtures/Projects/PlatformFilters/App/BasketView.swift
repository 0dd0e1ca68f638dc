import SwiftUI

struct BasketView: View {
  var count: Int

  var body: some View {
    Text("\(count) items")
      .foregroundColor(Color.shop.warning)
  }
}
