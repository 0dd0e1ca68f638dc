// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

// A wash whose body is one gradient is a backdrop, meant to bleed, by its own name or by a
// typealias of it (a design system's view given a feature's name): nothing is said.
struct GlowWash: View {
  var height: CGFloat = 300

  var body: some View {
    RadialGradient(colors: [.orange, .clear], center: .top, startRadius: 0, endRadius: height)
  }
}

typealias OnboardingWash = GlowWash

struct WelcomeScreen: View {
  var body: some View {
    ZStack {
      Color.black.ignoresSafeArea()
      OnboardingWash(height: 380)
        .ignoresSafeArea()
      GlowWash(height: 240)
        .ignoresSafeArea()
      Text("Welcome")
    }
  }
}
