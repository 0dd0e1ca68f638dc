// fixture: include-review deployment-target=iOS=26.0,macOS=26.0
import SwiftUI

struct ChatView: View {
  @State private var draft = ""
  let lines: [String]

  var body: some View {
    ScrollView {
      ForEach(lines, id: \.self) { Text($0) }
    }
    .safeAreaBar(edge: .bottom, spacing: 0) {
      HStack {
        TextField("Message", text: $draft)
          .onSubmit {}
      }
      .padding()
    }
    .safeAreaInset(edge: .top) {
      Text("Encrypted")
        .font(.footnote)
    }
    .safeAreaBar(edge: .trailing, alignment: .center) {
      VStack { Button("A") {}; Button("Z") {} }
    }
  }
}
