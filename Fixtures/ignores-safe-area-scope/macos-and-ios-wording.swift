// fixture: deployment-target=iOS=17.0,macOS=14.0 include-review
import SwiftUI

// A module that also builds for iOS keeps the iPhone's bars and home indicator in the
// message: the same code runs there.
struct SharedScreen: View {
  var body: some View {
    VStack {
      Text("Shared")
      Button("Open") {}
    }
    .ignoresSafeArea()
  }
}
