// fixture: include-review deployment-target=iOS=14.0
import SwiftUI

struct Screen: View {
  @State private var showsError = false

  var body: some View {
    Text("Screen")
      .alert(isPresented: $showsError) {
        Alert(title: Text("Failed"))
      }
  }
}
