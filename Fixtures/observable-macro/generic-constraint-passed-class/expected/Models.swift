// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Account: ObservableObject {
  @Published var owner = ""
  @Published var selectedRow: Int?
}

@Observable
final class Palette {
  var colors: [String] = []
  @ObservationIgnored var lastPicked = 0
}
