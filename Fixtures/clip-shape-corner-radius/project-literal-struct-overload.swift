// fixture: deployment-target=iOS=17.0
import SwiftUI

/// A radius an integer literal can be written as: `.cornerRadius(8)` calls the project's.
struct Radius: Hashable {
  var points: CGFloat
}

extension Radius: ExpressibleByIntegerLiteral {
  init(integerLiteral value: Int) { points = CGFloat(value) }
}

extension View {
  func cornerRadius(_ radius: Radius) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius.points))
  }
}

struct Tile: View {
  var body: some View {
    Color.green
      .frame(width: 40, height: 40)
      .cornerRadius(8)
  }
}
