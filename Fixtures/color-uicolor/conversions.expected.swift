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
      Color(uiColor: .systemBackground)
        .ignoresSafeArea()
      Color(uiColor: UIColor.label.withAlphaComponent(0.5))
      Color(uiColor: UIColor(named: "Brand")!)
      Color(uiColor: .secondarySystemBackground)
      Color(uiColor: accent).opacity(0.2)
      SwiftUI.Color(uiColor: .red)
      Color(uiColor: Shades.secondary)
    }
  }
}
