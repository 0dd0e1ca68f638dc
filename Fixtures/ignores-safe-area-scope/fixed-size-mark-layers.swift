// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

// A layer whose frame fixes both its width and its height to numbers is a mark, centred in
// the container like the content, not a backdrop that bleeds: `.ignoresSafeArea()` would not
// resize it, only centre it in the whole screen while the content moves into the safe area,
// off the content it lines up with. It gets none, and a container whose only backdrop is such
// a mark has nothing to move to.
struct WelcomeBadge: View {
  var body: some View {
    ZStack {
      Circle()
        .fill(Color.red)
        .frame(width: 40, height: 40)
      Text("Welcome")
      Button("Start") {}
    }
    .ignoresSafeArea()
  }
}

struct StampedPage: View {
  var body: some View {
    VStack {
      Text("Welcome")
      Button("Start") {}
    }
    .background(Rectangle().fill(Color.orange).frame(width: 60, height: 60))
    .background(Image("paper").resizable())
    .ignoresSafeArea()
  }
}

struct StampOnly: View {
  var body: some View {
    VStack {
      Text("Welcome")
      Button("Start") {}
    }
    .background(Rectangle().fill(Color.orange).frame(width: 60, height: 60))
    .ignoresSafeArea()
  }
}

// A size the code computes may be the screen's: that layer is still the backdrop.
struct ScreenSizedBackdrop: View {
  var body: some View {
    ZStack {
      Color.black
        .frame(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)
      Text("Welcome")
      Button("Start") {}
    }
    .ignoresSafeArea()
  }
}
