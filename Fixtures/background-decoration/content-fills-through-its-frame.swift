// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// The content's frame sizes only its width: its height is the VStack's, which its Spacers
// make fill the space. The fix adds no frame for the height.
struct EmptyInbox: View {
  var body: some View {
    ZStack {
      Color.indigo.ignoresSafeArea()
      VStack(spacing: 8) {
        Spacer(minLength: 0)
        Image(systemName: "tray")
        Text("No mail")
        Spacer(minLength: 0)
      }
      .frame(maxWidth: .infinity)
      .padding(.horizontal, 24)
    }
  }
}

// Here the frame caps the height: the layer filled more than the content, and the fix
// frames the content to that size.
struct CappedNotice: View {
  var body: some View {
    ZStack {
      Color.yellow
      VStack {
        Spacer(minLength: 0)
        Text("Heads up")
        Spacer(minLength: 0)
      }
      .frame(maxWidth: .infinity, maxHeight: 300)
    }
  }
}
