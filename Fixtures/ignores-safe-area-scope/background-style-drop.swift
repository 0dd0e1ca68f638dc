// fixture: deployment-target=iOS=17.0,macOS=14.0 include-review
import SwiftUI

struct OnboardingPage: View {
  var body: some View {
    VStack {
      Text("Track your runs")
      Button("Continue") {}
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color.indigo)
    // Full-screen brand color.
    .ignoresSafeArea()
  }
}

struct ComposerPanel: View {
  var body: some View {
    VStack { Text("Draft") }.background(.bar).ignoresSafeArea()
  }
}

struct HeroPanel: View {
  var body: some View {
    VStack { Text("Summit") }
      .background(Color.blue.frame(maxHeight: 300))
      .ignoresSafeArea()
  }
}
