import SwiftUI

struct CartItem {
  var title: String
}

enum Palette {
  static let accent = Color.blue
}

enum WidgetTheme {
  static let count = 1
}
