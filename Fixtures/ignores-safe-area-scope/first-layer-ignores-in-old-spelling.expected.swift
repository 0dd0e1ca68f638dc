// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

// A dimmed popup: the ZStack's first layer already ignores the safe area, written with the
// deprecated spelling. The ZStack's own `.ignoresSafeArea()` only moves the card off centre,
// so it is dropped; nothing is added to the first layer, which is renamed.
struct UploadProgressPopup: View {
  let message: String

  var body: some View {
    ZStack {
      Color.black
        .opacity(0.2)
        .ignoresSafeArea()
      VStack(spacing: 12) {
        ProgressView()
        Text(message)
      }
      .padding(24)
      .background(Color.white)
    }
  }
}
