// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

struct QuickReply: View {
  @State private var text = ""

  var body: some View {
    TextField("Quick reply", text: $text)
  }
}

struct StatusPill: View {
  var body: some View {
    Text("Online")
  }
}
