// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

// The outline of the card window is a mark of a fixed size, centred like the hint: it is
// no backdrop, so only the dimmed colour gets `.ignoresSafeArea()`.
struct CardCaptureOverlay: View {
  var body: some View {
    ZStack {
      Color.black.opacity(0.5)
      RoundedRectangle(cornerRadius: 12)
        .stroke(Color.white, lineWidth: 2)
        .frame(width: 300, height: 190)
      Text("Fit the card in the frame")
        .foregroundStyle(.white)
        .padding(.top, 260)
    }
    .ignoresSafeArea()
  }
}
