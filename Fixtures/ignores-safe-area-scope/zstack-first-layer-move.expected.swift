// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

struct LoginScreen: View {
  var body: some View {
    ZStack {
      LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
      VStack {
        Text("Sign in")
        Button("Continue with Apple") {}
      }
    }
  }
}

struct AboutScreen: View {
  var body: some View {
    ZStack {
      Color.black.ignoresSafeArea()
      Text("Version 2.0")
    }
  }
}
