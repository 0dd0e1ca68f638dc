// fixture: include-review deployment-target=macOS=13.0 with=ignores-safe-area-scope
import SwiftUI

/// A welcome screen over a dimmed, tinted wash: the wash layer becomes one view with a
/// background (background-decoration), and the screen's ignoresSafeArea() moves onto that
/// layer (ignores-safe-area-scope). The moved modifier lines up with the rewritten chain.
struct IntroScreen: View {
    @State private var washOpacity: Double = 0

    var body: some View {
        ZStack {
            ZStack {
                Color.black.opacity(0.6)
                AuroraGradient()
                    .opacity(0.3)
            }
            .opacity(washOpacity)

            VStack(spacing: 4) {
                Text("Welcome")
                    .font(.largeTitle)
                Text("Let's get you set up.")
            }
        }
        .ignoresSafeArea()
        .onAppear {
            washOpacity = 1
        }
    }
}
