// fixture: include-review deployment-target=macOS=14.0
import SwiftUI

// A Shape the project declares fills what it is offered, as Rectangle does: between two
// Spacers it shares the free space with them (a third of it each here), where a frame would
// give it all. The frame's width is nil while the tab is open, so it does not settle that;
// both stacks stay.
struct TabShape: Shape {
  var radius: CGFloat

  func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: radius)
  }
}

struct TabMask: View {
  let isOpen: Bool
  let closedWidth: CGFloat

  var body: some View {
    VStack {
      HStack(spacing: 0) {
        Spacer(minLength: 0)
        TabShape(radius: isOpen ? 12 : 4)
          .frame(width: isOpen ? nil : closedWidth, height: 30)
        Spacer(minLength: 0)
      }
      HStack {
        TabShape(radius: 2)
        Spacer()
      }
    }
  }
}
