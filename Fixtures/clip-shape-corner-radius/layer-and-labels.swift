// fixture: deployment-target=iOS=17.0
import SwiftUI

/// Stands in for CALayer and UIView, whose cornerRadius is a property, not a modifier.
final class Layer {
  var cornerRadius: CGFloat = 0
  var masksToBounds = false
}

final class BadgeView {
  let layer = Layer()

  init(height: CGFloat) {
    layer.cornerRadius = 8
    self.layer.cornerRadius = cornerRadius(for: height)
    layer.masksToBounds = true
  }

  func cornerRadius(for height: CGFloat) -> CGFloat { height / 2 }

  func round(_ view: BadgeView) {
    view.layer.cornerRadius = 12
    let radius = view.layer.cornerRadius
    view.layer.cornerRadius = radius + 1
  }
}

func cornerRadius(_ size: CGFloat) -> CGFloat { size / 4 }

let defaultRadius = cornerRadius(32)

struct Tile: View {
  var cornerRadius: CGFloat = 10

  var body: some View {
    RoundedRectangle(cornerRadius: cornerRadius)
      .fill(Color.blue)
      .background(RoundedRectangle(cornerRadius: 4).stroke())
      .overlay(Text(".cornerRadius(8)"))
  }
}

struct TileGrid: View {
  let size: CGFloat

  var body: some View {
    Tile(cornerRadius: 8)
    Tile(cornerRadius: BadgeView(height: size).layer.cornerRadius)
  }
}
