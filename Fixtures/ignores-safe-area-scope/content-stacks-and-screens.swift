// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

struct WelcomeView: View {
  var body: some View {
    VStack(spacing: 16) {
      Text("Welcome")
        .font(.largeTitle)
      Button("Get Started") {}
    }
    .padding()
    .ignoresSafeArea()
  }
}

struct RootView: View {
  var body: some View {
    HomeScreen()
      .ignoresSafeArea()
  }
}

struct BadgeView: View {
  var body: some View {
    Color.blue
      .overlay {
        Text("New").ignoresSafeArea()
      }
  }
}

struct HomeScreen: View {
  var body: some View { Text("Home") }
}
