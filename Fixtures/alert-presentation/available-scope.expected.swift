// fixture: include-review deployment-target=iOS=14.0
import SwiftUI

@available(iOS 15, *)
struct Screen: View {
  @State private var showsError = false

  var body: some View {
    Text("Screen")
      .alert("Failed", isPresented: $showsError) {} message: {
        Text("Try later")
      }
  }
}
