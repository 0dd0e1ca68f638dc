// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

/// A dismissible promotion whose close button sits in the top trailing corner through a
/// VStack and an HStack of Spacers (full-width-frame folds both into a frame in the same run):
/// the message names the controls, not the stack, and says what the other edges do after it.
struct PromoBanner<Body: View>: View {
  @State private var isShown = true
  let content: () -> Body

  var body: some View {
    if isShown {
      ZStack {
        content()
          .padding()
        dismissButton
      }
    }
  }

  private var dismissButton: some View {
    VStack {
      HStack {
        Spacer()
        Button {
          isShown = false
        } label: {
          Image(systemName: "xmark.circle.fill")
        }
      }
      Spacer()
    }
    .ignoresSafeArea(.all)
    .opacity(0.6)
  }
}
