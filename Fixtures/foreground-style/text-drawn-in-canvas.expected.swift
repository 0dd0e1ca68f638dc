// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

// A Text drawn into a Canvas's context must stay a Text: `resolve(_:)` and `draw(_:in:)`
// take a Text, and below iOS 17 / macOS 14 foregroundStyle(_:) makes it `some View`.
struct Sketch: View {
  let label: String
  let ink: Color

  var body: some View {
    VStack {
      Canvas { context, size in
        context.drawLayer { layer in
          layer.opacity = 0.5
          let text = Text(label)
            .font(.caption)
            .foregroundColor(ink)
          layer.draw(layer.resolve(text), in: CGRect(origin: .zero, size: size))
        }
        context.draw(Text(label).foregroundColor(.red), at: CGPoint(x: 10, y: 10))
      }
      Text(label)
        .foregroundStyle(ink)
    }
  }
}
