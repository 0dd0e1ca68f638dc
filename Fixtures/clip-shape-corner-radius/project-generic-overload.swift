// fixture: deployment-target=iOS=17.0
import SwiftUI

/// A generic parameter named like a type of the run: a literal may be its argument.
struct R {
  var points: CGFloat
}

extension View {
  func cornerRadius<R: BinaryFloatingPoint>(_ radius: R) -> some View {
    clipShape(RoundedRectangle(cornerRadius: CGFloat(radius), style: .continuous))
  }
}

struct Chip: View {
  var body: some View {
    Text("Tag")
      .padding(4)
      .cornerRadius(6)
  }
}
