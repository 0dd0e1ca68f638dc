// fixture: deployment-target=iOS=17.0
import SwiftUI

/// A layer description with its own cornerRadius(_:), called on a parameter of its type:
/// the receiver's type settles that the call is the project's, so nothing is said.
struct BadgeShape {
  var radiusFraction: Double = 0.1

  func cornerRadius(_ size: CGSize) -> Double {
    min(size.width, size.height) * radiusFraction
  }
}

struct BadgeLayer {
  var size: CGSize
  var radius: Double
}

func badgeLayers(for sizes: [CGSize], _ shape: BadgeShape) -> [BadgeLayer] {
  sizes.map { size in
    BadgeLayer(size: size, radius: shape.cornerRadius(size))
  }
}
