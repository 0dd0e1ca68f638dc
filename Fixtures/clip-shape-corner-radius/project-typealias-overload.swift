// fixture: deployment-target=iOS=17.0
import SwiftUI

/// The radius through a typealias of a number type: a literal may call it.
typealias Points = CGFloat

extension View {
  func cornerRadius(_ radius: Points) -> some View {
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
