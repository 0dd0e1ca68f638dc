// fixture: deployment-target=macOS=14.0 include-review
import SwiftUI

// A Mac has no home indicator: there the safe area is the title bar and toolbar, so the
// messages name those instead of the iPhone's bars.
struct LibraryWindow: View {
  var body: some View {
    VStack {
      Text("Library")
      Button("Import") {}
    }
    .ignoresSafeArea()
  }
}

struct WelcomeWindow: View {
  var body: some View {
    VStack {
      Text("Welcome")
      Button("Continue") {}
    }
    .background(Color.indigo)
  }
}

struct ClippedWindow: View {
  var body: some View {
    ZStack {
      Color.black
      Text("Now playing")
    }
    .clipped()
    .ignoresSafeArea()
  }
}
