// fixture: include-review
import SwiftUI

struct OnboardingPage: View {
  var body: some View {
    VStack {
      Text("Track your runs")
      Button("Continue") {}
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color.indigo)
    .ignoresSafeArea()
  }
}

struct ProfileHeader: View {
  var body: some View {
    VStack {
      Text("Ada Lovelace")
    }
    .background {
      Image("header")
        .resizable()
        .scaledToFill()
    }
    .ignoresSafeArea()
  }
}

struct Poster: View {
  var body: some View {
    Text("Tonight").background(Image("poster").resizable(), alignment: .top).ignoresSafeArea(.all)
  }
}
