import SwiftUI

struct CartBadge: View {
  @ObservedObject var cart: Cart
  @ObservedObject var wishlist: Wishlist
  @State private var changes = 0

  var body: some View {
    Text("\(cart.items.count) \(changes)")
      .onReceive(wishlist.objectWillChange) { changes += 1 }
  }
}
