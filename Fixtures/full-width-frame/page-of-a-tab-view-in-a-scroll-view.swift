// fixture: include-review
import SwiftUI

// A TabView offers each page its own size, wherever the TabView is: a page whose stack
// centres its content with Spacers fills that size, in a vertical ScrollView too, so the
// frame does the same. A stack written straight in the scroll view keeps its Spacers.
struct OnboardingPage: View {
  let title: String

  var body: some View {
    VStack {
      Spacer()
      Text(title)
        .font(.title)
      Spacer()
    }
  }
}

struct Onboarding: View {
  @State private var page = 0

  var body: some View {
    ScrollView(.vertical) {
      VStack {
        TabView(selection: $page) {
          OnboardingPage(title: "Welcome")
          VStack {
            Spacer()
            Text("Private")
            Spacer()
          }
        }
        .tabViewStyle(.page)
        .frame(minHeight: 300)
        VStack {
          Spacer()
          Text("Below the pages")
          Spacer()
        }
      }
    }
  }
}
