// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

// A dimmed scrim with a square window the camera shows through. The window is cut in the
// middle of the whole screen, and the corner marks and the hint are centred on that same
// point; with `.ignoresSafeArea()` on the scrim alone they would be centred in the safe
// area instead, off the window. Left as it is.
struct BarcodeScannerOverlay: View {
  let side: CGFloat = 260

  var body: some View {
    ZStack {
      Color.black
        .opacity(0.55)
        .mask(ViewfinderCutout(side: side).fill(style: FillStyle(eoFill: true)))
      RoundedRectangle(cornerRadius: 16)
        .stroke(Color.white, lineWidth: 3)
        .frame(width: side, height: side)
      Text("Hold the code inside the square")
        .foregroundStyle(.white)
        .padding(.top, side + 80)
    }
    .ignoresSafeArea()
  }
}

struct ViewfinderCutout: Shape {
  let side: CGFloat

  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addRect(rect)
    let window = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    path.addRoundedRect(in: window, cornerSize: CGSize(width: 16, height: 16))
    return path
  }
}

// A gradient mask only fades the backdrop: nothing in it lines up with the other layers,
// so the backdrop alone ignores the safe area.
struct FadingHeaderScreen: View {
  var body: some View {
    ZStack {
      Color.teal
        .mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
      VStack {
        Text("Daily mix")
        Button("Play") {}
      }
    }
    .ignoresSafeArea()
  }
}
