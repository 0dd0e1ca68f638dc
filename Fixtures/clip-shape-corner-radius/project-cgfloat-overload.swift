// fixture: deployment-target=iOS=17.0
import SwiftUI

extension View {
  /// A CGFloat overload: a literal calls it, not SwiftUI's.
  func cornerRadius(_ radius: CGFloat) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
  }
}

struct Chip: View {
  var body: some View {
    Text("Tag")
      .padding(4)
      .cornerRadius(6)
  }
}
