// fixture: deployment-target=iOS=17.0,macOS=14.0 include-review
import SwiftUI

// A module that builds for iOS and macOS runs this code on an iPhone: still reported.
struct Footer: View {
  var body: some View {
    Text("Footer")
      .padding(.bottom, 34)
  }
}
