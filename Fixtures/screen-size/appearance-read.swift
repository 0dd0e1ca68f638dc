// fixture: deployment-target=iOS=16.0
import SwiftUI

// The screen's trait collection read for its appearance (light or dark), not for its size:
// the note points to the view's colour scheme, not to layout.
struct ThemedCard: View {
  let title: String

  var body: some View {
    let isDark = UIScreen.main.traitCollection.userInterfaceStyle == .dark
    Text(title)
      .padding()
      .background(isDark ? Color.black : Color.white)
  }
}

struct ThemedBadge: View {
  var body: some View {
    Circle()
      .fill(UIScreen.main.traitCollection.userInterfaceStyle == .dark ? Color.gray : Color.blue)
      .frame(width: 12, height: 12)
  }
}
