import SwiftUI

final class CartModel: ObservableObject {
  static let sample = CartModel()

  @Published var items: [String] = []
}

struct CartView: View {
  @EnvironmentObject var model: CartModel

  var body: some View {
    List(model.items, id: \.self) { Text($0) }
  }
}
