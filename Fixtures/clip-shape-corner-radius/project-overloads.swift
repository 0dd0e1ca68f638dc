// fixture: deployment-target=iOS=17.0
import SwiftUI

/// A project overload with another signature: calls to it are not SwiftUI's.
enum Corner {
  case topLeading, topTrailing, bottomLeading, bottomTrailing
}

extension View {
  func cornerRadius(_ radius: CGFloat, corners: Set<Corner>) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius))
  }
}

/// A builder type with its own cornerRadius(_:).
struct CardStyle {
  var radius: CGFloat = 0

  func cornerRadius(_ radius: CGFloat) -> CardStyle {
    var copy = self
    copy.radius = radius
    return copy
  }
}

struct Sheet: View {
  let style: CardStyle

  var body: some View {
    let rounded = CardStyle().cornerRadius(12)
    let rounder = style.cornerRadius(16)
    Text("Sheet")
      .frame(width: rounded.radius, height: rounder.radius)
      .cornerRadius(24, corners: [.topLeading, .topTrailing])
  }
}
