// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct Screen: View {
  @State private var showsError = false

  var body: some View {
    Text("Screen")
      // swiftui-migrate:disable:next alert-presentation
      .alert(isPresented: $showsError) {
        Alert(title: Text("Failed"))
      }
  }
}
