// fixture: include-review deployment-target=iOS=14.0
import SwiftUI

@available(iOS 15, *)
struct Screen: View {
  @State private var showsError = false

  var body: some View {
    Text("Screen")
      .alert(isPresented: $showsError) {
        Alert(title: Text("Failed"), message: Text("Try later"))
      }
  }
}
