// fixture: include-review deployment-target=iOS=14.0
import SwiftUI

struct OldView: View {
  var body: some View {
    Text("Old")
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color.yellow.edgesIgnoringSafeArea(.all))
  }
}

@available(iOS 15.0, *)
struct NewerView: View {
  var body: some View {
    Text("New")
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background {
        Color.yellow.ignoresSafeArea()
      }
  }
}
