import SwiftUI

struct CartItem {
  var title: String
}

enum Palette {
  static let accent = Color.red
}

extension CartRow {
  var subtitle: String { item.title }
}
