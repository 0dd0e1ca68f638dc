// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Cart: ObservableObject {
  var items: [String] = [] {
    willSet { objectWillChange.send() }
  }
}

final class Wishlist: ObservableObject {
  @Published var items: [String] = []
}
