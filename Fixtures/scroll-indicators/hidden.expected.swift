// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

struct TagStrip: View {
  let tags: [String]

  var body: some View {
    VStack {
      ScrollView(.horizontal) {
        HStack {
          ForEach(tags, id: \.self) { Text($0) }
        }
      }
      .scrollIndicators(.hidden)
      ScrollView {
        Text("Body")
      }
      .scrollIndicators(.hidden)
      .padding()
      ScrollView(.vertical) {
        Text("Shown")
      }
      ScrollView { Text("Inline") }.scrollIndicators(.hidden)
    }
  }
}
