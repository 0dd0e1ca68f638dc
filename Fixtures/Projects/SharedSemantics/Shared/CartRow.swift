import SwiftUI

struct CartRow: View {
  let item: CartItem

  var body: some View {
    Text(item.title)
      .foregroundColor(Palette.accent)
      .badge(WidgetTheme.count)
  }
}
