// fixture: deployment-target=macOS=14.0
import SwiftUI

/// A design system's radii, picked by key path.
struct Radii {
  var small: Double = 4
  var large: Double = 12
}

extension View {
  /// Takes a key path: `.cornerRadius(4)` cannot call it, `.cornerRadius(\.large)` does.
  func cornerRadius(_ keyPath: KeyPath<Radii, Double>) -> some View {
    clipShape(RoundedRectangle(cornerRadius: Radii()[keyPath: keyPath]))
  }
}

struct Icon: View {
  /// A member of another type: not reachable from a view's modifier chain either.
  private func cornerRadius(_ proxy: GeometryProxy) -> CGFloat { proxy.size.width * 0.2 }

  var body: some View {
    VStack {
      Color.blue
        .frame(width: 32, height: 32)
        .cornerRadius(4)
      Color.red
        .frame(width: 32, height: 32)
        .cornerRadius(\.large)
    }
    .cornerRadius(8, antialiased: false)
  }
}
