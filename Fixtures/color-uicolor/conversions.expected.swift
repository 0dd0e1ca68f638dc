// fixture: deployment-target=iOS=15.0,macOS=12.0
import SwiftUI

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
    }
  }
}
