// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

struct TagStrip: View {
  let tags: [String]

  var body: some View {
    VStack {
      ScrollView(.horizontal, showsIndicators: false) {
        HStack {
          ForEach(tags, id: \.self) { Text($0) }
        }
      }
      ScrollView(showsIndicators: false) {
        Text("Body")
      }
      .padding()
      ScrollView(.vertical, showsIndicators: true) {
        Text("Shown")
      }
      ScrollView(showsIndicators: false) { Text("Inline") }
    }
  }
}
