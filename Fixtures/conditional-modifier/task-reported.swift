// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Feed: View {
  @State private var showsPreview = false
  @State private var items: [String] = []

  var body: some View {
    VStack {
      if showsPreview {
        Text("Preview")
          .task { items = ["a"] }
      }
      if showsPreview {
        Text("No task")
      }
    }
  }
}
