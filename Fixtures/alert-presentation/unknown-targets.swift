// fixture: include-review
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
