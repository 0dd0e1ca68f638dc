// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct SplashView: View {
  var body: some View {
    Color.indigo
      .ignoresSafeArea()
  }
}

struct BrandBackdrop: View {
  var body: some View {
    LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
  }
}
