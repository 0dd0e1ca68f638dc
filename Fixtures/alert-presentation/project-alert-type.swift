// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

/// The project's own Alert model, shown by its own modifier: nothing here is SwiftUI's Alert.
struct Alert {
  var title: String
  init(title: Text) { self.title = "" }
}

extension View {
  func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
}

struct Screen: View {
  @State private var showsError = false

  var body: some View {
    Text("Screen")
      .alert(isPresented: $showsError) {
        Alert(title: Text("Failed"))
      }
  }
}
