import SwiftUI
#if canImport(Highlighter)
import Highlighter
#endif

enum Theme {
  enum Color {
    static let ink = SwiftUI.Color.black
  }
}

extension Theme {
  static var title: SwiftUI.Color { Color.ink }
}
