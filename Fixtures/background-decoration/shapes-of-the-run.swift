// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// Two shapes are peers, not a view and its decoration: a shape the run declares (here a
// nested `Wedge: Shape` and a top-level `Notch: InsettableShape`) counts as one, as
// Circle() does, so neither ZStack becomes a background.
struct ProgressRing: View {
  var progress: Double

  var body: some View {
    Image(systemName: "arrow.down")
      .mask(
        ZStack {
          Circle().strokeBorder(Color.white, lineWidth: 4)
          Wedge(progress: progress)
            .scaleEffect(progress > 0.99 ? 2 : 1)
        }
      )
  }

  struct Wedge: Shape {
    var progress: Double

    func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  }
}

struct NotchBadge: View {
  var body: some View {
    ZStack {
      Color.red
      Notch()
        .fill(Color.white)
    }
  }
}

struct Notch: InsettableShape {
  var inset: CGFloat = 0

  func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

  func inset(by amount: CGFloat) -> Notch { Notch(inset: inset + amount) }
}
