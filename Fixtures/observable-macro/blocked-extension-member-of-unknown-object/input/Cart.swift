// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  func markDirty() {
    objectWillChange.send()
  }
}

final class Cart: ObservableObject {
  @Published var items: [String] = []
}

struct CartView: View {
  @StateObject private var cart = Cart()
  let refreshers: [() -> Cart]

  var body: some View {
    Text("\(cart.items.count)")
      .onAppear { refreshers.forEach { $0().markDirty() } }
  }
}
