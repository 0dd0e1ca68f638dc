import SwiftUI

struct Screen: View {
  let message: String

  var body: some View {
    VStack {
      Card {
        Text(message)
      }
      Card(padding: 8, content: { Text("Labelled") })
      Card(content: footer)
      Card(content: Screen.legal)
    }
  }

  func footer() -> some View { Text("Footer").font(.footnote) }

  static func legal() -> Text { Text("Legal") }
}
