// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct InboxView: View {
  let subjects: [String]

  var body: some View {
    List(subjects, id: \.self) { Text($0) }
      .overlay(alignment: .bottom) {
        ComposeBar()
      }
  }
}

struct ComposeBar: View {
  var body: some View {
    Button("Compose") {}
  }
}
