// fixture: deployment-target=iOS=17.0
import SwiftUI

/// A design system's radii: `.cornerRadius(.medium)` takes one, `.cornerRadius(8)` cannot
/// (a raw value gives the enum no integer literal).
enum AppRadius: CGFloat {
  case small = 4
  case medium = 8
}

extension View {
  func cornerRadius(_ radius: AppRadius, bordered: Bool = false) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius.rawValue))
  }
}

struct Card: View {
  var body: some View {
    VStack {
      Text("Title")
        .cornerRadius(.medium)
      Text("Subtitle")
        .cornerRadius(AppRadius.small, bordered: true)
      Color.blue
        .frame(height: 40)
        .cornerRadius(8)
      Color.red
        .frame(height: 40)
        .cornerRadius(12.5)
    }
  }
}
