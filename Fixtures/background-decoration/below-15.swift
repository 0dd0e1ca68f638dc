// fixture: include-review deployment-target=iOS=14.0
import SwiftUI

struct OldView: View {
  var body: some View {
    ZStack {
      Color.yellow.edgesIgnoringSafeArea(.all)
      Text("Old")
    }
  }
}

@available(iOS 15.0, *)
struct NewerView: View {
  var body: some View {
    ZStack {
      Color.yellow.ignoresSafeArea()
      Text("New")
    }
  }
}
