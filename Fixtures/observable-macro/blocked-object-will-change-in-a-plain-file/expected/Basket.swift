// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Basket: ObservableObject {
  static let shared = Basket()

  var lines: [String] = []
}

@Observable
final class Coupons {
  var codes: [String] = []
}
