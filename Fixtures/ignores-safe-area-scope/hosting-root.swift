// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

struct OnboardingScreen: View {
  var body: some View {
    ScrollView {
      Text("Welcome")
      Button("Start") {}
    }
  }
}

@MainActor
func makeOnboardingController() -> UIViewController {
  let root = OnboardingScreen()
    .ignoresSafeArea()
  return UIHostingController(rootView: root)
}

@MainActor
func makeCompactController() -> UIViewController {
  UIHostingController(rootView: OnboardingScreen().ignoresSafeArea())
}
