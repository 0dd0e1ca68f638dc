// fixture: deployment-target=iOS=17.0
import SwiftUI
import DesignSystem

// `Palette.backgroundNorm` and `Screens.onboarding` are static members of types another
// module declares: values of a type the run cannot see, not views named `Palette` or
// `Screens`. Nothing is said about what they show.
struct TabsPreview: View {
  var body: some View {
    TabView {
      AnyView(Palette.backgroundNorm.ignoresSafeArea())
        .tabItem { Text("Files") }
      AnyView(Screens.onboarding.ignoresSafeArea())
        .tabItem { Text("Start") }
    }
  }
}
