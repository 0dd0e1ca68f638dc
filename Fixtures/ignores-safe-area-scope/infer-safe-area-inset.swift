// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

struct CheckoutView: View {
  var body: some View {
    List {
      Text("Item")
    }
    .safeAreaInset(edge: .bottom) {
      Button("Pay") {}
        .buttonStyle(.borderedProminent)
        .ignoresSafeArea()
    }
    .safeAreaInset(edge: .top, spacing: 0) {
      Label("Free shipping", systemImage: "shippingbox").ignoresSafeArea()
    }
  }
}
