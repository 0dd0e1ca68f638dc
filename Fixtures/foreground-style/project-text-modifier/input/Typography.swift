import SwiftUI

extension Text {
  /// Keeps a Text, so texts styled with it still concatenate.
  func styled(_ size: CGFloat) -> Text {
    font(.system(size: size))
  }
}

extension View {
  func card() -> some View {
    padding().background(Color.white)
  }
}
