// fixture: deployment-target=iOS=17.0
import SwiftUI

extension View {
  /// An Int overload: an integer literal picks this one, not SwiftUI's.
  func cornerRadius(_ radius: Int) -> some View {
    clipShape(RoundedRectangle(cornerRadius: CGFloat(radius)))
  }
}

struct Badge: View {
  let radius: CGFloat

  var body: some View {
    VStack {
      Text("New").cornerRadius(4)
      Text("Hot")
        .padding(2)
        .cornerRadius(radius)
    }
  }
}
