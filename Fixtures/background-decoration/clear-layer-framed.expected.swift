// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A clear layer under the ZStack's own filling frame repeats that frame: the layer goes and
// no second frame is written.
struct ToastOverlay: View {
  let message: String

  var body: some View {
    Text(message)
      .padding()
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .ignoresSafeArea()
  }
}

// The same with an alignment: the ZStack's and the frame's agree.
struct BottomBanner: View {
  let text: String

  var body: some View {
    Text(text)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
  }
}
