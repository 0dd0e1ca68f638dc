// fixture: deployment-target=iOS=17.0
import SwiftUI

// A custom view ignoring every edge is usually meant to fill the screen. The note is
// printed by default only when the index shows the view builds text, a control or a
// scrolling container; otherwise only `check --verbose` prints it.

#if os(tvOS)
  struct VideoSurface: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) { _ = view }
  }
#else
  struct VideoSurface: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {}
  }
#endif

struct PlayerChrome: View {
  var body: some View {
    ZStack {
      VideoSurface()
      ScrubberLayer()
    }
  }
}

struct ScrubberLayer: View {
  var body: some View {
    Rectangle().frame(height: 4)
  }
}

struct InboxScreen: View {
  var body: some View {
    List {
      Text("Message")
    }
  }
}

struct PlayerScreen: View {
  var body: some View {
    VStack {
      // A representable declared once per platform: the full-bleed host idiom.
      VideoSurface()
        .ignoresSafeArea()
      // Its body is layers of custom views: probably meant full screen (verbose only).
      PlayerChrome()
        .ignoresSafeArea()
      // Its body is a List: the rows run under the bars.
      InboxScreen()
        .ignoresSafeArea()
    }
  }
}
