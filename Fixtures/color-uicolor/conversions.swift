// fixture: deployment-target=iOS=15.0
import SwiftUI

/// UIKit colours the app shares with its UIKit screens.
enum Shades {
  static let secondary = UIColor(white: 0.4, alpha: 1)
}

struct CardBackground: View {
  let accent: UIColor

  var body: some View {
    ZStack {
      Color(UIColor.systemBackground)
        .ignoresSafeArea()
      Color(UIColor.label.withAlphaComponent(0.5))
      Color(UIColor(named: "Brand")!)
      Color(.secondarySystemBackground)
      Color(accent).opacity(0.2)
      SwiftUI.Color(UIColor.red)
      Color(Shades.secondary)
    }
  }
}
